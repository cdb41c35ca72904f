import { methodNotFound, pathNotFound, typeNotSupported } from './errors';
import { readExamples } from './examples';
import { chooseMedia } from './media-type';
import { isHttpMethod, operationSummary } from './operation-summary';
import { mergedParameters, readParameter } from './parameters';
import { isObject, own, type RawObject, stringOf } from './raw';
import { resolveObject } from './resolve-ref';
import { readSchema } from './schema';
import {
  type OpenApiDocument,
  type OperationSummary,
  type OperationView,
  type OperationViewFor,
  parameterLocationOf,
  type ParameterReadType,
  type ParametersView,
  type ReadType,
  readTypes,
  requestMediaTypes,
  type RequestView,
  type ResponseItemView,
  type ResponseView,
} from './types';

interface Located {
  pathItem: RawObject;
  operation: RawObject;
  summary: OperationSummary;
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
  const located = locate(path, method, definition);
  // The switch narrows `type` but not T, hence the one cast.
  return readLocated(located, definition, type) as OperationViewFor<T>;
}

function readLocated(located: Located, definition: OpenApiDocument, type: ReadType): OperationView {
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
  }
}

function locate(path: string, method: string, definition: OpenApiDocument): Located {
  const paths = isObject(definition.paths) ? definition.paths : {};
  const pathItem = resolveObject(definition, own(paths, path));
  if (!pathItem) throw pathNotFound(path);
  const key = method.toLowerCase();
  const operation = isHttpMethod(key) ? own(pathItem, key) : undefined;
  if (!isHttpMethod(key) || !isObject(operation)) throw methodNotFound(method, path);
  return { pathItem, operation, summary: operationSummary(path, key, operation) };
}

function readRequest({ operation, summary }: Located, definition: OpenApiDocument): RequestView {
  const body = resolveObject(definition, operation.requestBody);
  const view = { type: 'request', operation: summary, deprecated: summary.deprecated } as const;
  if (!body) return { ...view, body: null };
  const { mediaType, media, others } = chooseMedia(body.content, requestMediaTypes);
  const description = stringOf(body.description);
  return {
    ...view,
    body: {
      mediaType,
      otherMediaTypes: others,
      required: body.required === true,
      ...(description === undefined ? {} : { description }),
      schema: media && Object.hasOwn(media, 'schema') ? readSchema(definition, media.schema) : null,
      examples: readExamples(definition, media),
    },
  };
}

function readResponses({ operation, summary }: Located, definition: OpenApiDocument): ResponseView {
  const responses = isObject(operation.responses) ? operation.responses : {};
  const items: ResponseItemView[] = [];
  for (const [status, raw] of Object.entries(responses)) {
    if (status.startsWith('x-')) continue; // extensions, not statuses
    const response = resolveObject(definition, raw) ?? {};
    const { mediaType, media, others } = chooseMedia(response.content, ['application/json'] as const);
    items.push({
      status,
      description: stringOf(response.description) ?? '',
      deprecated: summary.deprecated || response.deprecated === true || response['x-deprecated'] === true,
      mediaType,
      otherMediaTypes: others,
      schema: media && Object.hasOwn(media, 'schema') ? readSchema(definition, media.schema) : null,
      examples: readExamples(definition, media),
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
