import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { isObject, type RawObject } from './raw';
import { resolveObject } from './resolve-ref';

/**
 * Checks an example against the schema it illustrates with a JSON Schema validator (Ajv, draft
 * 2020-12, which OpenAPI 3.1 schemas are), formats included. OpenAPI's own words are translated
 * first: 3.0 `nullable` and boolean `exclusiveMinimum`, and `readOnly`/`writeOnly` fields, which
 * are not required in the direction they do not travel.
 */

type Direction = 'request' | 'response';

/** A schema rewritten for the validator (a copy: the definition pages read is never touched). */
function translate(value: unknown, direction: Direction, root: object): unknown {
  if (Array.isArray(value)) return value.map((item) => translate(item, direction, root));
  if (!isObject(value)) return value;
  const out: RawObject = {};
  for (const [key, item] of Object.entries(value)) {
    // Examples and extensions are data, not schema.
    if (key === 'example' || key === 'examples' || key === 'discriminator' || key === 'xml' || key.startsWith('x-')) continue;
    out[key] = key === 'properties' && isObject(item) ? Object.fromEntries(Object.entries(item).map(([name, schema]) => [name, translate(schema, direction, root)])) : translate(item, direction, root);
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

interface Compiled {
  ajv: Ajv2020;
  components: unknown;
  validators: WeakMap<object, ValidateFunction>;
}

const compiled = new WeakMap<object, Partial<Record<Direction, Compiled>>>();

function validatorFor(definition: object, schema: unknown, direction: Direction): ValidateFunction {
  const perDirection = compiled.get(definition) ?? {};
  compiled.set(definition, perDirection);
  let state = perDirection[direction];
  if (!state) {
    const ajv = new Ajv2020({ strict: false, allErrors: true, logger: false, validateFormats: true });
    addFormats(ajv);
    state = { ajv, components: translate((definition as RawObject).components ?? {}, direction, definition), validators: new WeakMap() };
    perDirection[direction] = state;
  }
  const key = isObject(schema) ? schema : { value: schema };
  let validate = state.validators.get(key);
  if (!validate) {
    // Local refs (`#/components/schemas/X`) resolve against this root, which carries the definition's components.
    const root = { ...(translate(schema, direction, definition) as RawObject), components: state.components };
    validate = state.ajv.compile(root);
    state.validators.set(key, validate);
  }
  return validate;
}

/** What is wrong with an example, as `/pointer: message` lines; empty when it fits its schema. */
export function exampleProblems(definition: object, schema: unknown, value: unknown, direction: Direction): string[] {
  const validate = validatorFor(definition, schema, direction);
  if (validate(value)) return [];
  return (validate.errors ?? []).map((error) => `${error.instancePath || '/'}: ${error.message ?? 'is not valid'}${error.params && 'allowedValues' in error.params ? ` (${JSON.stringify(error.params.allowedValues)})` : ''}`);
}
