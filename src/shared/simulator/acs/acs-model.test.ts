import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { repositoryFacts } from '../../../node/facts/load-facts';
import { loadSimulatorApis } from '../../../node/simulator/load-simulator-apis';
import type { Locale } from '../../i18n/locales';
import { type RawObject, without } from '../../openapi/raw';
import { fixedClock } from '../clock';
import { createSimulator } from '../simulator';
import { bearerClient, requestExample, responseExample, secondsBetween } from '../sim-test-kit';

/*
 * The ACS issuer API as the pages work it: a card registered at 10:05:12, queried, blocked (the
 * definition's examples); the test authentication of the test-cards page created at 14:30:10, its
 * challenge opened at 14:30:12 and passed with the OTP at 14:31:02 (the examples, messages
 * included); the out-of-band example of issuer-configuration (the signed request, byte for byte,
 * and the reported result); every kind of Banco de Pruebas card; both languages.
 */

const apisIn = (locale: Locale) => loadSimulatorApis(process.cwd(), locale, ['acs']);
const [esApi] = apisIn('es');
const [enApi] = apisIn('en');
const acs = esApi!;
const HOST = 'https://api-test.ondapay.dev/acs';
const simulatorAt = (at: string, locale: Locale = 'es') => createSimulator({ locale, apis: [locale === 'es' ? acs : enApi!], facts: repositoryFacts(), clock: fixedClock(at) });
type Sim = ReturnType<typeof simulatorAt>;

const issuer = (sim: Sim) => bearerClient(sim, 'acs', HOST);

const purchase = (number: string, extra: RawObject = {}) => ({ card: { number, expiration: '12/29' }, amount: { currency: 'COP', total: 150000 }, ...extra });
const authenticationOf = (json: RawObject) => json.authentication as RawObject;
const webhookExample = () =>
  (acs.document.webhooks as Record<string, { post: { requestBody: { content: Record<string, { examples: Record<string, { value: unknown }> }> } } }>).oobChallenge!.post.requestBody.content['application/json']!.examples.purchase!.value;

describe('ACS issuer API: cards', () => {
  it('registers, queries and blocks the pages card, answering the examples', async () => {
    const sim = simulatorAt('2026-11-20T10:05:12-05:00');
    const { call } = await issuer(sim);
    const registered = await call('POST', '/api/cards', requestExample(acs, 'registerCard', 'sms'));
    expect(registered.status).toBe(201);
    expect(registered.json).toEqual(responseExample(acs, 'registerCard', 201, 'registered'));

    await sim.advance(secondsBetween('2026-11-20T10:05:12-05:00', '2026-11-20T10:06:40-05:00'));
    expect((await call('GET', '/api/cards/70023145')).json).toEqual(responseExample(acs, 'getCard', 200, 'active'));
    expect((await call('GET', '/api/cards/70023146')).json).toEqual(responseExample(acs, 'getCard', 404, 'notFound'));

    await sim.advance(secondsBetween('2026-11-20T10:06:40-05:00', '2026-11-20T10:12:30-05:00'));
    const blocked = await call('POST', '/api/cards/70023145/status', requestExample(acs, 'changeCardStatus', 'stolen'));
    expect(blocked.json).toEqual(responseExample(acs, 'changeCardStatus', 200, 'blocked'));
    const noReason = await call('POST', '/api/cards/70023145/status', { status: 'BLOCKED' });
    expect(noReason.json).toEqual(responseExample(acs, 'changeCardStatus', 400, 'missingReason'));
    const unblocked = await call('POST', '/api/cards/70023145/status', requestExample(acs, 'changeCardStatus', 'unblock'));
    expect(unblocked.json.card).toMatchObject({ status: 'ACTIVE', blockReason: null });
  });

  it('keeps the cardId of a card registered again, and refuses what the pages do not describe', async () => {
    const sim = simulatorAt('2026-11-20T10:05:12-05:00');
    const { call } = await issuer(sim);
    await call('POST', '/api/cards', requestExample(acs, 'registerCard', 'sms'));
    const again = await call('POST', '/api/cards', requestExample(acs, 'registerCard', 'app'));
    expect(again.json.cardId).toBe(70023145);
    expect((await call('GET', '/api/cards/70023145')).json.card).toMatchObject({ preferredMethod: 'APP' });
    const second = await call('POST', '/api/cards', { ...requestExample(acs, 'registerCard', 'sms'), number: '5200020000000013' });
    expect(second.json.cardId).toBe(70023146);
    const badMobile = await call('POST', '/api/cards', { ...requestExample(acs, 'registerCard', 'sms'), holder: { name: 'Ana Gómez', mobile: '3001234567' } });
    expect(badMobile.json).toEqual(responseExample(acs, 'registerCard', 400, 'badMobile'));
    expect((await call('POST', '/api/cards', { ...requestExample(acs, 'registerCard', 'sms'), number: '4111111111111111' })).status).toBe(501);
    const anonymous = await sim.handle({ method: 'GET', url: `${HOST}/api/cards/70023145` });
    expect(anonymous.status).toBe(401);
    expect(JSON.parse(anonymous.body)).toEqual(responseExample(acs, 'getCard', 401, 'invalidToken'));
  });
});

