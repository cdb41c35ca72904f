import { describe, expect, it } from 'vitest';
import { repositoryFacts } from '../../node/facts/load-facts';
import { loadSimulatorApis } from '../../node/simulator/load-simulator-apis';
import type { RawObject } from '../openapi/raw';
import { fixedClock } from './clock';
import { createSimulator } from './simulator';
import { freshAuth, postJson } from './sim-test-kit';

/*
 * The models in English: the same flows answer with the English overlay's words and the English
 * facts, and none of them misses a word the Spanish definition has (a missing example would throw).
 */

const apis = loadSimulatorApis(process.cwd(), 'en', ['payment-links', 'autopay', 'account-validator', 'three-d-s-server', 'gateway', 'invoices', 'token-requestor']);
const simulator = () => createSimulator({ locale: 'en', apis, facts: repositoryFacts(), clock: fixedClock('2026-11-20T14:30:01-05:00') });
const payer = { name: 'Ana', surname: 'Gómez', email: 'ana.gomez@example.com', documentType: 'CC', document: '1040035000' };

describe('the simulator in English', () => {
  it('answers every product flow with English words', async () => {
    const sim = simulator();
    const link = await postJson(sim, 'https://api-test.ondapay.dev/payment-links/api/links', { auth: await freshAuth(sim), type: 'SINGLE_USE', payment: { reference: 'R-1', description: 'Order', amount: { currency: 'COP', total: 1000 } }, expiration: '2026-11-20T14:00:00-05:00' });
    expect(link.json.status).toMatchObject({ status: 'FAILED', message: 'The expiration date must be between 1 hour and 90 days from now' });

    const autopay = await postJson(sim, 'https://api-test.ondapay.dev/autopay/api/autopay', { auth: await freshAuth(sim), reference: 'P-1', description: 'Plan', amount: { currency: 'COP', total: 1000 }, recurring: { periodicity: 'MONTHLY', interval: 1, startDate: '2026-12-01' }, payer, returnUrl: 'https://example.com/r', ipAddress: '203.0.113.10', userAgent: 'Mozilla/5.0' });
    await sim.act('autopay', 'sign', { autopayId: autopay.json.autopayId, card: '4000000000009953' });
    await sim.advance(11 * 24 * 3600);
    const charges = await postJson(sim, `https://api-test.ondapay.dev/autopay/api/autopay/${String(autopay.json.autopayId)}`, { auth: await freshAuth(sim) });
    expect((charges.json.autopay as RawObject).status).toMatchObject({ status: 'ACTIVE', message: expect.not.stringMatching(/El AutoPay/) as unknown });
    expect((charges.json.charges as RawObject[])[0]!.status).toMatchObject({ status: 'REJECTED', reason: '51', message: 'Insufficient funds' });

    const validation = await postJson(sim, 'https://api-test.ondapay.dev/account-validator/api/validations', { auth: await freshAuth(sim), reference: 'V-1', method: 'INSTANT', account: { bankCode: '1007', accountType: 'SAVINGS', accountNumber: '40000000001' }, holder: { ...payer } });
    expect(validation.json.status).toMatchObject({ status: 'FAILED', reason: 'AN', message: 'The account does not exist' });

    const order = await postJson(sim, 'https://gateway-test.ondapay.dev/api/cashorder', { auth: await freshAuth(sim), order: { reference: 'C-1', description: 'Order', amount: { currency: 'COP', total: 5000 }, dueDate: '2026-12-15', payer } });
    expect((order.json.cashOrder as RawObject).status).toMatchObject({ status: 'PENDING', message: expect.not.stringMatching(/orden/) as unknown });
    await sim.advance(300);
    const expired = await postJson(sim, 'https://gateway-test.ondapay.dev/api/cashorder/query', { auth: await freshAuth(sim), reference: 'C-1' });
    expect((expired.json.cashOrder as RawObject).status).toMatchObject({ status: 'EXPIRED', reason: 'EX', message: expect.not.stringMatching(/orden/) as unknown });

    const issued = await sim.act('three-d-s-server', 'token', {});
    const token = issued.ok ? (issued.value as { token: string }).token : '';
    const session = await postJson(sim, 'https://3dss-test.ondapay.dev/api/sessions', { merchantId: 7314, branchId: 5521, reference: 'S-1', channel: 'BROWSER', amount: { currency: 'COP', total: 1000 }, card: { number: '4000000000003121', expiration: '12/29' }, payer, notificationUrl: 'https://example.com/n' }, { authorization: `Bearer ${token}` });
    const browser = { acceptHeader: 'text/html', ipAddress: '203.0.113.10', javaEnabled: false, javascriptEnabled: true, language: 'en', colorDepth: 24, screenHeight: 900, screenWidth: 1440, timeZone: 300, userAgent: 'Mozilla/5.0' };
    const rejected = await postJson(sim, `https://3dss-test.ondapay.dev/api/sessions/${String(session.json.sessionId)}/authenticate`, { threeDSCompInd: 'Y', browser }, { authorization: `Bearer ${token}` });
    expect(rejected.json.status).toMatchObject({ status: 'REJECTED', reason: '3R', message: 'Authentication rejected by the issuer' });

    const oauth = await sim.handle({ method: 'POST', url: 'https://api-test.ondapay.dev/token-requestor/oauth/token', headers: { authorization: `Basic ${btoa('trc_4b8e1f0a9d2c7e35:wrong')}`, 'content-type': 'application/x-www-form-urlencoded' }, body: 'grant_type=client_credentials&scope=tokens' });
    expect(JSON.parse(oauth.body)).toEqual({ error: 'invalid_client', error_description: 'Invalid client credentials' });
  });
});
