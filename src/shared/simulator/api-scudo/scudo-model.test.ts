import { describe, expect, it } from 'vitest';
import { repositoryFacts } from '../../../node/facts/load-facts';
import { loadSimulatorApis } from '../../../node/simulator/load-simulator-apis';
import { type RawObject, without } from '../../openapi/raw';
import { checkScudoSignature } from '../../toolkit/signature-check';
import { fixedClock } from '../clock';
import { requestExample, responseExample, secondsBetween } from '../sim-test-kit';
import { createSimulator } from '../simulator';
import { exampleSite } from '../site';

/*
 * Api Scudo's sequence page run in the simulated test environment, each request signed at its
 * instant: the three purchases of /api-scudo/sequence (4111 ACCEPT 77120 at 14:30:01, 5105 REVIEW
 * 77121 at 14:36:01, 4000…0002 DECLINE 77122 at 14:38:01) answer exactly the validate examples; the
 * review queue at 14:40 is the search example; the review is resolved five minutes later with exactly
 * the example's signed VALIDATION_RESOLVED, and each getValidation example is the query at its instant; the outcomes notified follow the pages' order rules.
 */

const facts = repositoryFacts();
const HOST = 'https://api-test.ondapay.dev/api-scudo';
const apis = { es: loadSimulatorApis(process.cwd(), 'es', ['api-scudo']), en: loadSimulatorApis(process.cwd(), 'en', ['api-scudo']) };
const api = apis.es[0]!;
type Sim = ReturnType<typeof createSimulator>;
const simulatorAt = (at: string, locale: 'es' | 'en' = 'es') => createSimulator({ locale, apis: apis[locale], facts, clock: fixedClock(at), sites: [{ ...exampleSite, notificationUrl: 'https://tienda-andina.example.com/webhooks/ondapay' }] });

/** A request signed as /api-scudo/signature says, at the simulator's instant. */
async function signedCall(sim: Sim, method: string, path: string, body?: unknown) {
  const text = body === undefined ? '' : JSON.stringify(body);
  const timestamp = Math.floor(sim.clock.now().getTime() / 1000);
  const draft = `login=${exampleSite.login},timestamp=${timestamp},signature=00`;
  const check = await checkScudoSignature({ method, path: `/api-scudo${path}`, body: text, header: draft, secretKey: exampleSite.secretKey }, sim.clock.now());
  if (check.kind === 'malformed') throw new Error('malformed');
  const response = await sim.handle({ method, url: `${HOST}${path}`, headers: { 'x-scudo-signature': draft.replace(/00$/, check.expected), ...(body === undefined ? {} : { 'content-type': 'application/json' }) }, ...(body === undefined ? {} : { body: text }) });
  return { ...response, json: JSON.parse(response.body) as RawObject };
}
const purchase = (bin: string, lastDigits: string, extra: RawObject = {}) => ({ ...requestExample(api, 'validateTransaction', 'card'), card: { bin, lastDigits }, ...extra });
const resolvedExample = () => {
  const webhooks = api.document.webhooks as Record<string, { post: { requestBody: { content: Record<string, { examples: Record<string, { value: RawObject }> }> } } }>;
  return webhooks.validationResolved!.post.requestBody.content['application/json']!.examples.accepted!.value;
};

