import { describe, expect, it } from 'vitest';
import { authSteps } from '../toolkit/auth';
import { checkBodyAuth, NonceMemory } from './body-auth';
import { exampleSite } from './site';

/** The worked vector of /checkout/authentication (`<TestVector algorithm="tranKey">`). */
const vector = { login: exampleSite.login, nonce: 'XJ9+A9uK/tGrzk4aNezKJw==', seed: '2026-11-20T14:30:00-05:00', tranKey: 'u+QarLZtYXLxfBTLZy6r6gmHT0NzhLskwDbY3/z+BdE=' };
const at = (text: string) => new Date(text);

describe('checkBodyAuth', () => {
  it('accepts the page worked example with the example secretKey, once', async () => {
    const nonces = new NonceMemory();
    expect(await checkBodyAuth(vector, [exampleSite], at('2026-11-20T14:30:01-05:00'), nonces)).toMatchObject({ ok: true, holder: exampleSite });
    expect(await checkBodyAuth(vector, [exampleSite], at('2026-11-20T14:30:02-05:00'), nonces)).toEqual({ ok: false, failure: 'nonceReused' });
  });

  it('names the part that failed, for the console', async () => {
    const now = at('2026-11-20T14:30:01-05:00');
    const check = (auth: object) => checkBodyAuth({ ...vector, ...auth }, [exampleSite], now, new NonceMemory());
    expect(await check({ login: 'nobody' })).toEqual({ ok: false, failure: 'unknownLogin' });
    expect(await check({ nonce: '' })).toEqual({ ok: false, failure: 'badNonce' });
    expect(await check({ seed: 'yesterday' })).toEqual({ ok: false, failure: 'seedInvalid' });
    expect(await check({ seed: '2026-11-20T14:20:00-05:00' })).toMatchObject({ ok: false, failure: 'seedOutside' });
    expect(await check({ tranKey: 'yTXwS+ZrA8Zhu7ZYR1A4gSTU+qlLE4AEZ9DnzNkMKbQ=' })).toEqual({ ok: false, failure: 'wrongTranKey' });
  });

  it('does not spend a nonce on a request that fails, so the corrected one goes through', async () => {
    const nonces = new NonceMemory();
    const now = at('2026-11-20T14:30:01-05:00');
    expect(await checkBodyAuth({ ...vector, tranKey: 'x' }, [exampleSite], now, nonces)).toMatchObject({ ok: false });
    expect(await checkBodyAuth(vector, [exampleSite], now, nonces)).toMatchObject({ ok: true });
  });

  it('forgets a nonce once its seed could no longer pass', async () => {
    const nonces = new NonceMemory();
    const steps = await authSteps({ login: exampleSite.login, secretKey: exampleSite.secretKey, nonce: new Uint8Array(16).fill(9), seed: '2026-11-20T14:30:00-05:00' });
    expect(nonces.remember(exampleSite.login, steps.nonceBase64, at('2026-11-20T14:30:00-05:00'))).toBe(true);
    expect(nonces.remember(exampleSite.login, steps.nonceBase64, at('2026-11-20T14:39:59-05:00'))).toBe(false);
    expect(nonces.remember(exampleSite.login, steps.nonceBase64, at('2026-11-20T14:40:01-05:00'))).toBe(true);
  });
});
