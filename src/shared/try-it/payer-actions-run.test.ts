import { describe, expect, it } from 'vitest';
import { repositoryFacts } from '../../node/facts/load-facts';
import { loadSimulatorApis } from '../../node/simulator/load-simulator-apis';
import type { RawObject } from '../openapi/raw';
import { fixedClock } from '../simulator/clock';
import { freshAuth, postJson, requestExample, signed } from '../simulator/sim-test-kit';
import { createSimulator, type Simulator } from '../simulator/simulator';
import { actionNamesOf, payerActions, runAction, runPayerAction as run } from './payer-actions';

/*
 * What Try it's controls offer runs as the models expect: each answer's actions, with the input
 * `actionInput` builds, go to the simulator's own commands (`runPayerAction`, as controls-view.ts sends them) and the
 * model does what the pages say the payer's step does.
 */

const apis = loadSimulatorApis(process.cwd(), 'en', ['checkout', 'payment-links', 'autopay', 'gateway', 'invoices']);
const api = (name: string) => apis.find((candidate) => candidate.api === name)!;
const simulator = () => createSimulator({ locale: 'en', apis, facts: repositoryFacts(), clock: fixedClock('2026-11-20T14:30:01-05:00') });

async function created(sim: Simulator, name: string, url: string, operationId: string, example: string) {
  const answer = await postJson(sim, url, await signed(requestExample(api(name), operationId, example)));
  expect(answer.status).toBe(200);
  return payerActions(name, answer.json);
}

describe('the controls\' actions, run', () => {
  it('pays a Web Checkout session with a test card, and a challenge card with the OTP', async () => {
    const sim = simulator();
    const [pay] = await created(sim, 'checkout', 'https://checkout-test.ondapay.dev/api/session', 'createSession', 'payment');
    expect(await run(sim, pay!, '4000 0000 0000 3220')).toEqual({ ok: false, problem: 'otpRequired' });
    expect(await run(sim, pay!, '4000 0000 0000 3220', '123456')).toMatchObject({ ok: true, value: { session: { status: 'APPROVED' } } });
    expect(sim.takeNotifications()).toHaveLength(1);
  });

  it('pays a payment link, signs and declines AutoPays, pays a cash voucher', async () => {
    const sim = simulator();
    const [linkPay] = await created(sim, 'payment-links', 'https://api-test.ondapay.dev/payment-links/api/links', 'createLink', 'singleUse');
    expect(await run(sim, linkPay!, '4111 1111 1111 1111')).toMatchObject({ ok: true });
    const [sign] = await created(sim, 'autopay', 'https://api-test.ondapay.dev/autopay/api/autopay', 'createAutopay', 'monthly');
    expect(await run(sim, sign!, '4111 1111 1111 1111')).toMatchObject({ ok: true });
    const second = await postJson(sim, 'https://api-test.ondapay.dev/autopay/api/autopay', { ...requestExample(api('autopay'), 'createAutopay', 'monthly'), auth: await freshAuth(sim), reference: 'PLAN-2' } as RawObject);
    expect(second.status).toBe(200);
    const [, decline] = payerActions('autopay', second.json);
    expect(await run(sim, decline!)).toMatchObject({ ok: true });
    const [voucher] = await created(sim, 'gateway', 'https://gateway-test.ondapay.dev/api/cashorder', 'cashOrderCreate', 'create');
    expect(await run(sim, voucher!)).toMatchObject({ ok: true });
  });
});

describe('runAction and actionNamesOf, by API and name (the MCP tool, the sandbox)', () => {
  it("names each API's commands, Web Checkout's pay first, and runs them as the payer's controls do", async () => {
    const sim = simulator();
    expect(actionNamesOf(sim, 'checkout')).toEqual(['pay']);
    expect(actionNamesOf(sim, 'payment-links')).toEqual(['pay']);
    expect(actionNamesOf(sim, 'autopay')).toEqual(expect.arrayContaining(['sign', 'decline', 'revoke']));
    expect(actionNamesOf(sim, 'invoices')).toEqual([]);
    expect(actionNamesOf(sim, 'nope')).toEqual([]);
    await created(sim, 'checkout', 'https://checkout-test.ondapay.dev/api/session', 'createSession', 'payment');
    expect(await runAction(sim, 'checkout', 'pay', { requestId: 8412345, card: '4111111111111111' })).toMatchObject({ ok: true, value: { session: { status: 'APPROVED' } } });
    expect(await runAction(sim, 'checkout', 'pay', { requestId: 1, card: '4111111111111111' })).toEqual({ ok: false, problem: 'unknownSession' });
    expect(await runAction(sim, 'payment-links', 'fly', {})).toEqual({ ok: false, problem: 'unknownAction' });
  });
});
