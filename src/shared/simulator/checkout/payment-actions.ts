import { type RawObject } from '../../openapi/raw';
import { copy, failedBody, jsonAnswer, objectAt, statusObject } from '../answers';
import type { SimApi } from '../api-data';
import { siteDate, siteDateTime } from '../clock';
import { idFrom } from '../count-from-example';
import { numberFact, type OperationCall, type SimEnvironment } from '../environment';
import { responseExamples, statusMessageOf } from '../examples';
import { modelState } from '../model-state';
import { notSimulated } from '../not-simulated';
import { exampleMessage, findOperation } from '../words';
import { checkoutState, FIRST_IDS } from './checkout-model';
import { captureHold, captures, reauthorizeHold, voidHold } from './holds';
import type { SessionPayment } from './session-state';

/**
 * What the merchant does by API with a session's approved card payment (content guide, Web
 * Checkout "Transaction actions" and the reversal): `reversePayment`, the whole payment on the day
 * it was approved (after the 23:59 cut-off, the 409 that points to the refund); `transactionAction`
 * `refund`, all or part of it within `gateway.refundWindowDays`, several until the total, the
 * `refundReference` its key (a repetition answers the first refund). Each is a transaction of its
 * own that the session's query does not list; the payment shows `refunded` and `refundedAmount`.
 * The first reversal and the first refund take their examples' identifiers (count-from-example.ts).
 * A hold's `reauthorize`, `capture` and release are holds.ts; `confirm` and `cancel` belong to
 * sessions with confirmation, which the simulator does not model yet.
 */

interface PaymentFacts {
  /** Reversed: a second reversal or a refund is refused. */
  reversed?: boolean;
  /** The first answer of each refundReference. */
  refunds: Map<string, string>;
}

const paymentFacts = modelState(() => new Map<number, PaymentFacts>());
/** The reversals and refunds made: the first of each takes its example's identifiers. */
const reversals = modelState(() => new Set<number>());
const refunds = modelState(() => new Set<number>());
const factsOf = (env: SimEnvironment, payment: SessionPayment) => {
  const found = paymentFacts(env).get(payment.internalReference) ?? { refunds: new Map<string, string>() };
  paymentFacts(env).set(payment.internalReference, found);
  return found;
};

const DAY_MS = 24 * 60 * 60 * 1000;

/** The payment of one of the calling site's sessions with this `internalReference`, or a hold's capture. */
function findPayment({ env, body, site }: OperationCall): SessionPayment | undefined {
  const internalReference = Number(body.internalReference);
  for (const session of checkoutState(env).sessions.values()) {
    if (session.site.login !== site.login) continue;
    const payment = session.payments.find((candidate) => candidate.internalReference === internalReference);
    if (payment) return payment;
    const capture = captures(env).get(internalReference);
    if (capture && session.payments.some((candidate) => candidate.internalReference === capture.originalInternalReference)) return capture;
  }
  return undefined;
}

const exampleOf = (api: SimApi, operationId: string, name: string) => objectAt(responseExamples(api.document, findOperation(api, operationId), 200).get(name), 'payment');
const fail = (api: SimApi, operationId: string, status: number, name: string, date: string, pointer?: string) => {
  const message = exampleMessage(api, operationId, status, name);
  return jsonAnswer(status, failedBody(status, message, date), pointer === undefined ? [] : [{ kind: 'problem', pointer, message }]);
};
const okStatus = (api: SimApi, operationId: string, name: string, date: string) => statusObject('OK', '00', exampleMessage(api, operationId, 200, name), date);
const paymentMessage = (api: SimApi, operationId: string, name: string) => statusMessageOf(exampleOf(api, operationId, name)) ?? '';

/** The refusals a reversal and a refund share: unknown, reversed, not approved. */
function refusal(call: OperationCall, payment: SessionPayment | undefined, operationId: string, date: string) {
  const { api } = call;
  if (!payment) return fail(api, operationId, 404, 'notFound', date);
  if (factsOf(call.env, payment).reversed) return fail(api, 'reversePayment', 409, 'alreadyReversed', date);
  if (payment.status.status !== 'APPROVED') return fail(api, 'reversePayment', 409, 'notApproved', date);
  return undefined;
}

