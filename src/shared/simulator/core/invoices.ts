import { isObject, pick, type RawObject } from '../../openapi/raw';
import type { AdministratorCall, AdministratorHandler } from '../environment';
import { numberFact, tableFact, textFact } from '../environment';
import { responseFor } from '../examples';
import { ordersOfSite } from '../invoices/invoices-model';
import { notSimulated } from '../not-simulated';
import type { SimResponse } from '../types';
import { type CoreSite, failAnswer, merchantIn, notFound, okAnswer, paged, sitesOf } from './core-state';

/**
 * Payment orders across a merchant's sites (/core/reference/invoice): read-only, the orders each site
 * created with the Payment orders API and its credentials (a site Core made, once it has its login),
 * with the Payment orders search's filters and range (`invoices.searchDueDateRange`), plus `siteId`.
 * Gateway's cash orders are Gateway's own state for now and are not among them.
 */

const INVOICE_FIELDS = ['reference', 'altReference', 'description', 'amount', 'dueDate', 'payer', 'status', 'createdAt', 'note', 'payment', 'settlement'] as const;
const DAY = 86_400_000;

/** The sites asked (`siteIds`, else all the merchant's) that have credentials, so orders of their own. */
function sitesAsked(call: AdministratorCall): CoreSite[] {
  const ids = Array.isArray(call.body.siteIds) ? call.body.siteIds.map(Number) : undefined;
  return sitesOf(call, call.body.merchantId).filter((site) => (ids === undefined || ids.includes(Number(site.record.siteId))) && typeof site.record.login === 'string');
}

/** The orders of those sites, newest first (`CREATED_DESC`) or oldest first, each with its `siteId`. */
function ordersOf(call: AdministratorCall, newestFirst: boolean): RawObject[] {
  const all = sitesAsked(call).flatMap((site) => ordersOfSite(call.env, String(site.record.login)).map((order, index) => ({ order: { siteId: site.record.siteId, ...pick(order, [...INVOICE_FIELDS]) } as RawObject, index })));
  const ordered = all.sort((a, b) => String(a.order.createdAt).localeCompare(String(b.order.createdAt)) || a.index - b.index).map(({ order }) => order);
  return newestFirst ? ordered.reverse() : ordered;
}

/** The due-date range's limit, the number the Payment orders fact states ("hasta 366 días…"). */
function rangeTooWide(call: AdministratorCall): boolean | undefined {
  const { dueDateFrom, dueDateTo } = call.body;
  if (typeof dueDateFrom !== 'string' || typeof dueDateTo !== 'string') return false;
  const days = Number(/\d+/.exec(textFact(call.env, 'invoices', 'searchDueDateRange') ?? '')?.[0]);
  if (!Number.isFinite(days)) return undefined;
  return Date.parse(dueDateTo) - Date.parse(dueDateFrom) > days * DAY;
}

/** The Payment orders search's filters (status: one or a list). */
function matches(order: RawObject, body: RawObject): boolean {
  const payer = isObject(order.payer) ? order.payer : {};
  const state = isObject(order.status) ? order.status.status : undefined;
  const statuses = Array.isArray(body.status) ? body.status : body.status === undefined ? undefined : [body.status];
  const due = String(order.dueDate);
  return (
    (body.reference === undefined || order.reference === body.reference) &&
    (body.altReference === undefined || order.altReference === body.altReference) &&
    (!isObject(body.payer) || (payer.documentType === body.payer.documentType && payer.document === body.payer.document)) &&
    (statuses === undefined || statuses.includes(state)) &&
    (typeof body.dueDateFrom !== 'string' || due >= body.dueDateFrom) &&
    (typeof body.dueDateTo !== 'string' || due <= body.dueDateTo)
  );
}

/** The merchant in scope and the range checked, or the answer that stops the call. */
function checked(call: AdministratorCall): SimResponse | undefined {
  if (!merchantIn(call, call.body.merchantId)) return notFound(call, 'merchant');
  const wide = rangeTooWide(call);
  if (wide === undefined) return notSimulated(call.env.locale, `core ${call.operation.operationId ?? ''}`, 'dueDateFrom, dueDateTo');
  return wide ? failAnswer(call, 400, 'range', [], 'searchInvoices') : undefined;
}

