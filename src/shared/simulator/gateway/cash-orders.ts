import type { RawObject } from '../../openapi/raw';
import { copy, failedBody, jsonAnswer, objectAt, statusObject } from '../answers';
import type { SimApi } from '../api-data';
import { reasonMessage } from '../card-outcome';
import { endOfSiteDay, siteDate, siteDateTime } from '../clock';
import { type ModelAction, numberFact, type OperationCall, type OperationHandler, type SimEnvironment } from '../environment';
import { responseExamples, statusMessages } from '../examples';
import { modelState } from '../model-state';
import { claimReference } from '../payment-order-references';
import { notSimulated } from '../not-simulated';
import { notify } from '../notify';
import type { SimSite } from '../site';
import { exampleMessage, findOperation } from '../words';
import { nextInternalReference, recordTransaction } from './gateway-state';

/**
 * Gateway's cash orders (`cashorder`, content guide *Cash orders*): a payment order paid in cash at a
 * payment point with its voucher. `PENDING` when created; paid (`PAID`, a `cash` transaction
 * `APPROVED`, `cashOrderStatus` and `transactionStatus`) by the test environment's payment point
 * `gateway.cashOrderTestPaySeconds` after it is created, or at once with the action `payVoucher`;
 * the order for exactly `gateway.cashOrderExpiryTestTotal` COP is never paid and expires that long
 * after it is created; any other expires when its `dueDate` ends in the site's time zone. The
 * `EXPIRED` words are Payment orders' (same statuses: `invoices`' `EX` example), so an expiry needs
 * that definition loaded too.
 */

/** The pages' example voucher: `paymentCode` 883040217765 and the barcode and voucher URL built on it. */
const FIRST_CODE = 883040217765;

interface CashOrder {
  site: SimSite;
  body: RawObject;
  createdAt: number;
  expiresAt: number;
  paysAt?: number;
  notificationUrl?: string;
}

const orders = modelState(() => new Map<string, CashOrder>());

