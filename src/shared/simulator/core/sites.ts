import { isObject, pick, type RawObject } from '../../openapi/raw';
import type { CredentialsRefusal } from '../body-auth';
import { copy } from '../answers';
import { siteDate } from '../clock';
import type { AdministratorCall, AdministratorHandler, SimEnvironment } from '../environment';
import { textFact } from '../environment';
import { DEFAULT_ATTEMPTS_LIMIT } from '../site';
import { contains, coreState, exampleOf, failAnswer, merchantIn, notFound, nowText, okAnswer, paged, siteIn } from './core-state';

/**
 * Sites (/core/reference/site): created `ACTIVE` for an `ACTIVE` merchant, without credentials
 * (`login` null) and without payment methods; the currency never changes. The time zone defaults to
 * the country's (`tools/countries`). A site made before `core.sha256SitesFrom` signs with SHA-1 (the
 * content guide's rule), one made since with SHA-256. An `INACTIVE` site keeps everything; its
 * credentials answer 401 until it is activated again.
 */

const FIRST_SITE_ID = 3311;
const SITE_FIELDS = ['name', 'url', 'timeZone'] as const;

/**
 * Why a Core site's credentials are refused on a payment API now: the site or its merchant is not
 * active, or the API is a product the merchant has not `ENABLED` (/core/reference/merchant/integrations).
 */
function refusalOf(env: SimEnvironment, siteId: number, products: readonly string[], api: string): CredentialsRefusal | undefined {
  const state = coreState(env);
  const site = state.sites.get(siteId);
  const merchant = site ? state.merchants.get(Number(site.record.merchantId)) : undefined;
  if (!site || site.record.siteStatus !== 'ACTIVE') return 'siteInactive';
  if (!merchant || merchant.record.merchantStatus !== 'ACTIVE') return 'merchantInactive';
  if (products.includes(api) && merchant.products.get(api)?.integrationStatus !== 'ENABLED') return 'productNotEnabled';
  return undefined;
}

/** The products Core enables (the `Product` schema's enum): the namespaces of the payment APIs they name. */
export function productCodes(call: AdministratorCall): string[] {
  const schemas = isObject(call.api.document.components) && isObject(call.api.document.components.schemas) ? call.api.document.components.schemas : {};
  const product = isObject(schemas.Product) && isObject(schemas.Product.properties) ? schemas.Product.properties.product : undefined;
  return isObject(product) && Array.isArray(product.enum) ? product.enum.map(String) : [];
}

const createSite: AdministratorHandler = async (call) => {
  const input = isObject(call.body.site) ? call.body.site : {};
  const merchant = merchantIn(call, input.merchantId);
  if (!merchant) return notFound(call, 'merchant');
  if (merchant.record.merchantStatus !== 'ACTIVE') return failAnswer(call, 409, 'inactive');
  const countries = exampleOf(call, 'listCountries', 'countries').countries;
  const country = (Array.isArray(countries) ? countries : []).filter(isObject).find((candidate) => candidate.country === merchant.record.country);
  const date = nowText(call);
  const siteId = call.env.nextId('core.siteId', FIRST_SITE_ID);
  const sha256From = textFact(call.env, 'core', 'sha256SitesFrom');
  const products = productCodes(call);
  const env = call.env;
  coreState(env).sites.set(siteId, {
    record: { siteId, merchantId: merchant.record.merchantId, name: input.name, url: input.url, timeZone: input.timeZone ?? country?.timeZone, currency: input.currency, siteStatus: 'ACTIVE', login: null, createdAt: date, updatedAt: date },
    methods: new Map(),
    preferList: [],
    preferUpdatedAt: null,
    branding: { logoUrl: null, primaryColor: null },
    notificationUrl: null,
    credentials: null,
    sim: {
      login: '',
      secretKey: '',
      signatureAlgorithm: sha256From !== undefined && siteDate(env.clock.now()) < sha256From ? 'SHA-1' : 'SHA-256',
      attemptsLimit: DEFAULT_ATTEMPTS_LIMIT,
      refusal: (api) => refusalOf(env, siteId, products, api),
    },
  });
  return okAnswer(call, 'created', { siteId, siteStatus: 'ACTIVE' });
};