describe('ACS issuer API: test authentications', () => {
  it('walks the test-cards page: challenge at 14:30:10, OTP 123456 at 14:31:02, as the examples', async () => {
    const sim = simulatorAt('2026-11-20T14:30:10-05:00');
    const { call } = await issuer(sim);
    const created = await call('POST', '/api/test/authentications', requestExample(acs, 'createTestAuthentication', 'challenge'));
    expect(created.status).toBe(201);
    expect(created.json).toEqual(responseExample(acs, 'createTestAuthentication', 201, 'challenge'));

    await sim.advance(2);
    expect(await sim.act('acs', 'openChallenge', { acsTransID: 'd7c1ee99-9478-44a6-b1f2-391e29c6b340' })).toMatchObject({ ok: true });
    await sim.advance(secondsBetween('2026-11-20T14:30:12-05:00', '2026-11-20T14:31:02-05:00'));
    expect(await sim.act('acs', 'otp', { acsTransID: 'd7c1ee99-9478-44a6-b1f2-391e29c6b340', otp: '123456' })).toEqual({ ok: true, value: { transStatus: 'Y', attemptsLeft: 3 } });
    const final = await call('GET', '/api/test/authentications/d7c1ee99-9478-44a6-b1f2-391e29c6b340');
    expect(final.json).toEqual(responseExample(acs, 'getTestAuthentication', 200, 'approved'));
    expect((await call('GET', '/api/test/authentications/00000000-0000-4000-8000-000000000000')).json).toEqual(responseExample(acs, 'getTestAuthentication', 404, 'notFound'));
  });

  it('ends with N 01 after three wrong OTPs, and with challengeCancel 05 or 04 when the cardholder does not come', async () => {
    const sim = simulatorAt('2026-11-20T14:30:10-05:00');
    const { call } = await issuer(sim);
    const wrong = authenticationOf((await call('POST', '/api/test/authentications', purchase('5200020000000013'))).json);
    for (const left of [2, 1]) expect(await sim.act('acs', 'otp', { acsTransID: wrong.acsTransID, otp: '000000' })).toEqual({ ok: true, value: { transStatus: 'C', attemptsLeft: left } });
    expect(await sim.act('acs', 'otp', { acsTransID: wrong.acsTransID, otp: '000000' })).toEqual({ ok: true, value: { transStatus: 'N', attemptsLeft: 0 } });
    expect(authenticationOf((await call('GET', `/api/test/authentications/${String(wrong.acsTransID)}`)).json)).toMatchObject({ transStatus: 'N', transStatusReason: '01', eci: null, interactionCounter: '03', authenticationType: '02' });

    const unopened = authenticationOf((await call('POST', '/api/test/authentications', purchase('4000020000000026'))).json);
    const opened = authenticationOf((await call('POST', '/api/test/authentications', purchase('370002000000024'))).json);
    await sim.act('acs', 'openChallenge', { acsTransID: opened.acsTransID });
    await sim.advance(30);
    expect(authenticationOf((await call('GET', `/api/test/authentications/${String(unopened.acsTransID)}`)).json)).toMatchObject({ transStatus: 'N', challengeCancel: '05' });
    expect(authenticationOf((await call('GET', `/api/test/authentications/${String(opened.acsTransID)}`)).json)).toMatchObject({ transStatus: 'C' });
    await sim.advance(270);
    expect(authenticationOf((await call('GET', `/api/test/authentications/${String(opened.acsTransID)}`)).json)).toMatchObject({ transStatus: 'N', challengeCancel: '04', transStatusReason: null });
  });

  it('answers each Banco de Pruebas result as the test-cards page says', async () => {
    const sim = simulatorAt('2026-11-20T14:30:10-05:00');
    const { call } = await issuer(sim);
    const ares = async (number: string, extra: RawObject = {}) => authenticationOf((await call('POST', '/api/test/authentications', purchase(number, extra))).json);
    expect(await ares('4000020000000067')).toMatchObject({ transStatus: 'Y', eci: '05', challengeUrl: null, expiresAt: null, authenticationValue: 'AAABBEg0VhI0VniQEjRWAAAAAAA=' });
    expect(await ares('5200020000000021')).toMatchObject({ transStatus: 'Y', eci: '02' });
    expect(await ares('4000020000000075')).toMatchObject({ transStatus: 'N', transStatusReason: '01', authenticationValue: null });
    expect(await ares('5200020000000047')).toMatchObject({ transStatus: 'R', transStatusReason: '11' });
    expect(await ares('36000200000055')).toMatchObject({ transStatus: 'U', transStatusReason: '22' });
    expect(await ares('5200020000000062')).toMatchObject({ transStatus: 'A', eci: '01' });
    expect(await ares('4000020000000117', { challengeIndicator: '05' })).toMatchObject({ transStatus: 'I', eci: '07' });
    expect((await ares('370002000000073', { challengeIndicator: '07' })).authenticationValue).toBeNull();
    expect(await ares('4000020000000117')).toMatchObject({ transStatus: 'Y', eci: '05' });
    expect(await ares('4000020000000999')).toMatchObject({ transStatus: 'N', transStatusReason: '08' });
    const outOfRange = await call('POST', '/api/test/authentications', purchase('4111111111111111'));
    expect(outOfRange.json).toEqual(responseExample(acs, 'createTestAuthentication', 422, 'outOfRange'));
    const noAmount = await call('POST', '/api/test/authentications', { card: { number: '4000020000000067', expiration: '12/29' } });
    expect(noAmount.json).toEqual(responseExample(acs, 'createTestAuthentication', 400, 'missingAmount'));

    const decoupled = await ares('5200020000000088', { decoupled: { allowed: true, maxTime: 60 } });
    expect(decoupled).toMatchObject({ transStatus: 'D', challengeUrl: null });
    expect(await ares('5200020000000088')).toMatchObject({ transStatus: 'C' });
    await sim.advance(30);
    expect(authenticationOf((await call('GET', `/api/test/authentications/${String(decoupled.acsTransID)}`)).json)).toMatchObject({ transStatus: 'Y', eci: '02', authenticationType: '04' });
  });

  it('approves in the simulated app 10 seconds after the challenge opens, or declines', async () => {
    const sim = simulatorAt('2026-11-20T14:30:10-05:00');
    const { call } = await issuer(sim);
    const approve = authenticationOf((await call('POST', '/api/test/authentications', purchase('4000020000000034'))).json);
    const decline = authenticationOf((await call('POST', '/api/test/authentications', purchase('4000020000000042'))).json);
    for (const auth of [approve, decline]) await sim.act('acs', 'openChallenge', { acsTransID: auth.acsTransID });
    expect(await sim.act('acs', 'continue', { acsTransID: approve.acsTransID })).toEqual({ ok: false, problem: 'waitingForDecision' });
    await sim.advance(10);
    expect(await sim.act('acs', 'continue', { acsTransID: approve.acsTransID })).toMatchObject({ ok: true, value: { transStatus: 'Y', eci: '05', authenticationType: '03' } });
    expect(await sim.act('acs', 'continue', { acsTransID: decline.acsTransID })).toMatchObject({ ok: true, value: { transStatus: 'N', transStatusReason: '01' } });
  });

  it('rejects a blocked card with the reason of its block', async () => {
    const sim = simulatorAt('2026-11-20T14:30:10-05:00');
    const { call } = await issuer(sim);
    await call('POST', '/api/cards', requestExample(acs, 'registerCard', 'sms'));
    await call('POST', '/api/cards/70023145/status', { status: 'BLOCKED', reason: 'NOT_PERMITTED' });
    expect(authenticationOf((await call('POST', '/api/test/authentications', purchase('4000020000000018'))).json)).toMatchObject({ transStatus: 'R', transStatusReason: '12' });
  });
});

