import { describe, expect, it } from 'vitest';
import { repositoryFacts } from '../../../node/facts/load-facts';
import { loadSimulatorApis } from '../../../node/simulator/load-simulator-apis';
import { type RawObject, without } from '../../openapi/raw';
import { readSignature } from '../../openapi/signature';
import { authSteps } from '../../toolkit/auth';
import { fromBase64 } from '../../toolkit/bytes';
import { checkSignature } from '../../toolkit/signature-check';
import { fixedClock, siteDateTime } from '../clock';
import { jsonMedia, requestExamples, responseExamples } from '../examples';
import { schemaProblems } from '../request-validation';
import { createSimulator } from '../simulator';
import { exampleSite } from '../site';
import { findOperation } from '../words';

/*
 * Gateway's purchase, query and same-day reversal, run with the reference's own examples (their
 * tranKeys recomputed for the example secretKey from their nonce and seed): the answers are the
 * page's, identifiers included.
 */

const [gateway] = loadSimulatorApis(process.cwd(), 'es', ['gateway']);
const api = gateway!;
const HOST = 'https://gateway-test.ondapay.dev';

const requestExample = (operationId: string, name: string) => requestExamples(api.document, findOperation(api, operationId)).get(name) as RawObject;
const responseExample = (operationId: string, status: number, name: string) => responseExamples(api.document, findOperation(api, operationId), status).get(name) as RawObject;

async function signed(body: RawObject, seed?: string) {
  const auth = body.auth as RawObject;
  const steps = await authSteps({ login: exampleSite.login, secretKey: exampleSite.secretKey, nonce: fromBase64(String(auth.nonce))!, seed: seed ?? String(auth.seed) });
  return { ...body, auth: { ...auth, seed: steps.seed, tranKey: steps.tranKey } };
}

const facts = repositoryFacts();
const simulatorAt = (at: string) => createSimulator({ locale: 'es', apis: [api], facts, clock: fixedClock(at) });
type Sim = ReturnType<typeof simulatorAt>;

async function post(sim: Sim, path: string, body: unknown) {
  const response = await sim.handle({ method: 'POST', url: `${HOST}${path}`, body: JSON.stringify(body) });
  return { ...response, json: JSON.parse(response.body) as RawObject };
}

const statusMessage = (value: RawObject) => (value.status as RawObject).message;

const problems = (operationId: string, body: unknown) => schemaProblems(api.document, jsonMedia(api.document, (findOperation(api, operationId).operation.responses as RawObject)['200'])?.schema, body, 'response');

