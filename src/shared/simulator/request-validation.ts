import { decodeUriComponentSafely } from '../text/safe-decode';
import { Validator, type OutputUnit, type Schema } from '@cfworker/json-schema';
import { isObject, type RawObject } from '../openapi/raw';
import { translate, type Direction } from '../openapi/validation-schema';

/**
 * Validates a request (or a response, in tests) against its schema with @cfworker/json-schema: a
 * JSON Schema 2020-12 validator that interprets schemas instead of compiling them to code, so it runs
 * under the site's Content-Security-Policy (no `unsafe-eval`, which Ajv's compiled validators need)
 * and weighs 6.4 KB gzip against Ajv's 43.9 KB with its formats (measured with esbuild, December
 * 2026). The build's example check keeps Ajv (src/shared/openapi/example-check.ts); both read the
 * same translated schema (validation-schema.ts).
 */

export interface SchemaProblem {
  /** JSON pointer of the value at fault (`/payment/amount/total`); `` for the whole body. */
  pointer: string;
  keyword: string;
  /** What the rule wants, for the message: the missing property, the allowed values, the limit. */
  detail?: string;
}

const COMPONENTS_URI = 'https://simulator.ondapay.invalid/components';

/** Keywords that only say a subschema failed; the leaves say what. */
const containers = new Set(['properties', 'items', 'prefixItems', 'allOf', '$ref', 'additionalItems', 'unevaluatedItems', 'contains', 'dependentSchemas', 'if', 'then', 'else', 'patternProperties', 'propertyNames', '$dynamicRef', '$recursiveRef']);

const validatorsOf = new WeakMap<object, Map<string, Validator>>();

function validatorFor(document: RawObject, schema: unknown, direction: Direction): Validator {
  let byKey = validatorsOf.get(document);
  if (!byKey) validatorsOf.set(document, (byKey = new Map()));
  const translated = translate(schema, direction, document, COMPONENTS_URI) as Schema | boolean;
  const key = `${direction} ${JSON.stringify(translated)}`;
  let validator = byKey.get(key);
  if (!validator) {
    validator = new Validator(translated, '2020-12', false);
    validator.addSchema({ components: translate(document.components ?? {}, direction, document, COMPONENTS_URI) } as Schema, COMPONENTS_URI);
    byKey.set(key, validator);
  }
  return validator;
}

const quoted = (text: string) => /"([^"]+)"/.exec(text)?.[1];

function problemOf(unit: OutputUnit): SchemaProblem {
  const location = unit.instanceLocation.replace(/^#/, '');
  const pointer = decodeUriComponentSafely(location) ?? location;
  switch (unit.keyword) {
    case 'required': {
      const name = quoted(unit.error);
      return { pointer: name ? `${pointer}/${name.replace(/~/g, '~0').replace(/\//g, '~1')}` : pointer, keyword: 'required' };
    }
    case 'additionalProperties':
    case 'unevaluatedProperties': {
      const name = quoted(unit.error);
      return { pointer: name ? `${pointer}/${name}` : pointer, keyword: unit.keyword };
    }
    default:
      return { pointer, keyword: unit.keyword, detail: unit.error };
  }
}

/** What is wrong with `value` against `schema`, most specific problems first, each once. */
export function schemaProblems(document: RawObject, schema: unknown, value: unknown, direction: Direction = 'request'): SchemaProblem[] {
  if (schema === undefined || (isObject(schema) && Object.keys(schema).length === 0)) return [];
  const result = validatorFor(document, schema, direction).validate(value);
  if (result.valid) return [];
  const alternatives = result.errors.filter((unit) => unit.keyword === 'oneOf' || unit.keyword === 'anyOf');
  const leaves = bestAlternatives([...alternatives, ...result.errors.filter((unit) => !containers.has(unit.keyword) && !/^(A|An) (subschema|item|property)/.test(unit.error))]).filter((unit) => !alternatives.includes(unit) || unit.keyword !== 'anyOf');
  const units = leaves.length > 0 ? leaves : result.errors;
  const seen = new Set<string>();
  const problems: SchemaProblem[] = [];
  for (const unit of units) {
    const problem = problemOf(unit);
    const key = `${problem.pointer} ${problem.keyword}`;
    if (seen.has(key)) continue;
    seen.add(key);
    problems.push(problem);
  }
  // A oneOf/anyOf failure says less than the leaves under it: it stays only when alone.
  const specific = problems.filter((problem) => rank(problem) === 0);
  return specific.length > 0 ? specific : problems;
}

/**
 * Where a schema offers alternatives (`oneOf`, `anyOf`: a session with `payment` or with
 * `subscription`), the problems of the alternative the request came closest to, not of every one.
 */
function bestAlternatives(units: OutputUnit[]): OutputUnit[] {
  const branchOf = (unit: OutputUnit) => /^(.*?\/(?:oneOf|anyOf))\/(\d+)\//.exec(unit.keywordLocation);
  // The alternative's own level: a property missing there is what tells the alternatives apart.
  const levelOf = new Map(units.filter((unit) => unit.keyword === 'oneOf' || unit.keyword === 'anyOf').map((unit) => [unit.keywordLocation, unit.instanceLocation]));
  const counts = new Map<string, Map<string, number>>();
  for (const unit of units) {
    const found = branchOf(unit);
    if (!found) continue;
    const [, at, branch] = found as unknown as [string, string, string];
    const perBranch = counts.get(at) ?? new Map<string, number>();
    const weight = unit.keyword === 'required' && unit.instanceLocation === (levelOf.get(at) ?? unit.instanceLocation) ? 100 : 1;
    perBranch.set(branch, (perBranch.get(branch) ?? 0) + weight);
    counts.set(at, perBranch);
  }
  const best = new Map([...counts].map(([at, perBranch]) => [at, [...perBranch].sort((a, b) => a[1] - b[1])[0]![0]]));
  return units.filter((unit) => {
    const found = branchOf(unit);
    return !found || best.get(found[1]!) === found[2];
  });
}

const rank = (problem: SchemaProblem) => (['oneOf', 'anyOf', 'not', 'false'].includes(problem.keyword) ? 1 : 0);

/** `/payment/items/0/qty` as the API names a field: `payment.items[0].qty`. */
export function fieldName(pointer: string): string {
  return pointer
    .split('/')
    .slice(1)
    .map((segment) => segment.replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce((name, segment) => (/^\d+$/.test(segment) ? `${name}[${segment}]` : name ? `${name}.${segment}` : segment), '');
}