export function cashOrders(api: SimApi, apis: readonly SimApi[]) {
  const created = responseExamples(api.document, findOperation(api, 'cashOrderCreate'), 200).get('created');
  const example = objectAt(created, 'cashOrder');
  const paidExample = objectAt(responseExamples(api.document, findOperation(api, 'cashOrderQuery'), 200).get('paid'), 'cashOrder');
  const invoices = apis.find((candidate) => candidate.api === 'invoices');
  const expiredMessage = invoices ? statusMessages(invoices.document).get('EXPIRED|EX') : undefined;
  const ok = (date: string) => statusObject('OK', '00', exampleMessage(api, 'cashOrderCreate', 200, 'created'), date);
  const fail = (operationId: string, status: number, name: string, date: string) => jsonAnswer(status, failedBody(status, exampleMessage(api, operationId, status, name), date));

  const cashOrderCreate: OperationHandler = async ({ env, body, site }: OperationCall) => {
    const now = env.clock.now();
    const date = siteDateTime(now);
    const maxDays = numberFact(env, 'gateway', 'cashOrderDueDateMaxDays');
    const paySeconds = numberFact(env, 'gateway', 'cashOrderTestPaySeconds');
    const expiringTotal = numberFact(env, 'gateway', 'cashOrderExpiryTestTotal');
    if (!example || maxDays === undefined || paySeconds === undefined || expiringTotal === undefined) return notSimulated(env.locale, `${api.api} cashOrderCreate`);
    const order = objectAt(body, 'order')!;
    const amount = objectAt(order, 'amount')!;
    if (amount.currency !== 'COP') return fail('cashOrderCreate', 400, 'currency', date);
    const dueDate = String(order.dueDate);
    const today = siteDate(now);
    const latest = siteDate(new Date(now.getTime() + maxDays * 86_400_000));
    if (!/^\d{4}-\d{2}-\d{2}$/.test(dueDate) || dueDate < today || dueDate > latest) return fail('cashOrderCreate', 400, 'dueDate', date);
    const reference = String(order.reference);
    const key = `${site.login} ${reference}`;
    // A reference is the site's for every payment order, a Payment orders batch's too.
    if (!claimReference(env, site, reference, 'cash')) return fail('cashOrderCreate', 409, 'duplicate', date);
    const paymentCode = String(env.nextId('gateway.paymentCode', FIRST_CODE));
    const exampleCode = String(example.paymentCode);
    const voucher: RawObject = {
      reference,
      status: statusObject('PENDING', '00', String(objectAt(example, 'status')?.message), date),
      amount: copy(amount),
      dueDate,
      paymentCode,
      barcode: String(example.barcode).replace(/\(8020\)\d+/, `(8020)${paymentCode}`).replace(/\(3900\)\d+/, `(3900)${String(amount.total)}`).replace(/\(96\)\d+/, `(96)${dueDate.replaceAll('-', '')}`),
      voucherUrl: env.urlFor(String(example.voucherUrl).replace(exampleCode, paymentCode)),
    };
    const expiring = amount.total === expiringTotal;
    orders(env).set(key, {
      site,
      body: voucher,
      createdAt: now.getTime(),
      expiresAt: expiring ? now.getTime() + paySeconds * 1000 : endOfSiteDay(dueDate).getTime(),
      ...(expiring ? {} : { paysAt: now.getTime() + paySeconds * 1000 }),
      ...(typeof body.notificationUrl === 'string' ? { notificationUrl: body.notificationUrl } : {}),
    });
    return jsonAnswer(200, { status: ok(date), cashOrder: copy(voucher) });
  };

  const cashOrderQuery: OperationHandler = async ({ env, body, site }: OperationCall) => {
    const date = siteDateTime(env.clock.now());
    const order = orders(env).get(`${site.login} ${String(body.reference)}`);
    if (!order) return fail('cashOrderQuery', 404, 'notFound', date);
    return jsonAnswer(200, { status: ok(date), cashOrder: copy(order.body) });
  };

  async function paid(env: SimEnvironment, order: CashOrder, at: number) {
    const date = siteDateTime(new Date(at));
    const internalReference = nextInternalReference(env);
    const status = statusObject('PAID', '00', String(objectAt(paidExample, 'status')?.message), date);
    Object.assign(order.body, { status, internalReference, paidAt: date });
    delete order.paysAt;
    const reference = order.body.reference;
    const transactionStatus = statusObject('APPROVED', '00', reasonMessage('00', env.locale) ?? '', date);
    recordTransaction(env, order.site, { internalReference, reference, type: 'PURCHASE', status: transactionStatus, paymentMethod: 'cash', amount: copy(order.body.amount), refunded: false, refundedAmount: 0 });
    await notify(env, api, 'cashOrderStatus', { reference, status: copy(status) }, order.site, order.notificationUrl, date);
    await notify(env, api, 'transactionStatus', { internalReference, reference, type: 'PURCHASE', status: transactionStatus }, order.site, order.notificationUrl, date);
  }

  /** A payment point takes the voucher now: `{ "paymentCode": "883040217765" }`. */
  const payVoucher: ModelAction = async (env, input) => {
    const order = [...orders(env).values()].find((item) => item.body.paymentCode === String(input.paymentCode ?? ''));
    if (!order) return { ok: false, problem: 'unknownPaymentCode' };
    const status = objectAt(order.body, 'status')?.status;
    if (status !== 'PENDING') return { ok: false, problem: `order${String(status)}` };
    await paid(env, order, env.clock.now().getTime());
    return { ok: true, value: copy(order.body) };
  };

  async function tick(env: SimEnvironment) {
    const now = env.clock.now().getTime();
    for (const order of orders(env).values()) {
      if (objectAt(order.body, 'status')?.status !== 'PENDING') continue;
      if (order.paysAt !== undefined && order.paysAt <= now && order.paysAt < order.expiresAt) await paid(env, order, order.paysAt);
      else if (order.expiresAt <= now && expiredMessage !== undefined) {
        const date = siteDateTime(new Date(order.expiresAt));
        const status = statusObject('EXPIRED', 'EX', expiredMessage, date);
        order.body.status = status;
        await notify(env, api, 'cashOrderStatus', { reference: order.body.reference, status: copy(status) }, order.site, order.notificationUrl, date);
      }
    }
  }

  return { handlers: { cashOrderCreate, cashOrderQuery } as Record<string, OperationHandler>, actions: { payVoucher } as Record<string, ModelAction>, tick };
}
