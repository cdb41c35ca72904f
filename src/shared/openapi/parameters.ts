import { readExamples } from './examples';
import { isObject, type RawObject, stringOf } from './raw';
import { resolveObject } from './resolve-ref';
import { readSchema } from './schema';
import type { ParameterLocation, ParameterView } from './types';

const locations: readonly string[] = ['path', 'query', 'header', 'cookie'] satisfies ParameterLocation[];

/** Header names are case-insensitive, so `X-Id` at path level and `x-id` on the operation are one parameter. */
function parameterKey(parameter: RawObject & { name: string; in: string }): string {
  return `${parameter.in}\u0000${parameter.in === 'header' ? parameter.name.toLowerCase() : parameter.name}`;
}

/**
 * Path-item parameters, then the operation's. An operation parameter with the same name and `in`
 * replaces the path-level one where it stood (OpenAPI: the operation overrides, never duplicates).
 */
export function mergedParameters(definition: object, pathItem: RawObject, operation: RawObject): RawObject[] {
  const byKey = new Map<string, RawObject>();
  for (const list of [pathItem.parameters, operation.parameters]) {
    if (!Array.isArray(list)) continue;
    for (const raw of list) {
      const parameter = resolveObject(definition, raw);
      if (!parameter || typeof parameter.name !== 'string' || typeof parameter.in !== 'string') continue;
      byKey.set(parameterKey(parameter as RawObject & { name: string; in: string }), parameter);
    }
  }
  return [...byKey.values()];
}

/** OpenAPI's default serialisation per location: `form` for query and cookie, `simple` for path and header. */
const defaultStyle: Record<ParameterLocation, string> = { query: 'form', cookie: 'form', path: 'simple', header: 'simple' };

export function readParameter(definition: object, parameter: RawObject): ParameterView {
  // A parameter carries either `schema` or a one-entry `content` map (for complex serialisations).
  const rawSchema = Object.hasOwn(parameter, 'schema') ? parameter.schema : firstContentSchema(parameter.content);
  const schema = rawSchema === undefined ? null : readSchema(definition, rawSchema);
  const location = (locations.includes(String(parameter.in)) ? parameter.in : 'query') as ParameterLocation;
  const description = stringOf(parameter.description);
  const example = exampleOf(definition, parameter, schema?.example, schema !== null && Object.hasOwn(schema, 'example'));
  const style = stringOf(parameter.style) ?? defaultStyle[location];
  return {
    name: String(parameter.name),
    in: location,
    // OpenAPI requires path parameters to be required; a definition that forgets still gets the badge.
    required: parameter.required === true || location === 'path',
    conditional: parameter['x-conditional'] === true,
    ...(description === undefined ? {} : { description }),
    typeLabel: schema?.typeLabel ?? 'any',
    ...(schema?.format === undefined ? {} : { format: schema.format }),
    ...example,
    deprecated: parameter.deprecated === true || parameter['x-deprecated'] === true,
    schema,
    style,
    // Only `form` explodes by default.
    explode: typeof parameter.explode === 'boolean' ? parameter.explode : style === 'form',
    allowReserved: parameter.allowReserved === true,
    ...(rawSchema === undefined ? {} : { rawSchema }),
  };
}

/**
 * The headers of a response: Header Objects (or refs to them) by name, read like header parameters.
 * `Content-Type` is described by the response's content, so OpenAPI says to ignore it here.
 */
export function readHeaders(definition: object, headers: unknown): ParameterView[] {
  if (!isObject(headers)) return [];
  const views: ParameterView[] = [];
  for (const [name, raw] of Object.entries(headers)) {
    if (name.toLowerCase() === 'content-type') continue;
    const header = resolveObject(definition, raw);
    if (header) views.push(readParameter(definition, { ...header, name, in: 'header' }));
  }
  return views;
}

function firstContentSchema(content: unknown): unknown {
  if (!isObject(content)) return undefined;
  const [first] = Object.values(content);
  return isObject(first) ? first.schema : undefined;
}

function exampleOf(definition: object, parameter: RawObject, schemaExample: unknown, schemaHasExample: boolean): { example?: unknown } {
  if (Object.hasOwn(parameter, 'example')) return { example: parameter.example };
  const first = readExamples(definition, { examples: parameter.examples })?.[0];
  if (first && Object.hasOwn(first, 'value')) return { example: first.value };
  return schemaHasExample ? { example: schemaExample } : {};
}
