import { describe, expect, it } from 'vitest';
import type { Simulator } from '../simulator';
import { coreKit, secondsFrom } from '../../../node/simulator/core-test-kit';

/*
 * Users, products and plans of merchant 1207 with the examples: Laura Méndez (7410, administrator of
 * both sites) and Diego Torres (7411, the invite example) invited at 14:30:01, Laura signs in at
 * 14:52:10; at 15:10:01 the examples' queries and changes answer exactly as written.
 */
const { asExample, answer, call, callExample, simulatorAt } = coreKit('es');
const created = '2026-11-20T14:30:01-05:00';
const later = '2026-11-20T15:10:01-05:00';

async function merchantWithSites(): Promise<Simulator> {
  const sim = simulatorAt(created);
  await call(sim, '/api/merchants', { merchant: asExample('createMerchant', 'merchant').merchant as object });
  await callExample(sim, '/api/sites', 'createSite', 'cop');
  await call(sim, '/api/sites', { site: { merchantId: 1207, name: 'Tienda Andina Exportaciones', url: 'https://tienda-andina.example.com/exportaciones', currency: 'USD' } });
  return sim;
}

const laura = { merchantId: 1207, name: 'Laura Méndez', email: 'laura.mendez@example.com', roles: [{ siteId: 3311, role: 'ADMINISTRATOR' }, { siteId: 3312, role: 'ADMINISTRATOR' }] };

describe('Core users', () => {
  it('invites, signs in, queries and changes users as the examples', async () => {
    const sim = await merchantWithSites();
    expect((await call(sim, '/api/users', { user: laura })).json).toMatchObject({ userId: 7410, userStatus: 'INVITED' });
    expect((await callExample(sim, '/api/users', 'inviteUser', 'operator')).json).toEqual(answer('inviteUser', 200, 'invited'));
    expect((await callExample(sim, '/api/users', 'inviteUser', 'operator')).json).toEqual(answer('inviteUser', 409, 'email'));
    expect((await call(sim, '/api/users', { user: { ...laura, email: 'otra@example.com', roles: [{ siteId: 4410, role: 'VIEWER' }] } })).json).toEqual(answer('inviteUser', 400, 'site'));
    await sim.advance(secondsFrom(created, '2026-11-20T14:52:10-05:00'));
    expect(await sim.act('core', 'signIn', { userId: 7410 })).toMatchObject({ ok: true, value: { userStatus: 'ACTIVE', lastLoginAt: '2026-11-20T14:52:10-05:00' } });

    await sim.advance(secondsFrom('2026-11-20T14:52:10-05:00', later));
    expect((await callExample(sim, '/api/users/7410', 'getUser', 'auth')).json).toEqual(answer('getUser', 200, 'user'));
    expect((await callExample(sim, '/api/users/search', 'searchUsers', 'admins')).json).toEqual(answer('searchUsers', 200, 'found'));
    expect((await call(sim, '/api/users/7410/activate')).status).toBe(501);
    expect((await callExample(sim, '/api/users/7411/roles', 'setUserRoles', 'developer')).json).toEqual(answer('setUserRoles', 200, 'roles'));
    expect((await call(sim, '/api/users/7411/roles', { roles: [{ siteId: 3311, role: 'VIEWER' }, { siteId: 3311, role: 'OPERATOR' }] })).json).toEqual(answer('setUserRoles', 400, 'twice'));
    expect((await call(sim, '/api/users/7410/roles', { roles: [{ siteId: 3311, role: 'VIEWER' }] })).json).toEqual(answer('setUserRoles', 409, 'lastAdmin'));
    expect((await callExample(sim, '/api/users/7410/deactivate', 'deactivateUser', 'auth')).json).toEqual(answer('deactivateUser', 409, 'lastAdmin'));
    expect((await callExample(sim, '/api/users/7411/activate', 'activateUser', 'auth')).json).toEqual(answer('activateUser', 409, 'invited'));
    expect((await callExample(sim, '/api/users/7411/resend-invitation', 'resendInvitation', 'auth')).json).toEqual(answer('resendInvitation', 200, 'resent'));
    expect((await call(sim, '/api/users/7410/resend-invitation')).json).toEqual(answer('resendInvitation', 409, 'accepted'));
    expect((await callExample(sim, '/api/users/7411/deactivate', 'deactivateUser', 'auth')).json).toEqual(answer('deactivateUser', 200, 'inactive'));
    expect(await sim.act('core', 'signIn', { userId: 7411 })).toEqual({ ok: false, problem: 'userInactive' });
    expect((await callExample(sim, '/api/users/7411/activate', 'activateUser', 'auth')).json).toEqual(answer('activateUser', 200, 'active'));
    expect((await callExample(sim, '/api/users/7410/update', 'updateUser', 'locale')).json).toEqual(answer('updateUser', 200, 'updated'));
    expect((await call(sim, '/api/users/7410/update', { user: { email: 'nueva@example.com' } })).json).toEqual(answer('updateUser', 400, 'email'));
    expect((await call(sim, '/api/users/9999')).json).toEqual(answer('getUser', 404, 'notFound'));
  });

  it('lets an invitation lapse after 72 hours, until it is sent again', async () => {
    const sim = await merchantWithSites();
    await callExample(sim, '/api/users', 'inviteUser', 'operator');
    await sim.advance(72 * 3600 + 1);
    expect(await sim.act('core', 'signIn', { userId: 7410 })).toEqual({ ok: false, problem: 'invitationExpired' });
    expect((await call(sim, '/api/users/7410/resend-invitation')).json).toMatchObject({ invitationExpiresAt: '2026-11-26T14:30:02-05:00' });
    expect(await sim.act('core', 'signIn', { userId: 7410 })).toMatchObject({ ok: true });
  });

  it('lists the roles', async () => {
    const sim = simulatorAt(later);
    expect((await callExample(sim, '/api/roles', 'listRoles', 'auth')).json).toEqual(answer('listRoles', 200, 'roles'));
  });
});

