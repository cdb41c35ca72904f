import { decodeUriComponentSafely } from '../text/safe-decode';
import { cacheOf } from './definition-cache';
import { externalRef, refLoop, unresolvedRef } from './errors';
import { isEmpty, isObject, type RawObject, without } from './raw';

/** The `$ref` of a Reference Object, if the value is one. */
export function refOf(value: unknown): string | undefined {
  return isObject(value) && typeof value.$ref === 'string' ? value.$ref : undefined;
}

/**
 * JSON pointer segments of a local `$ref` (RFC 6901 inside a URI fragment):
 * percent-decoding first, then `~1` -> `/` and `~0` -> `~`, in that order.
 */
export function pointerSegments(ref: string): string[] {
  if (!ref.startsWith('#')) throw externalRef(ref);
  const fragment = ref.slice(1);
  if (fragment === '') return [];
  // `#Name` is a 3.1 anchor, not a pointer; the reader only follows pointers.
  if (!fragment.startsWith('/')) throw unresolvedRef(ref);
  return fragment.slice(1).split('/').map(decodeSegment);
}

function decodeSegment(segment: string): string {
  // A stray `%` is part of the name, not an escape.
  const decoded = decodeUriComponentSafely(segment) ?? segment;
  return decoded.replace(/~1/g, '/').replace(/~0/g, '~');
}

/** One spelling per target, so `#/components/schemas/%41` and `.../A` count as the same schema on the cycle path. */
export function canonicalPointer(segments: readonly string[]): string {
  return `#${segments.map((segment) => `/${segment.replace(/~/g, '~0').replace(/\//g, '~1')}`).join('')}`;
}

/** Component name for `#/components/schemas/Name`; undefined for any other pointer. */
export function componentName(pointer: string): string | undefined {
  const segments = pointerSegments(pointer);
  return segments.length === 3 && segments[0] === 'components' && segments[1] === 'schemas' ? segments[2] : undefined;
}

export function resolvePointer(definition: object, ref: string): unknown {
  const values = cacheOf(definition).values;
  if (values.has(ref)) return values.get(ref);
  let current: unknown = definition;
  for (const segment of pointerSegments(ref)) {
    if (Array.isArray(current) && /^(0|[1-9]\d*)$/.test(segment) && Number(segment) < current.length) {
      current = current[Number(segment)];
    } else if (isObject(current) && Object.hasOwn(current, segment)) {
      current = current[segment];
    } else {
      throw unresolvedRef(ref);
    }
  }
  values.set(ref, current);
  return current;
}

/**
 * Follows refs whose target is nothing but another `$ref` (an alias) and returns the canonical
 * pointer of the value with content. Cycle detection then sees one name per schema.
 */
export function finalPointer(definition: object, ref: string): string {
  const finals = cacheOf(definition).finals;
  const known = finals.get(ref);
  if (known !== undefined) return known;
  const seen = new Set<string>();
  let pointer = canonicalPointer(pointerSegments(ref));
  for (;;) {
    if (seen.has(pointer)) throw refLoop(ref);
    seen.add(pointer);
    const value = resolvePointer(definition, pointer);
    const next = refOf(value);
    if (next === undefined || !isObject(value) || Object.keys(value).length !== 1) break;
    pointer = canonicalPointer(pointerSegments(next));
  }
  finals.set(ref, pointer);
  return pointer;
}

/**
 * Resolves a possible Reference Object (parameter, request body, response, example, path item)
 * to the object it names. Siblings of `$ref` (3.1 `summary`/`description`) override the target.
 */
export function resolveObject(definition: object, value: unknown, seen: ReadonlySet<string> = new Set()): RawObject | undefined {
  if (!isObject(value)) return undefined;
  const ref = refOf(value);
  if (ref === undefined) return value;
  if (seen.has(ref)) throw refLoop(ref);
  const target = resolveObject(definition, resolvePointer(definition, ref), new Set(seen).add(ref));
  if (!target) return undefined;
  const siblings = without(value, '$ref');
  return isEmpty(siblings) ? target : { ...target, ...siblings };
}
