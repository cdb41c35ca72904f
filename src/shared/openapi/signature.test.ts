import { describe, expect, it } from 'vitest';
import { readSignature } from './signature';

const base = { in: 'body', name: 'signature', fields: ['requestId', 'status.status', 'status.date'], secret: 'secretKey', encoding: 'hex' };

describe('readSignature', () => {
  it('reads one algorithm as the only one', () => {
    expect(readSignature({ 'x-signature': { ...base, algorithm: 'sha-256' } })).toMatchObject({ algorithms: ['SHA-256'], formula: 'SHA-256(requestId + status.status + status.date + secretKey)' });
  });

  it('reads a list where sites differ: the first writes the formula and the samples, the verifier tries them all', () => {
    // Web Checkout: sites created from 2026 sign with SHA-256, older ones keep SHA-1.
    const signature = readSignature({ 'x-signature': { ...base, algorithms: ['SHA-256', 'sha-1'] } });
    expect(signature).toMatchObject({ algorithms: ['SHA-256', 'SHA-1'], formula: 'SHA-256(requestId + status.status + status.date + secretKey)' });
  });

  it('defaults to SHA-256 and is absent without the extension', () => {
    expect(readSignature({ 'x-signature': base })?.algorithms).toEqual(['SHA-256']);
    expect(readSignature({})).toBeUndefined();
  });
});
