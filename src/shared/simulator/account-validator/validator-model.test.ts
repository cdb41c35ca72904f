import { describe, expect, it } from 'vitest';
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
    // The examples share one nonce (a second use is 401, as the API answers): a fresh auth.
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
