// The OpenAPI reader: definitions in, plain view models out (ARCHITECTURE.md, OpenAPI).
export { childrenOf, expandedSize } from './expanded-size';
export { OpenApiReadError, type OpenApiErrorCode } from './errors';
export { listOperations } from './list-operations';
export { readOperation } from './operation';
export { MAX_SCHEMA_DEPTH, readSchema } from './schema';
export * from './types';
