import { describe, expect, it } from 'vitest';
import { freshAuth } from '../../shared/simulator/sim-test-kit';
import { sandboxPerFile } from './sandbox-harness';

/* Tokenize and a merchant-initiated charge over HTTP, as a scheduler of the integrator's would run it. */

const harness = sandboxPerFile(['gateway'], '2026-11-20T14:30:02-05:00');

describe('sandbox: Gateway tokens', () => {
  it('saves a card and charges it without the payer', async () => {
    const sandbox = harness();
    const payer = { name: 'Ana', surname: 'Gómez', email: 'ana.gomez@example.com', documentType: 'CC', document: '1040035000' };
    const saved = await sandbox.call('POST', '/gateway-test.ondapay.dev/api/tokenize', { auth: await freshAuth(sandbox.simulator), payer, instrument: { card: { number: '5555555555554444', expiration: '06/30', cvv: '123' } } });
    const token = (saved.json.instrument as { token: { token: string; networkTransactionId: string; validUntil: string } }).token;
    expect(token.validUntil).toBe('2030-06-30');
    await sandbox.call('POST', '/_simulator/clock', { seconds: 30 * 24 * 3600 });
    const charge = await sandbox.call('POST', '/gateway-test.ondapay.dev/api/process', {
      auth: await freshAuth(sandbox.simulator),
      payment: { reference: 'PLAN-7001', description: 'Plan mensual', amount: { currency: 'COP', total: 150000 } },
      instrument: { token: { token: token.token } },
      payer,
      initiator: { type: 'MERCHANT', storedCredential: 'SUBSEQUENT', reason: 'RECURRING', networkTransactionId: token.networkTransactionId },
    });
    expect(charge.json.transaction).toMatchObject({ type: 'PURCHASE', status: { status: 'APPROVED' }, card: { lastDigits: '4444', franchise: 'master' } });
  });
});
