import { concatBytes, digest, fromBase64, toBase64, toHex, utf8 } from './bytes';

/** Ondapay rejects a `seed` more than this far from its clock (content guide, Authentication). */
export const SEED_WINDOW_SECONDS = 5 * 60;

/** Every value of the body `auth` scheme, step by step, as the debugger lists them. */
export interface AuthSteps {
  login: string;
  nonceHex: string;
  nonceBase64: string;
  seed: string;
  /** What SHA-256 reads: the raw nonce, then the seed and the secret key as UTF-8. */
  hashedParts: { nonceHex: string; seedHex: string; secretByteLength: number };
  hashedByteLength: number;
  sha256Hex: string;
  tranKey: string;
}

/** `tranKey = Base64(SHA-256(nonce + seed + secretKey))`, with the raw nonce bytes. */
export async function authSteps({ login, secretKey, nonce, seed }: { login: string; secretKey: string; nonce: Uint8Array; seed: string }): Promise<AuthSteps> {
  const seedBytes = utf8(seed);
  const secretBytes = utf8(secretKey);
  const hashed = concatBytes(nonce, seedBytes, secretBytes);
  const sha = await digest('SHA-256', hashed);
  return {
    login,
    nonceHex: toHex(nonce),
    nonceBase64: toBase64(nonce),
    seed,
    hashedParts: { nonceHex: toHex(nonce), seedHex: toHex(seedBytes), secretByteLength: secretBytes.length },
    hashedByteLength: hashed.length,
    sha256Hex: toHex(sha),
    tranKey: toBase64(sha),
  };
}

/** A fresh nonce: 16 random bytes, as the reference code makes it. */
export const freshNonce = () => crypto.getRandomValues(new Uint8Array(16));

const pad = (value: number) => String(Math.abs(value)).padStart(2, '0');

/** `now` as the samples write a seed: local time with its offset, to the second (`2026-11-20T14:30:00-05:00`). */
export function seedOf(now: Date): string {
  const offset = -now.getTimezoneOffset();
  const sign = offset < 0 ? '-' : '+';
  const date = `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
  const time = `${pad(now.getHours())}:${pad(now.getMinutes())}:${pad(now.getSeconds())}`;
  return `${date}T${time}${sign}${pad(Math.trunc(offset / 60))}:${pad(offset % 60)}`;
}

const ISO_8601 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?(?:Z|[+-]\d{2}:\d{2})$/;

export type SeedCheck = { kind: 'invalid' } | { kind: 'within' | 'outside'; skewSeconds: number };

/** Whether Ondapay would take `seed` at `now`: an ISO 8601 date and time with its zone, at most 5 minutes away. */
export function checkSeed(seed: string, now: Date): SeedCheck {
  if (!ISO_8601.test(seed.trim())) return { kind: 'invalid' };
  const time = Date.parse(seed.trim());
  if (Number.isNaN(time)) return { kind: 'invalid' };
  const skewSeconds = Math.round((time - now.getTime()) / 1000);
  return { kind: Math.abs(skewSeconds) <= SEED_WINDOW_SECONDS ? 'within' : 'outside', skewSeconds };
}

/** The nonce a reader pasted (Base64, as sent in `auth.nonce`); undefined when it is not Base64 or empty. */
export const nonceFromBase64 = (text: string) => {
  const bytes = fromBase64(text.trim());
  return bytes && bytes.length > 0 ? bytes : undefined;
};

/**
 * The mistakes integrators make most with this scheme, each a way to compute a wrong tranKey from
 * the same inputs. When a reader's own tranKey equals one of these, the debugger names the step.
 */
export type AuthMistake = 'base64Nonce' | 'hexDigest' | 'secretNewline' | 'seedFirst' | 'noSecret';

const mistakes: Record<AuthMistake, (nonce: Uint8Array, seed: string, secret: string) => Promise<string>> = {
  base64Nonce: async (nonce, seed, secret) => toBase64(await digest('SHA-256', utf8(toBase64(nonce) + seed + secret))),
  hexDigest: async (nonce, seed, secret) => toBase64(utf8(toHex(await digest('SHA-256', concatBytes(nonce, utf8(seed + secret)))))),
  secretNewline: async (nonce, seed, secret) => toBase64(await digest('SHA-256', concatBytes(nonce, utf8(`${seed}${secret}\n`)))),
  seedFirst: async (nonce, seed, secret) => toBase64(await digest('SHA-256', concatBytes(utf8(seed), nonce, utf8(secret)))),
  noSecret: async (nonce, seed) => toBase64(await digest('SHA-256', concatBytes(nonce, utf8(seed)))),
};

export type TranKeyComparison = { kind: 'match' } | { kind: 'mistake'; mistake: AuthMistake } | { kind: 'differs' };

/** Compares the reader's tranKey with the right one; when it differs, looks for the known mistake that gives it. */
export async function compareTranKey(theirs: string, steps: AuthSteps, nonce: Uint8Array, secretKey: string): Promise<TranKeyComparison> {
  const received = theirs.trim();
  if (received === steps.tranKey) return { kind: 'match' };
  for (const [mistake, compute] of Object.entries(mistakes) as [AuthMistake, (typeof mistakes)[AuthMistake]][]) {
    if ((await compute(nonce, steps.seed, secretKey)) === received) return { kind: 'mistake', mistake };
  }
  return { kind: 'differs' };
}
