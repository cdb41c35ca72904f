import { describe, expect, it } from 'vitest';
import { repositoryFacts } from '../../../node/facts/load-facts';
import { loadSimulatorApis } from '../../../node/simulator/load-simulator-apis';
import { type RawObject, without } from '../../openapi/raw';
import { readSignature } from '../../openapi/signature';
import { checkSignature } from '../../toolkit/signature-check';
import { fixedClock } from '../clock';
import { createSimulator } from '../simulator';
import { exampleSite } from '../site';
import { freshAuth, postJson, requestExample, responseExample, signed } from '../sim-test-kit';

/*
 * A payment order paid by cash voucher (Gateway `cashorder`): the reference's order created at
 * 14:30:01, paid by the test environment's payment point 5 minutes later (cashOrderStatus and
 * transactionStatus, signed), queried PAID; the 5,000 COP order that expires instead; the voucher
 * paid at once with the sandbox's command; the examples' errors.
 */

const apis = loadSimulatorApis(process.cwd(), 'es', ['gateway', 'invoices']);
const gateway = apis.find((api) => api.api === 'gateway')!;
const HOST = 'https://gateway-test.ondapay.dev';
const simulatorAt = (at: string) => createSimulator({ locale: 'es', apis, facts: repositoryFacts(), clock: fixedClock(at) });
const createExample = () => requestExample(gateway, 'cashOrderCreate', 'create');
const webhookRule = (name: string) => readSignature((gateway.document.webhooks as Record<string, { post: RawObject }>)[name]!.post)!;

describe('Gateway cash orders', () => {
  it('creates the voucher of the page, which the payment point pays 5 minutes later', async () => {
    const sim = simulatorAt('2026-11-20T14:30:01-05:00');
    const created = await postJson(sim, `${HOST}/api/cashorder`, await signed(createExample()));
    expect(created.json).toEqual(responseExample(gateway, 'cashOrderCreate', 200, 'created'));
    const pending = await postJson(sim, `${HOST}/api/cashorder/query`, { auth: await freshAuth(sim), reference: 'ORDER-1001' });
    expect((pending.json.cashOrder as RawObject).status).toMatchObject({ status: 'PENDING' });

    await sim.advance(300);
    const notifications = sim.takeNotifications();
    expect(notifications.map((notification) => notification.webhook)).toEqual(['cashOrderStatus', 'transactionStatus']);
    const [orderStatus, transactionStatus] = notifications.map((notification) => JSON.parse(notification.body) as RawObject);
    expect(orderStatus).toMatchObject({ reference: 'ORDER-1001', status: { status: 'PAID', reason: '00', message: 'La orden fue pagada', date: '2026-11-20T14:35:01-05:00' } });
    expect(transactionStatus).toMatchObject({ internalReference: 51240001, reference: 'ORDER-1001', type: 'PURCHASE', status: { status: 'APPROVED', reason: '00', message: 'Aprobada' } });
    expect((await checkSignature(webhookRule('cashOrderStatus'), notifications[0]!.body, exampleSite.secretKey)).kind).toBe('valid');

    const query = await postJson(sim, `${HOST}/api/cashorder/query`, await signed(requestExample(gateway, 'cashOrderQuery', 'query'), '2026-11-20T14:35:01-05:00'));
    const expected = responseExample(gateway, 'cashOrderQuery', 200, 'paid');
    expect(without(query.json.cashOrder as RawObject, 'status', 'paidAt', 'internalReference')).toEqual(without(expected.cashOrder as RawObject, 'status', 'paidAt', 'internalReference'));
    expect(query.json.cashOrder).toMatchObject({ internalReference: 51240001, paidAt: '2026-11-20T14:35:01-05:00' });
    const transaction = await postJson(sim, `${HOST}/api/query`, { auth: await freshAuth(sim), internalReference: 51240001 });
    expect((transaction.json.transactions as RawObject[])[0]).toMatchObject({ paymentMethod: 'cash', status: { status: 'APPROVED' } });
  });

  it('pays a voucher at once at a payment point, and expires the 5,000 COP one', async () => {
    const sim = simulatorAt('2026-11-20T14:30:01-05:00');
    const order = createExample().order as RawObject;
    await postJson(sim, `${HOST}/api/cashorder`, await signed(createExample()));
    expect(await sim.act('gateway', 'payVoucher', { paymentCode: '883040217765' })).toMatchObject({ ok: true, value: { status: { status: 'PAID' } } });
    expect(await sim.act('gateway', 'payVoucher', { paymentCode: '883040217765' })).toEqual({ ok: false, problem: 'orderPAID' });
    sim.takeNotifications();

    const small = await postJson(sim, `${HOST}/api/cashorder`, { auth: await freshAuth(sim), order: { ...order, reference: 'ORDER-1002', amount: { currency: 'COP', total: 5000 } } });
    expect(small.json.cashOrder).toMatchObject({ paymentCode: '883040217766', barcode: '(415)7709998012345(8020)883040217766(3900)5000(96)20261215' });
    await sim.advance(300);
    const [expired] = sim.takeNotifications();
    expect(JSON.parse(expired!.body)).toMatchObject({ reference: 'ORDER-1002', status: { status: 'EXPIRED', reason: 'EX', message: 'La orden venció sin pago', date: '2026-11-20T14:35:01-05:00' } });

    const again = await postJson(sim, `${HOST}/api/cashorder`, { auth: await freshAuth(sim), order });
    expect(again.json).toMatchObject({ status: { status: 'FAILED', reason: 409, message: 'Ya existe una orden de pago con esa referencia' } });
    const past = await postJson(sim, `${HOST}/api/cashorder`, { auth: await freshAuth(sim), order: { ...order, reference: 'ORDER-1003', dueDate: '2026-11-19' } });
    expect(past.json.status).toMatchObject({ message: 'El campo order.dueDate debe estar entre hoy y 365 días a partir de hoy' });
    expect((await postJson(sim, `${HOST}/api/cashorder/query`, { auth: await freshAuth(sim), reference: 'NOPE' })).status).toBe(404);
  });
});