describe('ACS issuer API: approval in the bank app', () => {
  it('sends the page signed request at 14:30:12 and takes the reported result', async () => {
    const sim = simulatorAt('2026-11-20T14:30:00-05:00');
    const { call } = await issuer(sim);
    await call('POST', '/api/cards', requestExample(acs, 'registerCard', 'sms'));
    await call('POST', '/api/cards', requestExample(acs, 'registerCard', 'app'));
    await sim.advance(10);
    const created = await call('POST', '/api/test/authentications', requestExample(acs, 'createTestAuthentication', 'challenge'));
    const { acsTransID } = authenticationOf(created.json);
    expect((await call('POST', `/api/authentications/${String(acsTransID)}/oob-result`, { result: 'APPROVED' })).json).toMatchObject({ status: { reason: 404 } });
    await sim.advance(2);
    await sim.act('acs', 'openChallenge', { acsTransID });
    const [request] = sim.takeNotifications();
    expect(request?.body).toBe(JSON.stringify(webhookExample()));
    expect(request?.headers['X-Ondapay-Signature']).toBe('8585904759c3021d1b8268245224f7400e4bd12448bcb3b0367ae64794219a5e');
    expect(request?.url).toBe('https://backoffice.bancodepruebas.example.com/ondapay/oob');

    await sim.advance(13);
    const reported = await call('POST', `/api/authentications/${String(acsTransID)}/oob-result`, requestExample(acs, 'reportOobResult', 'approved'));
    expect(reported.json).toEqual(responseExample(acs, 'reportOobResult', 200, 'received'));
    await sim.advance(2);
    expect((await call('POST', `/api/authentications/${String(acsTransID)}/oob-result`, { result: 'DECLINED' })).json).toEqual(responseExample(acs, 'reportOobResult', 409, 'alreadyReported'));
    expect(await sim.act('acs', 'continue', { acsTransID })).toMatchObject({ ok: true, value: { transStatus: 'Y', eci: '05', authenticationType: '03' } });
  });

  it('signs with the issuer secret given with the token', async () => {
    const sim = simulatorAt('2026-11-20T14:30:10-05:00');
    await sim.act('acs', 'token', { token: 'acs_test_mine', notificationSecret: 'my-secret' });
    const call = async (method: string, path: string, body?: unknown) => JSON.parse((await sim.handle({ method, url: `${HOST}${path}`, headers: { authorization: 'Bearer acs_test_mine' }, ...(body === undefined ? {} : { body: JSON.stringify(body) }) })).body) as RawObject;
    await call('POST', '/api/cards', requestExample(acs, 'registerCard', 'app'));
    const { acsTransID } = authenticationOf(await call('POST', '/api/test/authentications', purchase('4000020000000018')));
    await sim.act('acs', 'openChallenge', { acsTransID });
    const [request] = sim.takeNotifications();
    const expected = createHmac('sha256', 'my-secret').update(request!.body).digest('hex');
    expect(request?.headers['X-Ondapay-Signature']).toBe(expected);
  });

  it('no longer takes a result after the request expires', async () => {
    const sim = simulatorAt('2026-11-20T14:30:10-05:00');
    const { call } = await issuer(sim);
    await call('POST', '/api/cards', requestExample(acs, 'registerCard', 'app'));
    const { acsTransID } = authenticationOf((await call('POST', '/api/test/authentications', purchase('4000020000000018'))).json);
    await sim.act('acs', 'openChallenge', { acsTransID });
    await sim.advance(300);
    const late = await call('POST', `/api/authentications/${String(acsTransID)}/oob-result`, { result: 'APPROVED' });
    expect(without(late.json.status as RawObject, 'date')).toEqual(without(responseExample(acs, 'reportOobResult', 404, 'notFound').status as RawObject, 'date'));
  });
});

