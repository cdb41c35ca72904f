import { describe, expect, it } from 'vitest';
import { credentialsShown } from './run-page';

describe('credentialsShown', () => {
  it('judges a body auth and headers written out, never a shell variable or a Bearer token', () => {
    expect(credentialsShown({ headers: {} }, { auth: { login: 'a' } })).toBe(true);
    expect(credentialsShown({ headers: { 'x-scudo-signature': 'login=a,timestamp=1,signature=f' } }, {})).toBe(true);
    expect(credentialsShown({ headers: { authorization: `Basic ${Buffer.from('trc_1:trs_2').toString('base64')}` } }, undefined)).toBe(true);
    expect(credentialsShown({ headers: { authorization: `Basic ${Buffer.from('$ID:$SECRET').toString('base64')}` } }, undefined)).toBe(false);
    expect(credentialsShown({ headers: { authorization: 'Bearer 3dss_test_9Gq2' } }, {})).toBe(false);
    expect(credentialsShown({ headers: { 'content-type': 'application/json' } }, { merchantId: 1 })).toBe(false);
  });
});
