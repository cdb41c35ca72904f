import { describe, expect, it } from 'vitest';
import type { Simulator } from '../simulator';
import { coreKit, secondsFrom } from '../../../node/simulator/core-test-kit';

/*
 * Payment methods in two levels and the prefer list (/core/reference/merchant/payment-methods,
 * /site/payment-methods, /site/prefer-list): each story sets at 14:30:01 what the example's answer
 * shows, then sends the example at 15:10:01 and gets exactly its answer.
 */
const { asExample, answer, call, callExample, simulatorAt } = coreKit('es');
const created = '2026-11-20T14:30:01-05:00';
const later = '2026-11-20T15:10:01-05:00';

async function merchantAndSites(methods: string[]) {
  const sim = simulatorAt(created);
  await call(sim, '/api/merchants', { merchant: asExample('createMerchant', 'merchant').merchant as object });
  await callExample(sim, '/api/sites', 'createSite', 'cop');
  await call(sim, '/api/sites', { site: { merchantId: 1207, name: 'Tienda Andina Exportaciones', url: 'https://tienda-andina.example.com/exportaciones', currency: 'USD' } });
  await call(sim, '/api/merchants/1207/payment-methods/enable', { paymentMethods: methods });
  return sim;
}

/** Site 3311 as the site examples show it: visa, master, amex (1 to 12 installments), pse (from 1,000 COP), ach disabled. */
async function siteAsExamples(sim: Simulator) {
  await call(sim, '/api/sites/3311/payment-methods/enable', { paymentMethods: ['visa', 'master', 'amex', 'pse', 'ach'] });
  await call(sim, '/api/sites/3311/payment-methods/amex/update', { installments: [1, 3, 6, 12] });
  await call(sim, '/api/sites/3311/payment-methods/pse/update', { minAmount: 1000 });
  await call(sim, '/api/sites/3311/payment-methods/disable', { paymentMethods: ['ach'] });
}

describe('Core merchant payment methods', () => {
  it('enables, lists, affiliates and disables as the examples', async () => {
    const sim = await merchantAndSites(['visa', 'master', 'amex', 'pse']);
    await call(sim, '/api/merchants/1207/payment-methods/enable', { paymentMethods: ['diners'] });
    for (const card of ['visa', 'master', 'amex']) await call(sim, `/api/merchants/1207/payment-methods/${card}/update`, { affiliationCode: '0012345678' });
    await call(sim, '/api/merchants/1207/payment-methods/disable', { paymentMethods: ['diners'] });
    await sim.advance(secondsFrom(created, later));
    expect((await callExample(sim, '/api/merchants/1207/payment-methods', 'listMerchantPaymentMethods', 'auth')).json).toEqual(answer('listMerchantPaymentMethods', 200, 'methods'));
    expect((await callExample(sim, '/api/merchants/1207/payment-methods/visa', 'getMerchantPaymentMethod', 'auth')).json).toEqual(answer('getMerchantPaymentMethod', 200, 'visa'));
    expect((await callExample(sim, '/api/merchants/1207/payment-methods/visa/update', 'updateMerchantPaymentMethod', 'affiliation')).json).toEqual(answer('updateMerchantPaymentMethod', 200, 'updated'));
    expect((await call(sim, '/api/merchants/1207/payment-methods/diners/update', { affiliationCode: '1' })).json).toEqual(answer('updateMerchantPaymentMethod', 409, 'disabled'));
    expect((await callExample(sim, '/api/merchants/1207/payment-methods/enable', 'enableMerchantPaymentMethods', 'enable')).json).toEqual(answer('enableMerchantPaymentMethods', 200, 'enabled'));
    expect((await call(sim, '/api/merchants/1207/payment-methods/enable', { paymentMethods: ['visa', 'bitcoin'] })).json).toEqual(answer('enableMerchantPaymentMethods', 400, 'unknown'));
    expect((await call(sim, '/api/merchants/1207/payment-methods/ebt')).status).toBe(501);
  });

  it('disables a method on every site, and keeps each site with one', async () => {
    const sim = await merchantAndSites(['visa', 'diners']);
    await call(sim, '/api/sites/3311/payment-methods/enable', { paymentMethods: ['visa', 'diners'] });
    await call(sim, '/api/sites/3312/payment-methods/enable', { paymentMethods: ['diners'] });
    await sim.advance(secondsFrom(created, later));
    const last = await callExample(sim, '/api/merchants/1207/payment-methods/disable', 'disableMerchantPaymentMethods', 'disable');
    expect(last.json).toEqual(answer('disableMerchantPaymentMethods', 409, 'last'));
    await call(sim, '/api/sites/3312/payment-methods/enable', { paymentMethods: ['visa'] });
    await call(sim, '/api/sites/3312/payment-methods/disable', { paymentMethods: ['diners'] });
    expect((await callExample(sim, '/api/merchants/1207/payment-methods/disable', 'disableMerchantPaymentMethods', 'disable')).json).toEqual(answer('disableMerchantPaymentMethods', 200, 'disabled'));
    expect((await call(sim, '/api/sites/3311/payment-methods/diners')).json.paymentMethod).toMatchObject({ enabled: false });
  });
});