describe('Core merchant products', () => {
  it('enables and disables a product as the examples', async () => {
    const sim = await merchantWithSites();
    for (const product of ['checkout', 'payment-links', 'ticket']) await call(sim, '/api/merchants/1207/integrations/enable', { product });
    await call(sim, '/api/merchants/1207/integrations/disable', { product: 'payment-links' });
    await sim.advance(secondsFrom(created, later));
    const [checkout] = answer('listMerchantProducts', 200, 'products').integrations as object[];
    expect((await callExample(sim, '/api/merchants/1207/integrations', 'listMerchantProducts', 'auth')).json.integrations).toContainEqual(checkout);
    expect((await callExample(sim, '/api/merchants/1207/integrations/enable', 'enableMerchantProduct', 'links')).json).toEqual(answer('enableMerchantProduct', 200, 'enabled'));
    expect((await callExample(sim, '/api/merchants/1207/integrations/enable', 'enableMerchantProduct', 'links')).json).toEqual(answer('enableMerchantProduct', 409, 'already'));
    expect((await callExample(sim, '/api/merchants/1207/integrations/disable', 'disableMerchantProduct', 'links')).json).toEqual(answer('disableMerchantProduct', 200, 'disabled'));
    expect((await call(sim, '/api/merchants/1207/integrations/disable', { product: 'autopay' })).json).toEqual(answer('disableMerchantProduct', 409, 'notEnabled'));
    expect((await call(sim, '/api/merchants/1207/integrations/checkout')).json.integration).toEqual({ ...checkout, requirements: [] });
    expect((await call(sim, '/api/merchants/1207/integrations/gateway')).status).toBe(501);
  });
});

describe('Core merchant plan', () => {
  it('starts on the first plan of the example history, schedules GROWTH as the examples, and changes on the 1st', async () => {
    const sim = await merchantWithSites();
    await sim.advance(secondsFrom(created, later));
    expect((await call(sim, '/api/merchants/1207/plan')).json).toMatchObject({ current: { planId: 'STARTER', from: '2026-11-20', to: null }, scheduled: null });
    expect((await call(sim, '/api/merchants/1207/plan/assign', { planId: 'GROWTH', effectiveDate: '2026-12-15' })).json).toEqual(answer('assignPlan', 400, 'date'));
    expect((await callExample(sim, '/api/merchants/1207/plan/assign', 'assignPlan', 'growth')).json).toEqual(answer('assignPlan', 200, 'scheduled'));
    expect((await callExample(sim, '/api/merchants/1207/plan', 'getMerchantPlan', 'auth')).json).toEqual(answer('getMerchantPlan', 200, 'plan'));
    expect((await callExample(sim, '/api/merchants/1207/plan/history', 'getPlanHistory', 'auth')).json).toEqual(answer('getPlanHistory', 200, 'history'));
    await sim.advance(secondsFrom(later, '2026-12-01T09:00:00-05:00'));
    expect((await call(sim, '/api/merchants/1207/plan/history')).json.history).toEqual([
      { planId: 'STARTER', name: 'Inicial', from: '2026-11-20', to: '2026-11-30' },
      { planId: 'GROWTH', name: 'Crecimiento', from: '2026-12-01', to: null },
    ]);
    expect((await call(sim, '/api/merchants/1207/plan/assign', { planId: 'ENTERPRISE' })).json).toMatchObject({ scheduled: { planId: 'ENTERPRISE', from: '2027-01-01' } });
  });
});
