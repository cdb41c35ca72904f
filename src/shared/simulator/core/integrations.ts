import type { RawObject } from '../../openapi/raw';
import { siteDateTime } from '../clock';
import { type AdministratorHandler, type SimEnvironment, tableFact } from '../environment';
import { notSimulated } from '../not-simulated';
import { type CoreSite, exampleOf, failAnswer, merchantIn, notFound, nowText, okAnswer, siteIn } from './core-state';

/**
 * Products of a merchant and the integration of a site (/core/reference/merchant/integrations,
 * /site/integrations). A product is `ENABLED` at once in the test environment. A site's credentials
 * are created once (the first `login` and `secretKey` are the examples') and join the environment's
 * sites: that site then pays with Web Checkout or Gateway while it, its merchant and the product are
 * active (site.ts `refusal`), with the attempts limit, notification URL and signature algorithm set
 * here. A rotation's new key works at once; the old one until `previousKeyValidUntil`.
 */

/** The examples' logins: site 3311's (the pages' example site) and 3312's; then 16 random hex digits. */
const EXAMPLE_LOGINS = ['a4f0b5c8d6e1a2b3', 'c7d2e9f1a3b5c8d0'] as const;
const MINUTE = 60_000;

/** The product's name in Core's answers (`core.products`), in the environment's language. */
function productName(env: SimEnvironment, product: string): string | undefined {
  return tableFact(env, 'core', 'products').find(([code]) => code === `\`${product}\``)?.[1];
}

/** The production requirements of a product (its page's table): what they say in the test environment is not on the pages. */
const REQUIREMENT_PRODUCTS = new Set(['gateway', 'token-requestor', 'three-d-s-server']);

const listMerchantProducts: AdministratorHandler = async (call) => {
  const merchant = merchantIn(call, call.params.merchantId);
  return merchant ? okAnswer(call, 'products', { integrations: [...merchant.products.values()] }) : notFound(call, 'merchant');
};

const getMerchantProduct: AdministratorHandler = async (call) => {
  const merchant = merchantIn(call, call.params.merchantId);
  if (!merchant) return notFound(call, 'merchant');
  const product = String(call.params.product);
  if (REQUIREMENT_PRODUCTS.has(product)) return notSimulated(call.env.locale, 'core getMerchantProduct', `product ${product}`);
  const name = productName(call.env, product);
  if (name === undefined) return notSimulated(call.env.locale, 'core getMerchantProduct', `product ${product}`);
  const known = merchant.products.get(product) ?? { product, name, integrationStatus: 'DISABLED', enabledAt: null };
  return okAnswer(call, 'gateway', { integration: { ...known, requirements: [] } });
};

const enableMerchantProduct: AdministratorHandler = async (call) => {
  const merchant = merchantIn(call, call.params.merchantId);
  if (!merchant) return notFound(call, 'merchant');
  const product = String(call.body.product);
  const name = productName(call.env, product);
  if (name === undefined) return notSimulated(call.env.locale, 'core enableMerchantProduct', `product ${product}`);
  if (merchant.products.get(product)?.integrationStatus === 'ENABLED') return failAnswer(call, 409, 'already', [['payment-links', product]]);
  const integration: RawObject = { product, name, integrationStatus: 'ENABLED', enabledAt: nowText(call) };
  merchant.products.set(product, integration);
  return okAnswer(call, 'enabled', { integration });
};

const disableMerchantProduct: AdministratorHandler = async (call) => {
  const merchant = merchantIn(call, call.params.merchantId);
  if (!merchant) return notFound(call, 'merchant');
  const product = String(call.body.product);
  const integration = merchant.products.get(product);
  if (integration?.integrationStatus !== 'ENABLED') return failAnswer(call, 409, 'notEnabled', [['autopay', product]]);
  Object.assign(integration, { integrationStatus: 'DISABLED', enabledAt: null });
  return okAnswer(call, 'disabled', { integration });
};

const integrationOf = (site: CoreSite) => ({
  notificationUrl: site.notificationUrl,
  attemptsLimit: site.sim.attemptsLimit,
  signatureAlgorithm: site.sim.signatureAlgorithm,
  credentials: site.credentials ? { login: site.sim.login, ...site.credentials } : null,
});

const getSiteIntegration: AdministratorHandler = async (call) => {
  const site = siteIn(call, call.params.siteId);
  return site ? okAnswer(call, 'integration', { integration: integrationOf(site) }) : notFound(call, 'site');
};

