import { combineChoices } from './choices';
import { isEmpty, isObject, type RawObject, stringList, without } from './raw';
import { pushRef, type RefStack } from './ref-stack';
import { componentName, finalPointer, refOf, resolvePointer } from './resolve-ref';

/** Lists that add up across allOf parts instead of the later one replacing the earlier. */
const unionKeys = ['required', 'x-conditional'] as const;

/**
 * Merges two raw schemas, `later` winning field by field. Properties merge by name (a later
 * definition replaces an earlier one in place); `required` and `x-conditional` lists add up.
 */
export function mergeSchemas(earlier: RawObject, later: RawObject): RawObject {
  const merged: RawObject = { ...earlier, ...later };
  if (isObject(earlier.properties) && isObject(later.properties)) {
    merged.properties = { ...earlier.properties, ...later.properties };
  }
  for (const key of unionKeys) {
    if (Array.isArray(earlier[key]) && Array.isArray(later[key])) {
      merged[key] = [...new Set([...stringList(earlier[key]), ...stringList(later[key])])];
    }
  }
  return merged;
}

/** mergeSchemas, where a `oneOf` (or `anyOf`) on both sides keeps both lists' choices (choices.ts) instead of the later list alone. */
function mergeParts(definition: object, earlier: RawObject, later: RawObject): RawObject {
  const merged = mergeSchemas(earlier, later);
  for (const key of ['oneOf', 'anyOf'] as const) {
    if (Array.isArray(earlier[key]) && Array.isArray(later[key])) merged[key] = combineChoices(definition, earlier[key], later[key]);
  }
  return merged;
}

export interface Flattened {
  /** The schema with every allOf part merged in, parts in order and the schema's own fields last. */
  schema: RawObject;
  /** Component names merged in through `$ref` parts. */
  extends: string[];
  /** Set when a `$ref` part points at a schema already open above: the whole node is that cycle. */
  circular?: string;
}

/**
 * Flattens `allOf`. Each `$ref` part is opened on the ref stack (the caller closes it after
 * building the node's children) so a ref back to it deeper down is seen as a cycle.
 * `merged` holds the refs already merged into this node, so diamonds and allOf loops merge once.
 */
export function flattenAllOf(definition: object, raw: RawObject, stack: RefStack, merged: Set<string>): Flattened {
  const parts = raw.allOf;
  if (!Array.isArray(parts)) return { schema: raw, extends: [] };
  let schema: RawObject = {};
  const names: string[] = [];
  let circular: string | undefined;
  for (const part of parts) {
    let partRaw: unknown = part;
    const ref = refOf(part);
    if (ref !== undefined) {
      const pointer = finalPointer(definition, ref);
      if (merged.has(pointer)) continue;
      if (stack.open.has(pointer)) {
        circular ??= pointer;
        continue;
      }
      merged.add(pointer);
      pushRef(stack, pointer);
      const name = componentName(pointer);
      if (name !== undefined) names.push(name);
      const target = resolvePointer(definition, pointer);
      const siblings = without(part as RawObject, '$ref');
      partRaw = isEmpty(siblings) ? target : { allOf: [target, siblings] };
    }
    if (!isObject(partRaw)) continue;
    const inner = flattenAllOf(definition, partRaw, stack, merged);
    circular ??= inner.circular;
    names.push(...inner.extends);
    schema = mergeParts(definition, schema, inner.schema);
  }
  schema = mergeParts(definition, schema, without(raw, 'allOf'));
  return circular === undefined ? { schema, extends: names } : { schema, extends: names, circular };
}
