import { describe, expect, it } from 'vitest';
import { freshAuth } from '../../shared/simulator/sim-test-kit';
import { sandboxPerFile } from './sandbox-harness';

/* A cash voucher over HTTP: create the order, a payment point pays it (the sandbox's command), the receiver gets both notifications, the query says PAID; the 5,000 COP order expires when the clock moves. */

const harness = sandboxPerFile(['gateway', 'invoices'], '2026-11-20T14:30:01-05:00');

const order = (reference: string, total: number) => ({ reference, description: 'Compra', amount: { currency: 'COP', total }, dueDate: '2026-12-15', payer: { name: 'Ana', surname: 'Gómez', email: 'ana.gomez@example.com', documentType: 'CC', document: '1040035000' } });

describe('sandbox: cash orders', () => {
  it('pays a voucher and expires another', async () => {
    const sandbox = harness();
    const created = await sandbox.call('POST', '/gateway-test.ondapay.dev/api/cashorder', { auth: await freshAuth(sandbox.simulator), order: order('ORDER-3001', 150000) });
    expect(created.status).toBe(200);
    const voucher = created.json.cashOrder as { paymentCode: string; voucherUrl: string };
    expect(voucher.voucherUrl).toBe(`${sandbox.origin}/gateway-test.ondapay.dev/cashorder/voucher/${voucher.paymentCode}.pdf`);
    expect((await sandbox.call('POST', '/_simulator/gateway/payVoucher', { paymentCode: voucher.paymentCode })).status).toBe(200);
    await sandbox.settled();
    expect(sandbox.received.map((item) => item.headers['ondapay-event'])).toEqual(['cashOrderStatus', 'transactionStatus']);
    const query = await sandbox.call('POST', '/gateway-test.ondapay.dev/api/cashorder/query', { auth: await freshAuth(sandbox.simulator), reference: 'ORDER-3001' });
    expect(query.json.cashOrder).toMatchObject({ status: { status: 'PAID' } });

    await sandbox.call('POST', '/gateway-test.ondapay.dev/api/cashorder', { auth: await freshAuth(sandbox.simulator), order: order('ORDER-3002', 5000) });
    expect((await sandbox.call('POST', '/_simulator/clock', { seconds: 300 })).status).toBe(200);
    const expired = await sandbox.call('POST', '/gateway-test.ondapay.dev/api/cashorder/query', { auth: await freshAuth(sandbox.simulator), reference: 'ORDER-3002' });
    expect(expired.json.cashOrder).toMatchObject({ status: { status: 'EXPIRED', reason: 'EX' } });
  });
});