/** A public HTTPS URL: not the machine itself nor a private network (its 400 example); null removes it. */
function publicHttps(url: unknown): boolean {
  if (url === null) return true;
  let parsed: URL;
  try {
    parsed = new URL(String(url));
  } catch {
    return false;
  }
  const host = parsed.hostname.replace(/^\[|\]$/g, '');
  const privateHost = host === 'localhost' || host.endsWith('.localhost') || host === '::1' || /^(127|10)\./.test(host) || /^192\.168\./.test(host) || /^172\.(1[6-9]|2\d|3[01])\./.test(host) || /^169\.254\./.test(host);
  return parsed.protocol === 'https:' && !privateHost;
}

const setNotificationUrl: AdministratorHandler = async (call) => {
  const site = siteIn(call, call.params.siteId);
  if (!site) return notFound(call, 'site');
  const url = call.body.notificationUrl;
  if (!publicHttps(url)) return failAnswer(call, 400, 'https');
  site.notificationUrl = typeof url === 'string' ? url : null;
  if (typeof url === 'string') site.sim.notificationUrl = url;
  else delete site.sim.notificationUrl;
  return okAnswer(call, 'saved', { notificationUrl: site.notificationUrl, updatedAt: nowText(call) });
};

const setAttemptsLimit: AdministratorHandler = async (call) => {
  const site = siteIn(call, call.params.siteId);
  if (!site) return notFound(call, 'site');
  site.sim.attemptsLimit = Number(call.body.attemptsLimit);
  return okAnswer(call, 'saved', { attemptsLimit: site.sim.attemptsLimit, updatedAt: nowText(call) });
};

const randomText = (alphabet: string, length: number) => Array.from(crypto.getRandomValues(new Uint8Array(length)), (byte) => alphabet[byte % alphabet.length]).join('');
const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** The n-th new value of a kind: the example's first, then random ones of the same shape. */
function nextSecret(env: SimEnvironment, kind: string, first: unknown): string {
  const n = env.nextId(kind, 0);
  return n === 0 && typeof first === 'string' ? first : randomText(ALPHANUMERIC, 32);
}

const createSiteCredentials: AdministratorHandler = async (call) => {
  const site = siteIn(call, call.params.siteId);
  if (!site) return notFound(call, 'site');
  if (site.credentials) return failAnswer(call, 409, 'exists');
  const n = call.env.nextId('core.login', 0);
  const login = EXAMPLE_LOGINS[n] ?? randomText('0123456789abcdef', 16);
  const date = nowText(call);
  Object.assign(site.sim, { login, secretKey: nextSecret(call.env, 'core.secretKey', exampleOf(call, 'createSiteCredentials', 'created').secretKey) });
  site.credentials = { createdAt: date, lastRotatedAt: null };
  Object.assign(site.record, { login });
  // The site joins the environment's sites; a site already known by that login (the pages' example site) is this one now.
  const known = call.env.sites.findIndex((candidate) => candidate.login === login);
  if (known >= 0) call.env.sites[known] = site.sim;
  else call.env.sites.push(site.sim);
  return okAnswer(call, 'created', { login, secretKey: site.sim.secretKey, createdAt: date });
};

const rotateSecretKey: AdministratorHandler = async (call) => {
  const site = siteIn(call, call.params.siteId);
  if (!site?.credentials) return site ? failAnswer(call, 409, 'none') : notFound(call, 'site');
  const now = call.env.clock.now().getTime();
  const overlap = typeof call.body.overlapMinutes === 'number' ? call.body.overlapMinutes : 0;
  const date = nowText(call);
  const until = now + overlap * MINUTE;
  site.sim.previousKey = { secretKey: site.sim.secretKey, validUntil: until };
  site.sim.secretKey = nextSecret(call.env, 'core.rotatedKey', exampleOf(call, 'rotateSecretKey', 'rotated').secretKey);
  site.credentials.lastRotatedAt = date;
  return okAnswer(call, 'rotated', { login: site.sim.login, secretKey: site.sim.secretKey, previousKeyValidUntil: siteDateTime(new Date(until)), rotatedAt: date });
};

const upgradeSignature: AdministratorHandler = async (call) => {
  const site = siteIn(call, call.params.siteId);
  if (!site) return notFound(call, 'site');
  if (call.body.signatureAlgorithm !== 'SHA-256') return notSimulated(call.env.locale, 'core upgradeSignature', `signatureAlgorithm ${String(call.body.signatureAlgorithm)}`);
  if (site.sim.signatureAlgorithm === 'SHA-256') return failAnswer(call, 409, 'already');
  site.sim.signatureAlgorithm = 'SHA-256';
  return okAnswer(call, 'switched', { signatureAlgorithm: 'SHA-256', updatedAt: nowText(call) });
};

export const integrationHandlers: Record<string, AdministratorHandler> = {
  listMerchantProducts,
  getMerchantProduct,
  enableMerchantProduct,
  disableMerchantProduct,
  getSiteIntegration,
  setNotificationUrl,
  setAttemptsLimit,
  createSiteCredentials,
  rotateSecretKey,
  upgradeSignature,
};
