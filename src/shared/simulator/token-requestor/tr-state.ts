import { isObject, type RawObject } from '../../openapi/raw';
import { copy, objectAt } from '../answers';
import type { SimApi } from '../api-data';
import { tokenValue } from '../auth/token-store';
import type { SimEnvironment } from '../environment';
import type { OAuthClient } from './oauth-model';
import type { LaterEvent, TrBrand } from './test-cards';
import { responseValue } from './tr-words';

/**
 * What one simulated Token Requestor environment holds: the merchants (Tienda Andina, and the
 * consumer's), their sites, the credentials (`env.clients`), the network tokens. It starts as the
 * definition's examples describe the world (getMerchant, listSites, listCredentials, getConsumer,
 * listMerchants), keeping only what existed before the environment's first instant, so a flow run at
 * a create example's instant creates that example's object with its id and secret; identifiers and
 * secrets then count up from the examples' (`sequence`).
 */

export interface TrSite {
  merchantId: number;
  record: RawObject;
  webhookSecret: string;
  deleted?: boolean;
}

export interface TrMerchant {
  record: RawObject;
  /** Onboarding attempts that end later: brand → when and how. */
  onboarding: { brand: TrBrand; at: number; result: 'ACTIVE' | 'REJECTED' }[];
  deleted?: boolean;
}

export interface NetworkToken {
  tokenReferenceId: string;
  merchantId: number;
  siteId: number;
  brand: TrBrand;
  lastDigits: string;
  cardExpiration: string;
  /** The card number (or network token number) the token stands for: a repeated enrolment returns it. */
  pan: string;
  token: string;
  tokenExpiration: string;
  tokenStatus: 'REQUESTED' | 'ACTIVE' | 'SUSPENDED' | 'DELETED';
  createdAt: string;
  lastChange: RawObject | null;
  later: { at: number; event: LaterEvent; reason: string; cardExpiration?: string }[];
}

export interface Replay {
  at: number;
  pan: string;
  body: RawObject;
}

export interface TrState {
  merchants: Map<number, TrMerchant>;
  sites: Map<number, TrSite>;
  tokens: Map<string, NetworkToken>;
  replays: Map<string, Replay>;
  consumer: { record: RawObject; webhookSecret: string };
  /** Example values not yet handed out, in the order the pages create them (sites, secrets, merchants…). */
  pending: Map<string, unknown[]>;
}

/** The example merchant (Tienda Andina) every example credential belongs to. */
export const exampleMerchantId = (api: SimApi) => Number(objectAt(responseValue(api, 'getMerchant', 200, 'merchant'), 'merchant')?.merchantId);

const list = (value: unknown): RawObject[] => (Array.isArray(value) ? value.filter(isObject) : []);
const instant = (value: unknown) => (typeof value === 'string' ? Date.parse(value) : Number.NaN);
/** When a consumer's merchant began: its first onboarding attempt. */
const startedAt = (merchant: RawObject) => list(list(merchant.trids)[0]?.attempts)[0]?.startedAt;
const queue = (pending: Map<string, unknown[]>, kind: string, value: unknown) => pending.set(kind, [...(pending.get(kind) ?? []), value]);

