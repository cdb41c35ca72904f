import { isObject, type RawObject } from '../../openapi/raw';
import { copy, failedBody, jsonAnswer, objectAt, statusObject } from '../answers';
import type { SimApi } from '../api-data';
import { endOfSiteDay, parseInstant, siteDateTime } from '../clock';
import type { ApiModel, OperationCall, OperationHandler, SimEnvironment } from '../environment';
import { responseExamples, statusMessageOf } from '../examples';
import { modelState } from '../model-state';
import { notSimulated } from '../not-simulated';
import { notify } from '../notify';
import { claimReference, orderKeeper } from '../payment-order-references';
import { schemaProblems } from '../request-validation';
import type { SimSite } from '../site';
import { exampleMessage, findOperation } from '../words';
import { searchInvoices } from './search';

/**
 * Payment orders (`invoices`) in the simulated environment: create orders in a batch (one result per
 * order; a `reference` the site already used is 409), hold, release, remove and settle them (one or,
 * for hold and release, several `references`), and the clock expires a `PENDING` or `HELD` order when
 * its `dueDate` ends in the site's time zone (`invoiceStatus`). The orders' status words are the
 * facts' `invoices.orderStatuses` table; the answers' words the examples', their reference, count
 * or state replaced by this call's (the examples write "La referencia ORDER-1001 ya existe",
 * "Se crearon 2 de 3 órdenes", "…porque está en estado PAID"). An order the batch's schema refuses is
 * not simulated (the pages do not give a per-order 400's words). The search is search.ts.
 */

interface Order {
  site: SimSite;
  body: RawObject;
}

const orders = modelState(() => new Map<string, Order>());
const keyOf = (site: SimSite, reference: unknown) => `${site.login} ${String(reference)}`;