const getSite: AdministratorHandler = async (call) => {
  const site = siteIn(call, call.params.siteId);
  return site ? okAnswer(call, 'site', { site: site.record }) : notFound(call, 'site');
};

const updateSite: AdministratorHandler = async (call) => {
  const site = siteIn(call, call.params.siteId);
  if (!site) return notFound(call, 'site');
  const input = isObject(call.body.site) ? call.body.site : {};
  if ('currency' in input) return failAnswer(call, 400, 'currency');
  Object.assign(site.record, pick(copy(input), [...SITE_FIELDS]), { updatedAt: nowText(call) });
  return okAnswer(call, 'updated', { site: site.record });
};

const searchSites: AdministratorHandler = async (call) => {
  const { body } = call;
  const found = [...coreState(call.env).sites.keys()]
    .map((id) => siteIn(call, id)?.record)
    .filter((record): record is RawObject => record !== undefined)
    .filter((record) => (body.merchantId === undefined || record.merchantId === body.merchantId) && contains(record.name, body.name))
    .filter((record) => (body.currency === undefined || record.currency === body.currency) && (body.siteStatus === undefined || record.siteStatus === body.siteStatus))
    .filter((record) => body.login === undefined || record.login === body.login);
  const { items, pagination } = paged(body, found);
  return okAnswer(call, 'found', { sites: items, pagination });
};

const deactivateSite: AdministratorHandler = async (call) => {
  const site = siteIn(call, call.params.siteId);
  if (!site) return notFound(call, 'site');
  if (site.record.siteStatus === 'INACTIVE') return failAnswer(call, 409, 'already');
  Object.assign(site.record, { siteStatus: 'INACTIVE', updatedAt: nowText(call) });
  return okAnswer(call, 'inactive', { siteId: site.record.siteId, siteStatus: 'INACTIVE' });
};

const activateSite: AdministratorHandler = async (call) => {
  const site = siteIn(call, call.params.siteId);
  if (!site) return notFound(call, 'site');
  if (coreState(call.env).merchants.get(Number(site.record.merchantId))?.record.merchantStatus !== 'ACTIVE') return failAnswer(call, 409, 'merchant');
  if (site.record.siteStatus === 'ACTIVE') return failAnswer(call, 409, 'already');
  Object.assign(site.record, { siteStatus: 'ACTIVE', updatedAt: nowText(call) });
  return okAnswer(call, 'active', { siteId: site.record.siteId, siteStatus: 'ACTIVE' });
};

const getSiteBranding: AdministratorHandler = async (call) => {
  const site = siteIn(call, call.params.siteId);
  return site ? okAnswer(call, 'branding', { branding: site.branding }) : notFound(call, 'site');
};

/** `logoUrl`: an HTTPS URL of a PNG or SVG image (its 400 example); null removes it. */
const logoFits = (url: unknown) => url === null || (typeof url === 'string' && /^https:\/\/[^/]+\/.*\.(png|svg)$/i.test(url.split(/[?#]/)[0]!));

const updateSiteBranding: AdministratorHandler = async (call) => {
  const site = siteIn(call, call.params.siteId);
  if (!site) return notFound(call, 'site');
  const input = isObject(call.body.branding) ? call.body.branding : {};
  if (!logoFits(input.logoUrl)) return failAnswer(call, 400, 'logo');
  site.branding = pick(copy(input), ['logoUrl', 'primaryColor']);
  return okAnswer(call, 'saved', { branding: site.branding });
};

export const siteHandlers: Record<string, AdministratorHandler> = { createSite, getSite, updateSite, searchSites, deactivateSite, activateSite, getSiteBranding, updateSiteBranding };
