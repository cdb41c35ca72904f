import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * The content check's heap limit. Left to itself V8 let the check's heap grow to 350 MB around
 * some 100 MB of live data, beside Next's compile at the build's memory peak (docs/benchmarks.md,
 * "Build"); a limit makes it collect sooner. The limit follows the size of what the check reads,
 * 64 MiB per MiB of content, manifests and definitions (its live data was 20 MiB per MiB at full
 * size), and never goes below 384 MiB, so a larger site raises it by itself.
 */
export const CHECK_HEAP_FLOOR_MIB = 384;
export const CHECK_HEAP_MIB_PER_SOURCE_MIB = 64;
/** Where an author who must still raise it (an exit from a heap out of memory) sets it. */
export const CHECK_HEAP_ENV = 'CHECK_HEAP_MB';

export function checkHeapMiB(sourceBytes: number, override?: string): number {
  const asked = Number(override);
  if (override !== undefined && Number.isInteger(asked) && asked > 0) return asked;
  return Math.max(CHECK_HEAP_FLOOR_MIB, Math.ceil((sourceBytes / 2 ** 20) * CHECK_HEAP_MIB_PER_SOURCE_MIB));
}

/** The bytes of every file the check reads: content/, navigation/ and openapi/. */
export function checkSourceBytes(repoRoot = process.cwd()): number {
  const size = (target: string): number => {
    try {
      const stats = statSync(target);
      if (!stats.isDirectory()) return stats.size;
      return readdirSync(target).reduce((sum, name) => sum + size(path.join(target, name)), 0);
    } catch {
      return 0;
    }
  };
  return ['content', 'navigation', 'openapi'].reduce((sum, folder) => sum + size(path.join(repoRoot, folder)), 0);
}

/** Whether a process ended the way V8 ends one whose heap is full (an abort). */
export const outOfHeap = (code: number | null, signal: string | null) => signal === 'SIGABRT' || code === 134;
