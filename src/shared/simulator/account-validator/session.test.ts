import { describe, expect, it } from 'vitest';
import { repositoryFacts } from '../../../node/facts/load-facts';
import { loadSimulatorApis } from '../../../node/simulator/load-simulator-apis';
import type { Locale } from '../../i18n/locales';
import { type RawObject, without } from '../../openapi/raw';
import { fixedClock } from '../clock';
import { createSimulator } from '../simulator';
import { freshAuth, postJson, requestExample, responseExample, secondsBetween, signed } from '../sim-test-kit';

/*
 * Account Validator's hosted session with the reference's examples at their instants: the session
 * of the page created at 14:30:01 (`90313`, its processUrl), waiting, the payer's account validated
 * at 14:33:12 (the query and the ACCOUNT_VALIDATED webhook are the examples, signature included);
 * then the tries on the page, the payer's Cancelar, the session that expires, the request's 400s.
 */

const facts = repositoryFacts();
const HOST = 'https://api-test.ondapay.dev/account-validator';
const validatorIn = (locale: Locale) => loadSimulatorApis(process.cwd(), locale, ['account-validator'])[0]!;
const es = validatorIn('es');
const simulatorAt = (at: string, locale: Locale = 'es') => createSimulator({ locale, apis: [validatorIn(locale)], facts, clock: fixedClock(at) });
type Sim = ReturnType<typeof simulatorAt>;
const webhookExample = (api: typeof es, name: string, example: string) =>
  (api.document.webhooks as Record<string, { post: { requestBody: { content: Record<string, { examples: Record<string, { value: RawObject }> }> } } }>)[name]!.post.requestBody.content['application/json']!.examples[example]!.value;
const query = async (sim: Sim, id: number) => (await postJson(sim, `${HOST}/api/validations/${id}`, { auth: await freshAuth(sim) })).json;
const events = (sim: Sim) => sim.takeNotifications().map((notification) => JSON.parse(notification.body) as RawObject);
const PAGE_ACCOUNT = { bankCode: '1007', accountType: 'SAVINGS', accountNumber: '40012345678' };

async function openSession(sim: Sim, change: RawObject = {}) {
  return postJson(sim, `${HOST}/api/session`, { ...requestExample(es, 'createValidationSession', 'session'), auth: await freshAuth(sim), ...change });
}

describe('Account Validator session, the reference examples at their instants', () => {
  it('creates the page session, waits for the payer, and validates the account the payer enters', async () => {
    const sim = simulatorAt('2026-11-20T14:30:01-05:00');
    const created = await postJson(sim, `${HOST}/api/session`, await signed(requestExample(es, 'createValidationSession', 'session')));
    expect(created.status).toBe(200);
    expect(created.json).toEqual(responseExample(es, 'createValidationSession', 200, 'created'));
    // createdAt is the instant the simulator created it (the examples write the request's seed).
    expect(without(await query(sim, 90313), 'createdAt')).toEqual(without(responseExample(es, 'getValidation', 200, 'sessionWaiting'), 'createdAt'));
    expect(events(sim)).toEqual([]);

    await sim.advance(secondsBetween('2026-11-20T14:30:01-05:00', '2026-11-20T14:33:12-05:00'));
    const entered = await sim.act('account-validator', 'enterAccount', { validationId: 90313, ...PAGE_ACCOUNT });
    expect(entered.ok).toBe(true);
    expect(without(await query(sim, 90313), 'createdAt')).toEqual(without(responseExample(es, 'getValidation', 200, 'sessionValidated'), 'createdAt'));
    expect(events(sim)).toEqual([webhookExample(es, 'accountValidated', 'session')]);
    expect((await sim.act('account-validator', 'cancel', { validationId: 90313 })).ok).toBe(false);
  });

  it('answers in English with the English examples', async () => {
    const en = validatorIn('en');
    const sim = simulatorAt('2026-11-20T14:30:01-05:00', 'en');
    const created = await postJson(sim, `${HOST}/api/session`, await signed(requestExample(en, 'createValidationSession', 'session')));
    expect(created.json).toEqual(responseExample(en, 'createValidationSession', 200, 'created'));
    await sim.advance(99);
    const canceled = await sim.act('account-validator', 'cancel', { validationId: 90313 });
    expect(canceled).toMatchObject({ ok: true, value: { status: { status: 'CANCELED', reason: 'PC', message: ((webhookExample(en, 'validationCanceled', 'canceled').status as RawObject).message as string) } } });
  });
});

