import { describe, expect, it } from 'vitest';
import { coreKit, secondsFrom } from '../../../node/simulator/core-test-kit';

/*
 * Sites and their integration (/core/reference/site, /site/integrations) with the examples: 3311
 * (COP) and 3312 (USD) created at 14:30:01 with their credentials (the examples' logins), then
 * queried, searched, renamed, deactivated and activated at 15:10:01 exactly as the examples answer.
 */
const { asExample, answer, call, callExample, simulatorAt } = coreKit('es');
const created = '2026-11-20T14:30:01-05:00';
const later = '2026-11-20T15:10:01-05:00';

async function merchantWithSites(at = created) {
  const sim = simulatorAt(at);
  await call(sim, '/api/merchants', { merchant: asExample('createMerchant', 'merchant').merchant as object });
  return sim;
}

describe('Core sites', () => {
  it('creates 3311 and 3312 as the examples and answers them at 15:10:01', async () => {
    const sim = await merchantWithSites();
    expect((await callExample(sim, '/api/sites', 'createSite', 'cop')).json).toEqual(answer('createSite', 200, 'created'));
    expect((await call(sim, '/api/sites', { site: { ...(asExample('createSite', 'cop').site as object), currency: 'EUR' } })).json).toEqual(answer('createSite', 400, 'currency'));
    expect((await call(sim, '/api/sites', { site: { merchantId: 1207, name: 'Tienda Andina Exportaciones', url: 'https://tienda-andina.example.com/exportaciones', currency: 'USD' } })).json).toMatchObject({ siteId: 3312 });
    expect((await call(sim, '/api/sites/3311')).json.site).toMatchObject({ login: null });
    expect((await call(sim, '/api/sites/3311/integrations/credentials')).json).toMatchObject({ login: 'a4f0b5c8d6e1a2b3' });
    expect((await call(sim, '/api/sites/3312/integrations/credentials')).json).toMatchObject({ login: 'c7d2e9f1a3b5c8d0' });
    await callExample(sim, '/api/sites/3311/integrations/notification', 'setNotificationUrl', 'url');

    await sim.advance(secondsFrom(created, later));
    expect((await callExample(sim, '/api/sites/3311', 'getSite', 'auth')).json).toEqual(answer('getSite', 200, 'site'));
    expect((await callExample(sim, '/api/sites/search', 'searchSites', 'byMerchant')).json).toEqual(answer('searchSites', 200, 'found'));
    expect((await call(sim, '/api/sites/search', { login: 'c7d2e9f1a3b5c8d0' })).json.pagination).toMatchObject({ total: 1 });
    expect((await callExample(sim, '/api/sites/3311/integrations', 'getSiteIntegration', 'auth')).json).toEqual(answer('getSiteIntegration', 200, 'integration'));
    expect((await callExample(sim, '/api/sites/3312/deactivate', 'deactivateSite', 'deactivate')).json).toEqual(answer('deactivateSite', 200, 'inactive'));
    expect((await callExample(sim, '/api/sites/3312/deactivate', 'deactivateSite', 'deactivate')).json).toEqual(answer('deactivateSite', 409, 'already'));
    expect((await callExample(sim, '/api/sites/3312/activate', 'activateSite', 'auth')).json).toEqual(answer('activateSite', 200, 'active'));
    expect((await callExample(sim, '/api/sites/3312/activate', 'activateSite', 'auth')).json).toEqual(answer('activateSite', 409, 'already'));
    expect((await callExample(sim, '/api/sites/3311/update', 'updateSite', 'rename')).json).toEqual(answer('updateSite', 200, 'updated'));
    expect((await call(sim, '/api/sites/3311/update', { site: { currency: 'USD' } })).json).toEqual(answer('updateSite', 400, 'currency'));
    expect((await call(sim, '/api/sites/4410')).json).toEqual(answer('getSite', 404, 'notFound'));
    expect((await callExample(sim, '/api/sites/3311/branding/update', 'updateSiteBranding', 'logo')).json).toEqual(answer('updateSiteBranding', 200, 'saved'));
    expect((await callExample(sim, '/api/sites/3311/branding', 'getSiteBranding', 'auth')).json).toEqual(answer('getSiteBranding', 200, 'branding'));
    expect((await call(sim, '/api/sites/3311/branding/update', { branding: { logoUrl: 'https://tienda-andina.example.com/logo.gif', primaryColor: '#0B6E4F' } })).json).toEqual(answer('updateSiteBranding', 400, 'logo'));

    await callExample(sim, '/api/merchants/1207/deactivate', 'deactivateMerchant', 'deactivate');
    expect((await call(sim, '/api/sites/3312/deactivate', { comment: 'x' })).status).toBe(200);
    expect((await call(sim, '/api/sites/3312/activate')).json).toEqual(answer('activateSite', 409, 'merchant'));
  });

  it('refuses a site for an inactive merchant or an unknown one', async () => {
    const sim = await merchantWithSites(later);
    await callExample(sim, '/api/merchants/1207/deactivate', 'deactivateMerchant', 'deactivate');
    expect((await callExample(sim, '/api/sites', 'createSite', 'cop')).json.status).toMatchObject({ reason: 409, message: (answer('createSite', 409, 'inactive').status as { message: string }).message });
    const site = asExample('createSite', 'cop').site as object;
    expect((await call(sim, '/api/sites', { site: { ...site, merchantId: 4410 } })).json).toEqual(answer('createSite', 404, 'notFound'));
  });
});

