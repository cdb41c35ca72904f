import { describe, expect, it } from 'vitest';
import { repositoryFacts } from '../../../node/facts/load-facts';
import { loadSimulatorApis } from '../../../node/simulator/load-simulator-apis';
import type { Locale } from '../../i18n/locales';
import type { RawObject } from '../../openapi/raw';
import { fixedClock } from '../clock';
import { createSimulator } from '../simulator';
import { freshAuth, postJson, requestExample, responseExample, secondsBetween, signed } from '../sim-test-kit';

/*
 * Gateway's card holds, run with the reference's own examples at their instants: the
 * preauthorization, the check-in of /gateway/transaction-types and its capture at check-out, the
 * check-in reauthorized and queried; then the rules of facts/gateway.yaml (validity, the capture
 * limit, one capture) and the release with `reverse` (a VOID).
 */

const facts = repositoryFacts();
const HOST = 'https://gateway-test.ondapay.dev';
const gatewayIn = (locale: Locale) => loadSimulatorApis(process.cwd(), locale, ['gateway'])[0]!;
const es = gatewayIn('es');
const simulatorAt = (at: string, locale: Locale = 'es') => createSimulator({ locale, apis: [gatewayIn(locale)], facts, clock: fixedClock(at) });
type Sim = ReturnType<typeof simulatorAt>;

const process_ = async (sim: Sim, body: RawObject) => postJson(sim, `${HOST}/api/process`, body);
const fresh = async (sim: Sim, body: RawObject) => ({ ...body, auth: await freshAuth(sim) });
const transactionOf = (answer: { json: RawObject }) => answer.json.transaction as RawObject;

describe('Gateway holds, the reference examples at their instants', () => {
  it('answers the preauthorization example exactly (its own identifiers, 7 days of validity)', async () => {
    const sim = simulatorAt('2026-11-20T14:30:03-05:00');
    const answer = await process_(sim, await signed(requestExample(es, 'process', 'preauthorization')));
    expect(answer.status).toBe(200);
    expect(answer.json).toEqual(responseExample(es, 'process', 200, 'preauthorization'));
  });

  it('runs the story of /gateway/transaction-types: purchase, preauthorization, check-in, capture at check-out', async () => {
    const sim = simulatorAt('2026-11-20T14:30:03-05:00');
    expect((await process_(sim, await signed(requestExample(es, 'process', 'purchase')))).json).toEqual(responseExample(es, 'process', 200, 'approved'));
    expect((await process_(sim, await signed(requestExample(es, 'process', 'preauthorization')))).json).toEqual(responseExample(es, 'process', 200, 'preauthorization'));
    const checkin = await process_(sim, await signed(requestExample(es, 'process', 'checkin')));
    // The check-in's example is the query's (no process example shows one): every field it shows.
    const shown = (responseExample(es, 'query', 200, 'reauthorizedHold').transactions as RawObject[])[0]!;
    expect(transactionOf(checkin)).toMatchObject({ ...shown, status: { ...(shown.status as RawObject) }, expiresAt: '2026-12-20T14:30:03-05:00', heldAmount: 150000 });

    await sim.advance(secondsBetween('2026-11-20T14:30:03-05:00', '2026-11-22T11:40:30-05:00'));
    const capture = await process_(sim, await signed(requestExample(es, 'process', 'capture')));
    expect(capture.json).toEqual(responseExample(es, 'process', 200, 'capture'));

    const query = await postJson(sim, `${HOST}/api/query`, { auth: await freshAuth(sim), internalReference: 51240006 });
    expect((query.json.transactions as RawObject[])[0]).toMatchObject({ type: 'CHECKIN', captured: true, heldAmount: 150000 });
    const again = await process_(sim, await fresh(sim, requestExample(es, 'process', 'capture')));
    expect(again.status).toBe(409);
    expect(again.json.status).toMatchObject({ message: 'La preautorización ya fue capturada' });
  });

  it('reauthorizes the check-in as the example shows, and the query shows the new hold', async () => {
    const sim = simulatorAt('2026-11-20T14:30:03-05:00');
    await process_(sim, await signed(requestExample(es, 'process', 'checkin')));
    await sim.advance(secondsBetween('2026-11-20T14:30:03-05:00', '2026-11-21T18:20:03-05:00'));
    const reauthorized = await process_(sim, await signed(requestExample(es, 'process', 'reauthorization')));
    expect(reauthorized.json).toEqual(responseExample(es, 'process', 200, 'reauthorization'));

    await sim.advance(secondsBetween('2026-11-21T18:20:03-05:00', '2026-11-21T18:25:01-05:00'));
    const query = await postJson(sim, `${HOST}/api/query`, { auth: await freshAuth(sim), internalReference: 51240006 });
    const example = responseExample(es, 'query', 200, 'reauthorizedHold');
    expect(query.json.status).toEqual(example.status);
    expect(query.json.transactions).toMatchObject(example.transactions as RawObject[]);
    // Up to 115 % of the new held amount (345000), not of the first.
    const over = await process_(sim, { auth: await freshAuth(sim), type: 'CAPTURE', internalReference: 51240006, amount: { currency: 'COP', total: 345001 } });
    expect(over.status).toBe(400);
    expect(over.json.status).toMatchObject({ message: 'El campo amount.total supera el monto que se puede capturar' });
    expect(over.notes).toContainEqual(expect.objectContaining({ pointer: '/amount/total' }));
    const capture = await process_(sim, { auth: await freshAuth(sim), type: 'CAPTURE', internalReference: 51240006, amount: { currency: 'COP', total: 345000 } });
    // The reauthorization's authorization is the one the capture settles.
    expect(transactionOf(capture)).toMatchObject({ type: 'CAPTURE', amount: { total: 345000 }, authorization: '915731', originalInternalReference: 51240006 });
  });
});

