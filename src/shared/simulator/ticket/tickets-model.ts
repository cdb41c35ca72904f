import { isObject } from '../../openapi/raw';
import { jsonAnswer, objectAt, statusObject } from '../answers';
import type { SimApi, SimOperation } from '../api-data';
import { siteDateTime } from '../clock';
import { type ApiModel, numberFact, type OperationCall, type SimEnvironment, textFact } from '../environment';
import { responseExamples } from '../examples';
import { modelState } from '../model-state';
import { notSimulated } from '../not-simulated';
import type { SchemaProblem } from '../request-validation';
import type { SimSite } from '../site';
import type { SimNote } from '../types';
import { exampleMessage, fillIn, findOperation } from '../words';
import { airlinePayment, ticketPrefix } from './airline-payments';

/**
 * Tickets (openapi/ticket, content guide "Tickets"): the register of the airline tickets an approved
 * airline payment paid for. `createTickets` adds them all or none (the payment `APPROVED`, each
 * ticket with the prefix of the payment's `airlineCode`, issued from the payment's day to
 * `ticket.issueWindowDays` after, on no other payment of the site; one the payment has is not added
 * twice nor counted), `searchTickets` lists a payment's, oldest first, `removeTickets` takes numbers
 * off (one the payment lacks is ignored). Every refused request is HTTP 400 with `reason` `BR`, the
 * examples' words with this call's ticket, prefix or dates. No notifications.
 */

interface Ticket {
  internalReference: number;
  ticket: string;
  issuedAt: string;
  createdAt: string;
  updatedAt: string;
}

/** Each site's tickets by number: a number is on one payment of the site at a time. */
const registers = modelState(() => new Map<string, Ticket>());
const keyOf = (site: SimSite, ticket: string) => `${site.login} ${ticket}`;

/** The example's `status` object, as Tickets refuses: `FAILED`, `reason` `BR` (not the HTTP code), words. */
function refusal(api: SimApi, operationId: string, example: string, date: string, message?: string) {
  const status = objectAt(responseExamples(api.document, findOperation(api, operationId), 400).get(example), 'status');
  if (!status) throw new Error(`${api.api} ${operationId} 400: no example "${example}"`);
  return jsonAnswer(400, { status: statusObject('FAILED', status.reason as string, message ?? String(status.message), date) });
}

const okStatus = (api: SimApi, date: string) => statusObject('OK', '00', exampleMessage(api, 'createTickets', 200, 'added'), date);

/** `2026-11-20` plus `days` days. */
const addDays = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

async function createTickets({ env, api, body, site }: OperationCall) {
  const date = siteDateTime(env.clock.now());
  const windowDays = numberFact(env, 'ticket', 'issueWindowDays');
  if (windowDays === undefined) return notSimulated(env.locale, `${api.api} createTickets`);
  const payment = airlinePayment(env, site, body.internalReference);
  if (!payment?.approved) return refusal(api, 'createTickets', 'invalidReference', date);
  const prefix = ticketPrefix(env, payment.airlineCode);
  const last = addDays(payment.day, windowDays);
  const register = registers(env);
  const items = (Array.isArray(body.tickets) ? body.tickets : []).filter(isObject).map((item) => ({ ticket: String(item.ticket), issuedAt: String(item.issuedAt) }));
  // All or nothing: every ticket is checked before any is added.
  for (const { ticket, issuedAt } of items) {
    if (prefix !== undefined && !ticket.startsWith(prefix)) return refusal(api, 'createTickets', 'otherAirline', date, fillIn(exampleMessage(api, 'createTickets', 400, 'otherAirline'), [['0451234567890', ticket], ['(134)', `(${prefix})`]]));
    if (issuedAt < payment.day || issuedAt > last) return refusal(api, 'createTickets', 'lateIssue', date, fillIn(exampleMessage(api, 'createTickets', 400, 'lateIssue'), [['1342154123459', ticket], ['2026-11-20', payment.day], ['2026-12-04', last]]));
    const registered = register.get(keyOf(site, ticket));
    if (registered && registered.internalReference !== payment.internalReference) return refusal(api, 'createTickets', 'elsewhere', date, fillIn(exampleMessage(api, 'createTickets', 400, 'elsewhere'), [['1342154123460', ticket]]));
  }
  let count = 0;
  for (const { ticket, issuedAt } of items) {
    if (register.has(keyOf(site, ticket))) continue;
    register.set(keyOf(site, ticket), { internalReference: payment.internalReference, ticket, issuedAt, createdAt: date, updatedAt: date });
    count += 1;
  }
  return jsonAnswer(200, { status: okStatus(api, date), count });
}