describe('Core site integration', () => {
  it('sets the notification URL and attempts limit, creates credentials once and rotates the key, as the examples', async () => {
    const sim = await merchantWithSites(later);
    await callExample(sim, '/api/sites', 'createSite', 'cop');
    expect((await callExample(sim, '/api/sites/3311/integrations/notification', 'setNotificationUrl', 'url')).json).toEqual(answer('setNotificationUrl', 200, 'saved'));
    expect((await call(sim, '/api/sites/3311/integrations/notification', { notificationUrl: 'https://127.0.0.1/hook' })).json).toEqual(answer('setNotificationUrl', 400, 'https'));
    expect((await call(sim, '/api/sites/3311/integrations/notification', { notificationUrl: 'http://tienda-andina.example.com/hook' })).json).toEqual(answer('setNotificationUrl', 400, 'https'));
    expect((await callExample(sim, '/api/sites/3311/integrations/attempts-limit', 'setAttemptsLimit', 'five')).json).toEqual(answer('setAttemptsLimit', 200, 'saved'));
    expect((await call(sim, '/api/sites/3311/integrations/attempts-limit', { attemptsLimit: 11 })).json).toEqual(answer('setAttemptsLimit', 400, 'range'));
    expect((await callExample(sim, '/api/sites/3311/integrations/credentials/rotate', 'rotateSecretKey', 'overlap')).json).toEqual(answer('rotateSecretKey', 409, 'none'));
    expect((await callExample(sim, '/api/sites/3311/integrations/credentials', 'createSiteCredentials', 'auth')).json).toEqual(answer('createSiteCredentials', 200, 'created'));
    expect((await callExample(sim, '/api/sites/3311/integrations/credentials', 'createSiteCredentials', 'auth')).json).toEqual(answer('createSiteCredentials', 409, 'exists'));
    expect((await callExample(sim, '/api/sites/3311/integrations/credentials/rotate', 'rotateSecretKey', 'overlap')).json).toEqual(answer('rotateSecretKey', 200, 'rotated'));
    expect((await callExample(sim, '/api/sites/3311/integrations/signature', 'upgradeSignature', 'sha256')).json).toEqual(answer('upgradeSignature', 409, 'already'));
    const integration = await call(sim, '/api/sites/3311/integrations');
    expect(integration.json.integration).toEqual({ notificationUrl: 'https://tienda-andina.example.com/webhooks/ondapay', attemptsLimit: 5, signatureAlgorithm: 'SHA-256', credentials: { login: 'a4f0b5c8d6e1a2b3', createdAt: later, lastRotatedAt: later } });
  });

  it('switches a site created in 2025 from SHA-1 to SHA-256 once', async () => {
    const sim = await merchantWithSites('2025-12-15T10:00:00-05:00');
    await callExample(sim, '/api/sites', 'createSite', 'cop');
    expect((await call(sim, '/api/sites/3311/integrations')).json.integration).toMatchObject({ signatureAlgorithm: 'SHA-1', credentials: null, notificationUrl: null, attemptsLimit: 3 });
    await sim.advance(secondsFrom('2025-12-15T10:00:00-05:00', later));
    expect((await callExample(sim, '/api/sites/3311/integrations/signature', 'upgradeSignature', 'sha256')).json).toEqual(answer('upgradeSignature', 200, 'switched'));
    expect((await callExample(sim, '/api/sites/3311/integrations/signature', 'upgradeSignature', 'sha256')).json).toEqual(answer('upgradeSignature', 409, 'already'));
  });
});
