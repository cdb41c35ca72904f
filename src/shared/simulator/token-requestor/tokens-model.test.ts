import { describe, expect, it } from 'vitest';
import { type RawObject, without } from '../../openapi/raw';
import { requestExample, responseExample, secondsBetween } from '../sim-test-kit';
import { countUp } from './tokens-model';
import { accessToken, send, type Sim, simulatorAt, trApis, webhook } from '../../../node/simulator/token-requestor-test-kit';

/*
 * Token Requestor's card tokens as /token-requestor/integration/testing runs them, with the
 * definition's own examples at their instants: the Visa enrolled at 14:30:02 is the example's token,
 * its cryptogram at 14:42:05 the example's, its status at 14:50:00 too; the Mastercard `REQUESTED`
 * becomes `ACTIVE` five minutes later with exactly the example's signed `TOKEN_ACTIVATED`.
 */

const es = trApis.es;
const en = trApis.en;
const api = es[0]!;
const bodies = (sim: Sim) => sim.takeNotifications().map((notification) => JSON.parse(notification.body) as RawObject);
const card = (number: string, expiration = '12/29') => ({ ...requestExample(api, 'enrollCard', 'visa'), requestId: undefined, card: { number, expiration, holderName: 'Ana Gomez' } });

describe('Token Requestor card tokens', () => {
  it('enrols the example Visa, replays it by requestId, gives the example cryptograms and status at their instants', async () => {
    const sim = simulatorAt('2026-11-20T14:30:00-05:00');
    const bearer = await accessToken(sim);
    await sim.advance(2);
    const enrolled = await send(sim, 'POST', '/api/tokens', bearer, requestExample(api, 'enrollCard', 'visa'));
    expect(enrolled.json).toEqual(responseExample(api, 'enrollCard', 200, 'active'));

    await sim.advance(60);
    const replay = await send(sim, 'POST', '/api/tokens', bearer, requestExample(api, 'enrollCard', 'visa'));
    expect(replay.headers['ondapay-idempotent-replay']).toBe('true');
    expect(replay.json).toEqual(responseExample(api, 'enrollCard', 200, 'active'));
    const otherCard = await send(sim, 'POST', '/api/tokens', bearer, { ...requestExample(api, 'enrollCard', 'visa'), card: { number: '5555555555554444', expiration: '12/29', holderName: 'Ana Gomez' } });
    expect(without(otherCard.json.status as RawObject, 'date')).toEqual(without(responseExample(api, 'enrollCard', 409, 'requestIdOtherCard').status as RawObject, 'date'));

    await sim.advance(secondsBetween('2026-11-20T14:31:02-05:00', '2026-11-20T14:42:05-05:00'));
    const cryptogram = await send(sim, 'POST', '/api/tokens/DNITHE382108374650138924/cryptogram', bearer, requestExample(api, 'getCryptogram', 'customer'));
    expect(cryptogram.json).toEqual(responseExample(api, 'getCryptogram', 200, 'cryptogram'));
    const threeDS = await send(sim, 'POST', '/api/tokens/DNITHE382108374650138924/cryptogram', bearer, requestExample(api, 'getCryptogram', 'withThreeDS'));
    expect(threeDS.json).toEqual(responseExample(api, 'getCryptogram', 200, 'cryptogramThreeDS'));
    const second = await send(sim, 'POST', '/api/tokens/DNITHE382108374650138924/cryptogram', bearer, requestExample(api, 'getCryptogram', 'customer'));
    expect(second.json.cryptogram).not.toBe(cryptogram.json.cryptogram);
    const merchant = await send(sim, 'POST', '/api/tokens/DNITHE382108374650138924/cryptogram', bearer, { ...requestExample(api, 'getCryptogram', 'recurring'), threeDS: requestExample(api, 'getCryptogram', 'withThreeDS').threeDS });
    expect(merchant.json).toEqual(responseExample(api, 'getCryptogram', 400, 'threeDSWithMerchant'));

    await sim.advance(secondsBetween('2026-11-20T14:42:05-05:00', '2026-11-20T14:50:00-05:00'));
    expect((await send(sim, 'GET', '/api/tokens/DNITHE382108374650138924', bearer)).json).toEqual(responseExample(api, 'getTokenStatus', 200, 'active'));
    expect((await send(sim, 'GET', '/api/tokens/DNITHE000000000000000000', bearer)).json.status).toMatchObject({ reason: 404, message: 'El token no existe' });

    await sim.advance(secondsBetween('2026-11-20T14:50:00-05:00', '2026-11-20T14:40:02-05:00') + 3600);
    const used = await send(sim, 'POST', '/api/tokens', await accessToken(sim), requestExample(api, 'enrollCard', 'visa'));
    expect(used.json.status).toMatchObject({ reason: 409, message: 'El requestId ya fue usado' });
  });

  it('answers each test card as the testing page says, and the network token example', async () => {
    const sim = simulatorAt('2026-11-20T14:30:02-05:00');
    const bearer = await accessToken(sim);
    const enrol = async (body: unknown) => (await send(sim, 'POST', '/api/tokens', bearer, body)).json;
    expect(await enrol(card('4000000000000002'))).toEqual(responseExample(api, 'enrollCard', 200, 'declined'));
    expect(await enrol(card('4000000000000127'))).toEqual(responseExample(api, 'enrollCard', 200, 'notEligible'));
    expect(await enrol(requestExample(api, 'enrollCard', 'networkToken'))).toEqual(responseExample(api, 'enrollCard', 200, 'fromNetworkToken'));
    expect((await enrol({ ...requestExample(api, 'enrollCard', 'networkToken'), networkToken: { number: '4111111111111111', expiration: '09/30' } })).status).toMatchObject({ status: 'FAILED', reason: 'TR18', message: 'El token de red no pertenece a tu TRID' });
    expect((await enrol(card('4000000000000119'))).status).toMatchObject({ reason: 'TR91', message: 'Emisor no disponible' });
    expect((await enrol(card('378282246310005'))).status).toMatchObject({ reason: 'TR14' });
    expect((await enrol(card('4000000000003121'))).status).toMatchObject({ reason: 'TR15' });
    expect((await enrol(card('4000000000000069'))).status).toMatchObject({ reason: 'TR12' });
    expect((await enrol(card('4000000000000044'))).status).toMatchObject({ reason: 'TR13' });
    expect((await send(sim, 'POST', '/api/tokens', bearer, card('4111111111111111', '01/20'))).status).toBe(501);
    expect((await send(sim, 'POST', '/api/tokens', bearer, card('4242424242424241'))).status).toBe(501);

    const mastercard = await enrol(requestExample(api, 'enrollCard', 'mastercard'));
    expect(without(mastercard, 'status')).toEqual(without(responseExample(api, 'enrollCard', 200, 'requested'), 'status'));
    const id = String(mastercard.tokenReferenceId);
    expect((await send(sim, 'POST', `/api/tokens/${id}/cryptogram`, bearer, requestExample(api, 'getCryptogram', 'customer'))).json.status).toMatchObject({ status: 'FAILED', reason: 'TR20', message: 'El token aún no está activo' });
    await sim.advance(299);
    expect(sim.takeNotifications()).toEqual([]);
    await sim.advance(1);
    const [activated] = sim.takeNotifications();
    expect(activated?.url).toBe('https://tienda-andina.example.com/webhooks/ondapay');
    expect(JSON.parse(activated!.body)).toEqual(webhook('tokenActivated', 'activated'));
    // Enrolling the same card again on the same site gives the token it has, as it is now.
    expect(await enrol(requestExample(api, 'enrollCard', 'mastercard'))).toMatchObject({ tokenReferenceId: id, tokenStatus: 'ACTIVE' });
    expect((await send(sim, 'POST', `/api/tokens/${id}/cryptogram`, bearer, requestExample(api, 'getCryptogram', 'customer'))).status).toBe(501);
  });

  it('deletes the Mastercard token at the example instant, sends TR52, and refuses a second delete', async () => {
    const sim = simulatorAt('2026-11-20T14:30:02-05:00');
    await send(sim, 'POST', '/api/tokens', await accessToken(sim), requestExample(api, 'enrollCard', 'mastercard'));
    await sim.advance(secondsBetween('2026-11-20T14:30:02-05:00', '2027-04-15T16:20:37-05:00'));
    sim.takeNotifications();
    const bearer = await accessToken(sim);
    const deleted = await send(sim, 'DELETE', '/api/tokens/DM4MMC00000000017f3b2c91e4d84a6fb0c2d7e95a13f628', bearer);
    expect(deleted.json).toEqual(responseExample(api, 'deleteToken', 200, 'deleted'));
    expect(bodies(sim).map((body) => body.status)).toEqual([{ status: 'DELETED', reason: 'TR52', message: 'Eliminado por el comercio', date: '2027-04-15T16:20:37-05:00' }]);
    expect((await send(sim, 'DELETE', '/api/tokens/DM4MMC00000000017f3b2c91e4d84a6fb0c2d7e95a13f628', bearer)).json.status).toMatchObject({ reason: 409, message: 'El token ya fue eliminado' });
    expect((await send(sim, 'POST', '/api/tokens/DM4MMC00000000017f3b2c91e4d84a6fb0c2d7e95a13f628/cryptogram', bearer, requestExample(api, 'getCryptogram', 'customer'))).json.status).toMatchObject({ reason: 'TR22' });
  });

  it('runs the issuer lifecycle of the test cards with the examples signatures', async () => {
    const sim = simulatorAt('2027-02-03T10:03:19-05:00');
    const bearer = await accessToken(sim);
    await send(sim, 'POST', '/api/tokens', bearer, card('4000000000009953', '12/31'));
    await sim.advance(120);
    const [suspended] = bodies(sim);
    // The example token's card ends in 1111; the suspending test card in 9953, which is not signed.
    expect(without(suspended!, 'lastDigits')).toEqual(without(webhook('tokenSuspended', 'issuer'), 'lastDigits'));
    expect((await send(sim, 'POST', '/api/tokens/DNITHE382108374650138924/cryptogram', bearer, requestExample(api, 'getCryptogram', 'customer'))).json.status).toMatchObject({ reason: 'TR21', message: 'El token está suspendido' });
    expect((await send(sim, 'GET', '/api/tokens/DNITHE382108374650138924', bearer)).json.lastChange).toEqual({ event: 'TOKEN_SUSPENDED', reason: 'TR40', date: '2027-02-03T10:05:19-05:00' });
    await sim.advance(300);
    expect(bodies(sim).map((body) => body.status)).toEqual([{ status: 'ACTIVE', reason: 'TR42', message: 'Reactivado por el emisor', date: '2027-02-03T10:10:19-05:00' }]);

    const later = simulatorAt('2027-01-14T08:10:45-05:00');
    const token = await accessToken(later);
    await send(later, 'POST', '/api/tokens', token, card('4000000000000077'));
    await send(later, 'POST', '/api/tokens', token, card('4000000000000051'));
    await later.advance(120);
    const [updated, deleted] = bodies(later);
    expect(without(updated!, 'lastDigits')).toEqual(without(webhook('tokenUpdated', 'renewed'), 'lastDigits'));
    expect(deleted!.status).toMatchObject({ status: 'DELETED', reason: 'TR50', message: 'Eliminado por el emisor: la tarjeta fue cerrada' });
  });

  it('counts identifiers up from the examples', () => {
    expect(countUp('DNITHE382108374650138924', 1)).toBe('DNITHE382108374650138925');
    expect(countUp('DM4MMC00000000017f3b2c91e4d84a6fb0c2d7e95a13f628', 1)).toBe('DM4MMC00000000017f3b2c91e4d84a6fb0c2d7e95a13f629');
    expect(countUp('DM4MMC00000000017f3b2c91e4d84a6fb0c2d7e95a13f62f', 1)).toBe('DM4MMC00000000017f3b2c91e4d84a6fb0c2d7e95a13f630');
  });
});

describe('Token Requestor card tokens in English', () => {
  it('answers with the English overlay words and the English reason facts', async () => {
    const apiEn = en[0]!;
    const sim = simulatorAt('2026-11-20T14:30:02-05:00', 'en');
    const bearer = await accessToken(sim);
    expect((await send(sim, 'POST', '/api/tokens', bearer, requestExample(apiEn, 'enrollCard', 'visa'))).json).toEqual(responseExample(apiEn, 'enrollCard', 200, 'active'));
    expect((await send(sim, 'POST', '/api/tokens', bearer, card('4000000000000119'))).json.status).toMatchObject({ reason: 'TR91', message: 'Issuer unavailable' });
    expect((await send(sim, 'GET', '/api/admin/merchant', bearer)).json).toEqual({ status: { ...(responseExample(apiEn, 'enrollCard', 403, 'scope').status as RawObject), date: '2026-11-20T14:30:02-05:00' } });
  });
});
