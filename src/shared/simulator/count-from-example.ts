import type { SimEnvironment } from './environment';

/**
 * The next identifier of a counter, or an example's value when the count is behind it: the first
 * thing of a kind whose example is not the pages' first (a Gateway hold, an Account Validator
 * session) takes its example's identifier, so a page's story reproduces what the page shows. The
 * count jumps forward and never back, so identifiers stay unique and growing.
 */

/** A value of another series (far ahead) is not reached by counting: the count goes on as it was. */
const MAX_JUMP = 10_000;

export function idFrom(env: SimEnvironment, counter: string, start: number, example: unknown): number {
  const target = typeof example === 'number' ? example : typeof example === 'string' && /^\d+$/.test(example) ? Number(example) : undefined;
  let id = env.nextId(counter, start);
  if (target === undefined || target - id > MAX_JUMP) return id;
  while (id < target) id = env.nextId(counter, start);
  return id;
}
