import { isHttpMethod, operationSummary } from './operation-summary';
import { isObject } from './raw';
import { resolveObject } from './resolve-ref';
import type { OpenApiDocument, OperationSummary } from './types';

/** Every operation in definition order (paths, then methods as written), for page generation and search. */
export function listOperations(definition: OpenApiDocument): OperationSummary[] {
  const paths = isObject(definition.paths) ? definition.paths : {};
  const operations: OperationSummary[] = [];
  for (const [path, rawItem] of Object.entries(paths)) {
    if (!path.startsWith('/')) continue; // `x-` extensions live beside the paths
    const pathItem = resolveObject(definition, rawItem);
    if (!pathItem) continue;
    for (const [key, operation] of Object.entries(pathItem)) {
      if (isHttpMethod(key) && isObject(operation)) operations.push(operationSummary(path, key, operation));
    }
  }
  return operations;
}

/** Every webhook operation (OpenAPI 3.1 `webhooks`) in definition order: `path` holds the event name. */
export function listWebhooks(definition: OpenApiDocument): OperationSummary[] {
  const webhooks = isObject(definition.webhooks) ? definition.webhooks : {};
  const operations: OperationSummary[] = [];
  for (const [name, rawItem] of Object.entries(webhooks)) {
    if (name.startsWith('x-')) continue;
    const pathItem = resolveObject(definition, rawItem);
    if (!pathItem) continue;
    for (const [key, operation] of Object.entries(pathItem)) {
      if (isHttpMethod(key) && isObject(operation)) operations.push(operationSummary(name, key, operation));
    }
  }
  return operations;
}
