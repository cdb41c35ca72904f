import { describe, expect, it } from 'vitest';
import { postJson } from '../sim-test-kit';
import { CORE, coreKit, secondsFrom } from '../../../node/simulator/core-test-kit';

/* Core in English: the answers are the en overlay's examples, product names and plans included. */
const { asExample, answer, call, callExample, simulatorAt } = coreKit('en');
const created = '2026-11-20T14:30:01-05:00';
const later = '2026-11-20T15:10:01-05:00';

describe('Core in English', () => {
  it('answers the English examples through a merchant, a site, a user, a product and a plan', async () => {
    const sim = simulatorAt(created);
    expect((await postJson(sim, `${CORE}/api/merchants`, asExample('createMerchant', 'merchant'))).json).toEqual(answer('createMerchant', 200, 'created'));
    expect((await callExample(sim, '/api/merchants', 'createMerchant', 'merchant')).json).toEqual(answer('createMerchant', 409, 'duplicate'));
    expect((await callExample(sim, '/api/sites', 'createSite', 'cop')).json).toEqual(answer('createSite', 200, 'created'));
    expect((await call(sim, '/api/users', { user: { merchantId: 1207, name: 'Laura Mendez', email: 'laura.mendez@example.com', roles: [{ siteId: 3311, role: 'ADMINISTRATOR' }] } })).json).toMatchObject({ userId: 7410 });
    await call(sim, '/api/sites', { site: { merchantId: 1207, name: 'Andean Store Exports', url: 'https://tienda-andina.example.com/exportaciones', currency: 'USD' } });
    expect((await callExample(sim, '/api/users', 'inviteUser', 'operator')).json).toEqual(answer('inviteUser', 200, 'invited'));

    await sim.advance(secondsFrom(created, later));
    expect((await callExample(sim, '/api/merchants/1207', 'getMerchant', 'auth')).json).toEqual(answer('getMerchant', 200, 'merchant'));
    expect((await call(sim, '/api/merchants/9999')).json).toEqual(answer('getMerchant', 404, 'notFound'));
    expect((await callExample(sim, '/api/merchants/1207/integrations/enable', 'enableMerchantProduct', 'links')).json).toEqual(answer('enableMerchantProduct', 200, 'enabled'));
    expect((await callExample(sim, '/api/merchants/1207/integrations/enable', 'enableMerchantProduct', 'links')).json).toEqual(answer('enableMerchantProduct', 409, 'already'));
    expect((await callExample(sim, '/api/sites/3311/integrations/credentials', 'createSiteCredentials', 'auth')).json).toEqual(answer('createSiteCredentials', 200, 'created'));
    expect((await callExample(sim, '/api/sites/3311/integrations/credentials/rotate', 'rotateSecretKey', 'overlap')).json).toEqual(answer('rotateSecretKey', 200, 'rotated'));
    expect((await callExample(sim, '/api/merchants/1207/plan/assign', 'assignPlan', 'growth')).json).toEqual(answer('assignPlan', 200, 'scheduled'));
    expect((await call(sim, '/api/merchants/1207/payment-methods/enable', { paymentMethods: ['bitcoin'] })).json).toEqual(answer('enableMerchantPaymentMethods', 400, 'unknown'));
    expect((await call(sim, '/api/users/7411/roles', { roles: [{ siteId: 3311, role: 'VIEWER' }, { siteId: 3311, role: 'OPERATOR' }] })).json).toEqual(answer('setUserRoles', 400, 'twice'));
    expect((await callExample(sim, '/api/users/7411/deactivate', 'deactivateUser', 'auth')).json).toEqual(answer('deactivateUser', 200, 'inactive'));
    expect((await call(sim, '/api/sites/3311/payment-methods/disable', { paymentMethods: ['visa'] })).json.paymentMethods).toEqual([]);
  });

  it('answers the English catalogues', async () => {
    const sim = simulatorAt(later);
    for (const [path, operationId, request, response] of [
      ['/api/tools/ping', 'ping', 'auth', 'platform'],
      ['/api/plans', 'listPlans', 'auth', 'plans'],
      ['/api/roles', 'listRoles', 'auth', 'roles'],
      ['/api/payment-methods', 'listPaymentMethodCatalog', 'all', 'catalog'],
      ['/api/tools/categories', 'listCategories', 'stores', 'stores'],
    ] as const) {
      expect((await postJson(sim, `${CORE}${path}`, asExample(operationId, request))).json).toEqual(answer(operationId, 200, response));
    }
  });
});
