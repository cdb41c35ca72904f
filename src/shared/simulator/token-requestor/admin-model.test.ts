import { describe, expect, it } from 'vitest';
import { type RawObject, without } from '../../openapi/raw';
import { requestExample, responseExample, secondsBetween } from '../sim-test-kit';
import { basic, EXAMPLE_BASIC, send, type Sim, simulatorAt, tokenFor, trApis, webhook } from '../../../node/simulator/token-requestor-test-kit';

/*
 * Token Requestor's administration with the account manager's `admin` credential and the consumer's
 * `consumer` one, each example reproduced at its instant: the site created at 2026-11-18T10:00 is
 * 4410 with the example's webhookSecret, the credential at 10:10 the pages' `trc_4b8e1f0a9d2c7e35`;
 * a revoked credential gets no token and its tokens stop working; the consumer's merchant 1315
 * created at 2026-11-19T09:00 is registered two minutes later with the example's signed
 * ONBOARDING_UPDATED, and 1316 (MCC 7995) is rejected by Visa.
 */

const es = trApis.es;
const en = trApis.en;
const api = es[0]!;
/** The account manager's credential of a scope, and an access token for it. */
async function handedOver(sim: Sim, scope: 'admin' | 'consumer') {
  const given = await sim.act('token-requestor', 'credential', { scope });
  if (!given.ok) throw new Error(given.problem);
  const credential = given.value as { clientId: string; clientSecret: string };
  return { ...credential, bearer: String((await tokenFor(sim, basic(credential.clientId, credential.clientSecret), scope)).json.access_token) };
}

