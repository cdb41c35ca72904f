import { describe, expect, it } from 'vitest';
import { freshAuth } from '../../shared/simulator/sim-test-kit';
import { sandboxPerFile } from './sandbox-harness';

/* AutoPay over HTTP: create, the payer signs (the sandbox's command), the clock runs to the first cycle, the events contract receives the events, the query shows the charge. */

const harness = sandboxPerFile(['autopay'], '2026-11-20T14:30:01-05:00');

describe('sandbox: AutoPay', () => {
  it('charges a signed AutoPay when its date comes', async () => {
    const sandbox = harness();
    const base = '/api-test.ondapay.dev/autopay';
    const created = await sandbox.call('POST', `${base}/api/autopay`, {
      auth: await freshAuth(sandbox.simulator),
      reference: 'PLAN-4001',
      description: 'Plan mensual',
      amount: { currency: 'COP', total: 150000 },
      recurring: { periodicity: 'MONTHLY', interval: 1, startDate: '2026-12-01' },
      payer: { name: 'Ana', surname: 'Gómez', email: 'ana.gomez@example.com', documentType: 'CC', document: '1040035000' },
      returnUrl: 'https://tienda-andina.example.com/autopay/resultado',
      ipAddress: '203.0.113.10',
      userAgent: 'Mozilla/5.0',
    });
    expect(created.status).toBe(200);
    const page = await fetch(String(created.json.processUrl));
    expect(await page.text()).toContain(`name="autopayId" value="${String(created.json.autopayId)}"`);
    expect((await sandbox.call('POST', '/_simulator/autopay/sign', { autopayId: created.json.autopayId, card: '4111111111111111' })).status).toBe(200);
    await sandbox.call('POST', '/_simulator/clock', { seconds: 11 * 24 * 3600 });
    await sandbox.settled();
    expect(sandbox.received.map((item) => (JSON.parse(item.body) as { event: string }).event)).toEqual(['AUTOPAY_ACTIVATED', 'CHARGE_APPROVED']);
    const query = await sandbox.call('POST', `${base}/api/autopay/${String(created.json.autopayId)}`, { auth: await freshAuth(sandbox.simulator) });
    expect(query.json.charges).toMatchObject([{ chargeDate: '2026-12-01', status: { status: 'APPROVED' } }]);
  });
});
