import { describe, expect, it } from 'vitest';
import { freshAuth } from '../../shared/simulator/sim-test-kit';
import { sandboxPerFile } from './sandbox-harness';

/* Payment orders over HTTP: a batch created, one order held, the clock past its dueDate, the signed expiry at the local receiver. */

const harness = sandboxPerFile(['invoices'], '2026-11-20T14:30:01-05:00');

describe('sandbox: Payment orders', () => {
  it('creates, holds and expires an order', async () => {
    const sandbox = harness();
    const base = '/api-test.ondapay.dev/invoices';
    const order = { reference: 'FAC-9001', description: 'Factura FAC-9001', amount: { currency: 'COP', total: 98000 }, dueDate: '2026-11-21', payer: { name: 'Ana', surname: 'Gómez', documentType: 'CC', document: '1040035000', email: 'ana.gomez@example.com' } };
    const created = await sandbox.call('POST', `${base}/api/invoices`, { auth: await freshAuth(sandbox.simulator), invoices: [order] });
    expect(created.json.results).toMatchObject([{ reference: 'FAC-9001', status: { status: 'OK' } }]);
    const held = await sandbox.call('POST', `${base}/api/invoices/hold`, { auth: await freshAuth(sandbox.simulator), reference: 'FAC-9001' });
    expect(held.json.invoice).toMatchObject({ status: { status: 'HELD' } });
    await sandbox.call('POST', '/_simulator/clock', { seconds: 2 * 24 * 3600 });
    await sandbox.settled();
    expect(sandbox.received.map((item) => JSON.parse(item.body) as unknown)).toMatchObject([{ reference: 'FAC-9001', status: { status: 'EXPIRED', reason: 'EX' } }]);
  });
});
