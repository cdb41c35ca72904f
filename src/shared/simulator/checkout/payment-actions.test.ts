import { describe, expect, it } from 'vitest';
import { repositoryFacts } from '../../../node/facts/load-facts';
import { loadSimulatorApis } from '../../../node/simulator/load-simulator-apis';
import type { Locale } from '../../i18n/locales';
import type { RawObject } from '../../openapi/raw';
import { fixedClock } from '../clock';
import { createSimulator } from '../simulator';
import { freshAuth, postJson, requestExample, responseExample, secondsBetween, signed } from '../sim-test-kit';

/*
 * Web Checkout's reversal and refund with the reference's examples at their instants: the page
 * session paid at 14:42:10 (payment 51234567) reversed at 16:10:02 as the reverse example shows
 * (its identifiers), or refunded in part on 2026-11-23 as the refund example shows; then the rules:
 * the cut-off, the refundable balance, the refundReference, the window of facts/gateway.yaml.
 */

const facts = repositoryFacts();
const HOST = 'https://checkout-test.ondapay.dev';
const checkoutIn = (locale: Locale) => loadSimulatorApis(process.cwd(), locale, ['checkout'])[0]!;

async function paidSession(locale: Locale = 'es') {
  const api = checkoutIn(locale);
  const sim = createSimulator({ locale, apis: [api], facts, clock: fixedClock('2026-11-20T14:30:01-05:00') });
  await postJson(sim, `${HOST}/api/session`, await signed(requestExample(api, 'createSession', 'payment')));
  await sim.advance(secondsBetween('2026-11-20T14:30:01-05:00', '2026-11-20T14:42:10-05:00'));
  await sim.payCheckoutSession(8412345, '4111111111111111');
  return { api, sim };
}

type Sim = Awaited<ReturnType<typeof paidSession>>['sim'];
const post = async (sim: Sim, path: string, body: RawObject) => postJson(sim, `${HOST}${path}`, { ...body, auth: await freshAuth(sim) });
const sessionPayment = async (sim: Sim) => ((await post(sim, '/api/session/8412345', {})).json.payment as RawObject[])[0]!;

describe.each(['es', 'en'] as const)('Web Checkout reversal (%s)', (locale) => {
  it('reverses the page payment the same day as the example shows, once', async () => {
    const { api, sim } = await paidSession(locale);
    await sim.advance(secondsBetween('2026-11-20T14:42:10-05:00', '2026-11-20T16:10:02-05:00'));
    const reversed = await postJson(sim, `${HOST}/api/reverse`, await signed(requestExample(api, 'reversePayment', 'reverse')));
    expect(reversed.status).toBe(200);
    expect(reversed.json).toEqual(responseExample(api, 'reversePayment', 200, 'approved'));
    expect(await sessionPayment(sim)).toMatchObject({ internalReference: 51234567, status: { status: 'APPROVED' }, refunded: true, refundedAmount: 150000 });
    const again = await post(sim, '/api/reverse', { internalReference: 51234567 });
    expect(again.json).toEqual({ status: { ...(responseExample(api, 'reversePayment', 409, 'alreadyReversed').status as RawObject), date: '2026-11-20T16:10:02-05:00' } });
    const refund = await post(sim, '/api/transaction', { action: 'refund', internalReference: 51234567, amount: { currency: 'COP', total: 1000 }, refundReference: 'R1' });
    expect(refund.status).toBe(409);
  });
});

describe('Web Checkout refunds and the reversal rules', () => {
  it('refunds part of the payment as the refund example shows, replays its refundReference, never more than the payment', async () => {
    const { api, sim } = await paidSession();
    await sim.advance(secondsBetween('2026-11-20T14:42:10-05:00', '2026-11-23T09:20:04-05:00'));
    const example = responseExample(api, 'transactionAction', 200, 'refund');
    const body = { ...requestExample(api, 'transactionAction', 'refund'), internalReference: 51234567, refundReference: 'ORDER-1001-R1' };
    const refunded = await postJson(sim, `${HOST}/api/transaction`, await signed(body));
    // The example refunds ORDER-1015's payment 51236020; this story's is the page's 51234567.
    expect(refunded.json).toEqual({ ...example, payment: { ...(example.payment as RawObject), reference: 'ORDER-1001', originalInternalReference: 51234567, refundReference: 'ORDER-1001-R1' } });
    expect(await sessionPayment(sim)).toMatchObject({ refunded: false, refundedAmount: 50000 });
    expect((await post(sim, '/api/transaction', body)).json).toEqual(refunded.json);
    const over = await post(sim, '/api/transaction', { ...body, refundReference: 'ORDER-1001-R2', amount: { currency: 'COP', total: 100001 } });
    expect(over.status).toBe(400);
    expect(over.notes).toContainEqual(expect.objectContaining({ pointer: '/amount/total' }));
    const rest = await post(sim, '/api/transaction', { ...body, refundReference: 'ORDER-1001-R2', amount: { currency: 'COP', total: 100000 } });
    expect(rest.json.payment).toMatchObject({ internalReference: 51236022, type: 'REFUND', amount: { total: 100000 } });
    expect(await sessionPayment(sim)).toMatchObject({ refunded: true, refundedAmount: 150000 });
  });

  it('refuses a reversal after the cut-off, a refund after the window, and an unknown payment', async () => {
    const { api, sim } = await paidSession();
    await sim.advance(secondsBetween('2026-11-20T14:42:10-05:00', '2026-11-21T09:15:00-05:00'));
    const late = await post(sim, '/api/reverse', { internalReference: 51234567 });
    expect(late.json).toEqual(responseExample(api, 'reversePayment', 409, 'settled'));
    expect((await post(sim, '/api/reverse', { internalReference: 51234999 })).status).toBe(404);
    await sim.advance(181 * 24 * 3600);
    const old = await post(sim, '/api/transaction', { action: 'refund', internalReference: 51234567, amount: { currency: 'COP', total: 1000 }, refundReference: 'R1' });
    expect(old.status).toBe(409);
    expect((old.json.status as RawObject).message).toBe('El pago tiene más de 180 días; solicita el reembolso desde el panel');
    expect((await post(sim, '/api/transaction', { action: 'capture', internalReference: 51234567, amount: { currency: 'COP', total: 1000 } })).status).toBe(501);
  });
});
