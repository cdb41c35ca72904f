import { checkSeed, SEED_WINDOW_SECONDS } from '../toolkit/auth';
import { concatBytes, digest, fromBase64, toBase64, utf8 } from '../toolkit/bytes';
import { isObject } from '../openapi/raw';

/** Who signs a body `auth`: a site (the payment APIs) or a Core administrator. */
export interface AuthHolder {
  login: string;
  secretKey: string;
  /** The key a rotation with overlap replaced, still accepted until `validUntil` (ms since the epoch). */
  previousKey?: { secretKey: string; validUntil: number };
  /** Why the environment refuses these credentials on an API now (Core: the site or its merchant inactive, the product not enabled); undefined when it accepts them. */
  refusal?: (api: string) => CredentialsRefusal | undefined;
}

export type CredentialsRefusal = 'siteInactive' | 'merchantInactive' | 'productNotEnabled';

/**
 * The body `auth` object checked as the pages describe it (content guide, Authentication): a known
 * `login`, `tranKey = Base64(SHA-256(nonce + seed + secretKey))` with the raw nonce, a `seed` at
 * most 5 minutes from the environment's clock, and a `nonce` never seen before while its seed is
 * fresh. Every failure answers the same "Autenticación fallida 101" (the API never tells which
 * part failed); `failure` is for the simulator's console only, beside the answer.
 */
export type AuthFailure = 'unknownLogin' | 'badNonce' | 'seedInvalid' | 'seedOutside' | 'nonceReused' | 'wrongTranKey' | CredentialsRefusal;

export type BodyAuthResult<T extends AuthHolder> = { ok: true; holder: T } | { ok: false; failure: AuthFailure; skewSeconds?: number };

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

/** `api`: the namespace called, for a holder that the environment accepts on some APIs only. */
export async function checkBodyAuth<T extends AuthHolder>(auth: unknown, holders: readonly T[], now: Date, nonces: NonceMemory, api = ''): Promise<BodyAuthResult<T>> {
  if (!isObject(auth)) return { ok: false, failure: 'unknownLogin' };
  const { login, tranKey, nonce, seed } = auth;
  const holder = holders.find((candidate) => candidate.login === login);
  if (!holder || typeof login !== 'string') return { ok: false, failure: 'unknownLogin' };
  const nonceBytes = typeof nonce === 'string' ? fromBase64(nonce.trim()) : undefined;
  if (!nonceBytes || nonceBytes.length === 0 || typeof nonce !== 'string') return { ok: false, failure: 'badNonce' };
  if (typeof seed !== 'string') return { ok: false, failure: 'seedInvalid' };
  const seedCheck = checkSeed(seed, now);
  if (seedCheck.kind === 'invalid') return { ok: false, failure: 'seedInvalid' };
  if (seedCheck.kind === 'outside') return { ok: false, failure: 'seedOutside', skewSeconds: seedCheck.skewSeconds };
  const signedWith = async (secretKey: string) => tranKey === toBase64(await digest('SHA-256', concatBytes(nonceBytes, utf8(seed + secretKey))));
  const previous = holder.previousKey && now.getTime() < holder.previousKey.validUntil ? holder.previousKey.secretKey : undefined;
  if (!(await signedWith(holder.secretKey)) && !(previous !== undefined && (await signedWith(previous)))) return { ok: false, failure: 'wrongTranKey' };
  // Right credentials the environment does not accept here now still answer the one 401.
  const refusal = holder.refusal?.(api);
  if (refusal) return { ok: false, failure: refusal };
  // Only a request that authenticates spends its nonce: a wrong tranKey can be corrected and resent.
  if (!nonces.remember(login, nonce, now)) return { ok: false, failure: 'nonceReused' };
  return { ok: true, holder };
}
