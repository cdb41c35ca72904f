export type OpenApiErrorCode =
  | 'path-not-found'
  | 'method-not-found'
  | 'webhook-not-found'
  | 'type-not-supported'
  | 'external-ref'
  | 'unresolved-ref'
  | 'ref-loop'
  | 'too-deep';

/**
 * A mistake in a page or in a definition. It is thrown at build time, so the message is
 * what an author reads: it names the path, method, type or `$ref` to fix.
 */
export class OpenApiReadError extends Error {
  readonly code: OpenApiErrorCode;

  constructor(code: OpenApiErrorCode, message: string) {
    super(message);
    this.name = 'OpenApiReadError';
    this.code = code;
  }
}

// The first three messages are spec §8 word for word; pages and tests match on them.

export function pathNotFound(path: string): OpenApiReadError {
  return new OpenApiReadError('path-not-found', `Path ${path} not found in API definition`);
}

export function methodNotFound(method: string, path: string): OpenApiReadError {
  return new OpenApiReadError('method-not-found', `Method ${method} not found in API definition for path ${path}`);
}

export function typeNotSupported(type: unknown): OpenApiReadError {
  return new OpenApiReadError('type-not-supported', `Type ${String(type)} not supported`);
}

export function externalRef(ref: string): OpenApiReadError {
  return new OpenApiReadError(
    'external-ref',
    `External $ref "${ref}" is not supported: bundle it into the definition (only local "#/..." refs are read)`,
  );
}

export function unresolvedRef(ref: string): OpenApiReadError {
  return new OpenApiReadError('unresolved-ref', `Unresolvable $ref "${ref}": nothing at that JSON pointer in the API definition`);
}

export function refLoop(ref: string): OpenApiReadError {
  return new OpenApiReadError('ref-loop', `$ref "${ref}" leads back to itself through other $refs without reaching a value`);
}

export function tooDeep(limit: number, lastRef: string | undefined): OpenApiReadError {
  const where = lastRef === undefined ? '' : ` (last $ref on the way: ${lastRef})`;
  return new OpenApiReadError('too-deep', `Schema nested deeper than ${limit} levels${where}`);
}

export function webhookNotFound(name: string): OpenApiReadError {
  return new OpenApiReadError('webhook-not-found', `Webhook ${name} not found in API definition (OpenAPI 3.1 webhooks)`);
}

export function webhookMethodNeeded(name: string, methods: readonly string[]): OpenApiReadError {
  return new OpenApiReadError(
    'method-not-found',
    methods.length === 0 ? `Webhook ${name} has no operation in API definition` : `Webhook ${name} has several operations (${methods.join(', ')}): say which with method="…"`,
  );
}
