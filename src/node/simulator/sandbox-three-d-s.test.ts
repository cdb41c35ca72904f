import { describe, expect, it } from 'vitest';
import { sandboxPerFile } from './sandbox-harness';

/* A 3-D Secure challenge over HTTP: the account manager's token (the sandbox's command), a session, the challenge answered with the OTP, the signed sessionResult at the local receiver, the query APPROVED. */

const harness = sandboxPerFile(['three-d-s-server'], '2026-11-20T14:30:01-05:00');

describe('sandbox: 3DS Server', () => {
  it('authenticates with a challenge', async () => {
    const sandbox = harness();
    const issued = await sandbox.call('POST', '/_simulator/three-d-s-server/token', {});
    const bearer = { authorization: `Bearer ${String((issued.json.value as { token: string }).token)}` };
    const base = '/3dss-test.ondapay.dev';
    const created = await sandbox.call(
      'POST',
      `${base}/api/sessions`,
      { merchantId: 7314, branchId: 5521, reference: 'ORDER-6001', channel: 'BROWSER', amount: { currency: 'COP', total: 150000 }, card: { number: '4000000000003220', expiration: '12/29' }, payer: { name: 'Ana', surname: 'Gómez', email: 'ana.gomez@example.com' }, notificationUrl: 'https://tienda-andina.example.com/webhooks/ondapay' },
      bearer,
    );
    expect(created.status).toBe(201);
    const browser = { acceptHeader: 'text/html', ipAddress: '203.0.113.10', javaEnabled: false, javascriptEnabled: true, language: 'es-CO', colorDepth: 24, screenHeight: 900, screenWidth: 1440, timeZone: 300, userAgent: 'Mozilla/5.0', challengeWindowSize: '05' };
    const authenticated = await sandbox.call('POST', `${base}/api/sessions/${String(created.json.sessionId)}/authenticate`, { threeDSCompInd: 'Y', browser }, bearer);
    expect(authenticated.json.status).toMatchObject({ status: 'PENDING', reason: '3C' });
    expect((await sandbox.call('POST', '/_simulator/three-d-s-server/challenge', { sessionId: created.json.sessionId, otp: '123456' })).status).toBe(200);
    await sandbox.settled();
    expect(sandbox.received.map((item) => (JSON.parse(item.body) as { transStatus: string }).transStatus)).toEqual(['Y']);
    const query = await sandbox.call('GET', `${base}/api/sessions/${String(created.json.sessionId)}`, undefined, bearer);
    expect(query.json).toMatchObject({ status: { status: 'APPROVED' }, transStatus: 'Y', eci: '05' });
  });
});
