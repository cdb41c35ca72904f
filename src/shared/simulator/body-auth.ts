import { checkSeed, SEED_WINDOW_SECONDS } from '../toolkit/auth';
import { concatBytes, digest, fromBase64, toBase64, utf8 } from '../toolkit/bytes';
import { isObject } from '../openapi/raw';
import type { SimSite } from './site';

/**
 * The body `auth` object checked as the pages describe it (content guide, Authentication): a known
 * `login`, `tranKey = Base64(SHA-256(nonce + seed + secretKey))` with the raw nonce, a `seed` at
 * most 5 minutes from the environment's clock, and a `nonce` never seen before while its seed is
 * fresh. Every failure answers the same "Autenticación fallida 101" (the API never tells which
 * part failed); `failure` is for the simulator's console only, beside the answer.
 */
export type AuthFailure = 'unknownLogin' | 'badNonce' | 'seedInvalid' | 'seedOutside' | 'nonceReused' | 'wrongTranKey';

export type BodyAuthResult = { ok: true; site: SimSite } | { ok: false; failure: AuthFailure; skewSeconds?: number };

/** Nonces seen, each kept until its seed leaves the window (after that the seed alone fails). */
export class NonceMemory {
  private readonly seen = new Map<string, number>();

  /** Remembers `nonce` for `login`; false when it was already used. */
  remember(login: string, nonce: string, now: Date): boolean {
    const cutoff = now.getTime() - 2 * SEED_WINDOW_SECONDS * 1000;
    for (const [key, at] of this.seen) if (at < cutoff) this.seen.delete(key);
    const key = `${login} ${nonce}`;
    if (this.seen.has(key)) return false;
    this.seen.set(key, now.getTime());
    return true;
  }
}

export async function checkBodyAuth(auth: unknown, sites: readonly SimSite[], now: Date, nonces: NonceMemory): Promise<BodyAuthResult> {
  if (!isObject(auth)) return { ok: false, failure: 'unknownLogin' };
  const { login, tranKey, nonce, seed } = auth;
  const site = sites.find((candidate) => candidate.login === login);
  if (!site || typeof login !== 'string') return { ok: false, failure: 'unknownLogin' };
  const nonceBytes = typeof nonce === 'string' ? fromBase64(nonce.trim()) : undefined;
  if (!nonceBytes || nonceBytes.length === 0 || typeof nonce !== 'string') return { ok: false, failure: 'badNonce' };
  if (typeof seed !== 'string') return { ok: false, failure: 'seedInvalid' };
  const seedCheck = checkSeed(seed, now);
  if (seedCheck.kind === 'invalid') return { ok: false, failure: 'seedInvalid' };
  if (seedCheck.kind === 'outside') return { ok: false, failure: 'seedOutside', skewSeconds: seedCheck.skewSeconds };
  const expected = toBase64(await digest('SHA-256', concatBytes(nonceBytes, utf8(seed + site.secretKey))));
  if (tranKey !== expected) return { ok: false, failure: 'wrongTranKey' };
  // Only a request that authenticates spends its nonce: a wrong tranKey can be corrected and resent.
  if (!nonces.remember(login, nonce, now)) return { ok: false, failure: 'nonceReused' };
  return { ok: true, site };
}