describe('Account Validator session rules', () => {
  it('leaves a failed instant check waiting while tries are left, then fails with the last reason', async () => {
    const sim = simulatorAt('2026-11-20T14:30:01-05:00');
    await openSession(sim, { accountAttempts: 2 });
    const first = await sim.act('account-validator', 'enterAccount', { validationId: 90313, ...PAGE_ACCOUNT, accountNumber: '40000000001' });
    expect(first).toMatchObject({ ok: true, value: { triesLeft: 1, status: { status: 'FAILED', reason: 'AN' } } });
    expect((await query(sim, 90313)).status).toMatchObject({ status: 'PENDING', reason: 'PD' });
    expect(events(sim)).toEqual([]);
    await sim.act('account-validator', 'enterAccount', { validationId: 90313, ...PAGE_ACCOUNT, accountNumber: '40000000002' });
    expect(await query(sim, 90313)).toMatchObject({ method: 'INSTANT', status: { status: 'FAILED', reason: 'AC' }, expiresAt: null });
    expect(events(sim).map((event) => [event.event, (event.status as RawObject).reason])).toEqual([['VALIDATION_FAILED', 'AC']]);
  });

  it('cancels as the payer presses Cancelar (the canceled example), and expires an untouched session with SX', async () => {
    const sim = simulatorAt('2026-11-20T14:30:00-05:00');
    await openSession(sim);
    await sim.advance(100);
    const canceled = await sim.act('account-validator', 'cancel', { validationId: 90313 });
    expect(canceled.ok).toBe(true);
    const example = responseExample(es, 'getValidation', 200, 'canceled');
    expect(without(await query(sim, 90313), 'validationId', 'createdAt')).toEqual(without(example, 'validationId', 'createdAt'));
    expect(without(events(sim)[0]!, 'validationId', 'signature')).toEqual(without(webhookExample(es, 'validationCanceled', 'canceled'), 'validationId', 'signature'));

    await openSession(sim, { expiration: '2026-11-20T15:01:40-05:00' });
    expect((await query(sim, 90314)).expiresAt).toBe('2026-11-20T15:01:40-05:00');
    await sim.advance(secondsBetween('2026-11-20T14:31:40-05:00', '2026-11-20T15:01:41-05:00'));
    expect((await query(sim, 90314)).status).toEqual({ status: 'EXPIRED', reason: 'SX', message: 'El pagador no completó la sesión de validación a tiempo', date: '2026-11-20T15:01:40-05:00' });
    // The content guide: an ended session without a method has no deadline left, EXPIRED SX as the CANCELED PC example.
    expect((await query(sim, 90314)).expiresAt).toBeNull();
    expect(events(sim).map((event) => [event.event, (event.status as RawObject).reason])).toEqual([['VALIDATION_EXPIRED', 'SX']]);
    expect((await sim.act('account-validator', 'enterAccount', { validationId: 90314, ...PAGE_ACCOUNT })).ok).toBe(false);
  });

  it('offers only micro-deposits when the session forces them; the payer may still cancel while they wait', async () => {
    const sim = simulatorAt('2026-11-20T14:30:01-05:00');
    await postJson(sim, `${HOST}/api/session`, { ...requestExample(es, 'createValidationSession', 'forcedMethod'), auth: await freshAuth(sim) });
    await sim.act('account-validator', 'enterAccount', { validationId: 90313, ...PAGE_ACCOUNT });
    expect(await query(sim, 90313)).toMatchObject({ method: 'MICRO_DEPOSITS', status: { status: 'PENDING', reason: 'PD' }, expiresAt: '2026-11-30T14:30:01-05:00' });
    await sim.advance(120);
    expect((await query(sim, 90313)).status).toMatchObject({ status: 'PENDING', reason: 'DS' });
    expect((await sim.act('account-validator', 'cancel', { validationId: 90313 })).ok).toBe(true);
    expect((await query(sim, 90313)).status).toMatchObject({ status: 'CANCELED', reason: 'PC' });
  });

  it('refuses an expiration out of range and a business holder with a personal document, in the examples words', async () => {
    const sim = simulatorAt('2026-11-20T14:30:01-05:00');
    const late = await openSession(sim, { expiration: '2026-11-28T15:00:00-05:00' });
    expect(late.status).toBe(400);
    expect(late.json).toEqual(responseExample(es, 'createValidationSession', 400, 'expiration'));
    const business = requestExample(es, 'createValidationSession', 'business');
    const wrongType = await openSession(sim, { holder: { ...(business.holder as RawObject), documentType: 'CC' } });
    expect(wrongType.json).toEqual(responseExample(es, 'createValidationSession', 400, 'holderType'));
    expect(wrongType.notes).toContainEqual(expect.objectContaining({ pointer: '/holder/documentType' }));
    const passport = await openSession(sim, { holder: { ...(business.holder as RawObject), documentType: 'PPN' } });
    expect((passport.json.status as RawObject).message).toBe('El tipo de documento PPN no corresponde a un titular BUSINESS');
    const company = await postJson(sim, `${HOST}/api/session`, { ...business, auth: await freshAuth(sim) });
    expect(company.json).toMatchObject({ validationId: 90313 });
  });

  it('does not simulate the session without the facts of its rules', async () => {
    const sim = createSimulator({ locale: 'es', apis: [es], clock: fixedClock('2026-11-20T14:30:01-05:00') });
    expect((await openSession(sim)).status).toBe(501);
  });
});
