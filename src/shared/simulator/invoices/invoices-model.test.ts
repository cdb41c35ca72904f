import { describe, expect, it } from 'vitest';
import { repositoryFacts } from '../../../node/facts/load-facts';
import { loadSimulatorApis } from '../../../node/simulator/load-simulator-apis';
import type { RawObject } from '../../openapi/raw';
import { readSignature } from '../../openapi/signature';
import { checkSignature } from '../../toolkit/signature-check';
import { fixedClock } from '../clock';
import { createSimulator } from '../simulator';
import { exampleSite } from '../site';
import { freshAuth, postJson, requestExample, responseExample, secondsBetween, signed } from '../sim-test-kit';

/*
 * Payment orders with the reference's examples: the batch of three (one repeated reference) answers
 * the page's results; orders held, released, removed and settled move through the facts' statuses;
 * several held at once; an order left past its dueDate expires with its signed notification.
 */

const [api] = loadSimulatorApis(process.cwd(), 'es', ['invoices']);
const invoices = api!;
const HOST = 'https://api-test.ondapay.dev/invoices';
const simulatorAt = (at: string) => createSimulator({ locale: 'es', apis: [invoices], facts: repositoryFacts(), clock: fixedClock(at) });
type Sim = ReturnType<typeof simulatorAt>;
const call = async (sim: Sim, operation: string, body: RawObject) => (await postJson(sim, `${HOST}/api/invoices/${operation}`, { auth: await freshAuth(sim), ...body })).json;
const order = (reference: string) => ({ reference, description: 'Pedido', amount: { currency: 'COP', total: 150000 }, dueDate: '2026-12-15', payer: { name: 'Ana', surname: 'Gómez', documentType: 'CC', document: '1040035000', email: 'ana.gomez@example.com' } });

