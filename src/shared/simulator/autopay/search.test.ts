import { describe, expect, it } from 'vitest';
import { repositoryFacts } from '../../../node/facts/load-facts';
import { loadSimulatorApis } from '../../../node/simulator/load-simulator-apis';
import type { Locale } from '../../i18n/locales';
import type { RawObject } from '../../openapi/raw';
import { fixedClock } from '../clock';
import { createSimulator } from '../simulator';
import { freshAuth, postJson, requestExample, responseExample, secondsBetween, signed } from '../sim-test-kit';

/*
 * `searchAutopays`: the page's monthly AutoPay signed at 14:36:12 and a second one left unsigned,
 * found newest first, by status, reference and creation dates, without their charges; the
 * reference's `balanceTypes` search at its instant (the balance types are not simulated, so none).
 */

const facts = repositoryFacts();
const HOST = 'https://api-test.ondapay.dev/autopay';

describe.each(['es', 'en'] as const)('searchAutopays (%s)', (locale: Locale) => {
  const api = loadSimulatorApis(process.cwd(), locale, ['autopay'])[0]!;

  it('finds the site AutoPays by status, reference and creation date, newest first', async () => {
    const sim = createSimulator({ locale, apis: [api], facts, clock: fixedClock('2026-11-20T14:30:01-05:00') });
    await postJson(sim, `${HOST}/api/autopay`, await signed(requestExample(api, 'createAutopay', 'monthly')));
    await sim.advance(secondsBetween('2026-11-20T14:30:01-05:00', '2026-11-20T14:36:12-05:00'));
    await sim.act('autopay', 'sign', { autopayId: 20931, card: '4111111111111111' });
    await sim.advance(60);
    await postJson(sim, `${HOST}/api/autopay`, { ...requestExample(api, 'createAutopay', 'monthly'), auth: await freshAuth(sim), reference: 'ORDER-1002' });
    const search = async (filters: RawObject) => (await postJson(sim, `${HOST}/api/autopay/search`, { auth: await freshAuth(sim), ...filters })).json;
    const ids = (answer: RawObject) => (answer.autopays as RawObject[]).map((item) => item.autopayId);

    const all = await search({});
    expect(ids(all)).toEqual([20932, 20931]);
    expect(all.pagination).toEqual({ page: 1, pageSize: 20, total: 2 });
    const query = await postJson(sim, `${HOST}/api/autopay/20931`, { auth: await freshAuth(sim) });
    expect((all.autopays as RawObject[])[1]).toEqual(query.json.autopay);
    expect(ids(await search({ statuses: ['ACTIVE'] }))).toEqual([20931]);
    expect(ids(await search({ reference: 'ORDER-1002' }))).toEqual([20932]);
    expect(ids(await search({ createdFrom: '2026-11-21' }))).toEqual([]);
    expect(ids(await search({ createdFrom: '2026-11-20', createdTo: '2026-11-20', pageSize: 1, page: 2 }))).toEqual([20931]);
    expect(ids(await search({ chargeTypes: ['TOTAL_BALANCE'] }))).toEqual([]);
  });

  it('answers the reference example at its instant', async () => {
    const sim = createSimulator({ locale, apis: [api], facts, clock: fixedClock('2027-01-20T11:00:01-05:00') });
    const found = await postJson(sim, `${HOST}/api/autopay/search`, await signed(requestExample(api, 'searchAutopays', 'balanceTypes')));
    expect(found.status).toBe(200);
    expect(found.json.status).toEqual(responseExample(api, 'searchAutopays', 200, 'found').status);
    expect(found.json.autopays).toEqual([]);
  });
});
