import { describe, expect, it } from 'vitest';
import { computeTestVector } from './compute';

describe('computeTestVector', () => {
  it('hashes the exact input of a digest, secret included', () => {
    // sha256("abc") from FIPS 180-2, appendix B.1, with "c" as the secret the scheme appends.
    expect(computeTestVector({ algorithm: 'SHA-256', encoding: 'hex', secret: 'c', input: 'abc', output: '' })).toEqual({
      output: 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    });
    expect(computeTestVector({ algorithm: 'SHA-1', encoding: 'hex', secret: 'c', input: 'abc', output: '' })).toEqual({ output: 'a9993e364706816aba3e25717850c26c9cd0d89d' });
  });

  it('refuses a digest whose input leaves the secret out', () => {
    expect(computeTestVector({ algorithm: 'SHA-256', encoding: 'hex', secret: 'key', input: 'abc', output: '' })).toEqual({ problem: expect.stringContaining('does not contain the secret') });
  });

  it('keys an HMAC with the secret', () => {
    // RFC 4231, test case 2.
    expect(computeTestVector({ algorithm: 'HMAC-SHA256', encoding: 'hex', secret: 'Jefe', input: 'what do ya want for nothing?', output: '' })).toEqual({
      output: '5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843',
    });
  });

  it('builds a tranKey from the raw nonce, the seed and the secret', () => {
    // The microsite key's worked example (content guide, Payments: microsites).
    const vector = { secret: 'mk_test_7Qd2Lp9Xv4Rt8Wn3Ky6Hs1Bz5Fc0Gm', nonce: 'gxrZ3cMdOHAiye+Qkeh+IQ==', seed: '2026-11-20T14:31:05-05:00', output: '' };
    expect(computeTestVector({ algorithm: 'tranKey', encoding: 'base64', ...vector })).toEqual({ output: 'aFQOoyipqw4fSdQzAJYfH2zozgcWOr+eIVdQ2of8YBE=' });
    expect(computeTestVector({ algorithm: 'tranKey', encoding: 'base64', secret: 's', nonce: 'not base64!', seed: 'x', output: '' })).toEqual({ problem: expect.stringContaining('not Base64') });
  });

  it('enciphers a PIN block (ISO 9564-1) with the Triple DES key, and gives the clear block too', () => {
    // Format 0 of the published ISO 9564 example (PIN 1234, PAN 43219876543210987), then the content guide's test card.
    const key = '0123456789ABCDEFFEDCBA9876543210';
    expect(computeTestVector({ algorithm: 'PIN-block', encoding: 'hex', secret: key, pinBlock: { format: '0', pin: '1234', pan: '43219876543210987' }, output: '' })).toMatchObject({ clear: '0412AC89ABCDEF67' });
    expect(computeTestVector({ algorithm: 'PIN-block', encoding: 'hex', secret: key, pinBlock: { format: '0', pin: '1234', pan: '4111111111111111' }, output: '' })).toEqual({ clear: '041225EEEEEEEEEE', output: '2A3D408A1977DDE9' });
    expect(computeTestVector({ algorithm: 'PIN-block', encoding: 'hex', secret: key, pinBlock: { format: '3', pin: '1234', pan: '4111111111111111', fill: 'ABCDEFABCD' }, output: '' })).toMatchObject({ clear: '341225BADCFEBADC' });
  });

  it('names what is wrong with a PIN block vector', () => {
    const key = '0123456789ABCDEFFEDCBA9876543210';
    const problem = (pinBlock: { format: string; pin: string; pan?: string; fill?: string }, secret = key) => computeTestVector({ algorithm: 'PIN-block', encoding: 'hex', secret, pinBlock, output: '' });
    expect(problem({ format: '5', pin: '1234' })).toEqual({ problem: expect.stringContaining('format must be 0, 1, 2 or 3') });
    expect(problem({ format: '0', pin: '12', pan: '4111111111111111' })).toEqual({ problem: expect.stringContaining('pin must be') });
    expect(problem({ format: '3', pin: '1234' })).toEqual({ problem: expect.stringContaining('need pan') });
    expect(problem({ format: '1', pin: '1234' })).toEqual({ problem: expect.stringContaining('fill must be') });
    expect(problem({ format: '0', pin: '1234', pan: '4111111111111111' }, 'ABCD')).toEqual({ problem: expect.stringContaining('Triple DES key') });
    expect(computeTestVector({ algorithm: 'PIN-block', encoding: 'hex', secret: key, output: '' })).toEqual({ problem: expect.stringContaining('needs format') });
  });
});