describe('Token Requestor administration', () => {
  it('creates the example site and credential at their instants, and the credential then works', async () => {
    const sim = simulatorAt('2026-11-18T10:00:00-05:00');
    expect((await tokenFor(sim, EXAMPLE_BASIC, 'tokens')).status).toBe(401);
    const admin = await handedOver(sim, 'admin');
    expect(admin.clientId).toBe('trc_9a2d6f1c4e8b0d37');
    const site = await send(sim, 'POST', '/api/admin/sites', admin.bearer, requestExample(api, 'createSite', 'web'));
    expect(site.json).toEqual(responseExample(api, 'createSite', 200, 'created'));
    const local = await send(sim, 'POST', '/api/admin/sites', admin.bearer, { ...requestExample(api, 'createSite', 'web'), notificationUrl: 'http://localhost:3000/hooks' });
    expect(local.json).toEqual(responseExample(api, 'createSite', 400, 'url'));

    await sim.advance(600);
    const credential = await send(sim, 'POST', '/api/admin/credentials', admin.bearer, requestExample(api, 'createCredential', 'tokens'));
    expect(credential.json).toEqual(responseExample(api, 'createCredential', 200, 'created'));
    expect((await tokenFor(sim, EXAMPLE_BASIC, 'tokens')).status).toBe(200);
    const second = await send(sim, 'POST', '/api/admin/credentials', admin.bearer, requestExample(api, 'createCredential', 'tokens'));
    expect((second.json.credential as RawObject).clientId).toMatch(/^trc_[0-9a-f]{16}$/);
    const third = await send(sim, 'POST', '/api/admin/credentials', admin.bearer, requestExample(api, 'createCredential', 'tokens'));
    expect(third.json).toEqual(responseExample(api, 'createCredential', 409, 'limit'));
    expect((await send(sim, 'POST', '/api/admin/credentials', admin.bearer, { scope: 'tokens' })).json).toEqual(responseExample(api, 'createCredential', 400, 'site'));
    expect((await send(sim, 'POST', '/api/admin/credentials', admin.bearer, { scope: 'tokens', siteId: 9999 })).json.status).toMatchObject({ reason: 404, message: 'El sitio no existe' });
  });

  it('lists, shows, renames and revokes credentials; a revoked one gets no token and its token stops working', async () => {
    const sim = simulatorAt('2026-11-20T09:00:00-05:00');
    const admin = await handedOver(sim, 'admin');
    expect((await send(sim, 'GET', '/api/admin/credentials', admin.bearer)).json).toEqual(responseExample(api, 'listCredentials', 200, 'all'));
    expect(((await send(sim, 'GET', '/api/admin/credentials?siteId=4410', admin.bearer)).json.credentials as RawObject[]).map((item) => item.clientId)).toEqual(['trc_4b8e1f0a9d2c7e35']);
    expect((await send(sim, 'GET', '/api/admin/sites', admin.bearer)).json).toEqual(without(responseExample(api, 'listSites', 200, 'sites'), 'x'));
    expect((await send(sim, 'GET', '/api/admin/merchant', admin.bearer)).json).toEqual(responseExample(api, 'getMerchant', 200, 'merchant'));
    await sim.advance(600);
    expect((await send(sim, 'PATCH', '/api/admin/merchant', admin.bearer, requestExample(api, 'updateMerchant', 'contact'))).json).toEqual(responseExample(api, 'updateMerchant', 200, 'updated'));
    const tokens = String((await tokenFor(sim, EXAMPLE_BASIC, 'tokens')).json.access_token);
    expect((await send(sim, 'GET', '/api/admin/merchant', tokens)).json).toEqual({ status: { ...(responseExample(api, 'getMerchant', 403, 'scope').status as RawObject), date: '2026-11-20T09:10:00-05:00' } });
    expect((await send(sim, 'POST', '/api/tokens', admin.bearer, requestExample(api, 'enrollCard', 'visa'))).json.status).toMatchObject({ reason: 403, message: 'La credencial no tiene el alcance requerido' });

    await sim.advance(secondsBetween('2026-11-20T09:10:00-05:00', '2026-12-01T08:55:00-05:00'));
    const fresh = await handedOver(sim, 'admin');
    expect((await send(sim, 'GET', '/api/admin/credentials/trc_4b8e1f0a9d2c7e35', fresh.bearer)).json).toEqual(responseExample(api, 'getCredential', 200, 'credential'));
    await sim.advance(300);
    expect((await send(sim, 'PATCH', '/api/admin/credentials/trc_4b8e1f0a9d2c7e35', fresh.bearer, requestExample(api, 'updateCredential', 'rename'))).json).toEqual(responseExample(api, 'updateCredential', 200, 'renamed'));
    expect((await send(sim, 'GET', '/api/admin/credentials/trc_0000000000000000', fresh.bearer)).json).toEqual(responseExample(api, 'getCredential', 404, 'notFound'));

    await sim.advance(secondsBetween('2026-12-01T09:00:00-05:00', '2027-05-10T09:00:00-05:00'));
    const late = await handedOver(sim, 'admin');
    const working = String((await tokenFor(sim, EXAMPLE_BASIC, 'tokens')).json.access_token);
    expect((await send(sim, 'DELETE', '/api/admin/credentials/trc_4b8e1f0a9d2c7e35', late.bearer)).json).toEqual(responseExample(api, 'revokeCredential', 200, 'revoked'));
    expect((await tokenFor(sim, EXAMPLE_BASIC, 'tokens')).json).toEqual(responseExample(api, 'getAccessToken', 401, 'invalidClient'));
    const refused = await send(sim, 'GET', '/api/tokens/DNITHE382108374650138924', working);
    expect(refused.status).toBe(401);
    expect(refused.notes).toEqual([{ kind: 'auth', message: 'revoked' }]);
    expect((await send(sim, 'DELETE', '/api/admin/credentials/trc_4b8e1f0a9d2c7e35', late.bearer)).json).toEqual(responseExample(api, 'revokeCredential', 404, 'notFound'));

    await sim.advance(300);
    expect((await send(sim, 'PATCH', '/api/admin/sites/4410', late.bearer, requestExample(api, 'updateSite', 'rotate'))).json).toEqual(responseExample(api, 'updateSite', 200, 'rotated'));
    await sim.advance(300);
    expect((await send(sim, 'DELETE', '/api/admin/sites/4411', late.bearer)).json).toEqual(responseExample(api, 'deleteSite', 200, 'deleted'));
    expect((await send(sim, 'DELETE', '/api/admin/sites/4411', late.bearer)).json.status).toMatchObject({ reason: 404 });
  });

  it('refuses to delete a site with live tokens', async () => {
    const sim = simulatorAt('2027-05-10T09:09:00-05:00');
    const tokens = String((await tokenFor(sim, EXAMPLE_BASIC, 'tokens')).json.access_token);
    await send(sim, 'POST', '/api/tokens', tokens, requestExample(api, 'enrollCard', 'visa'));
    await sim.advance(60);
    const admin = await handedOver(sim, 'admin');
    expect((await send(sim, 'DELETE', '/api/admin/sites/4410', admin.bearer)).json).toEqual(responseExample(api, 'deleteSite', 409, 'liveTokens'));
    // An INACTIVE site refuses its credentials with a 403 whose words no page gives.
    await send(sim, 'PATCH', '/api/admin/sites/4410', admin.bearer, { siteStatus: 'INACTIVE' });
    expect((await send(sim, 'GET', '/api/tokens/DNITHE382108374650138924', tokens)).status).toBe(501);
  });
});

