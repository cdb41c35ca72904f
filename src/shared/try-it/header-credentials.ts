import { toBase64, utf8 } from '../toolkit/bytes';
import type { SimApi, SimOperation } from '../simulator/api-data';
import { operationScheme } from '../simulator/auth/security';

/**
 * The credentials *Try it* writes in a header-authenticated request, as the pages describe them:
 * HTTP Basic (Token Requestor's `/oauth/token` with the example credential), a Bearer token the
 * simulated environment hands out (the account manager's token of the 3DS Server or the ACS,
 * Token Requestor's access token), and Api Scudo's `X-Scudo-Signature`, signed on every send. An API whose
 * credentials the environment cannot hand out (the PIN pad's token) gets none: the simulator
 * answers that its operations are not simulated.
 */
export type HeaderCredential =
  | { kind: 'basic'; api: 'token-requestor' }
  | { kind: 'bearer'; api: BearerApi }
  | { kind: 'scudo' }
  | { kind: 'none' };

/** The APIs whose Bearer token the simulated environment hands out: the account manager's (the model's action `token`), or Token Requestor's OAuth. */
const BEARER_APIS = ['three-d-s-server', 'acs', 'token-requestor'] as const;
type BearerApi = (typeof BEARER_APIS)[number];
const isBearerApi = (api: string): api is BearerApi => (BEARER_APIS as readonly string[]).includes(api);

export function headerCredential(api: SimApi, operation: SimOperation): HeaderCredential {
  const scheme = operationScheme(api, operation);
  if (scheme === 'basic' && api.api === 'token-requestor') return { kind: 'basic', api: api.api };
  if (scheme === 'bearer' && isBearerApi(api.api)) return { kind: 'bearer', api: api.api };
  if (scheme === 'scudoSignature') return { kind: 'scudo' };
  return { kind: 'none' };
}

/** `Basic Base64(user:password)`, the password's bytes in UTF-8 (RFC 7617). */
export const basicAuthorization = (user: string, password: string) => `Basic ${toBase64(utf8(`${user}:${password}`))}`;

/** The headers' text (`Name: value` lines) with `name` set to `value`: its line replaced where it is, else added at the end; blank lines dropped. */
export function setHeaderLine(text: string, name: string, value: string): string {
  const lines = text.split('\n').filter((line) => line.trim() !== '');
  const at = lines.findIndex((line) => line.split(':')[0]!.trim().toLowerCase() === name.toLowerCase());
  if (at >= 0) lines[at] = `${name}: ${value}`;
  else lines.push(`${name}: ${value}`);
  return lines.join('\n');
}
