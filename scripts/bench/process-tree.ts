/**
 * Memory and CPU time of a whole process tree, read from /proc. `next build` runs its work in
 * child processes (workers for compiling, type-checking and prerendering), so the RSS of the npm
 * process alone, or the largest single process that `/usr/bin/time -v` reports, would understate
 * what a build machine must have free.
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { machineCpu, ticksPerSecond } from './machine-load';

const pageSize = (() => {
  try {
    return Number(execFileSync('getconf', ['PAGESIZE'], { encoding: 'utf8' }).trim()) || 4096;
  } catch {
    return 4096;
  }
})();

interface ProcessStat {
  ppid: number;
  rssBytes: number;
  /** CPU time of the process and of its children it has already reaped (utime+stime+cutime+cstime). */
  cpuSeconds: number;
}

function readStats(): Map<number, ProcessStat> {
  const stats = new Map<number, ProcessStat>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // The command name (field 2) may contain spaces and parentheses: split after its last ')'.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const cpuTicks = Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14]);
      stats.set(Number(entry), { ppid: Number(fields[1]), rssBytes: Number(fields[21]) * pageSize, cpuSeconds: cpuTicks / ticksPerSecond });
    } catch {
      // The process ended between listing and reading: it no longer uses memory.
    }
  }
  return stats;
}

/**
 * Proportional set size: each resident page divided by the number of processes sharing it, so
 * the sum over a tree is the memory the tree really holds (node's code and the libraries the
 * workers share counted once). Unreadable (another user's process, or it just ended): 0.
 */
function readPss(pid: number): number {
  try {
    const match = /^Pss:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8'));
    return match ? Number(match[1]) * 1024 : 0;
  } catch {
    return 0;
  }
}

export interface TreeSample {
  /** Sum of the resident set sizes: counts pages shared between processes more than once, so an upper bound. */
  totalRss: number;
  /** Sum of the proportional set sizes: shared pages counted once, the memory the tree holds. */
  totalPss: number;
  largestRss: number;
  processes: number;
  cpuSeconds: number;
  /** Each process's PSS, for naming what the tree held at its peak. */
  members: Array<{ pid: number; pss: number }>;
}

export function sampleTree(rootPid: number): TreeSample {
  const stats = readStats();
  const children = new Map<number, number[]>();
  for (const [pid, stat] of stats) children.set(stat.ppid, [...(children.get(stat.ppid) ?? []), pid]);
  const sample: TreeSample = { totalRss: 0, totalPss: 0, largestRss: 0, processes: 0, cpuSeconds: 0, members: [] };
  const queue = [rootPid];
  while (queue.length > 0) {
    const pid = queue.pop()!;
    const stat = stats.get(pid);
    if (!stat) continue;
    sample.totalRss += stat.rssBytes;
    const pss = readPss(pid);
    sample.totalPss += pss;
    sample.members.push({ pid, pss });
    sample.largestRss = Math.max(sample.largestRss, stat.rssBytes);
    sample.processes += 1;
    sample.cpuSeconds += stat.cpuSeconds;
    queue.push(...(children.get(pid) ?? []));
  }
  return sample;
}

export interface TreePeak {
  peakTotalRss: number;
  peakTotalPss: number;
  peakLargestRss: number;
  peakProcesses: number;
  samples: number;
  /** CPU the build's own processes used (the last sample before exit, so slightly under). */
  treeCpuSeconds: number;
  /**
   * CPU the whole machine used meanwhile, and what it had (seconds × cores): the difference
   * with the build's own CPU is other work competing for the same cores.
   */
  machineBusyCpuSeconds: number;
  machineAvailableCpuSeconds: number;
  /** When the PSS peak came (seconds after the start) and what held it, largest first. */
  atPeakPss?: { seconds: number; processes: Array<{ command: string; pssMiB: number }> };
}

/** A process's command line, shortened to what tells the processes of a build apart. */
function commandOf(pid: number): string {
  try {
    const words = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean);
    return words.map((word) => word.replace(/^.*\/node_modules\//, '').replace(/^\/usr\/bin\//, '')).join(' ').slice(0, 100);
  } catch {
    return `pid ${pid}`;
  }
}

/** Samples the tree every intervalMs until stop() is called; stop() returns the peaks. */
export function watchTree(rootPid: number, intervalMs = 200): { stop: () => TreePeak } {
  const startCpu = machineCpu();
  const peak: TreePeak = { peakTotalRss: 0, peakTotalPss: 0, peakLargestRss: 0, peakProcesses: 0, samples: 0, treeCpuSeconds: 0, machineBusyCpuSeconds: 0, machineAvailableCpuSeconds: 0 };
  const started = Date.now();
  const take = () => {
    const sample = sampleTree(rootPid);
    peak.peakTotalRss = Math.max(peak.peakTotalRss, sample.totalRss);
    if (sample.totalPss > peak.peakTotalPss) {
      peak.atPeakPss = {
        seconds: Math.round((Date.now() - started) / 100) / 10,
        processes: sample.members
          .filter((member) => member.pss > 16 * 2 ** 20)
          .sort((a, b) => b.pss - a.pss)
          .map((member) => ({ command: commandOf(member.pid), pssMiB: Math.round(member.pss / 2 ** 20) })),
      };
    }
    peak.peakTotalPss = Math.max(peak.peakTotalPss, sample.totalPss);
    peak.peakLargestRss = Math.max(peak.peakLargestRss, sample.largestRss);
    peak.peakProcesses = Math.max(peak.peakProcesses, sample.processes);
    peak.treeCpuSeconds = Math.max(peak.treeCpuSeconds, sample.cpuSeconds);
    peak.samples += 1;
  };
  take();
  const timer = setInterval(take, intervalMs);
  return {
    stop: () => {
      clearInterval(timer);
      const endCpu = machineCpu();
      peak.machineBusyCpuSeconds = endCpu.busy - startCpu.busy;
      peak.machineAvailableCpuSeconds = endCpu.total - startCpu.total;
      return peak;
    },
  };
}