/** The facts' order statuses: `PENDING|00` → "La orden está pendiente de pago". */
function statusWords(env: SimEnvironment): Map<string, string> {
  const out = new Map<string, string>();
  for (const row of env.facts.invoices?.tables?.orderStatuses?.rows ?? []) {
    const [status, reason, message] = row;
    const text = typeof message === 'string' ? message : isObject(message) ? message[env.locale] : undefined;
    if (typeof status === 'string' && typeof reason === 'string' && typeof text === 'string') out.set(`${status.replace(/`/g, '')}|${reason.replace(/[`"]/g, '')}`, text);
  }
  return out;
}

/**
 * A new `PENDING` payment order of `site` (a batch's, or a row of a closed microsite's file): false,
 * and nothing kept, when the site already used its `reference` (payment-order-references.ts).
 */
export function createPaymentOrder(env: SimEnvironment, site: SimSite, item: RawObject, date: string): boolean {
  if (!claimReference(env, site, item.reference, 'invoices')) return false;
  orders(env).set(keyOf(site, item.reference), { site, body: { ...copy(item), status: statusObject('PENDING', '00', statusWords(env).get('PENDING|00') ?? '', date), createdAt: date } });
  return true;
}

/** An example's words with its numbers replaced, in order, by `values` ("Se crearon 2 de 3 órdenes"). */
const withNumbers = (message: string, values: number[]) => {
  let index = 0;
  return message.replace(/\d+/g, (found) => String(values[index++] ?? found));
};

export function invoicesModel(api: SimApi): ApiModel {
  const exampleValue = (operationId: string, status: number, name: string) => responseExamples(api.document, findOperation(api, operationId), status).get(name);
  const resultMessage = (operationId: string, status: number, name: string, index: number) => {
    const results = objectAt({ value: exampleValue(operationId, status, name) }, 'value')?.results;
    return Array.isArray(results) ? statusMessageOf(results[index]) : undefined;
  };
  const fail = (operationId: string, status: number, name: string, date: string, replace?: [string, string]) => {
    const message = exampleMessage(api, operationId, status, name);
    return jsonAnswer(status, failedBody(status, replace ? message.replace(replace[0], replace[1]) : message, date));
  };
  const orderStatus = (env: SimEnvironment, status: string, reason: string, date: string) => statusObject(status, reason, statusWords(env).get(`${status}|${reason}`) ?? '', date);
  const stateOf = (order: Order) => String(objectAt(order.body, 'status')?.status);
  const inputSchema = objectAt(objectAt(objectAt(api.document, 'components'), 'schemas'), 'InvoiceInput');

  const createInvoices: OperationHandler = async ({ env, body, site }: OperationCall) => {
    const date = siteDateTime(env.clock.now());
    const list = Array.isArray(body.invoices) ? body.invoices.filter(isObject) : [];
    if (list.some((item) => schemaProblems(api.document, inputSchema, item).length > 0)) return notSimulated(env.locale, `${api.api} createInvoices`, 'invoices[] (400)');
    const createdWords = resultMessage('createInvoices', 200, 'partial', 0) ?? '';
    const duplicateWords = resultMessage('createInvoices', 200, 'partial', 2) ?? '';
    const exampleReference = /ORDER-\d+/.exec(duplicateWords)?.[0] ?? '';
    const seen = new Set<string>();
    const results = list.map((item) => {
      const key = keyOf(site, item.reference);
      if (seen.has(key) || !createPaymentOrder(env, site, item, date)) return { reference: item.reference, status: statusObject('FAILED', 409, duplicateWords.replace(exampleReference, String(item.reference)), date) };
      seen.add(key);
      return { reference: item.reference, status: statusObject('OK', '00', createdWords, date) };
    });
    const created = results.filter((result) => result.status.status === 'OK').length;
    const summary = withNumbers(exampleMessage(api, 'createInvoices', 200, 'partial'), [created, list.length]);
    return jsonAnswer(200, { status: statusObject('OK', '00', summary, date), results });
  };

  /** One order's change: from the states it allows to a new status, or the example's 409 with this order's state. */
  function change(env: SimEnvironment, site: SimSite, reference: unknown, from: string[], to: [string, string], conflict: [string, string]) {
    const date = siteDateTime(env.clock.now());
    const order = orders(env).get(keyOf(site, reference));
    // A Gateway cash order is a payment order too; changing it with this API is not simulated yet.
    if (!order) return orderKeeper(env, site, reference) === 'cash' ? { kind: 'cashOrder' as const } : { kind: 'notFound' as const };
    if (!from.includes(stateOf(order))) return { kind: 'conflict' as const, message: exampleMessage(api, conflict[0], 409, conflict[1]).replace(/\b(PENDING|HELD|PAID|EXPIRED|REMOVED)\b/, stateOf(order)) };
    order.body.status = orderStatus(env, to[0], to[1], date);
    return { kind: 'changed' as const, order };
  }

  /** hold, release, remove, settle: one `reference`, or (hold and release) several `references`. */
  const operation = (operationId: string, okExample: string, from: string[], to: [string, string], conflict: string, manyExample?: string): OperationHandler =>
    async ({ env, body, site }: OperationCall) => {
      const date = siteDateTime(env.clock.now());
      if (body.reference !== undefined && body.references !== undefined) {
        return exampleValue(operationId, 400, 'both') === undefined ? notSimulated(env.locale, `${api.api} ${operationId}`, 'reference + references') : fail(operationId, 400, 'both', date);
      }
      const okMessage = exampleMessage(api, operationId, 200, okExample);
      if (Array.isArray(body.references)) {
        if (!manyExample) return notSimulated(env.locale, `${api.api} ${operationId}`, 'references');
        const missing = resultMessage(operationId, 200, manyExample, 2) ?? '';
        const results = body.references.map((reference) => {
          const done = change(env, site, reference, from, to, [operationId, conflict]);
          if (done.kind === 'cashOrder') return undefined;
          const words = done.kind === 'changed' ? okMessage : done.kind === 'conflict' ? done.message : missing;
          return { reference, status: statusObject(done.kind === 'changed' ? 'OK' : 'FAILED', done.kind === 'changed' ? '00' : done.kind === 'conflict' ? 409 : 404, words, date) };
        });
        if (results.includes(undefined)) return notSimulated(env.locale, `${api.api} ${operationId}`, 'a Gateway cash order');
        const changed = results.filter((result) => result?.status.status === 'OK').length;
        return jsonAnswer(200, { status: statusObject('OK', '00', withNumbers(exampleMessage(api, operationId, 200, manyExample), [changed, results.length]), date), results });
      }
      if (operationId === 'settleInvoice') {
        const when = parseInstant(objectAt(body, 'settlement')?.date);
        if (when && when.getTime() > env.clock.now().getTime()) return fail(operationId, 400, 'futureDate', date);
      }
      const done = change(env, site, body.reference, from, to, [operationId, conflict]);
      if (done.kind === 'cashOrder') return notSimulated(env.locale, `${api.api} ${operationId}`, 'a Gateway cash order');
      if (done.kind === 'notFound') return jsonAnswer(404, failedBody(404, exampleMessage(api, operationId, 404, 'notFound'), date));
      if (done.kind === 'conflict') return jsonAnswer(409, failedBody(409, done.message, date));
      if (isObject(body.settlement)) done.order.body.settlement = copy(body.settlement);
      return jsonAnswer(200, { status: statusObject('OK', '00', okMessage, date), invoice: copy(done.order.body) });
    };

  async function tick(env: SimEnvironment) {
    const now = env.clock.now().getTime();
    for (const order of orders(env).values()) {
      if (!['PENDING', 'HELD'].includes(stateOf(order)) || typeof order.body.dueDate !== 'string') continue;
      const endsAt = endOfSiteDay(order.body.dueDate).getTime();
      if (endsAt > now) continue;
      const date = siteDateTime(new Date(endsAt));
      order.body.status = orderStatus(env, 'EXPIRED', 'EX', date);
      await notify(env, api, 'invoiceStatus', { reference: order.body.reference, status: copy(order.body.status) }, order.site, undefined, date);
    }
  }

  return {
    api: api.api,
    handlers: {
      createInvoices,
      holdInvoice: operation('holdInvoice', 'held', ['PENDING'], ['HELD', 'HD'], 'alreadyHeld', 'heldMany'),
      releaseInvoice: operation('releaseInvoice', 'released', ['HELD'], ['PENDING', 'RL'], 'notHeld'),
      removeInvoice: operation('removeInvoice', 'removed', ['PENDING', 'HELD'], ['REMOVED', 'RM'], 'paid'),
      settleInvoice: operation('settleInvoice', 'settled', ['PENDING', 'HELD'], ['PAID', 'EP'], 'expired'),
      searchInvoices: searchInvoices(api, (env, site) => [...orders(env).values()].filter((order) => order.site.login === site.login).map((order) => order.body)),
    },
    // The batch's orders are checked one by one above; the request's schema still guards `auth` and the list.
    ownValidation: ['createInvoices'],
    tick,
  };
}

/** The payment orders of the site with this login, oldest first (Core reads them across a merchant's sites). */
export const ordersOfSite = (env: SimEnvironment, login: string): RawObject[] => [...orders(env).values()].filter((order) => order.site.login === login).map((order) => copy(order.body));
