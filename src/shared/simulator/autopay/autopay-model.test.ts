import { describe, expect, it } from 'vitest';
import { repositoryFacts } from '../../../node/facts/load-facts';
import { loadSimulatorApis } from '../../../node/simulator/load-simulator-apis';
import { type RawObject, without } from '../../openapi/raw';
import { fixedClock } from '../clock';
import { createSimulator } from '../simulator';
import { freshAuth, postJson, requestExample, responseExample, secondsBetween, signed } from '../sim-test-kit';

/*
 * AutoPay's guide with the reference's examples: the monthly AutoPay created at 14:30:01, queried
 * PENDING, signed at 14:36:12 with the test Visa (its AUTOPAY_ACTIVATED event is the example, signature
 * included), charged on 2026-12-01 (CHARGE_APPROVED); one signed with the card that answers "51",
 * whose charges are retried and rejected until the AutoPay FAILS (AP09); the sign window; a cancel.
 */

const [api] = loadSimulatorApis(process.cwd(), 'es', ['autopay']);
const autopay = api!;
const HOST = 'https://api-test.ondapay.dev/autopay';
const simulatorAt = (at: string) => createSimulator({ locale: 'es', apis: [autopay], facts: repositoryFacts(), clock: fixedClock(at) });
const event = (name: string) => {
  const paths = autopay.document.paths as Record<string, { post?: { operationId?: string; requestBody: { content: Record<string, { examples: Record<string, { value: RawObject }> }> } } }>;
  const operation = Object.values(paths).find((item) => item.post?.operationId === 'merchantWebhook')!.post!;
  return operation.requestBody.content['application/json']!.examples[name]!.value;
};
const bodies = (sim: ReturnType<typeof simulatorAt>) => sim.takeNotifications().map((notification) => JSON.parse(notification.body) as RawObject);
const withoutDates = (value: unknown): unknown => JSON.parse(JSON.stringify(value, (key, item: unknown) => (['date', 'signature', 'settlementId'].includes(key) ? undefined : item)));

