import { fromBase64 } from '../../toolkit/bytes';
import { checkScudoSignature } from '../../toolkit/signature-check';
import type { NonceMemory } from '../body-auth';
import type { SimSite } from '../site';
import type { IssuedToken, TokenStore } from './token-store';

/**
 * The credentials that travel in headers, checked as the pages describe them: HTTP Basic
 * (`Authorization: Basic Base64(user:password)`), a Bearer token the environment issued and that is
 * still valid, and Api Scudo's `X-Scudo-Signature` (content guide, Api Scudo: HMAC-SHA256 of the
 * five lines, a timestamp at most 300 seconds from the clock, each signature accepted once). The
 * failure is for the simulator's console only; the API answers its one 401.
 */

/** A header in any case. */
export function headerOf(headers: Readonly<Record<string, string>> | undefined, name: string): string | undefined {
  const wanted = name.toLowerCase();
  for (const [key, value] of Object.entries(headers ?? {})) if (key.toLowerCase() === wanted) return value;
  return undefined;
}

export function readBasic(authorization: string | undefined): { user: string; password: string } | undefined {
  const match = /^Basic\s+([A-Za-z0-9+/=]+)\s*$/i.exec(authorization ?? '');
  if (!match) return undefined;
  const bytes = fromBase64(match[1]!);
  if (!bytes) return undefined;
  let decoded: string;
  try {
    decoded = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return undefined;
  }
  const colon = decoded.indexOf(':');
  return colon < 0 ? undefined : { user: decoded.slice(0, colon), password: decoded.slice(colon + 1) };
}

export type BearerResult = { ok: true; token: IssuedToken } | { ok: false; failure: 'noToken' | 'unknownToken' | 'otherApi' | 'expired' | 'revoked' };

export function checkBearer(authorization: string | undefined, api: string, tokens: TokenStore, now: Date): BearerResult {
  const value = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '')?.[1];
  if (!value) return { ok: false, failure: 'noToken' };
  const token = tokens.find(value);
  if (!token) return { ok: false, failure: 'unknownToken' };
  if (token.api !== api) return { ok: false, failure: 'otherApi' };
  if (token.revokedAt !== undefined) return { ok: false, failure: 'revoked' };
  if (token.expiresAt !== undefined && now.getTime() >= token.expiresAt) return { ok: false, failure: 'expired' };
  return { ok: true, token };
}

/** Api Scudo's allowed distance between the request's `timestamp` and the clock (securitySchemes.scudoSignature: 300 seconds). */
export const SCUDO_WINDOW_SECONDS = 300;

export type ScudoResult = { ok: true; site: SimSite } | { ok: false; failure: 'malformed' | 'unknownLogin' | 'timestampOutside' | 'wrongSignature' | 'signatureReused'; skewSeconds?: number };

export async function checkScudo(request: { method: string; path: string; body: string; header: string | undefined }, sites: readonly SimSite[], now: Date, used: NonceMemory): Promise<ScudoResult> {
  const header = request.header ?? '';
  const login = /^login=([^,\s]+),/.exec(header.trim())?.[1];
  if (!login) return { ok: false, failure: 'malformed' };
  const site = sites.find((candidate) => candidate.login === login);
  if (!site) return { ok: false, failure: 'unknownLogin' };
  const check = await checkScudoSignature({ method: request.method, path: request.path, body: request.body, header, secretKey: site.secretKey }, now);
  if (check.kind === 'malformed') return { ok: false, failure: 'malformed' };
  if (Math.abs(check.skewSeconds) > SCUDO_WINDOW_SECONDS) return { ok: false, failure: 'timestampOutside', skewSeconds: check.skewSeconds };
  if (check.kind === 'invalid') return { ok: false, failure: 'wrongSignature' };
  if (!used.remember(`scudo ${login}`, check.received.toLowerCase(), now)) return { ok: false, failure: 'signatureReused' };
  return { ok: true, site };
}
