import { describe, expect, it } from 'vitest';
import { repositoryFacts } from '../../../node/facts/load-facts';
import { loadSimulatorApis } from '../../../node/simulator/load-simulator-apis';
import { type RawObject, without } from '../../openapi/raw';
import { fixedClock } from '../clock';
import { createSimulator } from '../simulator';
import { freshAuth, postJson, requestExample, responseExample, signed } from '../sim-test-kit';

/*
 * Account Validator's checks with the reference's examples: the instant check of the page validated
 * at 14:30:04 (its ACCOUNT_VALIDATED webhook is the example, signature included), the re-validation
 * by verificationCode within and above the test balance, the holder that does not match, the test
 * accounts' failures, the slow bank's account that the clock validates, Puerto Rico's SSN check.
 */

const [api] = loadSimulatorApis(process.cwd(), 'es', ['account-validator']);
const validator = api!;
const HOST = 'https://api-test.ondapay.dev/account-validator';
const simulatorAt = (at: string) => createSimulator({ locale: 'es', apis: [validator], clock: fixedClock(at) });
const webhookExample = (name: string, example: string) =>
  (validator.document.webhooks as Record<string, { post: { requestBody: { content: Record<string, { examples: Record<string, { value: unknown }> }> } } }>)[name]!.post.requestBody.content['application/json']!.examples[example]!.value;
const instant = () => requestExample(validator, 'createValidation', 'instant');
type Sim = ReturnType<typeof simulatorAt>;
const check = async (sim: Sim, change: RawObject) => (await postJson(sim, `${HOST}/api/validations`, { ...instant(), auth: await freshAuth(sim), ...change })).json;

describe('Account Validator', () => {
  it('validates the page account at once, then re-validates it by verificationCode', async () => {
    const sim = simulatorAt('2026-11-20T14:30:04-05:00');
    const created = await postJson(sim, `${HOST}/api/validations`, await signed(instant()));
    expect(without(created.json, 'createdAt')).toEqual(without(responseExample(validator, 'createValidation', 200, 'validated'), 'createdAt'));
    expect(sim.takeNotifications().map((notification) => JSON.parse(notification.body) as unknown)).toEqual([webhookExample('accountValidated', 'instant')]);

    const query = await postJson(sim, `${HOST}/api/validations/90311`, { auth: await freshAuth(sim) });
    expect(query.json.status).toMatchObject({ status: 'VALIDATED', reason: '00' });
    const revalidated = await check(sim, { verificationCode: created.json.verificationCode, amount: { currency: 'COP', total: 150000 }, account: undefined, holder: undefined });
    expect(without(revalidated, 'validationId', 'status', 'createdAt')).toEqual(without(responseExample(validator, 'createValidation', 200, 'revalidated'), 'validationId', 'status', 'createdAt'));
    const tooMuch = await check(sim, { verificationCode: created.json.verificationCode, amount: { currency: 'COP', total: 2500000 }, account: undefined, holder: undefined });
    expect(without(tooMuch, 'validationId', 'createdAt', 'status')).toEqual(without(responseExample(validator, 'createValidation', 200, 'insufficientBalance'), 'validationId', 'createdAt', 'status'));
    expect(tooMuch.status).toMatchObject({ status: 'FAILED', reason: 'XA', message: 'El saldo disponible no cubre el monto' });
    expect((await check(sim, { verificationCode: 'avc_00000000000000000000000000000000', account: undefined, holder: undefined })).status).toMatchObject({ message: 'El verificationCode no corresponde a una cuenta validada de tu sitio' });
  });

  it('answers the test accounts outcomes', async () => {
    const sim = simulatorAt('2026-11-20T14:30:03-05:00');
    const account = (accountNumber: string, bankCode = '1007') => ({ bankCode, accountType: 'SAVINGS', accountNumber });
    const mismatch = await check(sim, { holder: { ...(instant().holder as RawObject), document: '1040053000' } });
    expect(without(mismatch, 'validationId', 'createdAt')).toEqual(without(responseExample(validator, 'createValidation', 200, 'holderMismatch'), 'validationId', 'createdAt'));
    expect((await check(sim, { account: account('40000000001') })).status).toMatchObject({ status: 'FAILED', reason: 'AN', message: 'La cuenta no existe' });
    expect((await check(sim, { account: account('40000000002') })).status).toMatchObject({ reason: 'AC', message: 'La cuenta está cerrada o inactiva' });
    expect((await check(sim, { account: account('40000000006') })).status).toMatchObject({ reason: 'XN', message: 'El número de cuenta no es válido para el banco' });
    expect((await check(sim, { account: account('40000000003'), holder: { name: 'Luis', surname: 'Pérez', documentType: 'CC', document: '79123456', email: 'luis@example.com' } })).status).toMatchObject({ status: 'VALIDATED' });
    expect((await check(sim, { account: account('40012345678', '1051') })).status).toMatchObject({ status: 'FAILED', reason: 400, message: 'El banco 1051 no admite la verificación instantánea; valida con micro-depósitos' });
    const business = await postJson(sim, `${HOST}/api/validations`, await signed(requestExample(validator, 'createValidation', 'business'), '2026-11-20T14:30:03-05:00'));
    expect(business.json.status).toMatchObject({ status: 'VALIDATED' });
    const pr = await check(sim, without(requestExample(validator, 'createValidation', 'puertoRico'), 'auth'));
    expect(pr.status).toMatchObject({ status: 'VALIDATED' });
    const wrongSsn = await check(sim, { ...without(requestExample(validator, 'createValidation', 'puertoRico'), 'auth'), holder: { ...(requestExample(validator, 'createValidation', 'puertoRico').holder as RawObject), ssnLast4: '1234' } });
    expect(wrongSsn.status).toMatchObject({ status: 'FAILED', reason: 'X5', message: 'Los últimos 4 dígitos del SSN no coinciden con el titular' });
    // Without the facts the test deposits are not known (501). The examples share one nonce: a fresh auth.
    expect((await postJson(sim, `${HOST}/api/validations`, { ...requestExample(validator, 'createValidation', 'microDeposits'), auth: await freshAuth(sim) })).status).toBe(501);
  });

  it('keeps the slow bank account PENDING until the clock validates it, with its webhook', async () => {
    const sim = simulatorAt('2026-11-20T14:30:10-05:00');
    const slow = await check(sim, { account: { bankCode: '1007', accountType: 'SAVINGS', accountNumber: '40000000004' } });
    expect(without(slow, 'validationId', 'createdAt')).toEqual(without(responseExample(validator, 'createValidation', 200, 'bankSlow'), 'validationId', 'createdAt'));
    expect(sim.takeNotifications()).toEqual([]);
    await sim.advance(120);
    const [event] = sim.takeNotifications();
    expect(JSON.parse(event!.body)).toMatchObject({ event: 'ACCOUNT_VALIDATED', validationId: 90311, status: { status: 'VALIDATED', date: '2026-11-20T14:32:10-05:00' } });
  });
});

