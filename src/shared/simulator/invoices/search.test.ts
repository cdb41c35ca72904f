import { describe, expect, it } from 'vitest';
import { repositoryFacts } from '../../../node/facts/load-facts';
import { loadSimulatorApis } from '../../../node/simulator/load-simulator-apis';
import type { Locale } from '../../i18n/locales';
import { type RawObject, without } from '../../openapi/raw';
import { fixedClock } from '../clock';
import { createSimulator } from '../simulator';
import { freshAuth, postJson, requestExample, responseExample, secondsBetween, signed } from '../sim-test-kit';

/*
 * `searchInvoices` with the reference's examples at their instants, after the page's batch of three
 * (ORDER-1001 and ORDER-1002 created, the repeated ORDER-1001 refused): by reference, by payer and
 * status, by altReference oldest first, by pages, and the 400 of a due-date range too long.
 */

const facts = repositoryFacts();
const HOST = 'https://api-test.ondapay.dev/invoices';
const invoicesIn = (locale: Locale) => loadSimulatorApis(process.cwd(), locale, ['invoices'])[0]!;

async function afterBatch(locale: Locale) {
  const api = invoicesIn(locale);
  const sim = createSimulator({ locale, apis: [api], facts, clock: fixedClock('2026-11-20T14:30:01-05:00') });
  await postJson(sim, `${HOST}/api/invoices`, await signed(requestExample(api, 'createInvoices', 'threeOrders')));
  return { api, sim };
}

const references = (answer: { json: RawObject }) => (answer.json.invoices as RawObject[]).map((invoice) => invoice.reference);

describe.each(['es', 'en'] as const)('searchInvoices (%s)', (locale) => {
  it('finds the page order by reference, as the example shows it but for the payment the simulator does not make', async () => {
    const { api, sim } = await afterBatch(locale);
    await sim.advance(secondsBetween('2026-11-20T14:30:01-05:00', '2026-12-02T09:13:06-05:00'));
    const found = await postJson(sim, `${HOST}/api/invoices/search`, await signed(requestExample(api, 'searchInvoices', 'byReference')));
    const example = responseExample(api, 'searchInvoices', 200, 'paid');
    expect(found.status).toBe(200);
    expect(found.json.status).toEqual(example.status);
    expect(found.json.pagination).toEqual(example.pagination);
    // Paying an order is not simulated: the order is still PENDING, with no payment.
    const [invoice] = found.json.invoices as RawObject[];
    expect(without(invoice!, 'status')).toEqual(without((example.invoices as RawObject[])[0]!, 'status', 'payment'));
    expect(invoice!.status).toMatchObject({ status: 'PENDING', reason: '00' });
  });

  it('filters by payer and status (newest first), by altReference (oldest first) and pages', async () => {
    const { api, sim } = await afterBatch(locale);
    await sim.advance(secondsBetween('2026-11-20T14:30:01-05:00', '2026-11-20T14:45:01-05:00'));
    expect(references(await postJson(sim, `${HOST}/api/invoices/search`, await signed(requestExample(api, 'searchInvoices', 'byPayer'))))).toEqual(['ORDER-1002', 'ORDER-1001']);
    await sim.advance(60);
    const byAlt = await postJson(sim, `${HOST}/api/invoices/search`, await signed(requestExample(api, 'searchInvoices', 'byAltReference')));
    expect(references(byAlt)).toEqual(['ORDER-1001', 'ORDER-1002']);
    const second = await postJson(sim, `${HOST}/api/invoices/search`, { auth: await freshAuth(sim), page: 2, pageSize: 1 });
    expect(references(second)).toEqual(['ORDER-1001']);
    expect(second.json.pagination).toEqual({ page: 2, pageSize: 1, total: 2 });
    const held = await postJson(sim, `${HOST}/api/invoices/search`, { auth: await freshAuth(sim), status: ['HELD'] });
    expect(held.json.invoices).toEqual([]);
  });

  it('refuses a due-date range longer than the facts allow, in the example words', async () => {
    const { api, sim } = await afterBatch(locale);
    await sim.advance(secondsBetween('2026-11-20T14:30:01-05:00', '2026-11-20T14:46:01-05:00'));
    const tooLong = await postJson(sim, `${HOST}/api/invoices/search`, { auth: await freshAuth(sim), dueDateFrom: '2026-01-01', dueDateTo: '2027-01-03' });
    expect(tooLong.status).toBe(400);
    expect(tooLong.json).toEqual(responseExample(api, 'searchInvoices', 400, 'range'));
    const longest = await postJson(sim, `${HOST}/api/invoices/search`, { auth: await freshAuth(sim), dueDateFrom: '2026-01-01', dueDateTo: '2027-01-02' });
    expect(longest.status).toBe(200);
  });
});
