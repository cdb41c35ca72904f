import { toBase64, utf8 } from '../toolkit/bytes';
import type { SimApi, SimOperation } from '../simulator/api-data';
import { operationScheme } from '../simulator/auth/security';

/**
 * The credentials *Try it* writes in a header-authenticated request, as the pages describe them:
 * HTTP Basic (Token Requestor's `/oauth/token` with the example credential), a Bearer token the
 * simulated environment hands out (the account manager's token of the 3DS Server or the ACS,
 * Token Requestor's access token), and Api Scudo's `X-Scudo-Signature`, signed on every send. For
 * a Bearer API whose token the environment cannot hand out (the PIN pad's), the panel says so and
 * leaves the header to the reader; the simulator answers that its operations are not simulated.
 */
export type HeaderCredential =
  | { kind: 'basic'; api: 'token-requestor' }
  | { kind: 'bearer'; api: string }
  | { kind: 'scudo' }
  | { kind: 'none' };

export function headerCredential(api: SimApi, operation: SimOperation): HeaderCredential {
  const scheme = operationScheme(api, operation);
  if (scheme === 'basic' && api.api === 'token-requestor') return { kind: 'basic', api: api.api };
  // Whether the environment can hand the token out is the page environment's to find (a model's action `token`, Token Requestor's OAuth); where it cannot, the panel says so.
  if (scheme === 'bearer') return { kind: 'bearer', api: api.api };
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
