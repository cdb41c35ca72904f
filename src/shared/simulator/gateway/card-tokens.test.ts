import { describe, expect, it } from 'vitest';
import { repositoryFacts } from '../../../node/facts/load-facts';
import { loadSimulatorApis } from '../../../node/simulator/load-simulator-apis';
import { type RawObject, without } from '../../openapi/raw';
import { fixedClock } from '../clock';
import { createSimulator } from '../simulator';
import { freshAuth, postJson, requestExample, responseExample, secondsBetween, signed } from '../sim-test-kit';
import { lastDayOf } from './card-tokens';

/*
 * Tokenize and a merchant-initiated charge with the token (Gateway): the page's Visa saved at
 * 14:30:02 (the example's token, subscription and networkTransactionId), queried, charged without
 * the payer with the reference's `merchantInitiated` request, a charge without `initiator.reason`,
 * the token invalidated and refused.
 */

const [api] = loadSimulatorApis(process.cwd(), 'es', ['gateway']);
const gateway = api!;
const HOST = 'https://gateway-test.ondapay.dev';
const simulatorAt = (at: string) => createSimulator({ locale: 'es', apis: [gateway], facts: repositoryFacts(), clock: fixedClock(at) });

describe('lastDayOf', () => {
  it('is the last day of the expiry month', () => {
    expect(lastDayOf('12/29')).toBe('2029-12-31');
    expect(lastDayOf('02/28')).toBe('2028-02-29');
    expect(lastDayOf('13/29')).toBeUndefined();
  });
});

describe('Gateway card tokens', () => {
  it('tokenizes the page card and charges it without the payer', async () => {
    const sim = simulatorAt('2026-11-20T14:30:02-05:00');
    const created = await postJson(sim, `${HOST}/api/tokenize`, await signed(requestExample(gateway, 'tokenize', 'tokenize')));
    expect(created.json).toEqual(responseExample(gateway, 'tokenize', 200, 'created'));

    await sim.advance(secondsBetween('2026-11-20T14:30:02-05:00', '2026-11-20T15:02:01-05:00'));
    const query = await postJson(sim, `${HOST}/api/token/query`, await signed(requestExample(gateway, 'tokenQuery', 'query'), '2026-11-20T15:02:00-05:00'));
    expect(query.json).toEqual(responseExample(gateway, 'tokenQuery', 200, 'active'));

    const charge = await postJson(sim, `${HOST}/api/process`, { ...requestExample(gateway, 'process', 'merchantInitiated'), auth: await freshAuth(sim) });
    const expected = responseExample(gateway, 'process', 200, 'approved').transaction as RawObject;
    expect(charge.status).toBe(200);
    expect(without(charge.json.transaction as RawObject, 'status')).toEqual(without(expected, 'status'));
    expect((charge.json.transaction as RawObject).status).toMatchObject({ status: 'APPROVED', reason: '00', message: 'Aprobada' });

    const noReason = { ...requestExample(gateway, 'process', 'merchantInitiated'), auth: await freshAuth(sim), initiator: { type: 'MERCHANT', storedCredential: 'SUBSEQUENT', networkTransactionId: '483297165803214' } };
    const refused = await postJson(sim, `${HOST}/api/process`, noReason);
    expect(refused.json.status).toMatchObject({ status: 'FAILED', reason: 400 });
    expect(refused.notes.map((note) => note.pointer)).toContain('/initiator/reason');

    const invalidated = await postJson(sim, `${HOST}/api/token/invalidate`, { ...requestExample(gateway, 'tokenInvalidate', 'invalidate'), auth: await freshAuth(sim) });
    expect(invalidated.json.status).toMatchObject({ status: 'OK', message: 'El token fue invalidado' });
    const again = await postJson(sim, `${HOST}/api/process`, { ...requestExample(gateway, 'process', 'merchantInitiated'), auth: await freshAuth(sim), payment: { reference: 'ORDER-1002', description: 'Plan', amount: { currency: 'COP', total: 150000 } } });
    expect(again.json.status).toMatchObject({ status: 'FAILED', reason: 400, message: 'El token no está activo' });
    expect((await postJson(sim, `${HOST}/api/token/query`, { ...requestExample(gateway, 'tokenQuery', 'query'), auth: await freshAuth(sim) })).status).toBe(404);
  });

  it('does not save a card whose check the pages do not give, nor one with a wrong expiry', async () => {
    const sim = simulatorAt('2026-11-20T14:30:02-05:00');
    const declining = await postJson(sim, `${HOST}/api/tokenize`, { ...requestExample(gateway, 'tokenize', 'tokenize'), auth: await freshAuth(sim), instrument: { card: { number: '4000000000000002', expiration: '12/29', cvv: '123' } } });
    expect(declining.status).toBe(501);
    const badDate = await postJson(sim, `${HOST}/api/tokenize`, { ...requestExample(gateway, 'tokenize', 'tokenize'), auth: await freshAuth(sim), instrument: { card: { number: '4111111111111111', expiration: '13/29', cvv: '123' } } });
    expect(badDate.status).toBe(400);
  });
});
