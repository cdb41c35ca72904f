import { createHash, createHmac } from 'node:crypto';
import { isPinBlockFormat, pinBlock } from '../../shared/pinpad/pin-block';

/**
 * The values a page asks a reader to compute, recomputed from the page's own test vector
 * (`<TestVector>`, docs/authoring.md): so a page whose worked example is wrong fails the build.
 */
export const testVectorAlgorithms = ['SHA-1', 'SHA-256', 'SHA-512', 'HMAC-SHA1', 'HMAC-SHA256', 'HMAC-SHA512', 'tranKey', 'PIN-block'] as const;
export type TestVectorAlgorithm = (typeof testVectorAlgorithms)[number];

export const isTestVectorAlgorithm = (value: unknown): value is TestVectorAlgorithm => (testVectorAlgorithms as readonly unknown[]).includes(value);

export type TestVectorEncoding = 'hex' | 'base64';

export interface TestVector {
  algorithm: TestVectorAlgorithm;
  encoding: TestVectorEncoding;
  /** The secret: appended by the scheme (digests, where `input` must contain it), the key (HMAC) or the secret key (tranKey). */
  secret: string;
  /** The exact text hashed (digests and HMAC); for tranKey, built from nonce and seed. */
  input?: string;
  /** tranKey only: the nonce as sent (Base64) and the seed. */
  nonce?: string;
  seed?: string;
  /**
   * PIN-block only (ISO 9564-1, src/shared/pinpad/pin-block.ts): the format (0 to 3), the PIN, the
   * PAN (formats 0 and 3) and the fill (formats 1 and 3). `secret` is the Triple DES key in hex and
   * `output` the enciphered block; the clear block is computed and shown beside it.
   */
  pinBlock?: { format: string; pin: string; pan?: string; fill?: string };
  output: string;
}

/** What a vector gives: its output, and for a PIN block the clear block too. */
export type ComputedVector = { output: string; clear?: string } | { problem: string };

const PIN_BLOCK_PROBLEMS = {
  format: 'format must be 0, 1, 2 or 3',
  pin: 'pin must be 4 to 12 digits',
  pan: 'formats 0 and 3 need pan="…", 12 to 19 digits',
  fill: 'fill must be 14 minus the PIN length digits: any hex digit for format 1, A to F for format 3, F (or left out) for formats 0 and 2',
  key: 'key must be a Triple DES key in hex, 32 digits (two keys) or 48 (three)',
} as const;

function computePinBlock(vector: TestVector): ComputedVector {
  const input = vector.pinBlock;
  if (!input) return { problem: 'a PIN-block vector needs format, pin, key and, for its format, pan and fill' };
  const format = Number(input.format);
  if (input.format === '' || !isPinBlockFormat(format)) return { problem: PIN_BLOCK_PROBLEMS.format };
  const block = pinBlock({ format, pin: input.pin, key: vector.secret, ...(input.pan === undefined ? {} : { pan: input.pan }), ...(input.fill === undefined ? {} : { fill: input.fill }) });
  if ('problem' in block) return { problem: PIN_BLOCK_PROBLEMS[block.problem] };
  return { output: block.encrypted, clear: block.clear };
}

const nodeName = (algorithm: string) => algorithm.replace(/^HMAC-/, '').replace('-', '').toLowerCase();

/** What the algorithm gives for the vector's inputs, or why it cannot be computed. */
export function computeTestVector(vector: TestVector): ComputedVector {
  const { algorithm, encoding, secret } = vector;
  if (algorithm === 'PIN-block') return computePinBlock(vector);
  if (algorithm === 'tranKey') {
    if (!vector.nonce || !vector.seed) return { problem: 'a tranKey vector needs nonce (as sent, in Base64) and seed' };
    const nonce = Buffer.from(vector.nonce, 'base64');
    if (nonce.length === 0 || nonce.toString('base64') !== vector.nonce) return { problem: `nonce "${vector.nonce}" is not Base64 as a request sends it` };
    const digest = createHash('sha256').update(Buffer.concat([nonce, Buffer.from(vector.seed + secret, 'utf8')])).digest();
    return { output: digest.toString(encoding === 'hex' ? 'hex' : 'base64') };
  }
  if (vector.input === undefined) return { problem: `a ${algorithm} vector needs its input: input="…", or the exact text as the one code block inside <TestVector>` };
  if (algorithm.startsWith('HMAC-')) return { output: createHmac(nodeName(algorithm), Buffer.from(secret, 'utf8')).update(vector.input, 'utf8').digest(encoding) };
  if (!vector.input.includes(secret)) return { problem: `the input does not contain the secret "${secret}": write the exact text hashed, secret included where the scheme puts it` };
  return { output: createHash(nodeName(algorithm)).update(vector.input, 'utf8').digest(encoding) };
}
