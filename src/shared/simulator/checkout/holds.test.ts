import { describe, expect, it } from 'vitest';
import { repositoryFacts } from '../../../node/facts/load-facts';
import { loadSimulatorApis } from '../../../node/simulator/load-simulator-apis';
import type { Locale } from '../../i18n/locales';
import type { RawObject } from '../../openapi/raw';
import { fixedClock } from '../clock';
import { createSimulator } from '../simulator';
import { freshAuth, postJson, requestExample, responseExample, secondsBetween, signed } from '../sim-test-kit';

/*
 * A Web Checkout session hold, with the reference's examples at their instants (/checkout/preauthorization):
 * the PREAUTHORIZATION session paid at 14:41:20, reauthorized to 180000 on 2026-11-21 at 10:00:02,
 * captured for 172500 on 2026-11-22 at 11:40:02 (both answers the examples', their identifiers
 * included; the hold here is this story's 51234567, the examples' 51236005); then the capture limit,
 * one capture, a refund of the capture, the release with reverse.
 */

const facts = repositoryFacts();
const HOST = 'https://checkout-test.ondapay.dev';
const HOLD = 51234567;

async function heldSession(locale: Locale = 'es') {
  const api = loadSimulatorApis(process.cwd(), locale, ['checkout'])[0]!;
  const sim = createSimulator({ locale, apis: [api], facts, clock: fixedClock('2026-11-20T14:30:01-05:00') });
  const created = await postJson(sim, `${HOST}/api/session`, await signed(requestExample(api, 'createSession', 'preauthorization')));
  expect(created.status).toBe(200);
  await sim.advance(secondsBetween('2026-11-20T14:30:01-05:00', '2026-11-20T14:41:20-05:00'));
  expect(await sim.payCheckoutSession(8412345, '4111111111111111')).toMatchObject({ ok: true, session: { status: 'APPROVED' } });
  return { api, sim };
}

type Sim = Awaited<ReturnType<typeof heldSession>>['sim'];
const post = async (sim: Sim, path: string, body: RawObject) => postJson(sim, `${HOST}${path}`, { ...body, auth: await freshAuth(sim) });
const theHold = async (sim: Sim) => ((await post(sim, '/api/session/8412345', {})).json.payment as RawObject[])[0]!;
const onThisHold = (example: RawObject) => ({ ...example, payment: { ...(example.payment as RawObject), originalInternalReference: HOLD } });

describe.each(['es', 'en'] as const)('Web Checkout session hold (%s)', (locale) => {
  it('holds, reauthorizes and captures as the examples show', async () => {
    const { api, sim } = await heldSession(locale);
    expect(await theHold(sim)).toMatchObject({ internalReference: HOLD, type: 'PREAUTHORIZATION', status: { status: 'APPROVED', reason: '00' }, amount: { total: 150000 }, refunded: false, refundedAmount: 0, captured: false, expiresAt: '2026-11-27T14:41:20-05:00' });
    expect(await theHold(sim)).not.toHaveProperty('hold');

    await sim.advance(secondsBetween('2026-11-20T14:41:20-05:00', '2026-11-21T10:00:02-05:00'));
    const reauthorized = await postJson(sim, `${HOST}/api/transaction`, await signed({ ...requestExample(api, 'transactionAction', 'reauthorize'), internalReference: HOLD }));
    expect(reauthorized.json).toEqual(onThisHold(responseExample(api, 'transactionAction', 200, 'reauthorize')));
    expect(await theHold(sim)).toMatchObject({ expiresAt: '2026-11-28T10:00:02-05:00', captured: false });

    await sim.advance(secondsBetween('2026-11-21T10:00:02-05:00', '2026-11-22T11:40:02-05:00'));
    const captured = await postJson(sim, `${HOST}/api/transaction`, await signed({ ...requestExample(api, 'transactionAction', 'capture'), internalReference: HOLD }));
    expect(captured.json).toEqual(onThisHold(responseExample(api, 'transactionAction', 200, 'capture')));
    expect(await theHold(sim)).toMatchObject({ captured: true });
    const again = await post(sim, '/api/transaction', { action: 'capture', internalReference: HOLD, amount: { currency: 'COP', total: 1000 } });
    expect(again.status).toBe(409);
    expect((again.json.status as RawObject).message).toBe((responseExample(api, 'transactionAction', 409, 'alreadyCaptured').status as RawObject).message);
    // The capture is what a refund takes.
    const refund = await post(sim, '/api/transaction', { action: 'refund', internalReference: 51236007, amount: { currency: 'COP', total: 7500 }, refundReference: 'ORDER-1011-R1' });
    expect(refund.json.payment).toMatchObject({ type: 'REFUND', originalInternalReference: 51236007, amount: { total: 7500 } });
  });
});

describe('Web Checkout session hold rules', () => {
  it('captures up to the amount held only', async () => {
    const { api, sim } = await heldSession();
    const over = await post(sim, '/api/transaction', { action: 'capture', internalReference: HOLD, amount: { currency: 'COP', total: 150001 } });
    expect(over.status).toBe(400);
    expect(over.json.status).toMatchObject({ message: (responseExample(api, 'transactionAction', 400, 'capturable').status as RawObject).message });
    expect((await post(sim, '/api/transaction', { action: 'capture', internalReference: HOLD, amount: { currency: 'COP', total: 150000 } })).status).toBe(200);
  });

  it('releases the hold with reverse, any day, as a VOID', async () => {
    const { sim } = await heldSession();
    await sim.advance(2 * 24 * 3600);
    const before = await theHold(sim);
    const released = await post(sim, '/api/reverse', { internalReference: HOLD });
    expect(released.json.payment).toMatchObject({ type: 'VOID', status: { status: 'APPROVED', message: 'Anulación aprobada' }, amount: { total: 150000 }, authorization: '842917', originalInternalReference: HOLD });
    // The content guide (Decisions 4): the released hold keeps APPROVED, captured false and its expiresAt, and refunds the VOID's amount.
    const voided = (released.json.payment as RawObject).amount as RawObject;
    expect(await theHold(sim)).toMatchObject({ status: { status: 'APPROVED' }, refunded: true, captured: false, refundedAmount: voided.total, expiresAt: before.expiresAt });
    expect((await post(sim, '/api/reverse', { internalReference: HOLD })).status).toBe(409);
    expect((await post(sim, '/api/transaction', { action: 'capture', internalReference: HOLD, amount: { currency: 'COP', total: 1000 } })).status).toBe(501);
  });

  it('does not simulate a CHECKIN session (the example site is no lodging site) nor an expired hold', async () => {
    const { api, sim } = await heldSession();
    const checkin = await post(sim, '/api/session', { ...requestExample(api, 'createSession', 'preauthorization'), type: 'CHECKIN', expiration: '2026-11-20T15:30:00-05:00' });
    expect(checkin.status).toBe(501);
    await sim.advance(8 * 24 * 3600);
    expect((await post(sim, '/api/transaction', { action: 'capture', internalReference: HOLD, amount: { currency: 'COP', total: 1000 } })).status).toBe(501);
  });
});
