import { authSteps, freshNonce } from '../toolkit/auth';
import type { BodyAuth } from './prefill';

/**
 * A new body `auth` object, as the pages' reference code makes it: 16 random bytes of nonce, the
 * `seed` given (now), `tranKey = Base64(SHA-256(nonce + seed + secretKey))` with Web Crypto
 * (src/shared/toolkit/auth.ts, the toolkit's own). The secret never leaves the call.
 */
export async function freshAuth({ login, secretKey }: { login: string; secretKey: string }, seed: string, nonce: Uint8Array = freshNonce()): Promise<BodyAuth> {
  const steps = await authSteps({ login, secretKey, nonce, seed });
  return { login, tranKey: steps.tranKey, nonce: steps.nonceBase64, seed };
}
