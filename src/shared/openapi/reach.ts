import { cacheOf } from './definition-cache';
import { isObject } from './raw';
import { finalPointer, resolvePointer } from './resolve-ref';

/**
 * Canonical pointers of every local `$ref` inside the value at `pointer`, without following them.
 * Refs inside examples count too: over-counting only makes the schema cache more careful, never wrong.
 */
export function directRefs(definition: object, pointer: string): readonly string[] {
  const cache = cacheOf(definition).direct;
  const known = cache.get(pointer);
  if (known) return known;
  const found = new Set<string>();
  // Iterative walk: a deep inline schema must not cost stack frames here.
  const pending: unknown[] = [resolvePointer(definition, pointer)];
  while (pending.length > 0) {
    const value = pending.pop();
    if (Array.isArray(value)) {
      pending.push(...value);
    } else if (isObject(value)) {
      for (const [key, child] of Object.entries(value)) {
        if (key === '$ref' && typeof child === 'string') {
          try {
            found.add(finalPointer(definition, child));
          } catch {
            // External or broken refs fail with a clear error when the schema is built; here they lead nowhere.
          }
        } else if (typeof child === 'object' && child !== null) {
          pending.push(child);
        }
      }
    }
  }
  const refs = [...found];
  cache.set(pointer, refs);
  return refs;
}

/**
 * Every schema the expansion of `pointer` can reach. Whether a ref shows as a cycle depends only
 * on which of these are already open above it, which is what makes expanded schemas cacheable.
 */
export function reachOf(definition: object, pointer: string): ReadonlySet<string> {
  const cache = cacheOf(definition).reach;
  const known = cache.get(pointer);
  if (known) return known;
  const reached = new Set<string>();
  const pending = [...directRefs(definition, pointer)];
  while (pending.length > 0) {
    const next = pending.pop() as string;
    if (reached.has(next)) continue;
    reached.add(next);
    pending.push(...directRefs(definition, next));
  }
  cache.set(pointer, reached);
  return reached;
}
