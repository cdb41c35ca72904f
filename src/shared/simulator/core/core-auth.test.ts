import { describe, expect, it } from 'vitest';
import { without } from '../../openapi/raw';
import { freshAuth, postJson } from '../sim-test-kit';
import { exampleSite } from '../site';
import { exampleAdministrator, type SimAdministrator } from './administrators';
import { CORE, coreKit } from '../../../node/simulator/core-test-kit';

/*
 * Who calls Core (/core#autenticación): the example administrator (scope PLATFORM) with its
 * example secret; a site's credentials in Core, or the administrator's in a payment API, are the
 * definition's 401. A MERCHANT administrator gets 403 where the definition has one, and 404 for a
 * merchant outside its scope.
 */
const { answer, asExample, call, simulatorAt, core } = coreKit('es', ['checkout']);
const at = '2026-11-20T15:10:01-05:00';
const withoutDate = (body: Record<string, unknown>) => JSON.parse(JSON.stringify(body, (key, value: unknown) => (key === 'date' ? undefined : value))) as unknown;

describe('Core authentication', () => {
  it('accepts the example administrator and refuses a site login, a wrong key or a reused nonce with the 401 example', async () => {
    const sim = simulatorAt(at);
    expect((await postJson(sim, `${CORE}/api/tools/ping`, asExample('ping', 'auth'))).status).toBe(200);
    const reused = await postJson(sim, `${CORE}/api/tools/ping`, asExample('ping', 'auth'));
    expect(reused.status).toBe(401);
    expect(reused.notes).toEqual([{ kind: 'auth', message: 'nonceReused' }]);
    const site = await call(sim, '/api/tools/ping', {}, exampleSite);
    expect(site.status).toBe(401);
    expect(withoutDate(site.json)).toEqual(withoutDate(answer('ping', 401, 'authenticationFailed')));
    const wrongKey = await call(sim, '/api/tools/ping', {}, { login: exampleAdministrator.login, secretKey: exampleSite.secretKey });
    expect(wrongKey.notes).toEqual([{ kind: 'auth', message: 'wrongTranKey' }]);
  });

  it('answers 401 to the administrator on a payment API', async () => {
    const sim = simulatorAt(at);
    const session = await postJson(sim, 'https://checkout-test.ondapay.dev/api/session', { auth: await freshAuth(sim, exampleAdministrator), payment: { reference: 'X-1', description: 'x', amount: { currency: 'COP', total: 1000 } }, expiration: '2026-11-21T00:00:00-05:00', returnUrl: 'https://example.com', ipAddress: '127.0.0.1', userAgent: 'test' });
    expect(session.status).toBe(401);
    expect(session.notes).toEqual([{ kind: 'auth', message: 'unknownLogin' }]);
  });

  it('gives a MERCHANT administrator 403 where the definition has one and 404 outside its merchant', async () => {
    const merchantAdmin: SimAdministrator = { login: '0a1b2c3d4e5f6071', secretKey: 'merchant-admin-test-key', scope: 'MERCHANT', merchantId: 1207 };
    const sim = simulatorAt(at, { administrators: [exampleAdministrator, merchantAdmin] });
    const merchant = without(asExample('createMerchant', 'merchant'), 'auth');
    expect((await call(sim, '/api/merchants', merchant)).json).toMatchObject({ merchantId: 1207 });
    expect((await call(sim, '/api/merchants', merchant, merchantAdmin)).json).toEqual(answer('createMerchant', 403, 'forbidden'));
    expect((await call(sim, '/api/merchants/1207', {}, merchantAdmin)).status).toBe(200);
    expect((await call(sim, '/api/merchants/1207/deactivate', { comment: 'x' }, merchantAdmin)).status).toBe(403);
    expect((await call(sim, '/api/merchants', { merchant: { ...(merchant.merchant as object), document: '900765432' } })).json).toMatchObject({ merchantId: 1208 });
    expect((await call(sim, '/api/merchants/1208', {}, merchantAdmin)).json).toEqual(answer('getMerchant', 404, 'notFound'));
    const ping = await call(sim, '/api/tools/ping', {}, merchantAdmin);
    expect(ping.json.credentials).toEqual({ login: merchantAdmin.login, scope: 'MERCHANT', merchantId: 1207 });
    expect(core.api).toBe('core');
  });
});
