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

/**
 * Keywords that change nothing a validator checks: examples, extensions and the words of a
 * definition's language. Left out, a schema that differs from another only in its language (the
 * English definition beside the Spanish one) compiles once.
 */
const notValidated = new Set(['example', 'examples', 'discriminator', 'xml', 'description', 'title', 'summary', 'externalDocs']);
/** Keywords whose value maps names (which may be anything, `description` included) to schemas. */
const namedSchemas = new Set(['properties', 'patternProperties', '$defs', 'definitions', 'dependentSchemas']);

/** A schema rewritten for the validator (a copy: the definition pages read is never touched). */
function translate(value: unknown, direction: Direction, root: object, refBase = ''): unknown {
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

interface Compiled {
  ajv: Ajv2020;
  /** By the schema's validated text: the same schema written on several operations compiles once. */
  validators: Map<string, ValidateFunction>;
}

/**
 * The definition's components, registered once under this id: an example's schema points into
 * them (`#/components/schemas/X` becomes `components#/components/schemas/X`), so Ajv compiles each
 * component once rather than once for every schema that uses it.
 */
const COMPONENTS_ID = 'components';

/** One validator per direction and components text: a definition's two languages share it. */
const validators = new Map<string, Compiled>();
const stateOf = new WeakMap<object, Partial<Record<Direction, Compiled>>>();

function compiledFor(definition: object, direction: Direction): Compiled {
  const perDirection = stateOf.get(definition) ?? {};
  stateOf.set(definition, perDirection);
  let state = perDirection[direction];
  if (!state) {
    const components = translate((definition as RawObject).components ?? {}, direction, definition);
    const key = `${direction} ${JSON.stringify(components)}`;
    state = validators.get(key);
    if (!state) {
      const ajv = new Ajv2020({ strict: false, allErrors: true, logger: false, validateFormats: true });
      addFormats(ajv);
      ajv.addSchema({ $id: COMPONENTS_ID, components: components as object });
      state = { ajv, validators: new Map() };
      validators.set(key, state);
    }
    perDirection[direction] = state;
  }
  return state;
}

function validatorFor(definition: object, schema: unknown, direction: Direction): ValidateFunction {
  const state = compiledFor(definition, direction);
  const translated = translate(schema, direction, definition, COMPONENTS_ID);
  const key = JSON.stringify(translated);
  let validate = state.validators.get(key);
  if (!validate) {
    validate = state.ajv.compile(translated as RawObject);
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
