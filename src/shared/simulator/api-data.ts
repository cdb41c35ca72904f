import { decodeUriComponentSafely } from '../text/safe-decode';
import type { Locale } from '../i18n/locales';
import { isObject, type RawObject, stringOf } from '../openapi/raw';
import { serverUrlFor } from '../openapi/servers';

/**
 * One API definition as the simulator reads it: the definition the pages render (overlay applied
 * for English), with the words only a reader needs taken out (descriptions, code samples), so the
 * page downloads it quickly on the first press of Try it. Everything the simulator decides by
 * (schemas, enums, examples, statuses, servers, security, `x-signature`, `x-body-auth`) stays.
 */
export interface SimApi {
  api: string;
  locale: Locale;
  document: RawObject;
}

export const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

/** Keys whose values are data, kept as written (an example's `description` field is the payment's). */
const dataKeys = new Set(['example', 'default', 'enum', 'const', 'value', 'x-signature', 'x-body-auth']);
/** Keys whose value maps names to schemas or objects: the names are data, the values are read on. */
const nameMaps = new Set(['properties', 'patternProperties', '$defs', 'schemas', 'responses', 'parameters', 'examples', 'requestBodies', 'headers', 'securitySchemes', 'paths', 'webhooks', 'callbacks', 'content', 'encoding', 'links', 'variables', 'mapping', 'dependentSchemas']);
/** Words for a reader only. */
const readerOnly = new Set(['description', 'externalDocs', 'x-codeSamples', 'x-displayName', 'x-tagGroups', 'tags', 'contact', 'license', 'termsOfService']);

/** A description that is a table of statuses and reasons with their words (Account Validator's `Validation`): the simulator answers with it. */
export const isStatusTable = (text: string) => /^\| `status` \| `reason` \|/m.test(text);

function trim(value: unknown, key = ''): unknown {
  if (dataKeys.has(key)) return value;
  if (Array.isArray(value)) return value.map((item) => trim(item));
  if (!isObject(value)) return value;
  if (nameMaps.has(key)) return Object.fromEntries(Object.entries(value).map(([name, item]) => [name, trim(item)]));
  const out: RawObject = {};
  for (const [name, item] of Object.entries(value)) {
    // `tags` of an operation is a list of names; of the document, a list of objects: neither decides anything.
    if (readerOnly.has(name) && !(name === 'description' && (typeof item !== 'string' || isStatusTable(item)))) continue;
    out[name] = trim(item, name);
  }
  return out;
}

/** The definition without its words for readers (a copy). `info.title`, `info.version` and the document's `servers` stay. */
export function simulatorDocument(document: RawObject): RawObject {
  const trimmed = trim(document) as RawObject;
  if (isObject(document.info)) trimmed.info = { title: document.info.title, version: document.info.version };
  // The document's servers keep their descriptions: one may say where the test environment serves what an operation makes (Microsites' `https://checkout-test.ondapay.dev/microsite/{slug}`).
  if (Array.isArray(document.servers)) trimmed.servers = JSON.parse(JSON.stringify(document.servers)) as unknown;
  return trimmed;
}

export interface SimOperation {
  api: string;
  method: string;
  /** The path template of the definition (`/api/session/{requestId}`). */
  path: string;
  operationId?: string;
  operation: RawObject;
  pathItem: RawObject;
  /** The test server the operation is called on, without a trailing slash. */
  server: string;
}

export function operationsOf(api: SimApi): SimOperation[] {
  const paths = isObject(api.document.paths) ? api.document.paths : {};
  return Object.entries(paths).flatMap(([path, pathItem]) =>
    isObject(pathItem)
      ? HTTP_METHODS.flatMap((method) => {
          const operation = pathItem[method];
          if (!isObject(operation)) return [];
          const operationId = stringOf(operation.operationId);
          return [{ api: api.api, method: method.toUpperCase(), path, ...(operationId ? { operationId } : {}), operation, pathItem, server: serverUrlFor(api.document, pathItem, operation) }];
        })
      : [],
  );
}

export type RouteMatch =
  | { kind: 'operation'; operation: SimOperation; params: Record<string, string> }
  | { kind: 'unknownHost'; host: string }
  | { kind: 'unknownPath'; path: string }
  | { kind: 'methodNotAllowed'; allowed: string[] };

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function templateMatcher(template: string): { pattern: RegExp; names: string[] } {
  const names: string[] = [];
  const source = template
    .split(/(\{[^}]+\})/)
    .map((part) => {
      const name = /^\{([^}]+)\}$/.exec(part)?.[1];
      if (!name) return escapeRegExp(part);
      names.push(name);
      return '([^/]+)';
    })
    .join('');
  return { pattern: new RegExp(`^${source}/?$`), names };
}

/**
 * The operation a request URL calls: its server (scheme, host and base path of the definition's
 * test server) and then its path template. A literal segment wins over a parameter
 * (`/api/links/search` before `/api/links/{linkId}`).
 */
export function routeRequest(operations: readonly SimOperation[], method: string, url: string): RouteMatch {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return { kind: 'unknownHost', host: url };
  }
  const target = `${parsed.origin}${parsed.pathname}`;
  const onHost = operations.filter((operation) => target.startsWith(`${operation.server}/`) || target === operation.server);
  if (onHost.length === 0) return { kind: 'unknownHost', host: parsed.host };
  const candidates = onHost
    .map((operation) => {
      const rest = target.slice(operation.server.length) || '/';
      const { pattern, names } = templateMatcher(operation.path);
      const found = pattern.exec(rest);
      if (!found) return undefined;
      const params = Object.fromEntries(names.map((name, index) => { const raw = found[index + 1] ?? ''; return [name, decodeUriComponentSafely(raw) ?? raw]; }));
      return { operation, params, literal: operation.path.replace(/\{[^}]+\}/g, '').length };
    })
    .filter((candidate): candidate is NonNullable<typeof candidate> => candidate !== undefined)
    .sort((a, b) => b.literal - a.literal);
  if (candidates.length === 0) return { kind: 'unknownPath', path: parsed.pathname };
  const wanted = method.toUpperCase();
  const match = candidates.find((candidate) => candidate.operation.method === wanted);
  if (!match) return { kind: 'methodNotAllowed', allowed: [...new Set(candidates.map((candidate) => candidate.operation.method))] };
  return { kind: 'operation', operation: match.operation, params: match.params };
}
