import { describe, expect, it } from 'vitest';
import { repositoryFacts } from '../../../node/facts/load-facts';
import { loadSimulatorApis } from '../../../node/simulator/load-simulator-apis';
import type { Locale } from '../../i18n/locales';
import { fixedClock } from '../clock';
import { createSimulator } from '../simulator';
import { freshAuth, postJson, requestExample, responseExample, signed } from '../sim-test-kit';

/*
 * `information` with the reference's examples at their instant (14:30:01), in both languages: the
 * page card, the OTP card, PSE and the route; the same operation on Web Checkout's host
 * (`gatewayInformation`); what it refuses or does not simulate.
 */

const facts = repositoryFacts();
const apisIn = (locale: Locale) => loadSimulatorApis(process.cwd(), locale, ['gateway', 'checkout']);
const AT = '2026-11-20T14:30:01-05:00';

describe.each(['es', 'en'] as const)('information (%s)', (locale) => {
  const apis = apisIn(locale);
  const [gateway, checkout] = [apis.find((api) => api.api === 'gateway')!, apis.find((api) => api.api === 'checkout')!];
  const simulator = () => createSimulator({ locale, apis, facts, clock: fixedClock(AT) });

  it.each(['card', 'otpCard', 'method', 'route'])('answers the %s example exactly', async (name) => {
    const answer = await postJson(simulator(), 'https://gateway-test.ondapay.dev/api/information', await signed(requestExample(gateway, 'information', name)));
    expect(answer.status).toBe(200);
    expect(answer.json).toEqual(responseExample(gateway, 'information', 200, name));
  });

  it.each(['card', 'method'])('answers Web Checkout gatewayInformation %s exactly', async (name) => {
    const answer = await postJson(simulator(), 'https://checkout-test.ondapay.dev/api/gateway/information', await signed(requestExample(checkout, 'gatewayInformation', name)));
    expect(answer.json).toEqual(responseExample(checkout, 'gatewayInformation', 200, name));
  });

  it('takes the brand from the test card, refuses a card and a method together, and does not simulate what the examples do not show', async () => {
    const sim = simulator();
    const url = 'https://gateway-test.ondapay.dev/api/information';
    const amount = { currency: 'COP', total: 150000 };
    const master = await postJson(sim, url, { auth: await freshAuth(sim), instrument: { card: { number: '5555555555554444' } }, amount });
    expect(master.json).toMatchObject({ paymentMethod: 'master', franchise: 'master', brand: 'Mastercard', requiresOtp: false });
    const both = await postJson(sim, url, { auth: await freshAuth(sim), instrument: { card: { number: '4111111111111111' } }, paymentMethod: 'pse', amount });
    expect(both.status).toBe(400);
    expect(both.json).toEqual(responseExample(gateway, 'information', 400, 'both'));
    expect((await postJson(sim, url, { auth: await freshAuth(sim), instrument: { card: { number: '4242424242424242' } }, amount })).status).toBe(501);
    expect((await postJson(sim, url, { auth: await freshAuth(sim), paymentMethod: 'ach', amount })).status).toBe(501);
  });
});
