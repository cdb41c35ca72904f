import { isObject, type RawObject } from '../../openapi/raw';
import { copy, failedBody, jsonAnswer, statusObject } from '../answers';
import { siteDateTime } from '../clock';
import type { AdministratorCall } from '../environment';
import { requestExamples, responseExamples } from '../examples';
import { modelState } from '../model-state';
import type { SimSite } from '../site';
import { exampleMessage, findOperation } from '../words';

/**
 * What Core keeps in one simulated environment: merchants, their sites and users, each as the
 * definition's schema writes it (`record`), with what the record does not show beside it. The world
 * starts empty: the first merchant created is the examples' 1207, the first site 3311.
 */

export interface CoreMerchant {
  record: RawObject;
  /** The administrator who created it (a `PLATFORM` administrator manages the merchants it created). */
  createdBy: string;
  documents: RawObject[];
  pendingBankAccount: RawObject | null;
  /** `paymentMethod` → `MerchantMethod`, in the order first enabled. */
  methods: Map<string, RawObject>;
  /** `product` → `Product`, in the order first enabled. */
  products: Map<string, RawObject>;
  /** `PlanRef`s, oldest first; the last may be scheduled (`from` after today). */
  plans: RawObject[];
}

export interface CoreSite {
  record: RawObject;
  /** `paymentMethod` → `SiteMethod`, in the order first enabled. */
  methods: Map<string, RawObject>;
  preferList: string[];
  preferUpdatedAt: string | null;
  branding: RawObject;
  notificationUrl: string | null;
  credentials: { createdAt: string; lastRotatedAt: string | null } | null;
  /** The site as the payment APIs know it once it has credentials (its key, attempts limit, algorithm, notification URL). */
  sim: SimSite;
}

export interface CoreState {
  merchants: Map<number, CoreMerchant>;
  sites: Map<number, CoreSite>;
  users: Map<number, RawObject>;
}

export const coreState = modelState<CoreState>(() => ({ merchants: new Map(), sites: new Map(), users: new Map() }));

export const nowText = (call: AdministratorCall) => siteDateTime(call.env.clock.now());
const operationIdOf = (call: AdministratorCall) => call.operation.operationId ?? '';

/** 200 with the operation's example words (`created`, `invited`…) and the fields given. */
export function okAnswer(call: AdministratorCall, example: string, fields: RawObject) {
  const message = exampleMessage(call.api, operationIdOf(call), 200, example);
  return jsonAnswer(200, { status: statusObject('OK', '00', message, nowText(call)), ...copy(fields) });
}

/**
 * An error answer with the words of the operation's example, the example's own values replaced by
 * this call's (`["NIT 900123456", "CC 1040035000"]`): the sentence stays the definition's.
 */
export function failAnswer(call: AdministratorCall, status: number, example: string, replace: readonly (readonly [string, string])[] = [], operationId = operationIdOf(call)) {
  const message = replace.reduce((text, [from, to]) => text.replace(from, to), exampleMessage(call.api, operationId, status, example));
  return jsonAnswer(status, failedBody(status, message, nowText(call)));
}

/** The 404 of a resource, in the words of the operation that reads it ("El comercio no existe"). */
const notFoundOperation = { merchant: 'getMerchant', site: 'getSite', user: 'getUser', plan: 'getPlan', document: 'getMerchantDocument' } as const;
export const notFound = (call: AdministratorCall, kind: keyof typeof notFoundOperation) => failAnswer(call, 404, 'notFound', [], notFoundOperation[kind]);

/** A response example of another operation (the catalogues: plans, payment methods, countries, banks). */
export function exampleOf(call: AdministratorCall, operationId: string, example: string): RawObject {
  const value = responseExamples(call.api.document, findOperation(call.api, operationId), 200).get(example);
  if (typeof value !== 'object' || value === null) throw new Error(`core ${operationId}: no 200 example "${example}"`);
  return copy(value as RawObject);
}

/** The first request example of an operation, without its `auth` (what the example asks). */
export function requestExampleOf(call: AdministratorCall, operationId: string): RawObject {
  const [value] = requestExamples(call.api.document, findOperation(call.api, operationId)).values();
  return isObject(value) ? value : {};
}

/** The merchant, if it exists and is in the caller's scope (outside it, 404 as if it did not exist). */
export function merchantIn(call: AdministratorCall, merchantId: unknown): CoreMerchant | undefined {
  const id = Number(merchantId);
  const merchant = coreState(call.env).merchants.get(id);
  if (!merchant) return undefined;
  return call.admin.scope === 'PLATFORM' ? (merchant.createdBy === call.admin.login ? merchant : undefined) : call.admin.merchantId === id ? merchant : undefined;
}

export function siteIn(call: AdministratorCall, siteId: unknown): CoreSite | undefined {
  const site = coreState(call.env).sites.get(Number(siteId));
  return site && merchantIn(call, site.record.merchantId) ? site : undefined;
}

export function userIn(call: AdministratorCall, userId: unknown): RawObject | undefined {
  const user = coreState(call.env).users.get(Number(userId));
  return user && merchantIn(call, user.merchantId) ? user : undefined;
}

export const sitesOf = (call: AdministratorCall, merchantId: unknown) => [...coreState(call.env).sites.values()].filter((site) => site.record.merchantId === Number(merchantId));

/** A page of a search: `page` from 1, `pageSize` 1 to 100, default 20 (content guide, *Searches*). */
export function paged(body: RawObject, items: readonly unknown[]) {
  const page = typeof body.page === 'number' ? body.page : 1;
  const pageSize = typeof body.pageSize === 'number' ? body.pageSize : 20;
  return { items: items.slice((page - 1) * pageSize, page * pageSize).map((item) => copy(item)), pagination: { page, pageSize, total: items.length } };
}

/** Case-insensitive "contains", as a search by name reads ("andina" finds "Tienda Andina S.A.S."). */
export const contains = (text: unknown, part: unknown) => typeof part !== 'string' || String(text ?? '').toLocaleLowerCase().includes(part.toLocaleLowerCase());
