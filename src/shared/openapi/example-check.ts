import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { RawObject } from './raw';
import { translate, type Direction } from './validation-schema';

/**
 * Checks an example against the schema it illustrates with a JSON Schema validator (Ajv, draft
 * 2020-12, which OpenAPI 3.1 schemas are), formats included. OpenAPI's own words are translated
 * first: 3.0 `nullable` and boolean `exclusiveMinimum`, and `readOnly`/`writeOnly` fields, which
 * are not required in the direction they do not travel.
 */

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
