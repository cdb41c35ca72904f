import { describe, expect, it } from 'vitest';
import { freshAuth } from '../../shared/simulator/sim-test-kit';
import { sandboxPerFile } from './sandbox-harness';

/* An Account Validator check over HTTP: the slow bank's account answers PENDING, the clock moves, the webhook arrives and the query says VALIDATED. */

const harness = sandboxPerFile(['account-validator'], '2026-11-20T14:30:01-05:00');

describe('sandbox: Account Validator', () => {
  it('validates an account after the bank answers', async () => {
    const sandbox = harness();
    const base = '/api-test.ondapay.dev/account-validator';
    const created = await sandbox.call('POST', `${base}/api/validations`, {
      auth: await freshAuth(sandbox.simulator),
      reference: 'ORDER-5001',
      method: 'INSTANT',
      account: { bankCode: '1007', accountType: 'SAVINGS', accountNumber: '40000000004' },
      holder: { name: 'Ana', surname: 'Gómez', documentType: 'CC', document: '1040035000', email: 'ana.gomez@example.com' },
    });
    expect(created.json.status).toMatchObject({ status: 'PENDING', reason: 'PD' });
    await sandbox.call('POST', '/_simulator/clock', { seconds: 120 });
    await sandbox.settled();
    expect(sandbox.received.map((item) => (JSON.parse(item.body) as { event: string }).event)).toEqual(['ACCOUNT_VALIDATED']);
    const query = await sandbox.call('POST', `${base}/api/validations/${String(created.json.validationId)}`, { auth: await freshAuth(sandbox.simulator) });
    expect(query.json.status).toMatchObject({ status: 'VALIDATED' });
  });
});
