import { describe, expect, it } from 'vitest';
import { postJson } from '../sim-test-kit';
import { CORE, coreKit } from '../../../node/simulator/core-test-kit';

/*
 * Core's read-only operations, each with the definition's request example sent as written (its own
 * auth, signed with the example administrator secret) at 15:10:01: the answer is the example's.
 */
const { asExample, answer, call, simulatorAt } = coreKit('es');
const at = '2026-11-20T15:10:01-05:00';

const cases = [
  ['/api/tools/ping', 'ping', 'auth', 'platform'],
  ['/api/tools/countries', 'listCountries', 'auth', 'countries'],
  ['/api/tools/document-types', 'listDocumentTypes', 'co', 'co'],
  ['/api/tools/validate-document', 'validateDocument', 'nit', 'valid'],
  ['/api/tools/categories', 'listCategories', 'stores', 'stores'],
  ['/api/tools/banks', 'listBanks', 'co', 'co'],
  ['/api/roles', 'listRoles', 'auth', 'roles'],
  ['/api/plans', 'listPlans', 'auth', 'plans'],
  ['/api/plans/GROWTH', 'getPlan', 'auth', 'growth'],
  ['/api/payment-methods', 'listPaymentMethodCatalog', 'all', 'catalog'],
] as const;

describe('Core reference operations', () => {
  it.each(cases)('%s answers its example', async (path, operationId, request, response) => {
    const sim = simulatorAt(at);
    const got = await postJson(sim, `${CORE}${path}`, asExample(operationId, request));
    expect(got.status).toBe(200);
    expect(got.json).toEqual(answer(operationId, 200, response));
  });

  it('checks a NIT check digit only where the pages give it, and answers 501 for what they do not hold', async () => {
    const sim = simulatorAt(at);
    expect((await call(sim, '/api/tools/validate-document', { documentType: 'NIT', document: '900123456-7' })).json).toEqual(answer('validateDocument', 200, 'invalid'));
    expect((await call(sim, '/api/tools/validate-document', { documentType: 'NIT', document: '900123456' })).json).toMatchObject({ valid: true, message: null });
    expect((await call(sim, '/api/tools/validate-document', { documentType: 'NIT', document: '800197268-4' })).status).toBe(501);
    expect((await call(sim, '/api/tools/validate-document', { documentType: 'CC', document: '12' })).status).toBe(501);
    expect((await call(sim, '/api/tools/banks', { country: 'PR' })).status).toBe(501);
    expect((await call(sim, '/api/tools/categories', {})).status).toBe(501);
    expect((await call(sim, '/api/tools/audit', { siteId: 3311 })).status).toBe(501);
    expect((await call(sim, '/api/plans/NONE')).json).toEqual(answer('getPlan', 404, 'notFound'));
  });

  it('filters the catalogue by country and currency', async () => {
    const sim = simulatorAt(at);
    const usd = await call(sim, '/api/payment-methods', { country: 'EC', currency: 'USD' });
    expect((usd.json.paymentMethods as { paymentMethod: string }[]).map((method) => method.paymentMethod)).toEqual(['visa', 'master', 'amex', 'diners', 'clicktopay', 'googlepay', 'deuna']);
    // Chile's sites take the four card brands and nothing else (content guide, *What it is*).
    const chile = await call(sim, '/api/payment-methods', { country: 'CL' });
    expect((chile.json.paymentMethods as { paymentMethod: string }[]).map((method) => method.paymentMethod)).toEqual(['visa', 'master', 'amex', 'diners']);
  });
});
