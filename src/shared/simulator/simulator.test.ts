import { describe, expect, it } from 'vitest';
import { repositoryFacts } from '../../node/facts/load-facts';
import { loadSimulatorApis } from '../../node/simulator/load-simulator-apis';
import type { Locale } from '../i18n/locales';
import { isObject, type RawObject, without } from '../openapi/raw';
import { readSignature } from '../openapi/signature';
import { authSteps } from '../toolkit/auth';
import { fromBase64 } from '../toolkit/bytes';
import { checkSignature } from '../toolkit/signature-check';
import type { SimApi } from './api-data';
import { fixedClock, siteDateTime } from './clock';
import { jsonMedia, requestExamples, responseExamples } from './examples';
import { schemaProblems } from './request-validation';
import { createSimulator } from './simulator';
import { exampleSite } from './site';
import { findOperation } from './words';

/*
 * The Web Checkout guide's flow, run against the simulator with the page's own examples: create the
 * session (the reference's `payment` example, sent as written at its seed), pay it with the test
 * card the example shows, receive the signed notification, query it. The answers are the ones the
 * pages show: the same status, reason, message, identifiers and signature.
 */

const apis: Record<Locale, SimApi[]> = { es: loadSimulatorApis(process.cwd(), 'es', ['checkout']), en: loadSimulatorApis(process.cwd(), 'en', ['checkout']) };
const checkout = (locale: Locale) => apis[locale][0]!;
const HOST = 'https://checkout-test.ondapay.dev';

const requestExample = (locale: Locale, operationId: string, name: string) => requestExamples(checkout(locale).document, findOperation(checkout(locale), operationId)).get(name) as RawObject;

/**
 * A page's example request with its `tranKey` computed for the example site's secretKey from the
 * example's own `nonce` and `seed`: the examples' `tranKey`s are illustrations (no page says which
 * secret made them), and every request needs its own `auth` anyway.
 */
async function signedExample(locale: Locale, operationId: string, name: string) {
  const example = requestExample(locale, operationId, name);
  const auth = example.auth as RawObject;
  const steps = await authSteps({ login: exampleSite.login, secretKey: exampleSite.secretKey, nonce: fromBase64(String(auth.nonce))!, seed: String(auth.seed) });
  return { ...example, auth: { ...auth, tranKey: steps.tranKey } };
}
const responseExample = (locale: Locale, operationId: string, status: number, name: string) => responseExamples(checkout(locale).document, findOperation(checkout(locale), operationId), status).get(name) as RawObject;

function simulatorAt(at: string, locale: Locale = 'es') {
  return createSimulator({ locale, apis: apis[locale], facts: repositoryFacts(), clock: fixedClock(at) });
}

type Sim = ReturnType<typeof simulatorAt>;

