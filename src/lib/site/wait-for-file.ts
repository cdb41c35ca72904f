import { existsSync } from 'node:fs';

/**
 * `npm run build` starts the checks and Next's compile side by side (scripts/build.ts): the
 * compile needs no content, and the checked site is needed only once pages are listed. Until the
 * checks have written it, the loader waits, synchronously because Next calls it from synchronous
 * code; scripts/build.ts stops the whole build if the checks fail, so the wait ends either way.
 * Returns whether the file is there.
 */
export function waitForFile(file: string, timeoutMs: number): boolean {
  const deadline = Date.now() + timeoutMs;
  const pause = new Int32Array(new SharedArrayBuffer(4));
  while (!existsSync(file)) {
    if (Date.now() >= deadline) return false;
    Atomics.wait(pause, 0, 0, 100);
  }
  return true;
}