async function searchTickets({ env, api, body, site }: OperationCall) {
  const date = siteDateTime(env.clock.now());
  const payment = airlinePayment(env, site, body.internalReference);
  if (!payment) return refusal(api, 'searchTickets', 'invalidReference', date);
  const data = [...registers(env).entries()].filter(([key, item]) => key.startsWith(`${site.login} `) && item.internalReference === payment.internalReference).map(([, item]) => ({ ...item }));
  return jsonAnswer(200, { status: okStatus(api, date), data });
}

async function removeTickets({ env, api, body, site }: OperationCall) {
  const date = siteDateTime(env.clock.now());
  const payment = airlinePayment(env, site, body.internalReference);
  if (!payment) return refusal(api, 'removeTickets', 'invalidReference', date);
  const register = registers(env);
  let count = 0;
  for (const ticket of Array.isArray(body.tickets) ? body.tickets : []) {
    const key = keyOf(site, String(ticket));
    if (register.get(key)?.internalReference !== payment.internalReference) continue;
    register.delete(key);
    count += 1;
  }
  return jsonAnswer(200, { status: okStatus(api, date), count });
}

/** The value a JSON pointer names in the request body (`/tickets/0/ticket`). */
function valueAt(body: unknown, pointer: string): unknown {
  let value = body;
  for (const part of pointer.split('/').slice(1)) value = isObject(value) || Array.isArray(value) ? (value as Record<string, unknown>)[part] : undefined;
  return value;
}

/**
 * A request its schema refuses, as Tickets answers it: `reason` `BR` and the content guide's words,
 * a ticket number that is not 13 digits and more than 50 tickets in the facts' words
 * (`ticket.ticketDigitsError`, `ticket.ticketsLimitError`), every other field as every API names it
 * ("El campo tickets es obligatorio", the `missing` example).
 */
function badRequest(api: SimApi) {
  return (env: SimEnvironment, operation: SimOperation, body: unknown, problems: readonly SchemaProblem[], notes: readonly SimNote[]) => {
    const date = siteDateTime(env.clock.now());
    const operationId = operation.operationId ?? 'createTickets';
    const problem = problems[0]!;
    let message = notes[0]!.message;
    if (/^\/tickets\/\d+(\/ticket)?$/.test(problem.pointer) && ['pattern', 'type', 'minLength', 'maxLength'].includes(problem.keyword)) {
      const words = textFact(env, 'ticket', 'ticketDigitsError');
      if (words === undefined) return notSimulated(env.locale, `${api.api} ${operationId}`, problem.pointer);
      message = fillIn(words, [['13421541', String(valueAt(body, problem.pointer))]]);
    } else if (problem.pointer === '/tickets' && problem.keyword === 'maxItems') {
      const words = textFact(env, 'ticket', 'ticketsLimitError');
      if (words === undefined) return notSimulated(env.locale, `${api.api} ${operationId}`, problem.pointer);
      message = words;
    }
    return { ...refusal(api, operationId, 'invalidReference', date, message), notes: [...notes] };
  };
}

export function ticketModel(api: SimApi): ApiModel {
  return { api: api.api, handlers: { createTickets, searchTickets, removeTickets }, badRequest: badRequest(api), tick: async () => {} };
}
