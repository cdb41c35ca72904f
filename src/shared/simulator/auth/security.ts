import { isObject } from '../../openapi/raw';
import type { SimApi, SimOperation } from '../api-data';

/**
 * How an operation authenticates, read from its definition: the body `auth` object (`x-body-auth`),
 * HTTP Basic and Bearer (`securitySchemes` `type: http`), Api Scudo's signed requests (the
 * `X-Scudo-Signature` header key), or nothing (`security: []`). An operation's own `security` wins
 * over the document's, as OpenAPI says.
 */
export type SchemeKind = 'bodyAuth' | 'basic' | 'bearer' | 'scudoSignature' | 'none' | 'other';

export const SCUDO_HEADER = 'x-scudo-signature';

export function operationScheme(api: SimApi, operation: SimOperation): SchemeKind {
  const own = operation.operation.security;
  const requirements = Array.isArray(own) ? own : Array.isArray(api.document.security) ? api.document.security : undefined;
  if (requirements === undefined) return isObject(api.document['x-body-auth']) ? 'bodyAuth' : 'none';
  const first = requirements.find(isObject);
  const name = first ? Object.keys(first)[0] : undefined;
  if (name === undefined) return 'none';
  const components = isObject(api.document.components) ? api.document.components : {};
  const schemes = isObject(components.securitySchemes) ? components.securitySchemes : {};
  const scheme = schemes[name];
  if (!isObject(scheme)) return 'other';
  if (scheme.type === 'http' && typeof scheme.scheme === 'string') {
    const kind = scheme.scheme.toLowerCase();
    if (kind === 'basic' || kind === 'bearer') return kind;
  }
  if (scheme.type === 'apiKey' && scheme.in === 'header' && typeof scheme.name === 'string' && scheme.name.toLowerCase() === SCUDO_HEADER) return 'scudoSignature';
  return 'other';
}