describe('Account Validator micro-deposits', () => {
  const facts = repositoryFacts();
  const microAt = (at: string) => createSimulator({ locale: 'es', apis: [validator], facts, clock: fixedClock(at) });
  const micro = () => requestExample(validator, 'createValidation', 'microDeposits');
  const confirm = async (sim: Sim, amounts: number[]) => postJson(sim, `${HOST}/api/validations/90311/confirm`, { auth: await freshAuth(sim), amounts });
  const dated = ['status', 'createdAt', 'expiresAt', 'depositsSentAt', 'validationId'];

  it('sends the test deposits, then validates the account with their amounts', async () => {
    const sim = microAt('2026-11-20T14:30:00-05:00');
    const created = await postJson(sim, `${HOST}/api/validations`, await signed(micro()));
    expect(without(created.json, ...dated)).toEqual(without(responseExample(validator, 'createValidation', 200, 'microDeposits'), ...dated));
    expect(created.json).toMatchObject({ status: { status: 'PENDING', reason: 'PD' }, expiresAt: '2026-11-30T14:30:00-05:00', attemptsLeft: 3 });
    expect((await confirm(sim, [320, 570])).json.status).toMatchObject({ reason: 409, message: 'La validación no está esperando la confirmación de micro-depósitos' });

    await sim.advance(120);
    const [sent] = sim.takeNotifications();
    expect(JSON.parse(sent!.body)).toMatchObject({ event: 'MICRO_DEPOSITS_SENT', validationId: 90311, status: { status: 'PENDING', reason: 'DS', message: 'Los micro-depósitos fueron enviados; esperando confirmación', date: '2026-11-20T14:32:00-05:00' } });
    const validated = await confirm(sim, [570, 320]);
    expect(without(validated.json, ...dated)).toEqual(without(responseExample(validator, 'confirmValidation', 200, 'validated'), ...dated));
    expect(sim.takeNotifications().map((notification) => (JSON.parse(notification.body) as RawObject).event)).toEqual(['ACCOUNT_VALIDATED']);
  });

  it('counts wrong amounts down to FAILED MA', async () => {
    const sim = microAt('2026-11-20T14:30:00-05:00');
    await postJson(sim, `${HOST}/api/validations`, await signed(micro()));
    await sim.advance(120);
    const first = await confirm(sim, [100, 200]);
    expect(without(first.json, ...dated)).toEqual(without(responseExample(validator, 'confirmValidation', 200, 'wrongAmounts'), ...dated));
    expect(first.json.status).toMatchObject({ status: 'PENDING', reason: 'WA', message: 'Los valores no coinciden; quedan 2 intentos' });
    const second = await confirm(sim, [100, 200]);
    expect(second.json).toMatchObject({ attemptsLeft: 1, status: { reason: 'WA' } });
    expect(second.notes).toEqual([{ kind: 'notSimulated', message: 'WA: 1' }]);
    const third = await confirm(sim, [100, 200]);
    expect(without(third.json, ...dated)).toEqual(without(responseExample(validator, 'confirmValidation', 200, 'attemptsUsed'), ...dated));
    expect((await confirm(sim, [100, 200])).status).toBe(409);
  });

  it('ends the test accounts deposits as the facts say: DR, EX after 10 minutes, HM', async () => {
    const sim = microAt('2026-11-20T14:30:00-05:00');
    const send = async (accountNumber: string, holder?: RawObject) =>
      (await postJson(sim, `${HOST}/api/validations`, { ...micro(), auth: await freshAuth(sim), account: { bankCode: '1007', accountType: 'SAVINGS', accountNumber }, ...(holder ? { holder } : {}) })).json;
    await send('40000000003');
    await send('40000000005');
    const mismatch = await send('40012345678', { ...(micro().holder as RawObject), document: '1040053000' });
    expect(mismatch.status).toMatchObject({ status: 'FAILED', reason: 'HM' });
    sim.takeNotifications();
    await sim.advance(120);
    expect(sim.takeNotifications().map((notification) => (JSON.parse(notification.body) as RawObject).status)).toMatchObject([{ status: 'FAILED', reason: 'DR' }, { status: 'PENDING', reason: 'DS' }]);
    await sim.advance(600);
    expect(sim.takeNotifications().map((notification) => JSON.parse(notification.body) as RawObject)).toMatchObject([{ event: 'VALIDATION_EXPIRED', validationId: 90312, status: { status: 'EXPIRED', reason: 'EX', date: '2026-11-20T14:42:00-05:00' } }]);
  });
});
