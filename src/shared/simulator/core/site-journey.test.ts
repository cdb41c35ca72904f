import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { RawObject } from '../../openapi/raw';
import { siteDateTime } from '../clock';
import { freshAuth, postJson, requestExample } from '../sim-test-kit';
import { exampleSite } from '../site';
import type { Simulator } from '../simulator';
import { coreKit, secondsFrom } from '../../../node/simulator/core-test-kit';

/*
 * The integrator's journey of /core ("Cómo fluye una integración"): Core creates the merchant and its
 * site, enables Web Checkout, the site's cards, and its credentials; the site then creates a Web
 * Checkout session with those credentials and the payer pays it, the notification signed with the
 * new key. The site's credentials answer 401 while the site, its merchant or the product is off, and
 * a rotated key keeps the old one only for the overlap.
 */
const { asExample, call, callExample, simulatorAt, apis } = coreKit('es', ['checkout', 'gateway']);
const checkout = apis.find((api) => api.api === 'checkout')!;
const gateway = apis.find((api) => api.api === 'gateway')!;
const start = '2026-11-20T15:10:01-05:00';
const SESSION = 'https://checkout-test.ondapay.dev/api/session';

async function siteReady(): Promise<{ sim: Simulator; credentials: { login: string; secretKey: string } }> {
  // The environment knows the pages' example site (login a4f0b5c8d6e1a2b3): the credentials Core creates for 3311 replace its key.
  const sim = simulatorAt(start);
  await call(sim, '/api/merchants', { merchant: asExample('createMerchant', 'merchant').merchant as object });
  await callExample(sim, '/api/sites', 'createSite', 'cop');
  await call(sim, '/api/merchants/1207/integrations/enable', { product: 'checkout' });
  await call(sim, '/api/merchants/1207/payment-methods/enable', { paymentMethods: ['visa', 'master'] });
  await call(sim, '/api/sites/3311/payment-methods/enable', { paymentMethods: ['visa', 'master'] });
  await callExample(sim, '/api/sites/3311/integrations/notification', 'setNotificationUrl', 'url');
  const created = await callExample(sim, '/api/sites/3311/integrations/credentials', 'createSiteCredentials', 'auth');
  return { sim, credentials: { login: String(created.json.login), secretKey: String(created.json.secretKey) } };
}

async function createSession(sim: Simulator, credentials: { login: string; secretKey: string }, reference: string) {
  const body: RawObject = { ...requestExample(checkout, 'createSession', 'payment'), auth: await freshAuth(sim, credentials), expiration: siteDateTime(new Date(sim.clock.now().getTime() + 30 * 60_000)) };
  body.payment = { ...(body.payment as RawObject), reference };
  return postJson(sim, SESSION, body);
}

describe('A site Core creates pays with Web Checkout', () => {
  it('creates a session with the new credentials, and its notification is signed with the new key', async () => {
    const { sim, credentials } = await siteReady();
    // Core hands out the example site's credentials, the ones every payment example signs with (content guide).
    expect(credentials).toEqual({ login: exampleSite.login, secretKey: exampleSite.secretKey });
    const session = await createSession(sim, credentials, 'ORDER-CORE-1');
    expect(session.status).toBe(200);
    const paid = await sim.payCheckoutSession(Number(session.json.requestId), '4111 1111 1111 1111');
    expect(paid.ok).toBe(true);
    const [notification] = sim.takeNotifications();
    expect(notification?.url).toBe('https://tienda-andina.example.com/webhooks/ondapay');
    const sent = JSON.parse(notification!.body) as { requestId: number; signature: string; status: { status: string; date: string } };
    expect(sent.signature).toBe(createHash('sha256').update(`${sent.requestId}${sent.status.status}${sent.status.date}${credentials.secretKey}`).digest('hex'));
  });

  it('answers 401 while the site, its merchant or Web Checkout is off, and again once they are on', async () => {
    const { sim, credentials } = await siteReady();
    const refused = async (reason: string) => {
      const answer = await createSession(sim, credentials, 'ORDER-CORE-3');
      expect(answer.status).toBe(401);
      expect(answer.notes).toEqual([{ kind: 'auth', message: reason }]);
    };
    await call(sim, '/api/sites/3311/deactivate', { comment: 'x' });
    await refused('siteInactive');
    await call(sim, '/api/sites/3311/activate');
    await call(sim, '/api/merchants/1207/deactivate', { comment: 'x' });
    await refused('merchantInactive');
    await call(sim, '/api/merchants/1207/activate');
    await call(sim, '/api/merchants/1207/integrations/disable', { product: 'checkout' });
    await refused('productNotEnabled');
    await call(sim, '/api/merchants/1207/integrations/enable', { product: 'checkout' });
    expect((await createSession(sim, credentials, 'ORDER-CORE-3')).status).toBe(200);
  });

  it('keeps the previous key for the overlap of a rotation, and applies the attempts limit set in Core', async () => {
    const { sim, credentials } = await siteReady();
    await call(sim, '/api/sites/3311/integrations/attempts-limit', { attemptsLimit: 1 });
    const rotated = await callExample(sim, '/api/sites/3311/integrations/credentials/rotate', 'rotateSecretKey', 'overlap');
    const fresh = { login: credentials.login, secretKey: String(rotated.json.secretKey) };
    expect((await createSession(sim, credentials, 'ORDER-CORE-4')).status).toBe(200);
    const session = await createSession(sim, fresh, 'ORDER-CORE-5');
    expect(session.status).toBe(200);
    await sim.payCheckoutSession(Number(session.json.requestId), '4000 0000 0000 0002');
    const [notification] = sim.takeNotifications();
    expect(JSON.parse(notification!.body)).toMatchObject({ status: { status: 'REJECTED', reason: 'AL' } });
    await sim.advance(secondsFrom(start, String(rotated.json.previousKeyValidUntil)));
    expect((await createSession(sim, credentials, 'ORDER-CORE-6')).status).toBe(401);
    expect((await createSession(sim, fresh, 'ORDER-CORE-6')).status).toBe(200);
  });

  it('pays with Gateway once the merchant has Gateway enabled', async () => {
    const { sim, credentials } = await siteReady();
    const purchase = async () => postJson(sim, 'https://gateway-test.ondapay.dev/api/process', { ...requestExample(gateway, 'process', 'purchase'), auth: await freshAuth(sim, credentials) });
    const refused = await purchase();
    expect(refused.status).toBe(401);
    expect(refused.notes).toEqual([{ kind: 'auth', message: 'productNotEnabled' }]);
    await call(sim, '/api/merchants/1207/integrations/enable', { product: 'gateway' });
    const approved = await purchase();
    expect(approved.status).toBe(200);
    expect(approved.json.transaction).toMatchObject({ status: { status: 'APPROVED' } });
  });
});
