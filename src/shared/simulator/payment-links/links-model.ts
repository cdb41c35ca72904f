import { isObject, pick, type RawObject, without } from '../../openapi/raw';
import { compactNumber } from '../../test-cards/cards';
import { copy, failedBody, jsonAnswer, objectAt, statusObject } from '../answers';
import type { SimApi } from '../api-data';
import { cardAttempt, cardMethod } from '../card-attempt';
import type { CardResult } from '../card-outcome';
import { parseInstant, siteDate, siteDateTime } from '../clock';
import { type ApiModel, type ModelAction, numberFact, type OperationCall, type SimEnvironment } from '../environment';
import { responseExamples } from '../examples';
import { modelState } from '../model-state';
import { notSimulated } from '../not-simulated';
import { notify } from '../notify';
import type { SimSite } from '../site';
import { exampleMessage, findOperation } from '../words';

/**
 * Payment Links in the simulated environment (openapi/payment-links, facts/payment-links.yaml):
 * create a link (`ACTIVE`), query it with its payments, search, disable it; the payer pays it with a
 * test card (the action `pay`: each payment is a Web Checkout session of its own); an approved payment
 * of a single-use link, or the `paymentsAllowed`-th of a reusable one, makes it `PAID`; the clock
 * past its `expiration` makes it `EXPIRED`. `linkPayment` is sent when a payment's session is approved
 * (a rejected card leaves the session open for another try, as in Web Checkout), `linkStatus` when
 * the link becomes `PAID` or `EXPIRED`, never for `DISABLED`.
 */

/** The pages' example identifiers: link 60218 (`Xk29Qa7`), its payment's session 8412401, 51234601, "842951", "641260". */
const FIRST = { linkId: 60218, code: 'Xk29Qa7', requestId: 8412401, internalReference: 51234601, authorization: 842951, receipt: 641260 } as const;
const HOUR = 3600_000;
const DAY = 24 * HOUR;

interface LinkPayment {
  body: RawObject;
  settles?: { at: number; result: CardResult };
}

interface PaymentLink {
  site: SimSite;
  link: RawObject;
  payer?: RawObject;
  expiresAt: number;
  notificationUrl?: string;
  payments: LinkPayment[];
}

const links = modelState(() => new Map<number, PaymentLink>());

const okStatus = (api: SimApi, date: string) => statusObject('OK', '00', exampleMessage(api, 'createLink', 200, 'created'), date);
const fail = (api: SimApi, operationId: string, status: number, example: string, date: string) => jsonAnswer(status, failedBody(status, exampleMessage(api, operationId, status, example), date));

/** `{ status, reason, message }` of a webhook example (`linkStatus` `paid`, `expired`; `linkPayment` `approved`). */
function webhookStatus(api: SimApi, webhook: string, example: string, date: string) {
  const webhooks = isObject(api.document.webhooks) ? api.document.webhooks : {};
  const operation = objectAt(webhooks[webhook], 'post');
  const media = objectAt(objectAt(objectAt(operation, 'requestBody'), 'content'), 'application/json');
  const value = objectAt(objectAt(media, 'examples'), example)?.value;
  const status = objectAt(value, 'status');
  if (!status) throw new Error(`${api.api}: webhook ${webhook} has no example "${example}" with a status`);
  return statusObject(String(status.status), String(status.reason), String(status.message), date);
}

function linkCode(env: SimEnvironment): string {
  const n = env.nextId('payment-links.code', 0);
  if (n === 0) return FIRST.code;
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';
  return Array.from(crypto.getRandomValues(new Uint8Array(7)), (byte) => alphabet[byte % alphabet.length]).join('');
}