describe('Gateway hold rules', () => {
  it('captures a preauthorization up to the held amount only, and refuses another currency on a reauthorization', async () => {
    const sim = simulatorAt('2026-11-20T14:30:03-05:00');
    await process_(sim, await signed(requestExample(es, 'process', 'preauthorization')));
    const over = await process_(sim, { auth: await freshAuth(sim), type: 'CAPTURE', internalReference: 51240004, amount: { currency: 'COP', total: 150001 } });
    expect(over.status).toBe(400);
    const currency = await process_(sim, { auth: await freshAuth(sim), type: 'REAUTHORIZATION', internalReference: 51240004, amount: { currency: 'USD', total: 40 } });
    expect(currency.status).toBe(400);
    expect(currency.json.status).toMatchObject({ message: 'El campo amount.currency debe ser la moneda de la retención' });
    const unknown = await process_(sim, { auth: await freshAuth(sim), type: 'CAPTURE', internalReference: 51249999, amount: { currency: 'COP', total: 1000 } });
    expect(unknown.status).toBe(404);
  });

  it('lets a preauthorization expire after 7 days: a capture then answers holdExpired', async () => {
    const sim = simulatorAt('2026-11-20T14:30:03-05:00');
    await process_(sim, await signed(requestExample(es, 'process', 'preauthorization')));
    await sim.advance(secondsBetween('2026-11-20T14:30:03-05:00', '2026-11-27T14:30:03-05:00'));
    const lastSecond = await process_(sim, { auth: await freshAuth(sim), type: 'REAUTHORIZATION', internalReference: 51240004, amount: { currency: 'COP', total: 120000 } });
    expect(transactionOf(lastSecond)).toMatchObject({ type: 'REAUTHORIZATION', status: { status: 'APPROVED' }, originalInternalReference: 51240004 });
    await sim.advance(7 * 24 * 3600 + 1);
    const late = await process_(sim, { auth: await freshAuth(sim), type: 'CAPTURE', internalReference: 51240004, amount: { currency: 'COP', total: 100000 } });
    expect(late.status).toBe(409);
    expect(late.json.status).toMatchObject({ message: (responseExample(es, 'process', 409, 'holdExpired').status as RawObject).message });
    expect(late.json.status).toMatchObject({ message: 'La preautorización venció' });
  });

  it('releases an uncaptured hold with reverse, any day, as a VOID; then it cannot be captured', async () => {
    const sim = simulatorAt('2026-11-20T14:30:03-05:00');
    await process_(sim, await signed(requestExample(es, 'process', 'preauthorization')));
    await sim.advance(3 * 24 * 3600);
    const released = await postJson(sim, `${HOST}/api/reverse`, { auth: await freshAuth(sim), internalReference: 51240004 });
    expect(released.status).toBe(200);
    expect(transactionOf(released)).toMatchObject({ internalReference: 51240005, reference: 'ORDER-1002', type: 'VOID', status: { status: 'APPROVED', reason: '00', message: 'Anulación aprobada' }, amount: { currency: 'COP', total: 150000 }, authorization: '915377', originalInternalReference: 51240004 });
    const capture = await process_(sim, { auth: await freshAuth(sim), type: 'CAPTURE', internalReference: 51240004, amount: { currency: 'COP', total: 1000 } });
    expect(capture.status).toBe(409);
    expect(capture.json.status).toMatchObject({ message: 'La preautorización fue liberada' });
    const query = await postJson(sim, `${HOST}/api/query`, { auth: await freshAuth(sim), reference: 'ORDER-1002' });
    expect((query.json.transactions as RawObject[]).map((item) => [item.type, item.refunded])).toEqual([['VOID', false], ['PREAUTHORIZATION', true]]);
    // The content guide (Decisions 4): the released hold keeps APPROVED, captured false, heldAmount and expiresAt, and refunds the VOID's amount.
    const held = responseExample(es, 'process', 200, 'preauthorization').transaction as RawObject;
    expect((query.json.transactions as RawObject[])[1]).toMatchObject({ status: { status: 'APPROVED' }, captured: false, refunded: true, refundedAmount: (transactionOf(released).amount as RawObject).total, heldAmount: held.heldAmount, expiresAt: held.expiresAt });
  });

  it('answers in English with the English examples and facts', async () => {
    const en = gatewayIn('en');
    const sim = simulatorAt('2026-11-20T14:30:03-05:00', 'en');
    expect((await process_(sim, await signed(requestExample(en, 'process', 'preauthorization')))).json).toEqual(responseExample(en, 'process', 200, 'preauthorization'));
    const released = await postJson(sim, `${HOST}/api/reverse`, { auth: await freshAuth(sim), internalReference: 51240004 });
    expect(transactionOf(released)).toMatchObject({ type: 'VOID', status: { message: 'Void approved' } });
    const capture = await process_(sim, { auth: await freshAuth(sim), type: 'CAPTURE', internalReference: 51240004, amount: { currency: 'COP', total: 1000 } });
    expect(capture.json.status).toMatchObject({ message: 'The preauthorization was released' });
  });

  it('does not simulate a hold without the facts of its rules', async () => {
    const sim = createSimulator({ locale: 'es', apis: [es], clock: fixedClock('2026-11-20T14:30:03-05:00') });
    expect((await process_(sim, await signed(requestExample(es, 'process', 'preauthorization')))).status).toBe(501);
  });
});
