import { isObject, type RawObject } from '../../openapi/raw';
import type { SimApi, SimOperation } from '../api-data';

/**
 * How an operation authenticates, read from its definition: the body `auth` object (`x-body-auth`),
 * HTTP Basic and Bearer (`securitySchemes` `type: http`), Api Scudo's signed requests (the
 * `X-Scudo-Signature` header key), or nothing (`security: []`). An operation's own `security` wins
 * over the document's, as OpenAPI says.
 */
export type SchemeKind = 'bodyAuth' | 'basic' | 'bearer' | 'scudoSignature' | 'none' | 'other';

export const SCUDO_HEADER = 'x-scudo-signature';

/** The operation's first security requirement: `undefined` when neither it nor the document has `security`, `none` for `security: []`, else the scheme named (undefined when the name has none). */
function requirementOf(api: SimApi, operation: SimOperation): { scheme: RawObject | undefined } | 'none' | undefined {
  const own = operation.operation.security;
  const requirements = Array.isArray(own) ? own : Array.isArray(api.document.security) ? api.document.security : undefined;
  if (requirements === undefined) return undefined;
  const first = requirements.find(isObject);
  const name = first ? Object.keys(first)[0] : undefined;
  if (name === undefined) return 'none';
  const components = isObject(api.document.components) ? api.document.components : {};
  const schemes = isObject(components.securitySchemes) ? components.securitySchemes : {};
  const scheme = schemes[name];
  return { scheme: isObject(scheme) ? scheme : undefined };
}

export function operationScheme(api: SimApi, operation: SimOperation): SchemeKind {
  const requirement = requirementOf(api, operation);
  if (requirement === undefined) return isObject(api.document['x-body-auth']) ? 'bodyAuth' : 'none';
  if (requirement === 'none') return 'none';
  const { scheme } = requirement;
  if (!scheme) return 'other';
  if (scheme.type === 'http' && typeof scheme.scheme === 'string') {
    const kind = scheme.scheme.toLowerCase();
    if (kind === 'basic' || kind === 'bearer') return kind;
  }
  if (scheme.type === 'apiKey' && scheme.in === 'header' && typeof scheme.name === 'string' && scheme.name.toLowerCase() === SCUDO_HEADER) return 'scudoSignature';
  return 'other';
}

/**
 * The shell variable the pages write an operation's Bearer token as (`ONDAPAY_ACS_TOKEN`), when
 * its security scheme declares it with `x-credential-variable`: the example check then sends the
 * token the environment hands out (the model's action `token`) in its place.
 */
export function credentialVariable(api: SimApi, operation: SimOperation): string | undefined {
  const requirement = requirementOf(api, operation);
  const scheme = isObject(requirement) ? requirement.scheme : undefined;
  return operationScheme(api, operation) === 'bearer' && typeof scheme?.['x-credential-variable'] === 'string' ? scheme['x-credential-variable'] : undefined;
}