async function createLink({ env, api, body, site }: OperationCall) {
  const now = env.clock.now();
  const date = siteDateTime(now);
  const minHours = numberFact(env, 'payment-links', 'expirationMinHours');
  const maxDays = numberFact(env, 'payment-links', 'expirationMaxDays');
  const paymentExpirationDefault = numberFact(env, 'payment-links', 'paymentExpirationDefaultMinutes');
  if (minHours === undefined || maxDays === undefined || paymentExpirationDefault === undefined) return notSimulated(env.locale, `${api.api} createLink`);
  if (body.type === 'SINGLE_USE' && body.paymentsAllowed !== undefined) return fail(api, 'createLink', 400, 'paymentsAllowed', date);
  const expiration = parseInstant(body.expiration);
  if (!expiration || expiration.getTime() < now.getTime() + minHours * HOUR || expiration.getTime() > now.getTime() + maxDays * DAY) return fail(api, 'createLink', 400, 'expiration', date);
  if (body.type === 'REUSABLE' && body.payer !== undefined) return notSimulated(env.locale, `${api.api} createLink`, 'payer (REUSABLE)');
  const linkId = env.nextId('payment-links.linkId', FIRST.linkId);
  const exampleUrl = objectAt({ value: responseExamples(api.document, findOperation(api, 'createLink'), 200).get('created') }, 'value')?.url;
  const url = env.urlFor(String(exampleUrl).replace(/[^/]+$/, linkCode(env)));
  const link: RawObject = {
    linkId,
    type: body.type,
    status: 'ACTIVE',
    statusDate: date,
    url,
    payment: copy(body.payment),
    expiration: body.expiration,
    paymentsAllowed: body.type === 'SINGLE_USE' ? 1 : typeof body.paymentsAllowed === 'number' ? body.paymentsAllowed : null,
    paymentsCount: 0,
    paymentExpiration: typeof body.paymentExpiration === 'number' ? body.paymentExpiration : paymentExpirationDefault,
    locale: typeof body.locale === 'string' ? body.locale : 'es_CO',
    createdAt: date,
  };
  links(env).set(linkId, {
    site,
    link,
    expiresAt: expiration.getTime(),
    payments: [],
    ...(isObject(body.payer) ? { payer: copy(body.payer) } : {}),
    ...(typeof body.notificationUrl === 'string' ? { notificationUrl: body.notificationUrl } : {}),
  });
  return jsonAnswer(200, { status: okStatus(api, date), linkId, url, expiration: body.expiration });
}

function ownLink(call: OperationCall): PaymentLink | undefined {
  const found = links(call.env).get(Number(call.params.linkId));
  return found && found.site.login === call.site.login ? found : undefined;
}

async function getLink(call: OperationCall) {
  const { env, api } = call;
  const date = siteDateTime(env.clock.now());
  const found = ownLink(call);
  if (!found) return fail(api, 'getLink', 404, 'notFound', date);
  return jsonAnswer(200, { status: okStatus(api, date), link: copy(found.link), payments: [...found.payments].reverse().map((payment) => copy(payment.body)) });
}

async function disableLink(call: OperationCall) {
  const { env, api } = call;
  const date = siteDateTime(env.clock.now());
  const found = ownLink(call);
  if (!found) return fail(api, 'disableLink', 404, 'notFound', date);
  if (found.link.status !== 'ACTIVE') return fail(api, 'disableLink', 409, 'notActive', date);
  Object.assign(found.link, { status: 'DISABLED', statusDate: date });
  return jsonAnswer(200, { status: statusObject('OK', '00', exampleMessage(api, 'disableLink', 200, 'disabled'), date), link: copy(found.link) });
}

async function searchLinks({ env, api, body, site }: OperationCall) {
  const now = env.clock.now();
  const date = siteDateTime(now);
  const maxDays = numberFact(env, 'payment-links', 'searchMaxDays');
  const defaultDays = numberFact(env, 'payment-links', 'searchDefaultDays');
  if (maxDays === undefined || defaultDays === undefined) return notSimulated(env.locale, `${api.api} searchLinks`);
  const to = typeof body.createdTo === 'string' ? body.createdTo : siteDate(now);
  const from = typeof body.createdFrom === 'string' ? body.createdFrom : siteDate(new Date(now.getTime() - defaultDays * DAY));
  if (Date.parse(to) - Date.parse(from) > maxDays * DAY) return fail(api, 'searchLinks', 400, 'range', date);
  const page = typeof body.page === 'number' ? body.page : 1;
  const pageSize = typeof body.pageSize === 'number' ? body.pageSize : 20;
  const found = [...links(env).values()]
    .filter((item) => item.site.login === site.login)
    .map((item) => item.link)
    .filter((link) => (body.status === undefined || link.status === body.status) && (body.type === undefined || link.type === body.type))
    .filter((link) => body.reference === undefined || objectAt(link, 'payment')?.reference === body.reference)
    .filter((link) => {
      const day = String(link.createdAt).slice(0, 10);
      return day >= from && day <= to;
    })
    .reverse();
  return jsonAnswer(200, { status: okStatus(api, date), links: found.slice((page - 1) * pageSize, page * pageSize).map((link) => copy(link)), pagination: { page, pageSize, total: found.length } });
}