describe('Gateway, run with the reference examples', () => {
  it('approves the purchase example as the page shows it, then reverses it the same day', async () => {
    const sim = simulatorAt('2026-11-20T14:30:03-05:00');
    const purchase = await post(sim, '/api/process', await signed(requestExample('process', 'purchase')));
    const approved = responseExample('process', 200, 'approved');
    expect(purchase.status).toBe(200);
    expect(problems('process', purchase.json)).toEqual([]);
    expect(purchase.json.status).toEqual(approved.status);
    // The network's identifier is the network's: the simulator does not invent one.
    expect(purchase.json.transaction).toEqual(approved.transaction);

    await sim.advance(Date.parse('2026-11-20T16:10:02-05:00') / 1000 - Date.parse('2026-11-20T14:30:03-05:00') / 1000);
    const reversal = await post(sim, '/api/reverse', await signed(requestExample('reverse', 'reverse'), siteDateTime(sim.clock.now())));
    const reversed = responseExample('reverse', 200, 'approved');
    expect(reversal.status).toBe(200);
    expect(problems('reverse', reversal.json)).toEqual([]);
    expect(reversal.json.status).toEqual(reversed.status);
    expect((reversal.json.transaction as RawObject).type).toBe('REVERSAL');
    expect(reversal.json.transaction).toMatchObject({ reference: 'ORDER-1001', status: (reversed.transaction as RawObject).status, authorization: '915204', originalInternalReference: 51240001, amount: { currency: 'COP', total: 150000 } });

    const again = await post(sim, '/api/reverse', await signed({ ...requestExample('reverse', 'reverse'), auth: { ...(requestExample('reverse', 'reverse').auth as RawObject), nonce: 'AAAAAAAAAAAAAAAAAAAAAA==' } }, siteDateTime(sim.clock.now())));
    expect(again.status).toBe(409);
    expect(again.json.status).toMatchObject({ message: 'El pago ya fue reversado' });

    const byReference = await post(sim, '/api/query', await signed({ ...requestExample('query', 'byReference'), auth: { ...(requestExample('query', 'byReference').auth as RawObject), nonce: 'AQEBAQEBAQEBAQEBAQEBAQ==' } }, siteDateTime(sim.clock.now())));
    expect(byReference.status).toBe(200);
    expect(problems('query', byReference.json)).toEqual([]);
    expect((byReference.json.transactions as RawObject[]).map((item) => [item.type, item.refunded, item.refundedAmount])).toEqual([
      ['REVERSAL', false, 0],
      ['PURCHASE', true, 150000],
    ]);
  });

  it('refuses to reverse a payment of an earlier day, pointing to the refund', async () => {
    const sim = simulatorAt('2026-11-20T14:30:03-05:00');
    await post(sim, '/api/process', await signed(requestExample('process', 'purchase'), siteDateTime(sim.clock.now())));
    await sim.advance(10 * 60 * 60);
    const reversal = await post(sim, '/api/reverse', await signed(requestExample('reverse', 'reverse'), siteDateTime(sim.clock.now())));
    expect(reversal.status).toBe(409);
    expect(reversal.json.status).toMatchObject({ reason: 409, message: (responseExample('reverse', 409, 'settled').status as RawObject).message });
  });

  it('replays a repeated purchase and refuses another payment for the same reference', async () => {
    const sim = simulatorAt('2026-11-20T14:30:03-05:00');
    const first = await post(sim, '/api/process', await signed(requestExample('process', 'purchase'), siteDateTime(sim.clock.now())));
    await sim.advance(29);
    const retry = await post(sim, '/api/process', await signed({ ...requestExample('process', 'purchase'), auth: { ...(requestExample('process', 'purchase').auth as RawObject), nonce: 'AgICAgICAgICAgICAgICAg==' } }, siteDateTime(sim.clock.now())));
    expect(retry.status).toBe(200);
    expect(retry.headers['ondapay-idempotent-replay']).toBe('true');
    expect(retry.body).toBe(first.body);
    const other = requestExample('process', 'purchase');
    const otherAmount = { ...other, payment: { ...(other.payment as RawObject), amount: { currency: 'COP', total: 90000 } }, auth: { ...(other.auth as RawObject), nonce: 'AwMDAwMDAwMDAwMDAwMDAw==' } };
    const conflict = await post(sim, '/api/process', await signed(otherAmount, siteDateTime(sim.clock.now())));
    expect(conflict.status).toBe(409);
    expect(conflict.json.status).toMatchObject({ reason: 409, message: (responseExample('process', 409, 'referenceInUse').status as RawObject).message });
  });

  it('keeps the pending card PENDING, then approves it and sends the signed transactionStatus', async () => {
    const sim = simulatorAt('2026-11-20T14:30:04-05:00');
    const example = requestExample('process', 'purchase');
    const body = { ...example, instrument: { card: { number: '5105105105105100', expiration: '12/29', cvv: '123' } }, notificationUrl: 'https://tienda-andina.example.com/webhooks/ondapay' };
    const pending = await post(sim, '/api/process', await signed(body, siteDateTime(sim.clock.now())));
    const pendingExample = responseExample('process', 200, 'pending');
    expect((pending.json.transaction as RawObject).status).toEqual((pendingExample.transaction as RawObject).status);
    expect((pending.json.transaction as RawObject).authorization).toBeNull();
    await sim.advance(300);
    const [notification] = sim.takeNotifications();
    const webhook = ((api.document.webhooks as RawObject).transactionStatus as RawObject).post as RawObject;
    const notificationExample = (((((webhook.requestBody as RawObject).content as RawObject)['application/json'] as RawObject).examples as RawObject).approved as RawObject).value as RawObject;
    expect(notification!.headers).toEqual({ 'Content-Type': 'application/json', 'User-Agent': 'Ondapay-Webhooks/1.0', 'Ondapay-Event': 'transactionStatus', 'Ondapay-Delivery-Attempt': '1' });
    const received = JSON.parse(notification!.body) as RawObject;
    expect(received.status).toEqual(notificationExample.status);
    const rule = readSignature(webhook)!;
    expect(await checkSignature({ in: rule.in, name: rule.name, algorithms: rule.algorithms, fields: rule.fields, encoding: rule.encoding }, notification!.body, exampleSite.secretKey)).toMatchObject({ kind: 'valid' });
  });

  it('refunds part of the payment as the refund example shows, then the rest, never more, and replays a repeated refundReference', async () => {
    const sim = simulatorAt('2026-11-20T14:30:03-05:00');
    await post(sim, '/api/process', await signed(requestExample('process', 'purchase')));
    await sim.advance(Date.parse('2026-11-23T09:20:04-05:00') / 1000 - Date.parse('2026-11-20T14:30:03-05:00') / 1000);
    const example = requestExample('process', 'refund');
    const withNonce = (body: RawObject, nonce: string) => signed({ ...body, auth: { ...(body.auth as RawObject), nonce } }, siteDateTime(sim.clock.now()));
    const first = await post(sim, '/api/process', await withNonce(example, 'BAQEBAQEBAQEBAQEBAQEBA=='));
    const shown = responseExample('process', 200, 'refund');
    expect(first.status).toBe(200);
    expect(problems('process', first.json)).toEqual([]);
    expect(first.json.status).toEqual(shown.status);
    // The identifiers count on from the purchase; everything else is the page's.
    expect(first.json.transaction).toMatchObject(without(shown.transaction as RawObject, 'internalReference', 'authorization', 'receipt'));

    const repeated = await post(sim, '/api/process', await withNonce(example, 'BQUFBQUFBQUFBQUFBQUFBQ=='));
    expect(repeated.headers['ondapay-idempotent-replay']).toBe('true');
    expect(repeated.body).toBe(first.body);

    const tooMuch = await post(sim, '/api/process', await withNonce({ ...example, refundReference: 'ORDER-1001-R2', amount: { currency: 'COP', total: 100001 } }, 'BgYGBgYGBgYGBgYGBgYGBg=='));
    expect(tooMuch.status).toBe(400);
    expect(statusMessage(tooMuch.json)).toBe(statusMessage(responseExample('process', 400, 'refundBalance')));
    const rest = await post(sim, '/api/process', await withNonce({ ...example, refundReference: 'ORDER-1001-R2', amount: { currency: 'COP', total: 100000 } }, 'BwcHBwcHBwcHBwcHBwcHBw=='));
    expect(rest.status).toBe(200);
    const query = await post(sim, '/api/query', await withNonce(requestExample('query', 'byInternalReference'), 'CAgICAgICAgICAgICAgICA==').then((body) => ({ ...body, internalReference: 51240001 })));
    expect((query.json.transactions as RawObject[])[0]).toMatchObject({ refunded: true, refundedAmount: 150000 });
  });

  it('refuses a refund after the window the facts give', async () => {
    const sim = simulatorAt('2026-11-20T14:30:03-05:00');
    await post(sim, '/api/process', await signed(requestExample('process', 'purchase')));
    await sim.advance((Number(facts.gateway?.values?.refundWindowDays) + 1) * 24 * 60 * 60);
    const late = await post(sim, '/api/process', await signed(requestExample('process', 'refund'), siteDateTime(sim.clock.now())));
    expect(late.status).toBe(409);
    expect(statusMessage(late.json)).toBe(statusMessage(responseExample('process', 409, 'refundTooOld')));
    const withoutFacts = createSimulator({ locale: 'es', apis: [api], clock: fixedClock('2026-11-20T14:30:03-05:00') });
    expect((await post(withoutFacts, '/api/process', await signed(requestExample('process', 'refund'), '2026-11-20T14:30:03-05:00'))).status).toBe(501);
  });

  it('says what it does not simulate yet', async () => {
    const sim = simulatorAt('2026-11-20T14:30:00-05:00');
    for (const name of ['bankAccount', 'threeDS']) {
      const answer = await post(sim, '/api/process', await signed(requestExample('process', name), siteDateTime(sim.clock.now())));
      expect(answer.status, name).toBe(501);
    }
  });
});