export async function reversePayment(call: OperationCall) {
  const { env, api } = call;
  const now = env.clock.now();
  const date = siteDateTime(now);
  const payment = findPayment(call);
  const refused = refusal(call, payment, 'reversePayment', date);
  if (refused || !payment) return refused!;
  if (payment.type === 'PREAUTHORIZATION') {
    const answer = await voidHold(call, payment);
    if (answer.status === 200) factsOf(env, payment).reversed = true;
    return answer;
  }
  const total = Number(objectAt(payment, 'amount')?.total ?? 0);
  // A partly refunded payment: the pages do not say what reversing the rest does.
  if (Number(payment.refundedAmount ?? 0) > 0) return notSimulated(env.locale, `${api.api} reversePayment`, 'refundedAmount');
  // Cards settle at the 23:59 cut-off of the site's day: after it, a refund.
  if (siteDate(new Date(Date.parse(payment.status.date))) !== siteDate(now)) return fail(api, 'reversePayment', 409, 'settled', date);
  const example = reversals(env).size === 0 ? exampleOf(api, 'reversePayment', 'approved') : undefined;
  const reversal = {
    status: statusObject('APPROVED', '00', paymentMessage(api, 'reversePayment', 'approved'), date),
    internalReference: idFrom(env, 'internalReference', FIRST_IDS.internalReference, example?.internalReference),
    reference: payment.reference,
    paymentMethod: payment.paymentMethod,
    amount: copy(payment.amount),
    authorization: payment.authorization,
    receipt: String(idFrom(env, 'receipt', FIRST_IDS.receipt, example?.receipt)),
  };
  reversals(env).add(reversal.internalReference);
  factsOf(env, payment).reversed = true;
  Object.assign(payment, { refunded: true, refundedAmount: total });
  return jsonAnswer(200, { status: okStatus(api, 'reversePayment', 'approved', date), payment: reversal });
}

export async function transactionAction(call: OperationCall) {
  const { env, api, body } = call;
  const now = env.clock.now();
  const date = siteDateTime(now);
  if (body.action === 'reauthorize' || body.action === 'capture') {
    const hold = findPayment(call);
    if (!hold) return fail(api, 'transactionAction', 404, 'notFound', date);
    if (hold.type !== 'PREAUTHORIZATION') return notSimulated(env.locale, `${api.api} transactionAction`, `action ${body.action} on a ${hold.type}`);
    const released = factsOf(env, hold).reversed === true;
    return body.action === 'capture' ? captureHold(call, hold, released) : reauthorizeHold(call, hold, released);
  }
  if (body.action !== 'refund') return notSimulated(env.locale, `${api.api} transactionAction`, `action ${String(body.action)}`);
  const windowDays = numberFact(env, 'gateway', 'refundWindowDays');
  if (windowDays === undefined) return notSimulated(env.locale, `${api.api} transactionAction`, 'action refund');
  const payment = findPayment(call);
  const earlier = payment ? factsOf(env, payment).refunds.get(String(body.refundReference)) : undefined;
  if (earlier) return jsonAnswer(200, JSON.parse(earlier) as RawObject);
  const refused = refusal(call, payment, 'transactionAction', date);
  if (refused || !payment) return refused!;
  // A hold charges nothing until its capture, which is what a refund takes.
  if (payment.type === 'PREAUTHORIZATION') return notSimulated(env.locale, `${api.api} transactionAction`, 'action refund on a PREAUTHORIZATION');
  if (now.getTime() - Date.parse(payment.status.date) > windowDays * DAY_MS) return fail(api, 'transactionAction', 409, 'tooOld', date);
  const total = Number(objectAt(payment, 'amount')?.total ?? 0);
  const refunded = Number(payment.refundedAmount ?? 0);
  const amount = objectAt(body, 'amount');
  if (Number(amount?.total) > total - refunded) return fail(api, 'transactionAction', 400, 'refundable', date, '/amount/total');
  const example = refunds(env).size === 0 ? exampleOf(api, 'transactionAction', 'refund') : undefined;
  const refund = {
    status: statusObject('APPROVED', '00', paymentMessage(api, 'transactionAction', 'refund'), date),
    internalReference: idFrom(env, 'internalReference', FIRST_IDS.internalReference, example?.internalReference),
    reference: payment.reference,
    type: 'REFUND',
    paymentMethod: payment.paymentMethod,
    paymentMethodName: payment.paymentMethodName,
    issuerName: payment.issuerName,
    amount: copy(amount),
    authorization: String(idFrom(env, 'authorization', FIRST_IDS.authorization, example?.authorization)),
    receipt: String(idFrom(env, 'receipt', FIRST_IDS.receipt, example?.receipt)),
    originalInternalReference: payment.internalReference,
    refundReference: body.refundReference,
    card: copy(payment.card),
  };
  refunds(env).add(refund.internalReference);
  Object.assign(payment, { refundedAmount: refunded + Number(amount?.total), refunded: refunded + Number(amount?.total) >= total });
  const answer = { status: okStatus(api, 'transactionAction', 'refund', date), payment: refund };
  factsOf(env, payment).refunds.set(String(body.refundReference), JSON.stringify(answer));
  return jsonAnswer(200, answer);
}
