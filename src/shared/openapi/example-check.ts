import { Ajv2020, MissingRefError, type ValidateFunction } from 'ajv/dist/2020.js';
import type { RegExpEngine } from 'ajv/dist/types/index.js';
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

/**
 * Patterns as JavaScript reads them: Unicode-aware where the pattern allows it (`\p{L}`), else as
 * written (`{` unescaped is valid ECMA-262 but a syntax error under the `u` flag).
 */
const lenientRegExp: RegExpEngine = Object.assign(
  (pattern: string, flags: string) => {
    try {
      return new RegExp(pattern, flags);
    } catch (error) {
      if (!flags.includes('u')) throw error;
      return new RegExp(pattern, flags.replace('u', ''));
    }
  },
  { code: 'lenientRegExp' },
);

/** One validator per direction and components text: a definition's two languages share it. */
const validators = new Map<string, Compiled>();
/** `whole`: the document registered whole, for the rare schema that points outside its components (into `paths`, say). */
type Scope = `${Direction}${'' | ' whole'}`;
const stateOf = new WeakMap<object, Partial<Record<Scope, Compiled>>>();

function compiledFor(definition: object, direction: Direction, whole: boolean): Compiled {
  const perScope = stateOf.get(definition) ?? {};
  stateOf.set(definition, perScope);
  const scope: Scope = whole ? `${direction} whole` : direction;
  let state = perScope[scope];
  if (!state) {
    const registered = translate(whole ? definition : { components: (definition as RawObject).components ?? {} }, direction, definition);
    const key = `${scope} ${JSON.stringify(registered)}`;
    state = validators.get(key);
    if (!state) {
      const ajv = new Ajv2020({ strict: false, allErrors: true, logger: false, validateFormats: true, code: { regExp: lenientRegExp } });
      addFormats(ajv);
      ajv.addSchema({ ...(registered as object), $id: COMPONENTS_ID });
      state = { ajv, validators: new Map() };
      validators.set(key, state);
    }
    perScope[scope] = state;
  }
  return state;
}

function validatorFor(definition: object, schema: unknown, direction: Direction, whole = false): ValidateFunction {
  const state = compiledFor(definition, direction, whole);
  const translated = translate(schema, direction, definition, COMPONENTS_ID);
  const key = JSON.stringify(translated);
  let validate = state.validators.get(key);
  if (!validate) {
    try {
      validate = state.ajv.compile(translated as RawObject);
    } catch (error) {
      // A `$ref` into the document outside its components (valid OpenAPI): compile against the whole document.
      if (whole || !(error instanceof MissingRefError)) throw error;
      return validatorFor(definition, schema, direction, true);
    }
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