describe('Api Scudo validations', () => {
  it('answers the sequence page purchases with the validate examples, searches and resolves the review', async () => {
    const sim = simulatorAt('2026-11-20T14:30:01-05:00');
    expect((await signedCall(sim, 'POST', '/api/validate', requestExample(api, 'validateTransaction', 'card'))).json).toEqual(responseExample(api, 'validateTransaction', 200, 'accept'));
    await sim.advance(360);
    expect((await signedCall(sim, 'POST', '/api/validate', purchase('510510', '5100'))).json).toEqual(responseExample(api, 'validateTransaction', 200, 'review'));
    await sim.advance(120);
    expect((await signedCall(sim, 'POST', '/api/validate', purchase('400000', '0002'))).json).toEqual(responseExample(api, 'validateTransaction', 200, 'decline'));
    await sim.advance(119);
    expect((await signedCall(sim, 'POST', '/api/search', requestExample(api, 'searchValidations', 'reviewQueue'))).json).toEqual(responseExample(api, 'searchValidations', 200, 'reviewQueue'));
    expect(sim.takeNotifications()).toEqual([]);

    await sim.advance(61);
    const [resolved] = sim.takeNotifications();
    expect(resolved?.url).toBe('https://tienda-andina.example.com/webhooks/ondapay');
    expect(JSON.parse(resolved!.body)).toEqual(resolvedExample());

    await sim.advance(secondsBetween('2026-11-20T14:41:01-05:00', '2026-11-20T14:45:00-05:00'));
    expect((await signedCall(sim, 'GET', '/api/validation/77121')).json).toEqual(responseExample(api, 'getValidation', 200, 'resolved'));
    expect((await signedCall(sim, 'GET', '/api/validation/99999')).json.status).toMatchObject({ reason: 404, message: 'La validación no existe' });
    // The decline's rules are on no page.
    expect((await signedCall(sim, 'GET', '/api/validation/77122')).status).toBe(501);
  });

  it('records the outcomes in the order the pages allow', async () => {
    const sim = simulatorAt('2026-11-20T14:30:01-05:00');
    await signedCall(sim, 'POST', '/api/validate', requestExample(api, 'validateTransaction', 'card'));
    await sim.advance(secondsBetween('2026-11-20T14:30:01-05:00', '2026-11-20T14:42:09-05:00'));
    const notify = (body: RawObject) => signedCall(sim, 'POST', '/api/notify', body);
    expect((await notify({ ...requestExample(api, 'notifyOutcome', 'refunded'), date: '2026-11-20T14:42:00-05:00' })).json).toEqual({ status: { ...(responseExample(api, 'notifyOutcome', 409, 'refundNotApproved').status as RawObject) } });
    expect((await notify(requestExample(api, 'notifyOutcome', 'approved'))).json).toEqual(responseExample(api, 'notifyOutcome', 200, 'recorded'));
    // Each signature is taken once: the next calls are a second later.
    await sim.advance(1);
    expect(without((await notify(requestExample(api, 'notifyOutcome', 'approved'))).json.status as RawObject, 'date')).toEqual(without(responseExample(api, 'notifyOutcome', 409, 'alreadyRecorded').status as RawObject, 'date'));
    expect(without((await notify({ ...requestExample(api, 'notifyOutcome', 'approved'), reference: 'ORDER-9' })).json.status as RawObject, 'date')).toEqual(without(responseExample(api, 'notifyOutcome', 409, 'referenceMismatch').status as RawObject, 'date'));

    await sim.advance(50);
    expect((await signedCall(sim, 'GET', '/api/validation/77120')).json).toEqual(responseExample(api, 'getValidation', 200, 'accepted'));

    await sim.advance(secondsBetween('2026-11-20T14:43:00-05:00', '2026-11-23T09:20:04-05:00'));
    expect((await notify(requestExample(api, 'notifyOutcome', 'refunded'))).json.status).toMatchObject({ status: 'OK', reason: '00' });
    await sim.advance(1);
    const tooMuch = await notify({ ...requestExample(api, 'notifyOutcome', 'refunded'), refund: { amount: { currency: 'COP', total: 100001 } } });
    expect(tooMuch.json).toEqual(responseExample(api, 'notifyOutcome', 400, 'refundTooLarge'));
    await sim.advance(1);
    expect((await notify(requestExample(api, 'notifyOutcome', 'chargeback'))).json.status).toMatchObject({ status: 'OK' });
    expect((await notify({ ...requestExample(api, 'notifyOutcome', 'approved'), validationId: 1 })).json.status).toMatchObject({ reason: 404 });
  });

  it('decides each test value in the rules engine order and is honest about the rest', async () => {
    const sim = simulatorAt('2026-11-20T14:30:01-05:00');
    // A second apart: a signature is accepted once.
    const validate = async (body: RawObject) => {
      await sim.advance(1);
      return signedCall(sim, 'POST', '/api/validate', body);
    };
    expect((await validate(purchase('400000', '3220'))).json).toMatchObject({ score: 58, decision: 'REVIEW', outcomes: [{ code: 'SC12', message: 'El país de la IP no coincide con el país del BIN' }] });
    expect((await validate(purchase('400000', '0044'))).json).toMatchObject({ score: 97, decision: 'DECLINE', outcomes: [{ code: 'SC21' }], kountTransactionId: '7VKC0Y6B2M4Q' });
    expect((await validate(purchase('555555', '4444'))).json).toMatchObject({ validationId: 77122, score: 18, decision: 'ACCEPT', kountTransactionId: '7VKC0Y7D8R1T' });
    expect((await validate(purchase('555555', '4444'))).json).toMatchObject({ validationId: 77123, kountTransactionId: '7VKC0Y7D8R1U' });
    const risky = purchase('411111', '1111', { payer: { name: 'Ana', surname: 'Gómez', email: 'riesgo@example.com' } });
    expect((await validate(risky)).json).toMatchObject({ score: 66, decision: 'REVIEW', outcomes: [{ code: 'SC18' }] });
    expect((await validate(purchase('411111', '1111', { deviceSessionId: '00000000000000000000000000000000' }))).status).toBe(501);
    expect((await validate(purchase('424242', '4242'))).status).toBe(501);
    expect((await validate(purchase('411111', '1111', { amount: { currency: 'COP', total: 150000.5 } }))).json.status).toMatchObject(without(responseExample(api, 'validateTransaction', 400, 'decimals').status as RawObject, 'date'));
    const slow = await validate(purchase('411111', '1111', { amount: { currency: 'COP', total: 999999 } }));
    expect(slow.notes[0]?.kind).toBe('notSimulated');
    expect((await signedCall(sim, 'POST', '/api/search', { reference: 'ORDER-1001', dateFrom: '2026-11-01T00:00:00-05:00' })).json.status).toMatchObject({ reason: 400, message: 'Envía solo uno de reference, validationId o dateFrom y dateTo' });
    expect((await signedCall(sim, 'POST', '/api/search', { dateFrom: '2026-10-01T00:00:00-05:00', dateTo: '2026-11-20T23:59:59-05:00' })).json.status).toMatchObject({ reason: 400, message: 'El rango entre dateFrom y dateTo no puede superar 31 días' });
  });
});

describe('Api Scudo in English', () => {
  it('answers with the English overlay and facts words', async () => {
    const en = apis.en[0]!;
    const sim = simulatorAt('2026-11-20T14:30:01-05:00', 'en');
    expect((await signedCall(sim, 'POST', '/api/validate', requestExample(en, 'validateTransaction', 'card'))).json).toEqual(responseExample(en, 'validateTransaction', 200, 'accept'));
    expect((await signedCall(sim, 'POST', '/api/validate', purchase('400000', '3220'))).json.outcomes).toEqual([{ code: 'SC12', message: 'The IP country does not match the BIN country' }]);
    expect((await signedCall(sim, 'GET', '/api/validation/99999')).json.status).toMatchObject({ message: 'The validation does not exist' });
  });
});
