import { describe, expect, it } from 'vitest';
import { checkBodyAuth, NonceMemory } from '../simulator/body-auth';
import { exampleSite } from '../simulator/site';
import { fromBase64 } from '../toolkit/bytes';
import { freshAuth } from './fresh-auth';

describe('freshAuth', () => {
  it('computes tranKey = Base64(SHA-256(nonce + seed + secretKey)) as the simulator checks it, with a new nonce each time', async () => {
    const seed = '2026-11-20T14:30:00-05:00';
    const first = await freshAuth(exampleSite, seed);
    const second = await freshAuth(exampleSite, seed);
    expect(first.login).toBe(exampleSite.login);
    expect(first.seed).toBe(seed);
    expect(fromBase64(first.nonce)?.length).toBe(16);
    expect(second.nonce).not.toBe(first.nonce);
    const result = await checkBodyAuth(first, [exampleSite], new Date(Date.parse(seed)), new NonceMemory());
    expect(result.ok).toBe(true);
  });

  it('matches a known vector', async () => {
    const nonce = new Uint8Array(16).fill(1);
    const auth = await freshAuth({ login: 'l', secretKey: 's' }, '2026-11-20T14:30:00-05:00', nonce);
    const { createHash } = await import('node:crypto');
    expect(auth.tranKey).toBe(createHash('sha256').update(Buffer.concat([Buffer.from(nonce), Buffer.from('2026-11-20T14:30:00-05:00s')])).digest('base64'));
  });
});