describe('AutoPay', () => {
  it('creates, signs and charges the monthly AutoPay of the pages', async () => {
    const sim = simulatorAt('2026-11-20T14:30:01-05:00');
    const created = await postJson(sim, `${HOST}/api/autopay`, await signed(requestExample(autopay, 'createAutopay', 'monthly')));
    const expected = responseExample(autopay, 'createAutopay', 200, 'created');
    expect(without(created.json, 'processUrl')).toEqual(without(expected, 'processUrl'));
    expect(created.json.processUrl).toMatch(/^https:\/\/checkout-test\.ondapay\.dev\/autopay\/20931\/[0-9a-f]{16}$/);

    await sim.advance(secondsBetween('2026-11-20T14:30:01-05:00', '2026-11-20T14:32:00-05:00'));
    const pending = await postJson(sim, `${HOST}/api/autopay/20931`, { auth: await freshAuth(sim) });
    expect(pending.json).toEqual(responseExample(autopay, 'getAutopay', 200, 'pending'));

    await sim.advance(secondsBetween('2026-11-20T14:32:00-05:00', '2026-11-20T14:36:12-05:00'));
    expect(await sim.act('autopay', 'sign', { autopayId: 20931, card: '4111 1111 1111 1111' })).toMatchObject({ ok: true });
    expect(bodies(sim)).toEqual([event('activated')]);

    await sim.advance(secondsBetween('2026-11-20T14:36:12-05:00', '2026-12-01T06:10:01-05:00'));
    const [approved] = bodies(sim);
    expect(withoutDates(approved)).toEqual(withoutDates(event('chargeApproved')));
    expect(approved!.charge).toMatchObject({ chargeDate: '2026-12-01', status: { date: '2026-12-01T06:00:00-05:00' } });
    const query = await postJson(sim, `${HOST}/api/autopay/20931`, await signed(requestExample(autopay, 'getAutopay', 'query')));
    expect(withoutDates(without(query.json, 'autopay'))).toEqual(withoutDates(without(responseExample(autopay, 'getAutopay', 200, 'active'), 'autopay')));
    expect(without(query.json.autopay as RawObject, 'updatedAt')).toEqual(without(responseExample(autopay, 'getAutopay', 200, 'active').autopay as RawObject, 'updatedAt'));
  });

  it('retries a charge the card rejects with "51", counts unpaid cycles and fails the AutoPay at the limit', async () => {
    const sim = simulatorAt('2026-11-20T14:30:01-05:00');
    await postJson(sim, `${HOST}/api/autopay`, await signed(requestExample(autopay, 'createAutopay', 'monthly')));
    await sim.act('autopay', 'sign', { autopayId: 20931, card: '4000000000009953' });
    bodies(sim);
    await sim.advance(secondsBetween('2026-11-20T14:30:01-05:00', '2026-12-01T06:02:00-05:00'));
    expect(bodies(sim)).toEqual([]);
    await sim.advance(60);
    const [rejected] = bodies(sim);
    expect(rejected).toMatchObject({ event: 'CHARGE_REJECTED', status: { status: 'ACTIVE' }, charge: { attempts: 3, authorization: '', status: { status: 'REJECTED', reason: '51', message: 'Fondos insuficientes', date: '2026-12-01T06:03:00-05:00' } } });

    await sim.advance(secondsBetween('2026-12-01T06:03:00-05:00', '2027-02-01T06:03:00-05:00'));
    const events = bodies(sim);
    expect(events.map((item) => item.event)).toEqual(['CHARGE_REJECTED', 'CHARGE_REJECTED', 'AUTOPAY_FAILED']);
    expect(events[2]!.status).toEqual({ status: 'FAILED', reason: 'AP09', message: 'El AutoPay falló por cobros consecutivos sin pagar', date: '2027-02-01T06:03:00-05:00' });
    const list = await postJson(sim, `${HOST}/api/autopay/20931/transactions`, { auth: await freshAuth(sim) });
    expect(list.json.pagination).toEqual({ page: 1, pageSize: 20, total: 3 });
    const cancel = await postJson(sim, `${HOST}/api/autopay/20931/cancel`, { auth: await freshAuth(sim) });
    expect(cancel.json.status).toMatchObject({ status: 'FAILED', reason: 409, message: 'El AutoPay está en estado FAILED y no se puede cancelar' });
  });

  it('cancels an AutoPay not signed in time, and one the merchant cancels', async () => {
    const sim = simulatorAt('2026-11-20T14:30:01-05:00');
    await postJson(sim, `${HOST}/api/autopay`, await signed(requestExample(autopay, 'createAutopay', 'monthly')));
    const second = await postJson(sim, `${HOST}/api/autopay`, { ...requestExample(autopay, 'createAutopay', 'monthly'), auth: await freshAuth(sim), reference: 'ORDER-1009' });
    const cancelled = await postJson(sim, `${HOST}/api/autopay/${String(second.json.autopayId)}/cancel`, { auth: await freshAuth(sim) });
    expect((cancelled.json.autopay as RawObject).status).toMatchObject({ status: 'CANCELLED', reason: 'AP04', message: 'El comercio canceló el AutoPay' });
    bodies(sim);
    await sim.advance(48 * 3600);
    expect(bodies(sim)).toMatchObject([{ autopayId: 20931, event: 'AUTOPAY_CANCELLED', status: { status: 'CANCELLED', reason: 'AP03', message: 'El pagador no firmó el contrato a tiempo', date: '2026-11-22T14:30:01-05:00' } }]);
    expect(await sim.act('autopay', 'sign', { autopayId: 20931, card: '4111111111111111' })).toEqual({ ok: false, problem: 'autopayCANCELLED' });
    const balance = await postJson(sim, `${HOST}/api/autopay`, await signed(requestExample(autopay, 'createAutopay', 'totalBalance'), '2026-11-22T14:30:01-05:00'));
    expect(balance.status).toBe(501);
  });

  it('lets the payer decline the contract or revoke a signed one', async () => {
    const sim = simulatorAt('2026-11-20T14:30:01-05:00');
    await postJson(sim, `${HOST}/api/autopay`, await signed(requestExample(autopay, 'createAutopay', 'monthly')));
    const second = await postJson(sim, `${HOST}/api/autopay`, { ...requestExample(autopay, 'createAutopay', 'monthly'), auth: await freshAuth(sim), reference: 'ORDER-1009' });
    expect(await sim.act('autopay', 'decline', { autopayId: 20931 })).toMatchObject({ ok: true, value: { status: { status: 'CANCELLED', reason: 'AP02', message: 'El pagador rechazó el contrato' } } });
    expect(await sim.act('autopay', 'revoke', { autopayId: second.json.autopayId })).toEqual({ ok: false, problem: 'autopayPENDING' });
    await sim.act('autopay', 'sign', { autopayId: second.json.autopayId, card: '4111111111111111' });
    expect(await sim.act('autopay', 'revoke', { autopayId: second.json.autopayId })).toMatchObject({ ok: true, value: { status: { status: 'CANCELLED', reason: 'AP05', message: 'El pagador revocó el AutoPay' } } });
    expect(bodies(sim).map((item) => item.event)).toEqual(['AUTOPAY_CANCELLED', 'AUTOPAY_ACTIVATED', 'AUTOPAY_CANCELLED']);
  });
});
