import { describe, expect, it } from 'vitest';
import { without } from '../../openapi/raw';
import { freshAuth, postJson, requestExample, signed } from '../sim-test-kit';
import type { Simulator } from '../simulator';
import { responseFor } from '../examples';
import { findOperation } from '../words';
import { exampleAdministrator } from './administrators';
import { CORE, coreKit, secondsFrom } from '../../../node/simulator/core-test-kit';

/*
 * Payment orders across a merchant's sites (/core/reference/invoice): site 3311 creates ORDER-1001
 * and ORDER-1002 with the Payment orders API at 14:30:01 (its examples), holds ORDER-1001 and
 * releases it at 14:42:16; Core makes merchant 1207 and site 3311 with that login; at 15:10:01
 * Core's search and export answer exactly the examples.
 */
const ORDERS = 'https://api-test.ondapay.dev/invoices/api/invoices';
const start = '2026-11-20T14:30:01-05:00';
const released = '2026-11-20T14:42:16-05:00';
const later = '2026-11-20T15:10:01-05:00';

describe.each(['es', 'en'] as const)('Core payment orders (%s)', (locale) => {
const { answer, asExample, call, callExample, simulatorAt, apis, core } = coreKit(locale, ['invoices']);
const invoices = apis.find((api) => api.api === 'invoices')!;

async function ordersOfSite3311(): Promise<Simulator> {
  const sim = simulatorAt(start);
  await postJson(sim, ORDERS, await signed(requestExample(invoices, 'createInvoices', 'threeOrders')));
  await postJson(sim, `${ORDERS}/hold`, { auth: await freshAuth(sim), reference: 'ORDER-1001' });
  await sim.advance(secondsFrom(start, released));
  await postJson(sim, `${ORDERS}/release`, { auth: await freshAuth(sim), reference: 'ORDER-1001' });
  await call(sim, '/api/merchants', { merchant: asExample('createMerchant', 'merchant').merchant as object });
  await callExample(sim, '/api/sites', 'createSite', 'cop');
  await call(sim, '/api/sites/3311/integrations/credentials');
  await sim.advance(secondsFrom(released, later));
  return sim;
}

  it('searches the orders of the merchant sites as the example', async () => {
    const sim = await ordersOfSite3311();
    expect((await callExample(sim, '/api/invoices/search', 'searchInvoices', 'payer')).json).toEqual(answer('searchInvoices', 200, 'found'));
    const oldest = await call(sim, '/api/invoices/search', { merchantId: 1207, altReference: 'CTA-88217', sort: 'CREATED_ASC', pageSize: 1 });
    expect(oldest.json.pagination).toEqual({ page: 1, pageSize: 1, total: 2 });
    expect(oldest.json.invoices).toMatchObject([{ siteId: 3311, reference: 'ORDER-1001' }]);
    expect((await call(sim, '/api/invoices/search', { merchantId: 1207, siteIds: [3312] })).json.invoices).toEqual([]);
    expect((await call(sim, '/api/invoices/search', { merchantId: 1207, dueDateFrom: '2026-01-01', dueDateTo: '2027-06-30' })).json).toEqual(answer('searchInvoices', 400, 'range'));
    expect((await call(sim, '/api/invoices/search', { merchantId: 1207, payer: { document: '1040035000' } })).json).toEqual(answer('searchInvoices', 400, 'document'));
    expect((await call(sim, '/api/invoices/search', { merchantId: 4410 })).json).toEqual(answer('searchInvoices', 404, 'notFound'));
  });

  it('sums them per site, currency and status, and exports the example CSV', async () => {
    const sim = await ordersOfSite3311();
    const summary = await callExample(sim, '/api/invoices/summary', 'summarizeInvoices', 'december');
    expect(summary.json.summary).toEqual([{ siteId: 3311, currency: 'COP', status: 'PENDING', count: 2, total: 300000 }]);
    const body = without(asExample('exportInvoices', 'site'), 'auth');
    const exported = await sim.handle({ method: 'POST', url: `${CORE}/api/invoices/export`, headers: { 'content-type': 'application/json' }, body: JSON.stringify({ ...body, auth: await freshAuth(sim, exampleAdministrator) }) });
    const example = responseFor(core.document, findOperation(core, 'exportInvoices'), 200) as { content: { 'text/csv': { example: string } } };
    expect(exported.status).toBe(200);
    expect(exported.headers).toMatchObject({ 'content-type': 'text/csv; charset=utf-8', 'content-disposition': 'attachment; filename="ordenes-1207.csv"' });
    expect(exported.body).toBe(example.content['text/csv'].example);
  });
});
