import { isObject, own, type RawObject, stringOf } from './raw';
import { resolveObject } from './resolve-ref';

/** One way of proving who is calling, as a page explains it and a sample sends it. */
export type SecuritySchemeView =
  | { readonly type: 'bearer'; readonly name: string; readonly bearerFormat?: string; readonly description?: string }
  | { readonly type: 'basic'; readonly name: string; readonly description?: string }
  | { readonly type: 'apiKey'; readonly name: string; readonly in: 'header' | 'query' | 'cookie'; readonly parameter: string; readonly description?: string }
  | { readonly type: 'oauth2' | 'openIdConnect'; readonly name: string; readonly scopes: readonly string[]; readonly description?: string }
  | { readonly type: 'mutualTLS' | 'other'; readonly name: string; readonly scheme?: string; readonly description?: string }
  /** Ondapay's own scheme: the credentials travel in a body property (`auth`), declared by the root `x-body-auth` extension. */
  | { readonly type: 'body'; readonly name: string; readonly property: string; readonly description?: string };

export interface SecurityView {
  /** The ways to authenticate, any one of which is enough; each way may need several schemes together. */
  readonly alternatives: ReadonlyArray<readonly SecuritySchemeView[]>;
  /** The requirements include `{}`: calling without credentials is allowed too. */
  readonly optional: boolean;
}

const withDescription = (raw: RawObject) => {
  const description = stringOf(raw.description);
  return description === undefined ? {} : { description };
};

function schemeView(definition: object, name: string, scopes: readonly string[]): SecuritySchemeView | undefined {
  const components = isObject((definition as RawObject).components) ? ((definition as RawObject).components as RawObject) : {};
  const schemes = isObject(components.securitySchemes) ? components.securitySchemes : {};
  const raw = resolveObject(definition, own(schemes, name));
  if (!raw) return undefined;
  const text = withDescription(raw);
  switch (raw.type) {
    case 'http': {
      const scheme = (stringOf(raw.scheme) ?? '').toLowerCase();
      if (scheme === 'bearer') {
        const bearerFormat = stringOf(raw.bearerFormat);
        return { type: 'bearer', name, ...(bearerFormat === undefined ? {} : { bearerFormat }), ...text };
      }
      if (scheme === 'basic') return { type: 'basic', name, ...text };
      return { type: 'other', name, scheme, ...text };
    }
    case 'apiKey': {
      const where = raw.in === 'query' || raw.in === 'cookie' ? raw.in : 'header';
      return { type: 'apiKey', name, in: where, parameter: stringOf(raw.name) ?? name, ...text };
    }
    case 'oauth2':
    case 'openIdConnect':
      return { type: raw.type, name, scopes, ...text };
    case 'mutualTLS':
      return { type: 'mutualTLS', name, ...text };
    default:
      return { type: 'other', name, ...text };
  }
}

/**
 * The body credentials a definition declares at its root, e.g.
 * `x-body-auth: { property: auth, description: … }`: they apply to every operation whose request
 * body has that property (JSON Security Schemes cannot say "in the body").
 */
export function bodyAuthOf(definition: object): { property: string; description?: string } | undefined {
  const raw = (definition as RawObject)['x-body-auth'];
  if (!isObject(raw)) return undefined;
  const property = stringOf(raw.property) ?? 'auth';
  return { property, ...withDescription(raw) };
}

/**
 * The security an operation needs: its own `security`, else the document's (an empty list on the
 * operation turns the document's off). `bodyProperties` are the top-level properties of its request body.
 */
export function readSecurity(definition: object, operation: RawObject, bodyProperties: readonly string[]): SecurityView {
  const root = definition as RawObject;
  const requirements = Array.isArray(operation.security) ? operation.security : Array.isArray(root.security) ? root.security : [];
  const alternatives: SecuritySchemeView[][] = [];
  let optional = false;
  for (const requirement of requirements) {
    if (!isObject(requirement)) continue;
    const names = Object.keys(requirement);
    if (names.length === 0) {
      optional = true;
      continue;
    }
    const schemes = names
      .map((name) => schemeView(definition, name, Array.isArray(requirement[name]) ? (requirement[name] as unknown[]).filter((scope): scope is string => typeof scope === 'string') : []))
      .filter((scheme): scheme is SecuritySchemeView => scheme !== undefined);
    if (schemes.length > 0) alternatives.push(schemes);
  }
  const body = bodyAuthOf(definition);
  if (body && bodyProperties.includes(body.property)) {
    const scheme: SecuritySchemeView = { type: 'body', name: 'x-body-auth', property: body.property, ...(body.description === undefined ? {} : { description: body.description }) };
    // Body credentials go with every other way of authenticating, since every such request carries the body.
    if (alternatives.length === 0) alternatives.push([scheme]);
    else for (const alternative of alternatives) alternative.push(scheme);
  }
  return { alternatives, optional: optional && alternatives.length > 0 };
}
