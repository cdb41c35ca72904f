/**
 * Memory over time (npm run bench:memory -- <command…>): runs a command and prints, every two
 * seconds, the proportional and resident memory of its whole process tree and each process over
 * 60 MiB (the largest of eight samples), then the peak. Where bench:build gives the peak of a build, this shows which step holds
 * what and when (docs/benchmarks.md, "Build").
 *
 *   npm run bench:memory -- npm run build
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { sampleTree } from './process-tree';

const [command, ...args] = process.argv.slice(2);
if (!command) throw new Error('Usage: npm run bench:memory -- <command> [arguments…]');
const child = spawn(command, args, { stdio: ['ignore', 'ignore', 'inherit'], detached: true });
const started = Date.now();
const MiB = 2 ** 20;
let peak = { pss: 0, rss: 0 };

/** A process's short name: the script or program it runs. */
function nameOf(pid: number): string {
  try {
    const argv = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
    const script = argv.findLast((arg) => /\.(ts|js)$/.test(arg) && !arg.includes('node_modules/tsx')) ?? argv[0] ?? '';
    return script.split('/').pop()!;
  } catch {
    return '?';
  }
}

// Sampled every 250 ms (a peak can last a second); each line shows the largest sample of its two seconds.
let largest: ReturnType<typeof sampleTree> | undefined;
let samples = 0;
const timer = setInterval(() => {
  const sample = sampleTree(child.pid!);
  peak = { pss: Math.max(peak.pss, sample.totalPss), rss: Math.max(peak.rss, sample.totalRss) };
  if (!largest || sample.totalPss > largest.totalPss) largest = sample;
  if (++samples % 8 !== 0) return;
  const members = largest.members.filter((member) => member.pss > 60 * MiB).map((member) => `${nameOf(member.pid)} ${Math.round(member.pss / MiB)}`);
  const seconds = ((Date.now() - started) / 1000).toFixed(0).padStart(4);
  console.log(`${seconds} s  PSS ${Math.round(largest.totalPss / MiB)} MiB, RSS ${Math.round(largest.totalRss / MiB)} MiB  ${members.join(', ')}`);
  largest = undefined;
}, 250);

child.on('exit', (code) => {
  clearInterval(timer);
  console.log(`exit ${code} after ${((Date.now() - started) / 1000).toFixed(1)} s; peak PSS ${Math.round(peak.pss / MiB)} MiB, peak RSS ${Math.round(peak.rss / MiB)} MiB (sums over the tree)`);
  process.exit(code ?? 1);
});
