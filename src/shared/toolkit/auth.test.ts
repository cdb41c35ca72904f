import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { authSteps, checkSeed, compareTranKey, nonceFromBase64, seedOf } from './auth';

// The content guide's worked example (Microsites, merchant-side authentication).
const example = { secretKey: 'mk_test_7Qd2Lp9Xv4Rt8Wn3Ky6Hs1Bz5Fc0Gm', seed: '2026-11-20T14:31:05-05:00', nonce: 'gxrZ3cMdOHAiye+Qkeh+IQ==', tranKey: 'aFQOoyipqw4fSdQzAJYfH2zozgcWOr+eIVdQ2of8YBE=' };

describe('authSteps', () => {
  it('recomputes the content guide’s worked example', async () => {
    const nonce = nonceFromBase64(example.nonce)!;
    const steps = await authSteps({ login: 'a4f0b5c8d6e1a2b3', secretKey: example.secretKey, nonce, seed: example.seed });
    expect(steps.tranKey).toBe(example.tranKey);
    expect(steps.nonceBase64).toBe(example.nonce);
    expect(steps.hashedByteLength).toBe(16 + example.seed.length + example.secretKey.length);
    expect(Buffer.from(steps.sha256Hex, 'hex').toString('base64')).toBe(steps.tranKey);
  });

  it('agrees with Node’s own SHA-256 of raw nonce + seed + secret (the reference code)', async () => {
    const nonce = new Uint8Array([0, 255, 16, 128, 7, 9, 200, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    const seed = '2026-11-25T10:00:00-05:00';
    const expected = createHash('sha256').update(Buffer.concat([Buffer.from(nonce), Buffer.from(seed + 'sécret')])).digest('base64');
    expect((await authSteps({ login: 'l', secretKey: 'sécret', nonce, seed })).tranKey).toBe(expected);
  });

  it('never puts the secret itself in the steps', async () => {
    const steps = await authSteps({ login: 'l', secretKey: 'TOPSECRETVALUE', nonce: new Uint8Array(16), seed: example.seed });
    const shown = JSON.stringify(steps);
    expect(shown).not.toContain('TOPSECRETVALUE');
    expect(shown).not.toContain(Buffer.from('TOPSECRETVALUE').toString('hex'));
    expect(steps.hashedParts.secretByteLength).toBe(14);
  });
});

describe('checkSeed', () => {
  const now = new Date('2026-11-20T19:31:05Z');
  it.each([
    ['2026-11-20T14:31:05-05:00', 'within', 0],
    ['2026-11-20T14:36:05-05:00', 'within', 300],
    ['2026-11-20T14:36:06-05:00', 'outside', 301],
    ['2026-11-20T19:20:00.123Z', 'outside', -665],
  ] as const)('%s is %s', (seed, kind, skew) => {
    expect(checkSeed(seed, now)).toEqual({ kind, skewSeconds: skew });
  });
  it.each(['', '2026-11-20 14:31:05', '2026-11-20T14:31:05', 'yesterday', '2026-13-45T99:00:00Z'])('%j is not a seed', (seed) => {
    expect(checkSeed(seed, now)).toEqual({ kind: 'invalid' });
  });
});

describe('seedOf', () => {
  it('writes local time with its offset, to the second', () => {
    const seed = seedOf(new Date());
    expect(seed).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}[+-]\d{2}:\d{2}$/);
    expect(Math.abs(Date.parse(seed) - Date.now())).toBeLessThan(2000);
  });
});

describe('compareTranKey', () => {
  const nonce = nonceFromBase64(example.nonce)!;
  const steps = () => authSteps({ login: 'l', secretKey: example.secretKey, nonce, seed: example.seed });
  const sha = (data: Buffer | string) => createHash('sha256').update(data);

  it('matches the right tranKey', async () => {
    expect(await compareTranKey(` ${example.tranKey} `, await steps(), nonce, example.secretKey)).toEqual({ kind: 'match' });
  });
  it.each([
    ['base64Nonce', sha(example.nonce + example.seed + example.secretKey).digest('base64')],
    ['hexDigest', Buffer.from(sha(Buffer.concat([Buffer.from(nonce), Buffer.from(example.seed + example.secretKey)])).digest('hex')).toString('base64')],
    ['secretNewline', sha(Buffer.concat([Buffer.from(nonce), Buffer.from(`${example.seed}${example.secretKey}\n`)])).digest('base64')],
    ['seedFirst', sha(Buffer.concat([Buffer.from(example.seed), Buffer.from(nonce), Buffer.from(example.secretKey)])).digest('base64')],
    ['noSecret', sha(Buffer.concat([Buffer.from(nonce), Buffer.from(example.seed)])).digest('base64')],
  ])('names the mistake %s', async (mistake, theirs) => {
    expect(await compareTranKey(theirs, await steps(), nonce, example.secretKey)).toEqual({ kind: 'mistake', mistake });
  });
  it('says only that it differs otherwise', async () => {
    expect(await compareTranKey('AAAA', await steps(), nonce, example.secretKey)).toEqual({ kind: 'differs' });
  });
});

describe('nonceFromBase64', () => {
  it.each(['', '***', 'a', '%%%='])('refuses %j', (text) => expect(nonceFromBase64(text)).toBeUndefined());
  it('reads padded and unpadded Base64', () => {
    expect(nonceFromBase64('gxrZ3cMdOHAiye+Qkeh+IQ')?.length).toBe(16);
    expect(nonceFromBase64('gxrZ3cMdOHAiye+Qkeh+IQ==')?.length).toBe(16);
  });
});
