import { methodNotFound, pathNotFound, typeNotSupported, webhookMethodNeeded, webhookNotFound } from './errors';
import { readExamples } from './examples';
import { chooseMedia } from './media-type';
import { isHttpMethod, operationSummary } from './operation-summary';
import { mergedParameters, readHeaders, readParameter } from './parameters';
import { isObject, own, type RawObject, stringOf } from './raw';
import { resolveObject } from './resolve-ref';
import { readSchema } from './schema';
import {
  type HttpMethod,
  type OpenApiDocument,
  type OperationSummary,
  type OperationView,
  type OperationViewFor,
  parameterLocationOf,
  type ParameterReadType,
  type ParametersView,
  type ReadType,
  readTypes,
  type RequestView,
  type ResponseItemView,
  type ResponseView,
} from './types';

/** One operation found in a definition, with its path item (for path-level parameters and servers). */
export interface Located {
  pathItem: RawObject;
  operation: RawObject;
  summary: OperationSummary;
  /** Set for an operation under the document's `webhooks`: the event name. */
  webhook?: string;
  /** Set for an operation of another operation's `callbacks`. */
  callback?: boolean;
}

function isReadType(type: unknown): type is ReadType {
  return (readTypes as readonly unknown[]).includes(type);
}

/**
 * One operation of `definition` as the view model a page of `type` renders (spec §3).
 * The type is checked first (a page mistake), then the path, then the method; each failure
 * throws an OpenApiReadError with the spec §8 message. `method` is matched case-insensitively
 * and echoed as given in the error.
 */
export function readOperation<T extends ReadType>(path: string, method: string, definition: OpenApiDocument, type: T): OperationViewFor<T> {
  if (!isReadType(type)) throw typeNotSupported(type);
  return readLocated(locateOperation(path, method, definition), definition, type);
}

/** The same for a webhook (OpenAPI 3.1 `webhooks`): the event name instead of the path. */
export function readWebhook<T extends ReadType>(name: string, method: string | undefined, definition: OpenApiDocument, type: T): OperationViewFor<T> {
  if (!isReadType(type)) throw typeNotSupported(type);
  return readLocated(locateWebhook(name, method, definition), definition, type);
}

export function readLocated<T extends ReadType>(located: Located, definition: OpenApiDocument, type: T): OperationViewFor<T> {
  if (!isReadType(type)) throw typeNotSupported(type);
  // The switch narrows `type` but not T, hence the one cast.
  return readLocatedView(located, definition, type) as OperationViewFor<T>;
}

function readLocatedView(located: Located, definition: OpenApiDocument, type: ReadType): OperationView {
  switch (type) {
    case 'request':
      return readRequest(located, definition);
    case 'response':
      return readResponses(located, definition);
    case 'params':
      return readParameters(located, definition, 'params');
    case 'query':
      return readParameters(located, definition, 'query');
    case 'header':
      return readParameters(located, definition, 'header');
    case 'cookie':
      return readParameters(located, definition, 'cookie');
  }
}

/** The operation under `key` of a path item; `where` names the path or event in the spec §8 message. */
function locateIn(pathItem: RawObject | undefined, method: string, where: string, notFound: () => Error): { pathItem: RawObject; operation: RawObject; key: HttpMethod } {
  if (!pathItem) throw notFound();
  const key = method.toLowerCase();
  const operation = isHttpMethod(key) ? own(pathItem, key) : undefined;
  if (!isHttpMethod(key) || !isObject(operation)) throw methodNotFound(method, where);
  return { pathItem, operation, key };
}

export function locateOperation(path: string, method: string, definition: OpenApiDocument): Located {
  const paths = isObject(definition.paths) ? definition.paths : {};
  const found = locateIn(resolveObject(definition, own(paths, path)), method, path, () => pathNotFound(path));
  return { pathItem: found.pathItem, operation: found.operation, summary: operationSummary(path, found.key, found.operation) };
}

/** The methods a path item defines, in the order written. */
export function methodsOf(pathItem: RawObject): HttpMethod[] {
  return Object.keys(pathItem).filter((key): key is HttpMethod => isHttpMethod(key) && isObject(pathItem[key]));
}

