import { describe, expect, it } from 'vitest';
import { sandboxPerFile } from './sandbox-harness';

/* Token Requestor's OAuth token over HTTP, as an integrator's OAuth client library would ask for it, then the Bearer token. */

const harness = sandboxPerFile(['token-requestor'], '2026-11-20T14:30:00-05:00');

describe('sandbox: OAuth client credentials and Bearer', () => {
  it('issues a token for Basic credentials and takes it as Bearer', async () => {
    const sandbox = harness();
    const basic = `Basic ${Buffer.from('trc_4b8e1f0a9d2c7e35:trs_Vq7Lm2Xc9Rt4Kp8Wz3Nb6Hd1Fs5Gy0Ja').toString('base64')}`;
    const issued = await sandbox.call('POST', '/api-test.ondapay.dev/token-requestor/oauth/token', 'grant_type=client_credentials&scope=tokens', { 'content-type': 'application/x-www-form-urlencoded', authorization: basic });
    expect(issued.status).toBe(200);
    expect(issued.json).toMatchObject({ token_type: 'Bearer', expires_in: 3600, scope: 'tokens' });
    const withToken = await sandbox.call('GET', '/api-test.ondapay.dev/token-requestor/api/tokens/DNITHE382108374650138924', undefined, { authorization: `Bearer ${String(issued.json.access_token)}` });
    expect(withToken.status).toBe(404);
    expect(withToken.json).toMatchObject({ status: { reason: 404, message: 'El token no existe' } });
    const without = await sandbox.call('GET', '/api-test.ondapay.dev/token-requestor/api/tokens/DNITHE382108374650138924');
    expect(without.status).toBe(401);
    expect(JSON.parse(decodeURIComponent(without.headers.get('x-ondapay-simulator-notes') ?? '[]'))).toEqual([{ kind: 'auth', message: 'noToken' }]);
  });

  it('hands out the account manager admin credential, whose token opens the admin operations only', async () => {
    const sandbox = harness();
    const given = await sandbox.call('POST', '/_simulator/token-requestor/credential', JSON.stringify({ scope: 'admin' }), { 'content-type': 'application/json' });
    const credential = (given.json as { value: { clientId: string; clientSecret: string } }).value;
    expect(credential.clientId).toBe('trc_9a2d6f1c4e8b0d37');
    const basic = `Basic ${Buffer.from(`${credential.clientId}:${credential.clientSecret}`).toString('base64')}`;
    const issued = await sandbox.call('POST', '/api-test.ondapay.dev/token-requestor/oauth/token', 'grant_type=client_credentials&scope=admin', { 'content-type': 'application/x-www-form-urlencoded', authorization: basic });
    const bearer = { authorization: `Bearer ${String(issued.json.access_token)}` };
    expect((await sandbox.call('GET', '/api-test.ondapay.dev/token-requestor/api/admin/sites', undefined, bearer)).status).toBe(200);
    expect((await sandbox.call('GET', '/api-test.ondapay.dev/token-requestor/api/tokens/DNITHE382108374650138924', undefined, bearer)).status).toBe(403);
  });
});
