import { readCredentials } from '@/browser/toolkit/storage';
import type { Facts } from '@/shared/facts/facts-data';
import { isLocale, type Locale } from '@/shared/i18n/locales';
import type { SimApi } from '@/shared/simulator/api-data';
import { siteDateTime } from '@/shared/simulator/clock';
import { ADMINISTRATOR_APIS, exampleAdministrator } from '@/shared/simulator/core/administrators';
import { createSimulator, type Simulator } from '@/shared/simulator/simulator';
import { DEFAULT_ATTEMPTS_LIMIT, exampleSite, type SimSite } from '@/shared/simulator/site';
import { freshAuth } from '@/shared/try-it/fresh-auth';
import { handedCredentials } from '@/shared/try-it/handed-credentials';
import type { BodyAuth } from '@/shared/try-it/prefill';
import { parseTryItValue, TRY_IT_ATTRIBUTE, TRY_IT_FACTS_PATH, tryItDataPath, type TryItData } from '@/shared/ui/try-it-markup';

/**
 * The page's one simulated test environment (docs/simulator.md, "In the page"): made on the first
 * press of any *Try it*, with the definitions of every API whose operations the page holds, so a
 * session created by one operation's panel can be queried from another's. It lives as long as the
 * page. Nothing in it reaches the network: the simulator answers in the page.
 */
export interface PageEnvironment {
  locale: Locale;
  simulator: Simulator;
  apis: Map<string, SimApi>;
  /** What earlier answers gave, by field name (prefill.ts `rememberAnswer`). */
  remembered: Map<string, string>;
  /** The site the reader's requests authenticate as: theirs (the toolkit's credentials), else the pages' example site; on Core, the example administrator. */
  credentials(api?: string): { login: string; secretKey: string; own: boolean };
  /** A new body `auth` object for those credentials, its seed the simulated environment's now. */
  auth(api?: string): Promise<BodyAuth>;
  /** Token Requestor's example OAuth credential, as `Authorization: Basic …`, and its `clientId`. */
  basic(): { authorization: string; clientId: string } | undefined;
  /** A Bearer token the simulated environment hands out for `api` (the account manager's token of the 3DS Server or the ACS, a Token Requestor access token), or undefined. */
  bearer(api: string): Promise<string | undefined>;
}

let environment: Promise<PageEnvironment> | undefined;

async function fetchJson<T>(path: string): Promise<T> {
  const response = await fetch(path);
  if (!response.ok) throw new Error(`${path}: HTTP ${response.status}`);
  return (await response.json()) as T;
}

async function create(document: Document): Promise<PageEnvironment> {
  const lang = document.documentElement.lang;
  const locale: Locale = isLocale(lang) ? lang : 'es';
  const names = new Set<string>();
  for (const button of document.querySelectorAll(`[${TRY_IT_ATTRIBUTE}]`)) {
    const target = parseTryItValue(button.getAttribute(TRY_IT_ATTRIBUTE));
    if (target) names.add(target.api);
  }
  const [facts, ...data] = await Promise.all([fetchJson<Facts>(TRY_IT_FACTS_PATH), ...[...names].map((api) => fetchJson<TryItData>(tryItDataPath(locale, api)))]);
  const apis = new Map(data.map((item) => [item.api, { api: item.api, locale, document: item.document }]));
  // The example site, and the reader's once they have saved credentials: those saved before the
  // first press are given to the simulator; one saved later joins this list, which the simulator
  // reads on every request (simulator.ts keeps the `sites` it is given).
  const sites: SimSite[] = [exampleSite];
  const credentials = (api = '') => {
    // Core is called by an administrator, never a site: the pages' example administrator (the simulator knows no other).
    if (ADMINISTRATOR_APIS.has(api)) return { login: exampleAdministrator.login, secretKey: exampleAdministrator.secretKey, own: false };
    const saved = readCredentials();
    if (!saved || saved.login === exampleSite.login) return { login: exampleSite.login, secretKey: exampleSite.secretKey, own: false };
    const known = sites.find((site) => site.login === saved.login);
    if (known) known.secretKey = saved.secretKey;
    else sites.push({ login: saved.login, secretKey: saved.secretKey, signatureAlgorithm: 'SHA-256', attemptsLimit: DEFAULT_ATTEMPTS_LIMIT });
    return { ...saved, own: true };
  };
  credentials();
  const simulator = createSimulator({ locale, apis: [...apis.values()], facts, sites });
  const remembered = new Map<string, string>();
  const { basic, bearer } = handedCredentials(simulator, apis, remembered);
  return { locale, simulator, apis, remembered, credentials, auth: (api) => freshAuth(credentials(api), siteDateTime(simulator.clock.now())), basic, bearer };
}

/** The page's environment, made once; a failed load is forgotten so that the next press tries again. */
export function pageEnvironment(document: Document): Promise<PageEnvironment> {
  environment ??= create(document).catch((error: unknown) => {
    environment = undefined;
    throw error;
  });
  return environment;
}