describe('ACS issuer API in English', () => {
  it('answers with the English examples words', async () => {
    const en = enApi!;
    const sim = simulatorAt('2026-11-20T14:30:10-05:00', 'en');
    const { call } = await issuer(sim);
    const created = await call('POST', '/api/test/authentications', requestExample(en, 'createTestAuthentication', 'challenge'));
    expect(created.json).toEqual(responseExample(en, 'createTestAuthentication', 201, 'challenge'));
    expect((created.json.status as RawObject).message).toBe('The request has been processed successfully');
    await sim.advance(2);
    await sim.act('acs', 'openChallenge', { acsTransID: 'd7c1ee99-9478-44a6-b1f2-391e29c6b340' });
    await sim.advance(50);
    await sim.act('acs', 'otp', { acsTransID: 'd7c1ee99-9478-44a6-b1f2-391e29c6b340', otp: '123456' });
    expect((await call('GET', '/api/test/authentications/d7c1ee99-9478-44a6-b1f2-391e29c6b340')).json).toEqual(responseExample(en, 'getTestAuthentication', 200, 'approved'));
    expect((await call('POST', '/api/test/authentications', purchase('4111111111111111'))).json.status).toMatchObject({ reason: 422, message: "The card is not in your BIN ranges nor in Banco de Pruebas's" });
    expect((await call('GET', '/api/cards/1')).json.status).toMatchObject({ reason: 404, message: 'The card does not exist' });
  });
});
