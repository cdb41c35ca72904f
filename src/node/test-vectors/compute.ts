import { createHash, createHmac } from 'node:crypto';

/**
 * The values a page asks a reader to compute, recomputed from the page's own test vector
 * (`<TestVector>`, docs/authoring.md): so a page whose worked example is wrong fails the build.
 */
export const testVectorAlgorithms = ['SHA-1', 'SHA-256', 'SHA-512', 'HMAC-SHA1', 'HMAC-SHA256', 'HMAC-SHA512', 'tranKey'] as const;
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
  output: string;
}

const nodeName = (algorithm: string) => algorithm.replace(/^HMAC-/, '').replace('-', '').toLowerCase();

/** What the algorithm gives for the vector's inputs, or why it cannot be computed. */
export function computeTestVector(vector: TestVector): { output: string } | { problem: string } {
  const { algorithm, encoding, secret } = vector;
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