function seed(env: SimEnvironment, api: SimApi): TrState {
  const now = env.clock.now().getTime();
  const merchantId = exampleMerchantId(api);
  const pending = new Map<string, unknown[]>();
  const state: TrState = {
    merchants: new Map([[merchantId, { record: copy(objectAt(responseValue(api, 'getMerchant', 200, 'merchant'), 'merchant')!), onboarding: [] }]]),
    sites: new Map(),
    tokens: new Map(),
    replays: new Map(),
    consumer: { record: copy(objectAt(responseValue(api, 'getConsumer', 200, 'consumer'), 'consumer')!), webhookSecret: String(responseValue(api, 'updateConsumer', 200, 'set').webhookSecret) },
    pending,
  };

  // The consumer's merchants exist from their first attempt; a later one is createMerchant's to make.
  const createdMerchant = objectAt(responseValue(api, 'createMerchant', 200, 'created'), 'adminCredential')!;
  queue(pending, 'adminClientId', createdMerchant.clientId);
  queue(pending, 'adminClientSecret', createdMerchant.clientSecret);
  for (const merchant of list(responseValue(api, 'listMerchants', 200, 'merchants').merchants)) {
    if (instant(startedAt(merchant)) < now) state.merchants.set(Number(merchant.merchantId), { record: copy(merchant), onboarding: [] });
    else queue(pending, 'merchantId', merchant.merchantId);
  }

  queue(pending, 'webhookSecret', responseValue(api, 'createSite', 200, 'created').webhookSecret);
  for (const site of list(responseValue(api, 'listSites', 200, 'sites').sites)) {
    if (instant(site.createdAt) < now) state.sites.set(Number(site.siteId), { merchantId, record: copy(site), webhookSecret: nextValue(state, 'webhookSecret', String(pending.get('webhookSecret')?.[0] ?? 'whs_00000000000000000000000000000000'), (value) => secretTaken(state, value)) });
    else queue(pending, 'siteId', site.siteId);
  }

  // The example credentials: the account manager's admin one and the site's tokens one (env.clients holds it).
  const secretShape = String(responseValue(api, 'createCredential', 200, 'created').clientSecret);
  for (const credential of list(responseValue(api, 'listCredentials', 200, 'all').credentials)) {
    const known = env.clients.find((client) => client.clientId === credential.clientId);
    if (!(instant(credential.createdAt) < now)) {
      env.clients.splice(0, env.clients.length, ...env.clients.filter((client) => client.clientId !== credential.clientId));
      queue(pending, 'clientId', credential.clientId);
      if (known) queue(pending, 'clientSecret', known.clientSecret);
      continue;
    }
    const record = { clientId: String(credential.clientId), siteId: typeof credential.siteId === 'number' ? credential.siteId : null, scope: String(credential.scope), description: typeof credential.description === 'string' ? credential.description : undefined, createdAt: String(credential.createdAt), merchantId };
    if (known) Object.assign(known, record);
    else env.clients.push({ ...record, clientSecret: tokenValue(secretShape, () => true), site: env.sites[0]! });
  }
  return state;
}

/** A site's or the consumer's webhook secret already in use. */
const secretTaken = (state: TrState, value: string) => value === state.consumer.webhookSecret || [...state.sites.values()].some((site) => site.webhookSecret === value);

/**
 * The next value of a kind: the examples' values not handed out yet, in order; after them a value
 * shaped like `shape` (a fresh secret), or, for numbers, the first free one from `shape` up.
 */
export function nextValue<T extends string | number>(state: TrState, kind: string, shape: T, isTaken: (value: T) => boolean): T {
  const examples = state.pending.get(kind) ?? [];
  while (examples.length > 0) {
    const value = examples.shift() as T;
    if (!isTaken(value)) return value;
  }
  if (typeof shape === 'number') {
    let next: number = shape;
    while (isTaken(next as T)) next += 1;
    return next as T;
  }
  return tokenValue(shape, (value) => isTaken(value as T)) as T;
}

export const newWebhookSecret = (state: TrState, shape: string) => nextValue(state, 'webhookSecret', shape, (value) => secretTaken(state, value));

const states = new WeakMap<SimEnvironment, TrState>();

/** The environment's Token Requestor state, seeded on first use at the environment's clock. */
export function trState(env: SimEnvironment, api: SimApi): TrState {
  let state = states.get(env);
  if (!state) states.set(env, (state = seed(env, api)));
  return state;
}

/** The merchant a credential works for: its own, else Tienda Andina's (the example credentials). */
export const merchantOf = (client: OAuthClient | undefined, api: SimApi) => client?.merchantId ?? exampleMerchantId(api);