/** A webhook's operation; without a method, its only one (a webhook with several names the method it means). */
export function locateWebhook(name: string, method: string | undefined, definition: OpenApiDocument): Located {
  const webhooks = isObject(definition.webhooks) ? definition.webhooks : {};
  const pathItem = resolveObject(definition, own(webhooks, name));
  if (!pathItem) throw webhookNotFound(name);
  const methods = methodsOf(pathItem);
  const chosen = method ?? (methods.length === 1 ? methods[0] : undefined);
  if (chosen === undefined) throw webhookMethodNeeded(name, methods);
  const found = locateIn(pathItem, chosen, `webhook ${name}`, () => webhookNotFound(name));
  return { pathItem: found.pathItem, operation: found.operation, summary: operationSummary(name, found.key, found.operation), webhook: name };
}

/** The operations of an operation's `callbacks`: name, runtime expression (the URL Ondapay calls) and each method. */
export function locateCallbacks(located: Located, definition: OpenApiDocument): Array<{ name: string; expression: string; located: Located }> {
  const callbacks = isObject(located.operation.callbacks) ? located.operation.callbacks : {};
  const found: Array<{ name: string; expression: string; located: Located }> = [];
  for (const [name, rawCallback] of Object.entries(callbacks)) {
    const callback = resolveObject(definition, rawCallback);
    if (!callback) continue;
    for (const [expression, rawItem] of Object.entries(callback)) {
      if (expression.startsWith('x-')) continue;
      const pathItem = resolveObject(definition, rawItem);
      if (!pathItem) continue;
      for (const key of methodsOf(pathItem)) {
        const operation = pathItem[key] as RawObject;
        found.push({ name, expression, located: { pathItem, operation, summary: operationSummary(expression, key, operation) } });
      }
    }
  }
  return found;
}

function readRequest({ operation, summary }: Located, definition: OpenApiDocument): RequestView {
  const body = resolveObject(definition, operation.requestBody);
  const view = { type: 'request', operation: summary, deprecated: summary.deprecated } as const;
  if (!body) return { ...view, body: null };
  const { mediaType, kind, media, others } = chooseMedia(body.content);
  const description = stringOf(body.description);
  return {
    ...view,
    body: {
      mediaType,
      kind,
      encoding: encodingOf(media),
      otherMediaTypes: others,
      required: body.required === true,
      ...(description === undefined ? {} : { description }),
      schema: media && Object.hasOwn(media, 'schema') ? readSchema(definition, media.schema) : null,
      examples: readExamples(definition, media),
    },
  };
}

/** Multipart `encoding.<part>.contentType`, part by part. */
function encodingOf(media: RawObject | undefined): Record<string, string> {
  const encoding: Record<string, string> = {};
  if (!media || !isObject(media.encoding)) return encoding;
  for (const [part, raw] of Object.entries(media.encoding)) {
    const contentType = isObject(raw) ? stringOf(raw.contentType) : undefined;
    if (contentType !== undefined) encoding[part] = contentType;
  }
  return encoding;
}

function readResponses({ operation, summary }: Located, definition: OpenApiDocument): ResponseView {
  const responses = isObject(operation.responses) ? operation.responses : {};
  const items: ResponseItemView[] = [];
  for (const [status, raw] of Object.entries(responses)) {
    if (status.startsWith('x-')) continue; // extensions, not statuses
    const response = resolveObject(definition, raw) ?? {};
    const { mediaType, kind, media, others } = chooseMedia(response.content);
    items.push({
      status,
      description: stringOf(response.description) ?? '',
      deprecated: summary.deprecated || response.deprecated === true || response['x-deprecated'] === true,
      mediaType,
      kind,
      otherMediaTypes: others,
      schema: media && Object.hasOwn(media, 'schema') ? readSchema(definition, media.schema) : null,
      examples: readExamples(definition, media),
      headers: readHeaders(definition, response.headers),
    });
  }
  return { type: 'response', operation: summary, deprecated: summary.deprecated, responses: items };
}

function readParameters<T extends ParameterReadType>(
  { pathItem, operation, summary }: Located,
  definition: OpenApiDocument,
  type: T,
): ParametersView<T> {
  const location = parameterLocationOf[type];
  const parameters = mergedParameters(definition, pathItem, operation)
    .filter((parameter) => parameter.in === location)
    .map((parameter) => readParameter(definition, parameter));
  return { type, operation: summary, deprecated: summary.deprecated, location, parameters };
}