describe('Core site payment methods and prefer list', () => {
  it('answers the site examples', async () => {
    const sim = await merchantAndSites(['visa', 'master', 'amex', 'pse', 'ach']);
    await siteAsExamples(sim);
    await sim.advance(secondsFrom(created, later));
    expect((await callExample(sim, '/api/sites/3311/payment-methods/enable', 'enableSitePaymentMethods', 'enable')).json).toEqual(answer('enableSitePaymentMethods', 200, 'enabled'));
    expect((await callExample(sim, '/api/sites/3311/payment-methods', 'listSitePaymentMethods', 'auth')).json).toEqual(answer('listSitePaymentMethods', 200, 'methods'));
    expect((await callExample(sim, '/api/sites/3311/payment-methods/disable', 'disableSitePaymentMethods', 'disable')).json).toEqual(answer('disableSitePaymentMethods', 200, 'disabled'));
    expect((await callExample(sim, '/api/sites/3311/payment-methods/visa', 'getSitePaymentMethod', 'auth')).json).toEqual(answer('getSitePaymentMethod', 200, 'visa'));
    expect((await callExample(sim, '/api/sites/3311/payment-methods/visa/update', 'updateSitePaymentMethod', 'installments')).json).toEqual(answer('updateSitePaymentMethod', 200, 'saved'));
    expect((await call(sim, '/api/sites/3311/payment-methods/visa/update', { installments: [3, 6] })).json).toEqual(answer('updateSitePaymentMethod', 400, 'one'));
    expect((await call(sim, '/api/sites/3311/payment-methods/pse/update', { installments: [1] })).json).toEqual(answer('updateSitePaymentMethod', 400, 'cards'));
    expect((await call(sim, '/api/sites/3311/payment-methods/pse/update', { maxAmount: 500 })).json).toEqual(answer('updateSitePaymentMethod', 400, 'range'));
    expect((await call(sim, '/api/sites/3312/payment-methods/enable', { paymentMethods: ['pse'] })).json).toEqual(answer('enableSitePaymentMethods', 409, 'currency'));
    expect((await call(sim, '/api/sites/3311/payment-methods/enable', { paymentMethods: ['cash'] })).json.status).toMatchObject({ message: 'El medio de pago cash no está habilitado para el comercio' });

    expect((await callExample(sim, '/api/sites/3311/prefer-list/update', 'updatePreferList', 'psefirst')).json).toEqual(answer('updatePreferList', 200, 'saved'));
    expect((await callExample(sim, '/api/sites/3311/prefer-list', 'getPreferList', 'auth')).json).toEqual(answer('getPreferList', 200, 'list'));
    expect((await call(sim, '/api/sites/3311/prefer-list/update', { preferList: ['ach'] })).json).toEqual(answer('updatePreferList', 409, 'notEnabled'));
    expect((await call(sim, '/api/sites/3311/prefer-list/update', { preferList: ['pse', 'pse'] })).json).toEqual(answer('updatePreferList', 400, 'repeat'));
    expect((await callExample(sim, '/api/sites/3311/prefer-list/reset', 'resetPreferList', 'auth')).json).toEqual(answer('resetPreferList', 200, 'reset'));
  });

  it('keeps a site with one enabled method', async () => {
    const sim = await merchantAndSites(['visa']);
    await call(sim, '/api/sites/3311/payment-methods/enable', { paymentMethods: ['visa'] });
    expect((await call(sim, '/api/sites/3311/payment-methods/disable', { paymentMethods: ['visa'] })).json.status).toMatchObject({ reason: 409, message: (answer('disableSitePaymentMethods', 409, 'last').status as { message: string }).message });
  });
});
