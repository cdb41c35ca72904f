/** A JSON object from a parsed definition. Nothing else about its shape is trusted. */
export type RawObject = Record<string, unknown>;

export function isObject(value: unknown): value is RawObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Own keys only: a path or pointer segment like `constructor` must not reach Object.prototype. */
export function own(object: RawObject, key: string): unknown {
  return Object.hasOwn(object, key) ? object[key] : undefined;
}

export function stringOf(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

export function numberOf(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
}

export function stringList(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
}

export function isEmpty(object: RawObject): boolean {
  for (const key in object) if (Object.hasOwn(object, key)) return false;
  return true;
}

/** A shallow copy without some keys (a spread with an unused binding would trip the linter). */
export function without(object: RawObject, ...keys: string[]): RawObject {
  const out: RawObject = {};
  for (const [key, value] of Object.entries(object)) if (!keys.includes(key)) out[key] = value;
  return out;
}

export function pick(object: RawObject, keys: readonly string[]): RawObject {
  const out: RawObject = {};
  for (const key of keys) if (Object.hasOwn(object, key)) out[key] = object[key];
  return out;
}