const searchInvoices: AdministratorHandler = async (call) => {
  const stop = checked(call);
  if (stop) return stop;
  const found = ordersOf(call, call.body.sort !== 'CREATED_ASC').filter((order) => matches(order, call.body));
  const { items, pagination } = paged(call.body, found);
  return okAnswer(call, 'found', { invoices: items, pagination });
};

/** Count and total per site, currency and status; statuses in the order of the Payment orders table. */
const summarizeInvoices: AdministratorHandler = async (call) => {
  const stop = checked(call);
  if (stop) return stop;
  const statusOrder = [...new Set(tableFact(call.env, 'invoices', 'orderStatuses').map(([status]) => String(status).replace(/`/g, '')))];
  const groups = new Map<string, RawObject>();
  for (const order of ordersOf(call, false).filter((candidate) => matches(candidate, call.body))) {
    const amount = isObject(order.amount) ? order.amount : {};
    const status = isObject(order.status) ? String(order.status.status) : '';
    const key = `${String(order.siteId)} ${String(amount.currency)} ${status}`;
    const group = groups.get(key) ?? { siteId: order.siteId, currency: amount.currency, status, count: 0, total: 0 };
    Object.assign(group, { count: Number(group.count) + 1, total: Number(group.total) + Number(amount.total) });
    groups.set(key, group);
  }
  const rank = (group: RawObject) => [Number(group.siteId), String(group.currency), statusOrder.indexOf(String(group.status))] as const;
  const summary = [...groups.values()].sort((a, b) => {
    const [siteA, currencyA, statusA] = rank(a);
    const [siteB, currencyB, statusB] = rank(b);
    return siteA - siteB || currencyA.localeCompare(currencyB) || statusA - statusB;
  });
  return okAnswer(call, 'summary', { summary });
};

/** A CSV field, quoted when it holds a comma, a quote or a line break (RFC 4180). */
const csvField = (value: unknown) => {
  const text = value === undefined || value === null ? '' : String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

/** The columns of the example's header, each from the order (`paidAt` and `internalReference` from its payment). */
function csvRow(order: RawObject, columns: readonly string[]): string {
  const amount = isObject(order.amount) ? order.amount : {};
  const payer = isObject(order.payer) ? order.payer : {};
  const payment = isObject(order.payment) ? order.payment : {};
  const cells: Record<string, unknown> = {
    ...order,
    currency: amount.currency,
    total: amount.total,
    status: isObject(order.status) ? order.status.status : undefined,
    payerDocumentType: payer.documentType,
    payerDocument: payer.document,
    paidAt: payment.date,
    internalReference: payment.internalReference,
  };
  return columns.map((column) => csvField(cells[column])).join(',');
}

const exportInvoices: AdministratorHandler = async (call) => {
  const stop = checked(call);
  if (stop) return stop;
  const response = responseFor(call.api.document, call.operation, 200);
  const media = isObject(response?.content) && isObject(response.content['text/csv']) ? response.content['text/csv'] : undefined;
  const header = typeof media?.example === 'string' ? media.example.split('\n')[0] : undefined;
  const disposition = isObject(response?.headers) && isObject(response.headers['Content-Disposition']) ? response.headers['Content-Disposition'].example : undefined;
  const limit = numberFact(call.env, 'core', 'exportMaxOrders');
  if (!header || typeof disposition !== 'string' || limit === undefined) return notSimulated(call.env.locale, 'core exportInvoices');
  const rows = ordersOf(call, true).filter((order) => matches(order, call.body));
  if (rows.length > limit) return failAnswer(call, 400, 'tooMany');
  const columns = header.split(',');
  const merchantId = String(call.body.merchantId);
  return {
    status: 200,
    headers: { 'content-type': 'text/csv; charset=utf-8', 'content-disposition': disposition.replace(/\d+(?=\.csv)/, merchantId) },
    body: [header, ...rows.map((order) => csvRow(order, columns))].map((line) => `${line}\n`).join(''),
    notes: [],
  };
};

export const invoiceHandlers: Record<string, AdministratorHandler> = { searchInvoices, summarizeInvoices, exportInvoices };
