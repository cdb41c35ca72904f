/**
 * How busy the machine is. The benchmarks share two cores with whatever else runs (another
 * engineer's build or browser tests): they wait a while for a quiet machine, and record how much
 * CPU other processes took during each measurement, so a noisy figure says it is noisy.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

export const ticksPerSecond = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  } catch {
    return 100;
  }
})();

/** Busy and total CPU seconds of the whole machine since boot, all cores, from /proc/stat. */
export function machineCpu(): { busy: number; total: number } {
  const [, ...values] = readFileSync('/proc/stat', 'utf8').split('\n', 1)[0]!.trim().split(/\s+/);
  const ticks = values.map(Number);
  // user nice system idle iowait irq softirq steal (guest time is already inside user).
  const total = ticks.slice(0, 8).reduce((sum, value) => sum + value, 0);
  const idle = (ticks[3] ?? 0) + (ticks[4] ?? 0);
  return { busy: (total - idle) / ticksPerSecond, total: total / ticksPerSecond };
}

/** Share of all cores busy over the next `seconds`. */
export async function busyShare(seconds: number): Promise<number> {
  const before = machineCpu();
  await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
  const after = machineCpu();
  return (after.busy - before.busy) / Math.max(after.total - before.total, 1e-9);
}

export interface QuietWait {
  waitedSeconds: number;
  /** Share of all cores other processes used just before the benchmark started. */
  busyShareAtStart: number;
  quiet: boolean;
}

/**
 * Waits until other processes use under `threshold` of the machine for a 5 s window, or gives up
 * after BENCH_QUIET_WAIT seconds (default 300; 0 skips the wait) and measures anyway.
 */
export async function waitForQuietMachine(threshold = 0.15): Promise<QuietWait> {
  const limit = Number(process.env.BENCH_QUIET_WAIT ?? 300);
  const started = Date.now();
  let share = await busyShare(limit > 0 ? 5 : 1);
  while (share > threshold && (Date.now() - started) / 1000 < limit) {
    console.log(`Waiting for a quiet machine: other processes use ${(share * 100).toFixed(0)} % of the CPUs (BENCH_QUIET_WAIT=${limit} s at most)…`);
    share = await busyShare(5);
  }
  const waitedSeconds = Math.round((Date.now() - started) / 1000);
  const quiet = share <= threshold;
  if (!quiet) console.log(`The machine is still busy (${(share * 100).toFixed(0)} % of the CPUs): measuring anyway, the figures will say so.`);
  return { waitedSeconds, busyShareAtStart: share, quiet };
}
