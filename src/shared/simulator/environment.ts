import type { Facts } from '../facts/facts-data';
import type { Locale } from '../i18n/locales';
import type { RawObject } from '../openapi/raw';
import type { SimApi, SimOperation } from './api-data';
import type { IssuedToken, TokenStore } from './auth/token-store';
import type { NonceMemory } from './body-auth';
import type { SimClock } from './clock';
import type { SimAdministrator } from './core/administrators';
import type { SimNotification } from './notifications';
import type { SimSite } from './site';
import type { OAuthClient } from './token-requestor/oauth-model';
import type { SchemaProblem } from './request-validation';
import type { SimEvent, SimNote, SimResponse } from './types';

/** The state one reader's simulated environment keeps, and what its models may do with it. */
export interface SimEnvironment {
  locale: Locale;
  /** facts/*.yaml, as the pages read them (time windows, limits); a rule whose fact is absent is not simulated. */
  facts: Facts;
  clock: SimClock;
  sites: SimSite[];
  /** Core's administrators (the pages' example one by default). */
  administrators: SimAdministrator[];
  /** OAuth 2.0 client credentials the environment knows (Token Requestor). */
  clients: OAuthClient[];
  /** Bearer tokens issued (OAuth access tokens, the 3DS Server's tokens). */
  tokens: TokenStore;
  nonces: NonceMemory;
  events: SimEvent[];
  /** Notifications produced and not yet taken by whoever delivers them (the local server, the page). */
  outbox: SimNotification[];
  /** The next identifier of a kind, counting up from the pages' example values. */
  nextId(kind: string, start: number): number;
  /** Where a URL of the test environment is served (itself in the page; the local server's address on the command line). */
  urlFor(testUrl: string): string;
}

/** One authenticated, valid call of an operation, handed to the model that simulates it. */
export interface OperationCall {
  env: SimEnvironment;
  api: SimApi;
  operation: SimOperation;
  params: Record<string, string>;
  body: RawObject;
  /** The site that called: the `auth` login, the signature's login, or the site a token or credential belongs to. */
  site: SimSite;
  /** The Bearer token the call carried. */
  token?: IssuedToken;
  /** The OAuth client of a Basic call. */
  client?: OAuthClient;
}

export type OperationHandler = (call: OperationCall) => Promise<SimResponse>;

/** A call of an operation an administrator makes (Core), with the administrator's body `auth`. */
export interface AdministratorCall extends Omit<OperationCall, 'site' | 'token' | 'client'> {
  admin: SimAdministrator;
}

export type AdministratorHandler = (call: AdministratorCall) => Promise<SimResponse>;

/** A simulator command of a model, for what no API operation does: the payer pays, a voucher is paid at a store. */
export type ModelAction = (env: SimEnvironment, input: RawObject) => Promise<{ ok: true; value: unknown } | { ok: false; problem: string }>;

/** What one API's model adds to the environment: its operations, the payer's actions and its clock work. */
export interface ApiModel {
  api: string;
  handlers: Record<string, OperationHandler>;
  /** Operations an administrator calls (Core): their body `auth` is checked against the administrators, not the sites. */
  administratorHandlers?: Record<string, AdministratorHandler>;
  /** Operations whose array items the model validates itself (a batch answers per item): the request's schema problems inside an item are left to it. */
  ownValidation?: readonly string[];
  /**
   * The 400 of a request its schema refuses, for an API that writes it its own way (Tickets keeps
   * `reason` `BR` and names a ticket number): the body as sent, the problems, most specific first, and the shared
   * notes (with the content guide's field messages). Without it, `FAILED` with `reason` 400.
   */
  badRequest?: (env: SimEnvironment, operation: SimOperation, body: unknown, problems: readonly SchemaProblem[], notes: readonly SimNote[]) => SimResponse;
  /**
   * Schema rules whose 400 the operation's own example words better than the generic pattern
   * ("El campo pageSize debe estar entre 1 y 100"): by operation, the field's JSON pointer, the
   * schema keywords and the name of the 400 example that says it.
   */
  problemExamples?: Record<string, readonly { pointer: string; keywords: readonly string[]; example: string }[]>;
  /** Commands the sandbox exposes as `POST /_simulator/<api>/<action>` and the journeys call. */
  actions?: Record<string, ModelAction>;
  /** Moves state on to `now` (expirations, pending payments that settle); returns nothing, notifies through env. */
  tick(env: SimEnvironment): Promise<void>;
}

/** A numeric fact (`gateway.refundWindowDays`), or undefined when the facts given do not hold it. */
export function numberFact(env: SimEnvironment, namespace: string, name: string): number | undefined {
  const value = env.facts[namespace]?.values?.[name];
  return typeof value === 'number' ? value : undefined;
}

/** A fact table's cell in the environment's language (`134`, or `{ es, en }`); kept here so the page's bundle needs no zod (facts-data.ts validates with it). */
export function cellText(env: SimEnvironment, cell: unknown): string {
  if (typeof cell === 'object' && cell !== null && env.locale in cell) return String((cell as Record<string, unknown>)[env.locale]);
  return String(cell);
}

/** A fact's text in the environment's language: a string, or `{ es, en }` (facts-data.ts `factTextIn`, without its schema library, which the page's bundle leaves out). */
function textIn(env: Pick<SimEnvironment, 'locale'>, value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (typeof value === 'object' && value !== null && env.locale in value) {
    const text: unknown = (value as Record<string, unknown>)[env.locale];
    return typeof text === 'string' ? text : undefined;
  }
  return undefined;
}

/** A text fact in the environment's language (`autopay.chargeTime`, `autopay.reasonAP09`), or undefined. */
export function textFact(env: SimEnvironment, namespace: string, name: string): string | undefined {
  return textIn(env, env.facts[namespace]?.values?.[name]);
}

/** A fact table's rows as texts in the environment's language (`core.products`); empty when the facts given do not hold it. */
export function tableFact(env: Pick<SimEnvironment, 'locale' | 'facts'>, namespace: string, name: string): (string | undefined)[][] {
  return (env.facts[namespace]?.tables?.[name]?.rows ?? []).map((row) => row.map((cell) => textIn(env, cell)));
}
