import { isObject, type RawObject } from '../../src/shared/openapi/raw';
import { resolveObject } from '../../src/shared/openapi/resolve-ref';
import type { OpenApiDocument } from '../../src/shared/openapi/types';

/**
 * What one operation of a definition declares, read from the raw document with nothing of the
 * page's reader but `$ref` resolution: the standard to hold the view model and the page to
 * (src/node/openapi/oas-examples.test.ts).
 */
export interface DeclaredOperation {
  /** `in name`, path item's and operation's (the operation's winning), with requiredness. */
  parameters: Array<{ name: string; in: string; required: boolean }>;
  /** Status codes, and each one's header names (`Content-Type` aside: OpenAPI ignores it there). */
  responses: Array<{ status: string; headers: string[] }>;
  /** The request body, when there is one: its top-level property names (every variant's, every allOf part's). */
  body: { properties: string[] } | null;
  /** Security requirements in force (the operation's, else the document's): the declared scheme names of each alternative. */
  security: string[][];
  /** The first server in force (operation, path item, document), variables at their defaults, no trailing slash. */
  server: string;
  /** The source of each authored `x-codeSamples` entry, first per label. */
  codeSamples: Array<{ label: string; source: string }>;
}

const own = (object: RawObject, key: string) => (Object.hasOwn(object, key) ? object[key] : undefined);
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

function parametersOf(document: OpenApiDocument, pathItem: RawObject, operation: RawObject): DeclaredOperation['parameters'] {
  const parameters = new Map<string, { name: string; in: string; required: boolean }>();
  for (const raw of [...list(pathItem.parameters), ...list(operation.parameters)]) {
    const parameter = resolveObject(document, raw);
    if (!parameter || typeof parameter.name !== 'string' || typeof parameter.in !== 'string') continue;
    parameters.set(`${parameter.in} ${parameter.name}`, { name: parameter.name, in: parameter.in, required: parameter.in === 'path' || parameter.required === true });
  }
  return [...parameters.values()];
}

function responsesOf(document: OpenApiDocument, operation: RawObject): DeclaredOperation['responses'] {
  const responses = isObject(operation.responses) ? operation.responses : {};
  return Object.keys(responses)
    .filter((status) => !status.startsWith('x-'))
    .map((status) => {
      const response = resolveObject(document, responses[status]) ?? {};
      const headers = isObject(response.headers) ? Object.keys(response.headers).filter((name) => name.toLowerCase() !== 'content-type') : [];
      return { status, headers };
    });
}

/** Property names at the top of a schema (described or required): its own, its allOf parts', each oneOf/anyOf option's, an array's items'. */
function propertyNames(document: OpenApiDocument, raw: unknown, open: Set<unknown>): string[] {
  const schema = resolveObject(document, raw);
  if (!schema || open.has(schema)) return [];
  open.add(schema);
  const names = [
    ...(isObject(schema.properties) ? Object.keys(schema.properties) : []),
    // A required key is declared even where no `properties` describes it (when the object is open to it).
    ...(schema.additionalProperties === false ? [] : list(schema.required).filter((name): name is string => typeof name === 'string')),
    ...['allOf', 'oneOf', 'anyOf'].flatMap((key) => list(schema[key]).flatMap((part) => propertyNames(document, part, open))),
    ...(isObject(schema.items) ? propertyNames(document, schema.items, open) : []),
  ];
  open.delete(schema);
  return [...new Set(names)];
}

function bodyOf(document: OpenApiDocument, operation: RawObject, mediaType: string | null): DeclaredOperation['body'] {
  const body = resolveObject(document, operation.requestBody);
  if (!body) return null;
  const content = isObject(body.content) ? body.content : {};
  const media = mediaType === null ? undefined : Object.entries(content).find(([key]) => key.split(';')[0]!.trim().toLowerCase() === mediaType)?.[1];
  return { properties: isObject(media) ? propertyNames(document, media.schema, new Set()) : [] };
}

/** A requirement may only name schemes the document declares (OpenAPI: "MUST correspond"); one naming none is nothing a page can explain. */
function securityOf(document: OpenApiDocument, operation: RawObject): string[][] {
  const requirements = own(operation, 'security') ?? document.security;
  const components = isObject(document.components) ? document.components : {};
  const schemes = isObject(components.securitySchemes) ? components.securitySchemes : {};
  return list(requirements)
    .filter(isObject)
    .map((requirement) => Object.keys(requirement).filter((name) => Object.hasOwn(schemes, name)))
    .filter((names) => names.length > 0);
}

function serverOf(document: OpenApiDocument, pathItem: RawObject, operation: RawObject): string {
  const [server] = [operation.servers, pathItem.servers, document.servers].map(list).find((servers) => servers.some(isObject)) ?? [];
  if (!isObject(server) || typeof server.url !== 'string') return '';
  const variables = isObject(server.variables) ? server.variables : {};
  const url = server.url.replace(/\{([^}]+)\}/g, (match, name: string) => {
    const variable = variables[name];
    return isObject(variable) && variable.default !== undefined ? String(variable.default) : match;
  });
  return url.replace(/\/+$/, '');
}

function codeSamplesOf(operation: RawObject): DeclaredOperation['codeSamples'] {
  const samples = new Map<string, string>();
  for (const entry of list(operation['x-codeSamples'] ?? operation['x-code-samples']).filter(isObject)) {
    if (typeof entry.lang !== 'string' || typeof entry.source !== 'string') continue;
    const label = typeof entry.label === 'string' ? entry.label : entry.lang;
    if (!samples.has(label)) samples.set(label, entry.source.replace(/\n$/, ''));
  }
  return [...samples].map(([label, source]) => ({ label, source }));
}

/**
 * `mediaType`: the request body's media type the page chose (a body declares several; the page
 * shows one). `under`: `webhooks` for a 3.1 webhook, `route` then being its event name.
 */
export function declaredOperation(document: OpenApiDocument, route: string, method: string, mediaType: string | null, under: 'paths' | 'webhooks' = 'paths'): DeclaredOperation {
  const pathItem = resolveObject(document, (document[under] as RawObject)[route]) ?? {};
  const operation = (isObject(pathItem[method]) ? pathItem[method] : {}) as RawObject;
  return {
    parameters: parametersOf(document, pathItem, operation),
    responses: responsesOf(document, operation),
    body: bodyOf(document, operation, mediaType),
    security: securityOf(document, operation),
    server: serverOf(document, pathItem, operation),
    codeSamples: codeSamplesOf(operation),
  };
}