/** A payment's session approved: `linkPayment`, then the link `PAID` when it has its payments (`linkStatus`). */
async function approved(env: SimEnvironment, api: SimApi, item: PaymentLink, payment: LinkPayment, date: string) {
  const reference = objectAt(item.link, 'payment')?.reference;
  await notify(env, api, 'linkPayment', { requestId: payment.body.requestId, reference, status: webhookStatus(api, 'linkPayment', 'approved', date) }, item.site, item.notificationUrl, date);
  const count = Number(item.link.paymentsCount) + 1;
  item.link.paymentsCount = count;
  const allowed = item.link.paymentsAllowed;
  if (typeof allowed === 'number' && count >= allowed && item.link.status === 'ACTIVE') {
    Object.assign(item.link, { status: 'PAID', statusDate: date });
    await notify(env, api, 'linkStatus', { linkId: item.link.linkId, reference, status: webhookStatus(api, 'linkStatus', 'paid', date) }, item.site, item.notificationUrl, date);
  }
}

/** The payer's fields a payment shows (`PayerOnPayment`: no mobile). */
function payerFields(api: SimApi): string[] {
  const schemas = objectAt(api.document.components, 'schemas');
  return Object.keys(objectAt(objectAt(schemas, 'PayerOnPayment'), 'properties') ?? {});
}

const authorizationOf = (env: SimEnvironment, result: CardResult) => (result.status === 'APPROVED' ? String(env.nextId('payment-links.authorization', FIRST.authorization)) : '');

/** The payer pays the link at its `url` with a test card: `{ "linkId": 60218, "card": "4111111111111111", "otp": "123456" }` (or `"code": "Xk29Qa7"` instead of `linkId`). */
const pay = (api: SimApi): ModelAction => async (env, input) => {
  // By `linkId`, or by the code at the end of its `url` (the payer's page knows only the URL).
  const item = typeof input.code === 'string' ? [...links(env).values()].find((candidate) => String(candidate.link.url).endsWith(`/link/${String(input.code)}`)) : links(env).get(Number(input.linkId));
  if (!item) return { ok: false, problem: 'unknownLink' };
  if (item.link.status !== 'ACTIVE') return { ok: false, problem: `link${String(item.link.status)}` };
  const number = compactNumber(String(input.card ?? ''));
  const attempt = cardAttempt(number, env.locale, typeof input.otp === 'string' && input.otp !== '' ? input.otp : undefined);
  if (!attempt.ok) return attempt;
  const date = siteDateTime(env.clock.now());
  const data = objectAt(item.link, 'payment')!;
  const amount = objectAt(data, 'amount')!;
  const body: RawObject = {
    requestId: env.nextId('payment-links.requestId', FIRST.requestId),
    status: statusObject(attempt.result.status, attempt.result.reason, attempt.result.message, date),
    internalReference: env.nextId('payment-links.internalReference', FIRST.internalReference),
    reference: data.reference,
    ...cardMethod(attempt.card),
    amount: without(copy(amount), 'taxes'),
    authorization: attempt.then ? null : authorizationOf(env, attempt.result),
    receipt: String(env.nextId('payment-links.receipt', FIRST.receipt)),
    refunded: false,
    lastDigits: number.slice(-4),
    installments: 1,
    ...(item.payer ? { payer: pick(copy(item.payer), payerFields(api)) } : {}),
  };
  const payment: LinkPayment = { body, ...(attempt.then ? { settles: { at: env.clock.now().getTime() + attempt.then.afterSeconds * 1000, result: attempt.then.result } } : {}) };
  item.payments.push(payment);
  if (attempt.result.status === 'APPROVED') await approved(env, api, item, payment, date);
  return { ok: true, value: copy(body) };
};

async function tick(env: SimEnvironment, api: SimApi) {
  const now = env.clock.now().getTime();
  for (const item of links(env).values()) {
    for (const payment of item.payments) {
      if (!payment.settles || payment.settles.at > now) continue;
      const { at, result } = payment.settles;
      delete payment.settles;
      const date = siteDateTime(new Date(at));
      Object.assign(payment.body, { status: statusObject(result.status, result.reason, result.message, date), authorization: authorizationOf(env, result) });
      if (result.status === 'APPROVED') await approved(env, api, item, payment, date);
    }
    if (item.link.status === 'ACTIVE' && item.expiresAt <= now) {
      const date = siteDateTime(new Date(item.expiresAt));
      Object.assign(item.link, { status: 'EXPIRED', statusDate: date });
      await notify(env, api, 'linkStatus', { linkId: item.link.linkId, reference: objectAt(item.link, 'payment')?.reference, status: webhookStatus(api, 'linkStatus', 'expired', date) }, item.site, item.notificationUrl, date);
    }
  }
}

export function paymentLinksModel(api: SimApi): ApiModel {
  return { api: api.api, handlers: { createLink, getLink, disableLink, searchLinks }, actions: { pay: pay(api) }, tick: (env) => tick(env, api) };
}
