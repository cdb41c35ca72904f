import { digest, hmacSha256, toBase64, toHex, utf8, type DigestName } from './bytes';

/**
 * A notification signature rule, as a definition's `x-signature` states it (src/shared/openapi/signature.ts)
 * or a guide's `<SignatureVerifier>`: `algorithms` holds more than one where sites differ (Web
 * Checkout: SHA-1 for sites created until 2025, SHA-256 after; the received length tells which).
 */
export interface SignatureRule {
  in: 'body' | 'header';
  name: string;
  algorithms: string[];
  fields: string[];
  encoding: 'hex' | 'base64';
}

export type SignatureCheck =
  | { kind: 'badJson' }
  | { kind: 'missingField'; field: string }
  | { kind: 'missingSignature' }
  | { kind: 'valid' | 'invalid'; algorithm: string; values: string[]; expected: string; received: string };

/** A dotted path into the payload (`status.date`); numbers and booleans as JSON writes them. */
export function valueAt(payload: unknown, path: string): string | undefined {
  let value: unknown = payload;
  for (const key of path.split('.')) value = value !== null && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined;
  return typeof value === 'string' ? value : typeof value === 'number' || typeof value === 'boolean' ? String(value) : undefined;
}

/** The signature of `data` (the payload's values already concatenated): hashed with the secret appended, or keyed with it for HMAC. */
export async function sign(algorithm: string, data: string, secret: string, encoding: SignatureRule['encoding']): Promise<string> {
  const bytes = /^hmac/i.test(algorithm) ? await hmacSha256(secret, utf8(data)) : await digest(algorithm.toUpperCase() as DigestName, utf8(data + secret));
  return encoding === 'base64' ? toBase64(bytes) : toHex(bytes);
}

/**
 * Checks a received notification against `rule`: the payload's values concatenated in order, hashed
 * with the secret appended (or keyed with it for HMAC), compared with the received signature (from
 * the body, or `headerValue`). Says which value is missing, or what was expected.
 */
export async function checkSignature(rule: SignatureRule, body: string, secret: string, headerValue = ''): Promise<SignatureCheck> {
  let payload: unknown;
  try {
    payload = JSON.parse(body);
  } catch {
    return { kind: 'badJson' };
  }
  const values: string[] = [];
  for (const field of rule.fields) {
    const value = valueAt(payload, field);
    if (value === undefined) return { kind: 'missingField', field };
    values.push(value);
  }
  const received = (rule.in === 'header' ? headerValue : valueAt(payload, rule.name) ?? '').trim();
  if (!received) return { kind: 'missingSignature' };
  const data = values.join('');
  const candidates = await Promise.all(rule.algorithms.map(async (algorithm) => ({ algorithm, expected: await sign(algorithm, data, secret, rule.encoding) })));
  const compare = (expected: string) => (rule.encoding === 'hex' ? expected === received.toLowerCase() : expected === received);
  const valid = candidates.find((candidate) => compare(candidate.expected));
  // Otherwise the algorithm whose output has the received length: that is the one the site uses.
  const shown = valid ?? candidates.find((candidate) => candidate.expected.length === received.length) ?? candidates[candidates.length - 1]!;
  return { kind: valid ? 'valid' : 'invalid', algorithm: shown.algorithm, values, expected: shown.expected, received };
}

/** Api Scudo's `X-Scudo-Signature: login=…,timestamp=…,signature=…` (content guide, Api Scudo). */
export type ScudoCheck =
  | { kind: 'malformed' }
  | { kind: 'valid' | 'invalid'; bodyHash: string; stringToSign: string; expected: string; received: string; skewSeconds: number };

const SCUDO_HEADER = /^login=([^,\s]+),timestamp=(\d+),signature=([0-9a-fA-F]+)$/;

/** Api Scudo's signature of a request: HMAC-SHA256 (hex) of method, path without query, timestamp, login and the body's SHA-256, one per line. */
export async function scudoSignature({ method, path, body, login, timestamp, secretKey }: { method: string; path: string; body: string; login: string; timestamp: string; secretKey: string }) {
  const bodyHash = toHex(await digest('SHA-256', utf8(body)));
  const stringToSign = [method.trim().toUpperCase(), path.trim().split('?')[0], timestamp, login, bodyHash].join('\n');
  return { bodyHash, stringToSign, signature: toHex(await hmacSha256(secretKey, utf8(stringToSign))) };
}

/** The `X-Scudo-Signature` value for a request sent at `now`, as the pages' code writes it. */
export async function scudoHeader(request: { method: string; path: string; body: string; login: string; secretKey: string }, now: Date): Promise<string> {
  const timestamp = String(Math.floor(now.getTime() / 1000));
  const { signature } = await scudoSignature({ ...request, timestamp });
  return `login=${request.login},timestamp=${timestamp},signature=${signature}`;
}

export async function checkScudoSignature(
  { method, path, body, header, secretKey }: { method: string; path: string; body: string; header: string; secretKey: string },
  now: Date,
): Promise<ScudoCheck> {
  const parts = SCUDO_HEADER.exec(header.trim());
  if (!parts) return { kind: 'malformed' };
  const [, login, timestamp, received] = parts as unknown as [string, string, string, string];
  const { bodyHash, stringToSign, signature: expected } = await scudoSignature({ method, path, body, login, timestamp, secretKey });
  const skewSeconds = Math.round(Number(timestamp) - now.getTime() / 1000);
  return { kind: expected === received.toLowerCase() ? 'valid' : 'invalid', bodyHash, stringToSign, expected, received, skewSeconds };
}
