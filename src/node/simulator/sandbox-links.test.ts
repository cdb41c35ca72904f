import { describe, expect, it } from 'vitest';
import { freshAuth } from '../../shared/simulator/sim-test-kit';
import { sandboxPerFile } from './sandbox-harness';

/* Payment Links over HTTP: create a link, the payer pays it (the sandbox's command), both notifications reach the local receiver, the query says PAID. */

const harness = sandboxPerFile(['payment-links'], '2026-11-20T14:30:01-05:00');

describe('sandbox: Payment Links', () => {
  it('creates, pays and queries a link', async () => {
    const sandbox = harness();
    const base = '/api-test.ondapay.dev/payment-links';
    const created = await sandbox.call('POST', `${base}/api/links`, {
      auth: await freshAuth(sandbox.simulator),
      type: 'SINGLE_USE',
      payment: { reference: 'ORDER-2001', description: 'Pedido ORDER-2001', amount: { currency: 'COP', total: 150000 } },
      expiration: '2026-11-26T23:59:59-05:00',
    });
    expect(created.status).toBe(200);
    expect(String(created.json.url)).toBe(`${sandbox.origin}/checkout-test.ondapay.dev/link/Xk29Qa7`);
    const paid = await sandbox.call('POST', '/_simulator/payment-links/pay', { linkId: created.json.linkId, card: '4111111111111111' });
    expect(paid.status).toBe(200);
    await sandbox.settled();
    expect(sandbox.received.map((item) => Object.keys(JSON.parse(item.body) as object)[0])).toEqual(['requestId', 'linkId']);
    const query = await sandbox.call('POST', `${base}/api/links/${String(created.json.linkId)}`, { auth: await freshAuth(sandbox.simulator) });
    expect(query.json.link).toMatchObject({ status: 'PAID', paymentsCount: 1 });
    expect((await sandbox.call('POST', '/_simulator/payment-links/pay', { linkId: created.json.linkId, card: '4111111111111111' })).status).toBe(409);
    expect((await sandbox.call('POST', '/_simulator/payment-links/nothing', {})).status).toBe(404);
  });

  it('serves the payer a page at the link url, which pays it with the card chosen', async () => {
    const sandbox = harness();
    const created = await sandbox.call('POST', '/api-test.ondapay.dev/payment-links/api/links', {
      auth: await freshAuth(sandbox.simulator),
      type: 'SINGLE_USE',
      payment: { reference: 'ORDER-2002', description: 'Pedido ORDER-2002', amount: { currency: 'COP', total: 90000 } },
      expiration: '2026-11-26T23:59:59-05:00',
    });
    const page = await fetch(String(created.json.url));
    const html = await page.text();
    expect(page.status).toBe(200);
    expect(html).toContain('action="/_simulator/payment-links/pay"');
    const code = String(created.json.url).split('/').pop()!;
    const paid = await fetch(`${sandbox.origin}/_simulator/payment-links/pay`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ code, card: '4111111111111111', otp: '' }) });
    expect(paid.status).toBe(200);
    expect(await paid.text()).toContain('APPROVED');
  });
});