const post = async (sim: Sim, path: string, body: unknown) => {
  const response = await sim.handle({ method: 'POST', url: `${HOST}${path}`, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  return { ...response, json: JSON.parse(response.body) as RawObject };
};

/** A fresh `auth` for the example site at the simulator's time, built as the pages' reference code builds it. */
async function freshAuth(sim: Sim, nonceByte = 7) {
  const seed = siteDateTime(sim.clock.now());
  const steps = await authSteps({ login: exampleSite.login, secretKey: exampleSite.secretKey, nonce: new Uint8Array(16).fill(nonceByte), seed });
  return { login: exampleSite.login, tranKey: steps.tranKey, nonce: steps.nonceBase64, seed };
}

/** A valid session request (the page's `payment` example) with a fresh `auth`. */
async function sessionRequest(sim: Sim, nonceByte: number, changes: RawObject = {}): Promise<RawObject & { auth: RawObject }> {
  return { ...requestExample('es', 'createSession', 'payment'), auth: await freshAuth(sim, nonceByte), expiration: siteDateTime(new Date(sim.clock.now().getTime() + 30 * 60_000)), ...changes };
}

const statusOf = (value: unknown) => (isObject(value) && isObject(value.status) ? { status: value.status.status, reason: value.status.reason, message: value.status.message } : undefined);

const responseProblems = (locale: Locale, operationId: string, status: number, body: unknown) => {
  const api = checkout(locale);
  const media = jsonMedia(api.document, (findOperation(api, operationId).operation.responses as RawObject)[String(status)]);
  return schemaProblems(api.document, media?.schema, body, 'response');
};

const notificationRule = () => {
  const webhooks = checkout('es').document.webhooks as RawObject;
  const rule = readSignature((webhooks.sessionStatus as RawObject).post as RawObject)!;
  return { in: rule.in, name: rule.name, algorithms: rule.algorithms, fields: rule.fields, encoding: rule.encoding };
};

describe('the Web Checkout guide, run against the simulator', () => {
  it('creates, pays, notifies and queries a session as the pages show it', async () => {
    // The example request as written (its tranKey recomputed), sent a second after its seed, 14:30:00.
    const sim = simulatorAt('2026-11-20T14:30:01-05:00');
    const created = await post(sim, '/api/session', await signedExample('es', 'createSession', 'payment'));
    const createdExample = responseExample('es', 'createSession', 200, 'created');
    expect(created.status).toBe(200);
    expect(statusOf(created.json)).toEqual(statusOf(createdExample));
    expect(created.json.status).toEqual(createdExample.status);
    expect(created.json.requestId).toBe(createdExample.requestId);
    expect(String(created.json.processUrl)).toMatch(/^https:\/\/checkout-test\.ondapay\.dev\/session\/8412345\/[0-9a-f]{32}$/);
    expect(responseProblems('es', 'createSession', 200, created.json)).toEqual([]);

    // The payer pays at 14:42:10 with the card the example shows (Visa 4111…1111).
    await sim.advance(12 * 60 + 9);
    const paid = await sim.payCheckoutSession(8412345, '4111 1111 1111 1111');
    expect(paid).toMatchObject({ ok: true, payment: { status: 'APPROVED', reason: '00' }, session: { status: 'APPROVED' } });

    // The notification is the page's example, signature included (the example secretKey, SHA-256).
    const [notification, ...others] = sim.takeNotifications();
    expect(others).toEqual([]);
    const webhookExample = ((((checkout('es').document.webhooks as RawObject).sessionStatus as RawObject).post as RawObject).requestBody as RawObject).content as RawObject;
    const exampleBody = ((((webhookExample['application/json'] as RawObject).examples as RawObject).approved as RawObject).value) as RawObject;
    expect(JSON.parse(notification!.body)).toEqual(exampleBody);
    expect(notification!.url).toBe('https://tienda-andina.example.com/webhooks/ondapay');
    expect(await checkSignature(notificationRule(), notification!.body, exampleSite.secretKey)).toMatchObject({ kind: 'valid', algorithm: 'SHA-256' });

    // The query after the notification: the page's example request, at its seed (14:42:15).
    await sim.advance(5);
    const queried = await post(sim, '/api/session/8412345', await signedExample('es', 'getSession', 'query'));
    const approved = responseExample('es', 'getSession', 200, 'approved');
    expect(queried.status).toBe(200);
    expect(responseProblems('es', 'getSession', 200, queried.json)).toEqual([]);
    expect(statusOf(queried.json)).toEqual(statusOf(approved));
    expect(queried.json.request).toMatchObject(approved.request as RawObject);
    const [payment] = queried.json.payment as RawObject[];
    const [examplePayment] = approved.payment as RawObject[];
    for (const field of ['internalReference', 'reference', 'paymentMethod', 'paymentMethodName', 'issuerName', 'amount', 'authorization', 'receipt', 'refunded', 'refundedAmount', 'type', 'card']) {
      expect(payment![field], field).toEqual(examplePayment![field]);
    }
    expect(statusOf(payment)).toEqual(statusOf(examplePayment));
    // Dated as the pages date them: the payment approved at 14:42:08, the session at 14:42:10.
    expect((payment!.status as RawObject).date).toBe((examplePayment!.status as RawObject).date);
    expect((payment!.status as RawObject).date).toBe('2026-11-20T14:42:08-05:00');
    expect((queried.json.status as RawObject).date).toBe('2026-11-20T14:42:10-05:00');
  });

  it('answers in English with the English definition', async () => {
    const sim = simulatorAt('2026-11-20T14:30:01-05:00', 'en');
    const created = await post(sim, '/api/session', await signedExample('en', 'createSession', 'payment'));
    expect(statusOf(created.json)).toEqual(statusOf(responseExample('en', 'createSession', 200, 'created')));
    const missing = await post(sim, '/api/session', { ...(await sessionRequest(sim, 1)), payment: { description: 'x', amount: { currency: 'COP', total: 1000 } } });
    expect(missing.json.status).toMatchObject({ reason: 400, message: 'The payment.reference field is required' });
  });
});

describe('authentication, as the pages describe it', () => {
  const failed = (locale: Locale) => statusOf(responseExample(locale, 'createSession', 401, 'authenticationFailed'));

  it('answers a wrong tranKey, a stale seed, a reused nonce and an unknown login with the one 401 the API gives', async () => {
    const sim = simulatorAt('2026-11-20T14:30:01-05:00');
    const base = await sessionRequest(sim, 1);
    const cases: Array<[string, unknown]> = [
      ['wrongTranKey', { ...base.auth, tranKey: 'yTXwS+ZrA8Zhu7ZYR1A4gSTU+qlLE4AEZ9DnzNkMKbQ=' }],
      ['unknownLogin', { ...base.auth, login: '0000000000000000' }],
      ['seedOutside', { ...base.auth, seed: '2026-11-20T14:20:00-05:00' }],
    ];
    for (const [failure, auth] of cases) {
      const answer = await post(sim, '/api/session', { ...base, auth });
      expect(answer.status, failure).toBe(401);
      expect(statusOf(answer.json), failure).toEqual(failed('es'));
      expect(answer.notes, failure).toEqual([{ kind: 'auth', message: failure }]);
    }
    expect((await post(sim, '/api/session', base)).status).toBe(200);
    const reused = await post(sim, '/api/session', base);
    expect(reused.status).toBe(401);
    expect(reused.notes).toEqual([{ kind: 'auth', message: 'nonceReused' }]);
  });

  it('accepts a seed up to 5 minutes away and refuses one more', async () => {
    const sim = simulatorAt('2026-11-20T14:30:00-05:00');
    await sim.advance(300);
    expect((await post(sim, '/api/session', await sessionRequest(sim, 2, { auth: { ...(await authAt('2026-11-20T14:30:00-05:00', 2)) } }))).status).toBe(200);
    await sim.advance(1);
    expect((await post(sim, '/api/session', await sessionRequest(sim, 3, { auth: { ...(await authAt('2026-11-20T14:30:00-05:00', 3)) } }))).status).toBe(401);
  });

  it('names a missing auth field with a 400 before authenticating', async () => {
    const sim = simulatorAt('2026-11-20T14:30:01-05:00');
    const request = await sessionRequest(sim, 4);
    const answer = await post(sim, '/api/session', { ...request, auth: without(request.auth, 'tranKey') });
    expect(answer.status).toBe(400);
    expect(answer.json.status).toMatchObject({ status: 'FAILED', reason: 400, message: 'El campo auth.tranKey es obligatorio' });
    expect(answer.notes[0]).toMatchObject({ kind: 'problem', pointer: '/auth/tranKey' });
  });
});

async function authAt(seed: string, nonceByte: number) {
  const steps = await authSteps({ login: exampleSite.login, secretKey: exampleSite.secretKey, nonce: new Uint8Array(16).fill(nonceByte), seed });
  return { login: exampleSite.login, tranKey: steps.tranKey, nonce: steps.nonceBase64, seed };
}

describe('request validation', () => {
  it('answers the 400 of the reference with the field that is missing, and its JSON pointer', async () => {
    const sim = simulatorAt('2026-11-20T14:30:01-05:00');
    const request = await sessionRequest(sim, 5);
    const answer = await post(sim, '/api/session', { ...request, payment: without(request.payment as RawObject, 'reference') });
    expect(answer.status).toBe(400);
    expect(answer.json.status).toMatchObject({ ...statusOf(responseExample('es', 'createSession', 400, 'missingField')) });
    expect(answer.notes[0]).toMatchObject({ kind: 'problem', pointer: '/payment/reference' });
  });

  it('names a field of the wrong format and refuses a body that is not JSON', async () => {
    const sim = simulatorAt('2026-11-20T14:30:01-05:00');
    const answer = await post(sim, '/api/session', await sessionRequest(sim, 6, { returnUrl: 'not a url' }));
    expect(answer.status).toBe(400);
    expect(answer.json.status).toMatchObject({ message: 'El campo returnUrl no tiene un formato válido' });
    const broken = await sim.handle({ method: 'POST', url: `${HOST}/api/session`, body: '{"auth":' });
    expect(broken.status).toBe(400);
    expect(JSON.parse(broken.body).status).toMatchObject({ status: 'FAILED', reason: 400 });
  });

  it('answers the expiration rule with the reference example', async () => {
    const sim = simulatorAt('2026-11-20T14:30:01-05:00');
    const answer = await post(sim, '/api/session', await sessionRequest(sim, 7, { expiration: '2026-11-20T14:32:00-05:00' }));
    expect(answer.status).toBe(400);
    expect(statusOf(answer.json)).toEqual(statusOf(responseExample('es', 'createSession', 400, 'expiration')));
  });
});

describe('a session through its life', () => {
  async function created(sim: Sim, nonceByte: number, changes: RawObject = {}) {
    const answer = await post(sim, '/api/session', await sessionRequest(sim, nonceByte, changes));
    expect(answer.status).toBe(200);
    return answer.json.requestId as number;
  }
  const query = async (sim: Sim, requestId: number, nonceByte: number) => (await post(sim, `/api/session/${requestId}`, { auth: await freshAuth(sim, nonceByte) })).json;
  const notified = (sim: Sim) => sim.takeNotifications().map((notification) => statusOf(JSON.parse(notification.body)));

  it('ends REJECTED AL after three rejected payments with 4000 0000 0000 0002, notifying once', async () => {
    const sim = simulatorAt('2026-11-20T14:30:01-05:00');
    const requestId = await created(sim, 10);
    for (let attempt = 1; attempt <= 3; attempt++) {
      expect(await sim.payCheckoutSession(requestId, '4000000000000002')).toMatchObject({ ok: true, payment: { status: 'REJECTED', reason: '05', message: 'Transacción rechazada por el emisor (Do not honor)' } });
    }
    expect(notified(sim)).toEqual([statusOf(responseExample('es', 'getSession', 200, 'attemptsLimit'))]);
    const session = await query(sim, requestId, 11);
    expect(statusOf(session)).toEqual(statusOf(responseExample('es', 'getSession', 200, 'attemptsLimit')));
    expect(session.payment).toHaveLength(3);
    expect(await sim.payCheckoutSession(requestId, '4111111111111111')).toEqual({ ok: false, problem: 'closed' });
  });

  it('keeps a payment with 5105 … 5100 PENDING for 5 minutes, refuses to cancel it, then approves it', async () => {
    const sim = simulatorAt('2026-11-20T14:30:01-05:00');
    const requestId = await created(sim, 12);
    expect(await sim.payCheckoutSession(requestId, '5105 1051 0510 5100')).toMatchObject({ ok: true, payment: { status: 'PENDING', reason: '09' }, session: { status: 'PENDING' } });
    const cancel = await post(sim, `/api/session/${requestId}/cancel`, { auth: await freshAuth(sim, 13) });
    expect(cancel.status).toBe(409);
    expect(statusOf(cancel.json)).toEqual(statusOf(responseExample('es', 'cancelSession', 409, 'paymentInProgress')));
    await sim.advance(299);
    expect(notified(sim)).toEqual([]);
    await sim.advance(1);
    expect(notified(sim)).toEqual([statusOf(responseExample('es', 'getSession', 200, 'approved'))]);
    const session = await query(sim, requestId, 14);
    expect((session.payment as RawObject[])[0]).toMatchObject({ status: { status: 'APPROVED', reason: '00' }, refunded: false });
  });

  it('expires at its expiration with the EX notification, never while a payment is pending', async () => {
    const sim = simulatorAt('2026-11-20T14:30:01-05:00');
    const requestId = await created(sim, 15);
    await sim.advance(30 * 60 - 1);
    expect(notified(sim)).toEqual([]);
    await sim.advance(1);
    expect(notified(sim)).toEqual([statusOf(responseExample('es', 'getSession', 200, 'expired'))]);
    expect(statusOf(await query(sim, requestId, 16))).toEqual(statusOf(responseExample('es', 'getSession', 200, 'expired')));
  });

  it('cancels a pending session (REJECTED CA, notified) and then refuses to cancel it again', async () => {
    const sim = simulatorAt('2026-11-20T14:30:01-05:00');
    const requestId = await created(sim, 17);
    const cancel = await post(sim, `/api/session/${requestId}/cancel`, { auth: await freshAuth(sim, 18) });
    expect(cancel.status).toBe(200);
    expect(statusOf(cancel.json)).toEqual(statusOf(responseExample('es', 'cancelSession', 200, 'cancelled')));
    expect(notified(sim)).toEqual([statusOf(responseExample('es', 'getSession', 200, 'cancelled'))]);
    const again = await post(sim, `/api/session/${requestId}/cancel`, { auth: await freshAuth(sim, 19) });
    expect(again.status).toBe(409);
    expect(again.json.status).toMatchObject({ message: 'La sesión no se puede cancelar porque está en estado REJECTED' });
  });

  it('asks for the OTP of a challenge card: 123456 approves, another rejects with 3N', async () => {
    const sim = simulatorAt('2026-11-20T14:30:01-05:00');
    const first = await created(sim, 20);
    expect(await sim.payCheckoutSession(first, '4000 0000 0000 3220')).toEqual({ ok: false, problem: 'otpRequired' });
    expect(await sim.payCheckoutSession(first, '4000 0000 0000 3220', '000000')).toMatchObject({ ok: true, payment: { status: 'REJECTED', reason: '3N', message: 'Autenticación 3-D Secure fallida' } });
    expect(await sim.payCheckoutSession(first, '4000 0000 0000 3220', '123456')).toMatchObject({ ok: true, payment: { status: 'APPROVED', reason: '00' }, session: { status: 'APPROVED' } });
    expect(await sim.payCheckoutSession(first, '4242 4242 4242 4242')).toEqual({ ok: false, problem: 'closed' });
    const second = await created(sim, 21);
    expect(await sim.payCheckoutSession(second, '4242 4242 4242 4242')).toEqual({ ok: false, problem: 'unknownCard' });
  });

  it("does not show one site's session to another site", async () => {
    const other = { ...exampleSite, login: 'c7d2e9f1a3b5c8d0', secretKey: 'Wq3t7Kz9Pm2Xv5Rb8Ny4Jc6Hd1Lf0Sa' };
    const sim = createSimulator({ locale: 'es', apis: apis.es, clock: fixedClock('2026-11-20T14:30:01-05:00'), sites: [exampleSite, other] });
    const requestId = await created(sim, 22);
    const steps = await authSteps({ login: other.login, secretKey: other.secretKey, nonce: new Uint8Array(16).fill(23), seed: siteDateTime(sim.clock.now()) });
    const answer = await post(sim, `/api/session/${requestId}`, { auth: { login: other.login, tranKey: steps.tranKey, nonce: steps.nonceBase64, seed: steps.seed } });
    expect(answer.status).toBe(404);
    expect(statusOf(answer.json)).toEqual(statusOf(responseExample('es', 'getSession', 404, 'notFound')));
  });
});

describe('honesty', () => {
  it('says what it does not simulate instead of inventing an answer', async () => {
    const sim = simulatorAt('2026-11-20T14:30:01-05:00');
    const confirm = await post(sim, '/api/transaction', { auth: await freshAuth(sim, 30), action: 'confirm', internalReference: 51234567 });
    expect(confirm.status).toBe(501);
    expect(confirm.notes[0]).toMatchObject({ kind: 'notSimulated' });
    const subscription = await post(sim, '/api/session', { ...requestExample('es', 'createSession', 'subscription'), auth: await freshAuth(sim, 31) });
    expect(subscription.status).toBe(501);
    const elsewhere = await sim.handle({ method: 'POST', url: 'https://example.com/api/session', body: '{}' });
    expect(elsewhere.status).toBe(501);
  });

  it('answers a path the API does not have with 404 and a wrong method with 405', async () => {
    const sim = simulatorAt('2026-11-20T14:30:01-05:00');
    expect((await sim.handle({ method: 'POST', url: `${HOST}/api/nothing`, body: '{}' })).status).toBe(404);
    const wrongMethod = await sim.handle({ method: 'GET', url: `${HOST}/api/session` });
    expect(wrongMethod.status).toBe(405);
    expect(wrongMethod.headers.allow).toBe('POST');
  });
});

describe('every session example of the reference', () => {
  it('is created as the page shows it, or answered honestly as not simulated yet', async () => {
    const examples = requestExamples(checkout('es').document, findOperation(checkout('es'), 'createSession'));
    const answers: Record<string, number> = {};
    for (const name of examples.keys()) {
      // With the facts: a session hold follows facts/gateway.yaml's hold rules.
      const sim = createSimulator({ locale: 'es', apis: apis.es, facts: repositoryFacts(), clock: fixedClock('2026-11-20T14:30:01-05:00') });
      const answer = await post(sim, '/api/session', await signedExample('es', 'createSession', name));
      answers[name] = answer.status;
      if (answer.status === 200) expect(statusOf(answer.json), name).toEqual(statusOf(responseExample('es', 'createSession', 200, 'created')));
      else expect(answer.notes[0], name).toMatchObject({ kind: 'notSimulated' });
    }
    // What the simulator models today; a new example or a newly modeled session changes this list on purpose.
    expect(answers).toEqual({ payment: 200, taxesAndFields: 200, processorFields: 200, subscription: 501, confirmation: 501, preauthorization: 200, dispersion: 200, payAndSave: 501, orderDetails: 200 });
  });
});
