import type { SampleCredential } from './samples';
import type { SecuritySchemeView, SecurityView } from './security';

/** What a sample writes where a secret goes: the integrator replaces it with their own. URL-safe, so a query key reads the same in the URL. */
export const credentialPlaceholders = {
  token: 'YOUR_TOKEN',
  accessToken: 'YOUR_ACCESS_TOKEN',
  apiKey: 'YOUR_API_KEY',
  username: 'YOUR_USERNAME',
  password: 'YOUR_PASSWORD',
} as const;

function credentialOf(scheme: SecuritySchemeView): SampleCredential | undefined {
  switch (scheme.type) {
    case 'bearer':
      return { kind: 'header', name: 'Authorization', value: `Bearer ${credentialPlaceholders.token}` };
    case 'oauth2':
    case 'openIdConnect':
      return { kind: 'header', name: 'Authorization', value: `Bearer ${credentialPlaceholders.accessToken}` };
    case 'apiKey':
      return { kind: scheme.in, name: scheme.parameter, value: credentialPlaceholders.apiKey };
    case 'basic':
      return { kind: 'basic', username: credentialPlaceholders.username, password: credentialPlaceholders.password };
    default:
      // Body credentials are part of the body; a client certificate is configured outside the request.
      return undefined;
  }
}

/** The credentials a sample sends: those of the first way to authenticate, every scheme it combines. */
export function credentialsOf(security: SecurityView): SampleCredential[] {
  const [first] = security.alternatives;
  return (first ?? []).map(credentialOf).filter((credential): credential is SampleCredential => credential !== undefined);
}

/** What travels on the wire for a scheme, as the page shows it beside the scheme's name; undefined when nothing in the request carries it. */
export function credentialWireText(scheme: SecuritySchemeView): string | undefined {
  switch (scheme.type) {
    case 'bearer':
      return `Authorization: Bearer ${credentialPlaceholders.token}`;
    case 'oauth2':
    case 'openIdConnect':
      return `Authorization: Bearer ${credentialPlaceholders.accessToken}`;
    case 'apiKey':
      if (scheme.in === 'query') return `?${scheme.parameter}=${credentialPlaceholders.apiKey}`;
      if (scheme.in === 'cookie') return `Cookie: ${scheme.parameter}=${credentialPlaceholders.apiKey}`;
      return `${scheme.parameter}: ${credentialPlaceholders.apiKey}`;
    case 'basic':
      return `Authorization: Basic base64(${credentialPlaceholders.username}:${credentialPlaceholders.password})`;
    case 'body':
      return `{ "${scheme.property}": { … } }`;
    default:
      return undefined;
  }
}