describe('Payment orders', () => {
  it('creates the batch of the page, one result per order', async () => {
    const sim = simulatorAt('2026-11-20T14:30:01-05:00');
    const created = await postJson(sim, `${HOST}/api/invoices`, await signed(requestExample(invoices, 'createInvoices', 'threeOrders')));
    expect(created.json).toEqual(responseExample(invoices, 'createInvoices', 200, 'partial'));
  });

  it('holds, releases, removes and settles orders with the facts statuses', async () => {
    const sim = simulatorAt('2026-11-20T14:30:01-05:00');
    await postJson(sim, `${HOST}/api/invoices`, { auth: await freshAuth(sim), invoices: ['ORDER-1001', 'ORDER-1002', 'ORDER-1003', 'ORDER-1004', 'ORDER-1006'].map(order) });
    const held = await call(sim, 'hold', { reference: 'ORDER-1001' });
    expect(held.invoice).toMatchObject({ status: { status: 'HELD', reason: 'HD', message: 'La orden fue retenida' } });
    expect((await call(sim, 'hold', { reference: 'ORDER-1001' })).status).toMatchObject({ reason: 409, message: 'La orden no se puede retener porque está en estado HELD' });
    expect((await call(sim, 'release', { reference: 'ORDER-1001' })).invoice).toMatchObject({ status: { status: 'PENDING', reason: 'RL', message: 'La orden fue liberada' } });
    expect((await call(sim, 'release', { reference: 'ORDER-1001' })).status).toMatchObject({ reason: 409, message: 'La orden no está retenida' });
    expect((await call(sim, 'remove', { reference: 'ORDER-1006' })).invoice).toMatchObject({ status: { status: 'REMOVED', reason: 'RM', message: 'La orden fue retirada' } });
    expect((await call(sim, 'remove', { reference: 'ORDER-1006' })).status).toMatchObject({ reason: 409, message: 'La orden no se puede retirar porque está en estado REMOVED' });
    const settlement = { date: '2026-11-20T14:00:00-05:00', channel: 'BANK_TRANSFER', receipt: 'TRF-884120' };
    expect((await call(sim, 'settle', { reference: 'ORDER-1003', settlement })).invoice).toMatchObject({ status: { status: 'PAID', reason: 'EP', message: 'La orden fue pagada por fuera de Ondapay' }, settlement });
    expect((await call(sim, 'settle', { reference: 'ORDER-1002', settlement: { ...settlement, date: '2026-11-21T10:00:00-05:00' } })).status).toMatchObject({ reason: 400, message: 'El campo settlement.date no puede ser futura' });
    expect((await postJson(sim, `${HOST}/api/invoices/hold`, { auth: await freshAuth(sim), reference: 'ORDER-1099' })).status).toBe(404);

    const many = await call(sim, 'hold', { references: ['ORDER-1004', 'ORDER-1006', 'ORDER-1099'] });
    const expected = responseExample(invoices, 'holdInvoice', 200, 'heldMany');
    expect(JSON.parse(JSON.stringify(many, (key, value: unknown) => (key === 'date' ? undefined : value)))).toEqual(JSON.parse(JSON.stringify(expected, (key, value: unknown) => (key === 'date' ? undefined : value))));
  });

  it('expires an order when its dueDate ends, with its signed notification', async () => {
    const sim = simulatorAt('2026-11-20T14:30:01-05:00');
    await postJson(sim, `${HOST}/api/invoices`, { auth: await freshAuth(sim), invoices: [order('ORDER-1004')] });
    await sim.advance(secondsBetween('2026-11-20T14:30:01-05:00', '2026-12-16T00:00:00-05:00'));
    const [notification] = sim.takeNotifications();
    expect(JSON.parse(notification!.body)).toMatchObject({ reference: 'ORDER-1004', status: { status: 'EXPIRED', reason: 'EX', message: 'La orden venció sin pago', date: '2026-12-16T00:00:00-05:00' } });
    const webhook = (invoices.document.webhooks as Record<string, { post: RawObject }>).invoiceStatus!.post;
    expect((await checkSignature(readSignature(webhook)!, notification!.body, exampleSite.secretKey)).kind).toBe('valid');
    expect((await call(sim, 'hold', { reference: 'ORDER-1004' })).status).toMatchObject({ message: 'La orden no se puede retener porque está en estado EXPIRED' });
  });
});

describe('Payment orders and cash orders', () => {
  it('shares references with Gateway cash orders, and does not claim to change one', async () => {
    const apis = loadSimulatorApis(process.cwd(), 'es', ['invoices', 'gateway']);
    const sim = createSimulator({ locale: 'es', apis, facts: repositoryFacts(), clock: fixedClock('2026-11-20T14:30:01-05:00') });
    const cashOrder = (reference: string) => ({ reference, description: 'Compra', amount: { currency: 'COP', total: 150000 }, dueDate: '2026-12-15', payer: { name: 'Ana', surname: 'Gómez', email: 'ana.gomez@example.com', documentType: 'CC', document: '1040035000' } });
    const cash = await postJson(sim, 'https://gateway-test.ondapay.dev/api/cashorder', { auth: await freshAuth(sim), order: cashOrder('ORDER-2001') });
    expect(cash.status).toBe(200);
    const batch = await postJson(sim, `${HOST}/api/invoices`, { auth: await freshAuth(sim), invoices: [order('ORDER-2001'), order('ORDER-2002')] });
    expect((batch.json.results as RawObject[]).map((result) => (result.status as RawObject).status)).toEqual(['FAILED', 'OK']);
    expect((await postJson(sim, `${HOST}/api/invoices/hold`, { auth: await freshAuth(sim), reference: 'ORDER-2001' })).status).toBe(501);
    const again = await postJson(sim, 'https://gateway-test.ondapay.dev/api/cashorder', { auth: await freshAuth(sim), order: cashOrder('ORDER-2002') });
    expect(again.json.status).toMatchObject({ reason: 409, message: 'Ya existe una orden de pago con esa referencia' });
  });
});
