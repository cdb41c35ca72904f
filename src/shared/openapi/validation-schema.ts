import { isObject, type RawObject } from './raw';
import { resolveObject } from './resolve-ref';

/**
 * An OpenAPI schema rewritten for a plain JSON Schema validator (draft 2020-12, which OpenAPI 3.1
 * schemas are): OpenAPI's own words are translated (3.0 `nullable` and boolean
 * `exclusiveMinimum`), and `readOnly`/`writeOnly` fields are not required in the direction they
 * do not travel. Shared by the build's example check (Ajv) and the simulator (src/shared/simulator/).
 */

export type Direction = 'request' | 'response';

/**
 * Keywords that change nothing a validator checks: examples, extensions and the words of a
 * definition's language; and `$schema` (a 3.1 schema may name its dialect, draft-04 say, which the
 * validator would have to fetch: OpenAPI's own dialect is what it checks). Left out, a schema that differs from another only in its language (the
 * English definition beside the Spanish one) compiles once.
 */
const notValidated = new Set(['example', 'examples', 'discriminator', 'xml', 'description', 'title', 'summary', 'externalDocs', '$schema']);
/** Keywords whose value maps names (which may be anything, `description` included) to schemas. */
const namedSchemas = new Set(['properties', 'patternProperties', '$defs', 'definitions', 'dependentSchemas']);

/** A schema rewritten for the validator (a copy: the definition pages read is never touched). */
export function translate(value: unknown, direction: Direction, root: object, refBase = ''): unknown {
  if (Array.isArray(value)) return value.map((item) => translate(item, direction, root, refBase));
  if (!isObject(value)) return value;
  const out: RawObject = {};
  for (const [key, item] of Object.entries(value)) {
    if (notValidated.has(key) || key.startsWith('x-')) continue;
    if (key === '$ref' && typeof item === 'string' && item.startsWith('#/')) out[key] = refBase + item;
    else out[key] = namedSchemas.has(key) && isObject(item) ? Object.fromEntries(Object.entries(item).map(([name, schema]) => [name, translate(schema, direction, root, refBase)])) : translate(item, direction, root, refBase);
  }
  if (out.nullable === true) {
    delete out.nullable;
    if (typeof out.type === 'string') out.type = [out.type, 'null'];
    else if (Array.isArray(out.enum) && !out.enum.includes(null)) out.enum = [...out.enum, null];
  }
  for (const [flag, bound] of [['exclusiveMinimum', 'minimum'], ['exclusiveMaximum', 'maximum']] as const) {
    if (typeof out[flag] === 'boolean') {
      if (out[flag] === true && typeof out[bound] === 'number') {
        out[flag] = out[bound];
        delete out[bound];
      } else {
        delete out[flag];
      }
    }
  }
  // A field that does not travel this way is never required this way.
  if (Array.isArray(out.required) && isObject(value.properties)) {
    const properties = value.properties;
    const skipped = direction === 'request' ? 'readOnly' : 'writeOnly';
    out.required = out.required.filter((name) => {
      const property = typeof name === 'string' ? target(root, properties[name]) : undefined;
      return !(isObject(property) && property[skipped] === true);
    });
  }
  return out;
}

/** A schema, or the schema a local `$ref` names (undefined when it names nothing). */
function target(root: object, schema: unknown): unknown {
  try {
    return resolveObject(root, schema);
  } catch {
    return undefined;
  }
}

