import { createHash, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { siteDateTime } from '../../shared/simulator/clock';
import { exampleSite } from '../../shared/simulator/site';
import { checkSignature } from '../../shared/toolkit/signature-check';
import { sandboxPerFile } from './sandbox-harness';

/*
 * A script of the integrator's own, in Node, run against the local sandbox: it creates a session
 * with `auth` built as the pages' reference code builds it (node:crypto), the payer pays on the
 * `processUrl` page, the integrator's local webhook receives the signed notification, and the query
 * says APPROVED.
 */

const harness = sandboxPerFile(['checkout'], '2026-11-20T14:30:01-05:00', 'en');
// The sandbox's address of the test host, as `npm run sandbox` prints it.
const checkoutBase = () => `${harness().origin}/checkout-test.ondapay.dev`;

/** The pages' reference code: a raw 16-byte nonce, the current seed, SHA-256 over nonce + seed + secretKey. */
function auth() {
  const nonce = randomBytes(16);
  const seed = siteDateTime(harness().simulator.clock.now());
  const tranKey = createHash('sha256').update(Buffer.concat([nonce, Buffer.from(seed + exampleSite.secretKey)])).digest('base64');
  return { login: exampleSite.login, tranKey, nonce: nonce.toString('base64'), seed };
}

const postJson = (url: string, body: unknown) => fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

describe('the local sandbox', () => {
  it('runs a whole Web Checkout payment for a script of the reader’s own', async () => {
    const base = checkoutBase();
    const { received, settled } = harness();
    const create = await postJson(`${base}/api/session`, {
      auth: auth(),
      payment: { reference: 'ORDER-1001', description: 'Purchase at Andean Store', amount: { currency: 'COP', total: 150000 } },
      expiration: '2026-11-20T15:00:00-05:00',
      returnUrl: 'https://tienda-andina.example.com/pedidos/ORDER-1001/resultado',
      ipAddress: '203.0.113.10',
      userAgent: 'Mozilla/5.0 (X11; Linux x86_64)',
    });
    expect(create.status).toBe(200);
    expect(create.headers.get('x-ondapay-simulator')).toBe('true');
    const session = (await create.json()) as { requestId: number; processUrl: string; status: { status: string } };
    expect(session.status.status).toBe('OK');
    expect(session.processUrl.startsWith(`${base}/session/${session.requestId}/`)).toBe(true);

    const page = await fetch(session.processUrl);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('4111 1111 1111 1111');

    const paid = await postJson(`${new URL(base).origin}/_simulator/checkout/sessions/${session.requestId}/pay`, { card: '4111111111111111' });
    expect(await paid.json()).toMatchObject({ ok: true, payment: { status: 'APPROVED', message: 'Approved' } });
    await settled();
    expect(received).toHaveLength(1);
    const rule = { in: 'body' as const, name: 'signature', algorithms: ['SHA-256'], fields: ['requestId', 'status.status', 'status.date'], encoding: 'hex' as const };
    expect(await checkSignature(rule, received[0]!.body, exampleSite.secretKey)).toMatchObject({ kind: 'valid' });

    const query = await postJson(`${base}/api/session/${session.requestId}`, { auth: auth() });
    expect(await query.json()).toMatchObject({ requestId: session.requestId, status: { status: 'APPROVED', reason: '00' }, payment: [{ status: { status: 'APPROVED' } }] });

    const index = await (await fetch(`${new URL(base).origin}/`)).text();
    expect(index).toContain('local simulation');
    expect(index).toContain('sessionStatus');
  });

  it('takes the payer page form, says a problem in words, and lists the events as JSON', async () => {
    const base = checkoutBase();
    const create = await postJson(`${base}/api/session`, {
      auth: auth(),
      payment: { reference: 'ORDER-1002', description: 'Purchase', amount: { currency: 'COP', total: 1000 } },
      expiration: '2026-11-20T15:10:00-05:00',
      returnUrl: 'https://tienda-andina.example.com/r',
      ipAddress: '203.0.113.10',
      userAgent: 'test',
    });
    const { requestId } = (await create.json()) as { requestId: number };
    const form = (fields: Record<string, string>) => fetch(`${new URL(base).origin}/_simulator/checkout/sessions/${requestId}/pay`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(fields).toString() });
    const challenge = await form({ card: '4000000000003220', otp: '' });
    expect(challenge.status).toBe(409);
    expect(await challenge.text()).toContain('enter the OTP');
    const paid = await form({ card: '4000000000003220', otp: '123456' });
    expect(paid.status).toBe(200);
    expect(await paid.text()).toContain('APPROVED 00');
    const events = (await (await fetch(`${new URL(base).origin}/_simulator/events`)).json()) as { events: Array<{ kind: string }> };
    expect(events.events.map((event) => event.kind)).toContain('action');
  });

  it('answers a wrong auth with the 401 and says why in a header, and advances the clock on request', async () => {
    const base = checkoutBase();
    const { simulator } = harness();
    const wrong = await postJson(`${base}/api/session/8412345`, { auth: { ...auth(), tranKey: 'yTXwS+ZrA8Zhu7ZYR1A4gSTU+qlLE4AEZ9DnzNkMKbQ=' } });
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toMatchObject({ status: { reason: 401, message: 'Authentication failed 101' } });
    expect(JSON.parse(decodeURIComponent(wrong.headers.get('x-ondapay-simulator-notes') ?? ''))).toEqual([{ kind: 'auth', message: 'wrongTranKey' }]);
    const before = simulator.clock.now().getTime();
    const advanced = await postJson(`${new URL(base).origin}/_simulator/clock`, { seconds: 60 });
    expect(advanced.status).toBe(200);
    expect(simulator.clock.now().getTime() - before).toBe(60_000);
  });

  it("refuses a command's JSON that is no object, and a clock move that is not forward, each saying which", async () => {
    const origin = new URL(checkoutBase()).origin;
    const notObject = await fetch(`${origin}/_simulator/checkout/pay`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '[1, 2]' });
    expect(notObject.status).toBe(400);
    expect(await notObject.json()).toEqual({ ok: false, problem: 'badJson' });
    const backwards = await postJson(`${origin}/_simulator/clock`, { seconds: -60 });
    expect(backwards.status).toBe(400);
    expect(await backwards.json()).toEqual({ error: 'seconds' });
  });
});