describe('Token Requestor consumer and merchants', () => {
  const apuestas = { name: 'Apuestas del Norte S.A.S.', documentType: 'NIT', document: '901765432', country: 'CO', mcc: '7995', url: 'https://apuestas-del-norte.example.com', contactName: 'Luis Pérez', contactEmail: 'soporte@example.com' };

  it('creates the example merchant, registers it two minutes later with the example signatures, rejects Visa for MCC 7995', async () => {
    const sim = simulatorAt('2026-11-19T08:50:00-05:00');
    const consumer = await handedOver(sim, 'consumer');
    expect((await send(sim, 'GET', '/api/admin/consumer', consumer.bearer)).json).toEqual(responseExample(api, 'getConsumer', 200, 'consumer'));
    expect((await send(sim, 'GET', '/api/admin/merchant', consumer.bearer)).json.status).toMatchObject({ reason: 403 });
    await sim.advance(600);
    const created = await send(sim, 'POST', '/api/admin/merchants', consumer.bearer, requestExample(api, 'createMerchant', 'bookstore'));
    expect(created.json).toEqual(responseExample(api, 'createMerchant', 200, 'created'));
    expect((await send(sim, 'POST', '/api/admin/merchants', consumer.bearer, requestExample(api, 'createMerchant', 'bookstore'))).json).toEqual(responseExample(api, 'createMerchant', 409, 'duplicate'));

    // The new merchant's admin credential enrols nothing until its registration ends.
    const admin = String((await tokenFor(sim, basic('trc_2f7a9c4e1b6d8035', 'trs_Hn3Qw8Zp1Lc6Vb9Xk2Mf5Tr7Dg4Ys0Ea'), 'admin')).json.access_token);
    const site = await send(sim, 'POST', '/api/admin/sites', admin, { ...requestExample(api, 'createSite', 'web'), notificationUrl: 'https://libreria-central.example.com/webhooks' });
    const siteId = Number((site.json.site as RawObject).siteId);
    expect(siteId).toBe(4412);
    const credential = await send(sim, 'POST', '/api/admin/credentials', admin, { scope: 'tokens', siteId });
    const made = credential.json.credential as RawObject;
    const tokens = String((await tokenFor(sim, basic(String(made.clientId), String(credential.json.clientSecret)), 'tokens')).json.access_token);
    expect((await send(sim, 'POST', '/api/tokens', tokens, requestExample(api, 'enrollCard', 'visa'))).json.status).toMatchObject({ status: 'FAILED', reason: 'TR17' });

    sim.takeNotifications();
    await sim.advance(120);
    const delivered = sim.takeNotifications();
    // Each brand to the merchant's active site and to the consumer, each signed with its own secret.
    expect(delivered.map((notification) => notification.url)).toEqual(['https://libreria-central.example.com/webhooks', 'https://pasarela-andina.example.com/webhooks/ondapay', 'https://libreria-central.example.com/webhooks', 'https://pasarela-andina.example.com/webhooks/ondapay']);
    expect(JSON.parse(delivered[1]!.body)).toEqual(webhook('onboardingUpdated', 'active'));

    await sim.advance(secondsBetween('2026-11-19T09:02:00-05:00', '2026-11-19T09:30:00-05:00'));
    await send(sim, 'POST', '/api/admin/merchants', consumer.bearer, apuestas);
    await sim.advance(120);
    const rejected = sim.takeNotifications().map((notification) => JSON.parse(notification.body) as RawObject);
    expect(rejected[0]).toEqual(webhook('onboardingUpdated', 'rejected'));
    expect(rejected[1]).toMatchObject({ merchantId: 1316, brand: 'MASTERCARD', status: { status: 'ACTIVE', reason: '00' } });

    await sim.advance(secondsBetween('2026-11-19T09:32:00-05:00', '2026-11-20T09:00:00-05:00'));
    const again = await handedOver(sim, 'consumer');
    expect((await send(sim, 'GET', '/api/admin/merchants', again.bearer)).json).toEqual(responseExample(api, 'listMerchants', 200, 'merchants'));
    expect((await send(sim, 'GET', '/api/admin/merchants/1315', again.bearer)).json).toEqual(responseExample(api, 'getConsumerMerchant', 200, 'active'));
    expect((await send(sim, 'GET', '/api/admin/merchants/9999', again.bearer)).json).toEqual(responseExample(api, 'getConsumerMerchant', 404, 'notFound'));
    await sim.advance(1800);
    expect((await send(sim, 'DELETE', '/api/admin/merchants/1316', again.bearer)).json).toEqual(responseExample(api, 'deleteMerchant', 200, 'deleted'));
  });

  it('answers in English', async () => {
    const apiEn = en[0]!;
    const sim = simulatorAt('2026-11-19T08:50:00-05:00', 'en');
    const consumer = await handedOver(sim, 'consumer');
    expect((await send(sim, 'GET', '/api/admin/consumer', consumer.bearer)).json).toEqual(responseExample(apiEn, 'getConsumer', 200, 'consumer'));
    const admin = await handedOver(sim, 'admin');
    expect((await send(sim, 'GET', '/api/admin/credentials/trc_0000000000000000', admin.bearer)).json.status).toMatchObject({ reason: 404, message: 'The credential does not exist' });
  });
});
