import { type RawObject, stringList, stringOf } from './raw';
import { type HttpMethod, httpMethods, type OperationSummary } from './types';

export function isHttpMethod(key: string): key is HttpMethod {
  return (httpMethods as readonly string[]).includes(key);
}

export function operationSummary(path: string, method: HttpMethod, operation: RawObject): OperationSummary {
  const operationId = stringOf(operation.operationId);
  const summary = stringOf(operation.summary);
  const description = stringOf(operation.description);
  return {
    path,
    method,
    ...(operationId === undefined ? {} : { operationId }),
    ...(summary === undefined ? {} : { summary }),
    ...(description === undefined ? {} : { description }),
    tags: stringList(operation.tags),
    deprecated: operation.deprecated === true,
  };
}
