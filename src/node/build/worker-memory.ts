import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

/**
 * Keeps a prerender worker's memory near its live data. Next starts its workers without
 * `--max-old-space-size` (it strips it), so V8 lets each heap grow to 600–1,000 MB although the
 * pages a worker renders hold 200–300 MB at any time (docs/benchmarks.md, "Memory"). A full
 * collection every few pages hands the garbage of the finished pages back to the system.
 * Only in Next's build workers: `next dev`, tests and the post-build scripts are left alone.
 */
export const PAGES_PER_COLLECTION = 20;

export function inBuildWorker(env: Readonly<Record<string, string | undefined>>): boolean {
  return env.IS_NEXT_WORKER === 'true' && env.NEXT_PHASE === 'phase-production-build';
}

/** V8's own full collection, which Node hides unless started with `--expose-gc`. */
function exposedGc(): (() => void) | null {
  try {
    setFlagsFromString('--expose-gc');
    return runInNewContext('gc') as () => void;
  } catch {
    return null;
  }
}

/** A counter that runs `collect` once every `every` pages. */
export function collectorEvery(every: number, collect: () => void): () => void {
  let pages = 0;
  return () => {
    pages += 1;
    if (pages % every === 0) collect();
  };
}

let afterPage: (() => void) | undefined;

export function afterPagePrerender(): void {
  if (!afterPage) {
    const gc = inBuildWorker(process.env) ? exposedGc() : null;
    afterPage = gc ? collectorEvery(PAGES_PER_COLLECTION, gc) : () => {};
  }
  afterPage();
}
