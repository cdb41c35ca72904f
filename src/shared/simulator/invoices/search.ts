import { type RawObject } from '../../openapi/raw';
import { copy, failedBody, jsonAnswer, objectAt, statusObject } from '../answers';
import type { SimApi } from '../api-data';
import { siteDateTime } from '../clock';
import { numberFact, type OperationHandler, type SimEnvironment } from '../environment';
import { notSimulated } from '../not-simulated';
import { onePage } from '../pages';
import type { SimSite } from '../site';
import { exampleMessage } from '../words';

/**
 * `searchInvoices` (content guide, Payment orders "Search"): the site's orders that meet every filter
 * given (`reference`, `altReference`, `payer`, `status`, the due-date range of at most
 * `invoices.searchDueDateMaxDays`), newest first or, with `CREATED_ASC`, oldest first, by pages
 * (the schema's defaults). Gateway's cash orders are payment orders too, but the pages do not show
 * one in this search, so it lists the orders this API made.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

export function searchInvoices(api: SimApi, ordersOf: (env: SimEnvironment, site: SimSite) => RawObject[]): OperationHandler {
  return async ({ env, body, site }) => {
    const date = siteDateTime(env.clock.now());
    const maxDays = numberFact(env, 'invoices', 'searchDueDateMaxDays');
    if (maxDays === undefined) return notSimulated(env.locale, `${api.api} searchInvoices`);
    const from = typeof body.dueDateFrom === 'string' ? body.dueDateFrom : undefined;
    const to = typeof body.dueDateTo === 'string' ? body.dueDateTo : undefined;
    if (from && to && (Date.parse(to) - Date.parse(from)) / DAY_MS > maxDays) {
      const message = exampleMessage(api, 'searchInvoices', 400, 'range');
      return jsonAnswer(400, failedBody(400, message, date), [{ kind: 'problem', pointer: '/dueDateTo', message }]);
    }
    const payer = objectAt(body, 'payer');
    const statuses = Array.isArray(body.status) ? body.status.map(String) : undefined;
    const found = ordersOf(env, site).filter((order) => {
      const orderPayer = objectAt(order, 'payer');
      const dueDate = String(order.dueDate ?? '');
      return (
        (body.reference === undefined || order.reference === body.reference) &&
        (body.altReference === undefined || order.altReference === body.altReference) &&
        (!payer || (orderPayer?.documentType === payer.documentType && orderPayer?.document === payer.document)) &&
        (!statuses || statuses.includes(String(objectAt(order, 'status')?.status))) &&
        (!from || dueDate >= from) &&
        (!to || dueDate <= to)
      );
    });
    // Kept in the order they were created: the default shows the newest first.
    if (body.sort !== 'CREATED_ASC') found.reverse();
    const { items, pagination } = onePage(found, body);
    return jsonAnswer(200, { status: statusObject('OK', '00', exampleMessage(api, 'searchInvoices', 200, 'paid'), date), invoices: items.map(copy), pagination });
  };
}
