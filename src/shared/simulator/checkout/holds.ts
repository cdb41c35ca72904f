import { type RawObject, without } from '../../openapi/raw';
import { copy, jsonAnswer, objectAt, statusObject } from '../answers';
import type { SimApi } from '../api-data';
import { cardOutcome } from '../card-outcome';
import { siteDateTime } from '../clock';
import { idFrom } from '../count-from-example';
import { type OperationCall, type SimEnvironment, textFact } from '../environment';
import { responseExamples, statusMessageOf } from '../examples';
import { holdExpiresAt, holdRules } from '../gateway/holds';
import { modelState } from '../model-state';
import { notSimulated } from '../not-simulated';
import { exampleMessage, findOperation } from '../words';
import { FIRST_IDS } from './checkout-model';
import type { SessionPayment } from './session-state';

/**
 * A session's hold (content guide, Web Checkout "Holds in a session", *Decisions* 14, shared with
 * Gateway's holds and their facts): a session with `type: PREAUTHORIZATION` that the payer pays
 * becomes `APPROVED` with a payment of that type, `captured: false` and `expiresAt`. Then by API:
 * `reauthorize` (the new total; approved, it is held and the validity starts again), `capture`
 * (once, up to the amount held: "Captura aprobada", the latest authorization), and `reverse`
 * (released, a `VOID`). The capture is the transaction a refund or a reversal then takes. An
 * expired hold's answer is not in Web Checkout's examples: not simulated.
 */

/** The captures made, by internalReference: what a refund or a reversal of a hold's charge finds. */
export const captures = modelState(() => new Map<number, SessionPayment>());

/** An approved hold's fields, at its approval or its approved reauthorization. */
export function holdApproved(env: SimEnvironment, payment: SessionPayment, at: Date) {
  const rules = holdRules(env, payment.type);
  if (!payment.hold || !rules) return;
  Object.assign(payment, { captured: false, expiresAt: holdExpiresAt(rules, at) });
  payment.hold.held = Number(objectAt(payment, 'amount')?.total ?? 0);
  payment.hold.authorization = payment.authorization;
}

const exampleOf = (api: SimApi, name: string) => objectAt(responseExamples(api.document, findOperation(api, 'transactionAction'), 200).get(name), 'payment');
const ok = (api: SimApi, date: string) => statusObject('OK', '00', exampleMessage(api, 'transactionAction', 200, 'capture'), date);
const fail = (api: SimApi, status: number, name: string, date: string, pointer?: string) => {
  const message = exampleMessage(api, 'transactionAction', status, name);
  return jsonAnswer(status, { status: statusObject('FAILED', status, message, date) }, pointer === undefined ? [] : [{ kind: 'problem', pointer, message }]);
};

/** Why a hold cannot be reauthorized or captured now, or undefined. */
function refused(call: OperationCall, payment: SessionPayment, released: boolean, date: string) {
  const { env, api } = call;
  if (payment.status.status !== 'APPROVED') return jsonAnswer(409, { status: statusObject('FAILED', 409, exampleMessage(api, 'reversePayment', 409, 'notApproved'), date) });
  if (payment.captured === true) return fail(api, 409, 'alreadyCaptured', date);
  if (released) return notSimulated(env.locale, `${api.api} transactionAction`, `action ${String(call.body.action)} on a released hold`);
  if (typeof payment.expiresAt === 'string' && env.clock.now().getTime() > Date.parse(payment.expiresAt)) return notSimulated(env.locale, `${api.api} transactionAction`, `action ${String(call.body.action)} on an expired hold`);
  if (objectAt(call.body, 'amount')?.currency !== objectAt(payment, 'amount')?.currency) return notSimulated(env.locale, `${api.api} transactionAction`, 'amount.currency');
  return undefined;
}

const firstOf = modelState(() => new Set<string>());
const exampleIfFirst = (env: SimEnvironment, api: SimApi, name: string) => {
  if (firstOf(env).has(name)) return undefined;
  firstOf(env).add(name);
  return exampleOf(api, name);
};

export async function reauthorizeHold(call: OperationCall, payment: SessionPayment, released: boolean) {
  const { env, api, body } = call;
  const now = env.clock.now();
  const date = siteDateTime(now);
  const rules = holdRules(env, payment.type);
  if (!payment.hold || !rules) return notSimulated(env.locale, `${api.api} transactionAction`, `action ${String(body.action)}`);
  const refusal = refused(call, payment, released, date);
  if (refusal) return refusal;
  const outcome = cardOutcome(payment.hold.card, env.locale);
  if (outcome.kind !== 'result' || outcome.then) return notSimulated(env.locale, `${api.api} transactionAction`, 'action reauthorize');
  const { result } = outcome;
  const approved = result.status === 'APPROVED';
  const example = approved ? exampleIfFirst(env, api, 'reauthorize') : undefined;
  const amount = objectAt(body, 'amount');
  const authorization = approved ? String(idFrom(env, 'authorization', FIRST_IDS.authorization, example?.authorization)) : '';
  const reauthorization = {
    status: statusObject(result.status, result.reason, approved ? (statusMessageOf(exampleOf(api, 'reauthorize')) ?? '') : result.message, date),
    internalReference: idFrom(env, 'internalReference', FIRST_IDS.internalReference, example?.internalReference),
    reference: payment.reference,
    type: 'REAUTHORIZATION',
    paymentMethod: payment.paymentMethod,
    paymentMethodName: payment.paymentMethodName,
    issuerName: payment.issuerName,
    amount: copy(amount),
    authorization,
    receipt: String(idFrom(env, 'receipt', FIRST_IDS.receipt, example?.receipt)),
    originalInternalReference: payment.internalReference,
    ...(approved ? { expiresAt: holdExpiresAt(rules, now) } : {}),
  };
  // Rejected, the hold stays as it was.
  if (approved) {
    payment.expiresAt = reauthorization.expiresAt;
    payment.hold.held = Number(amount?.total);
    payment.hold.authorization = authorization;
  }
  return jsonAnswer(200, { status: ok(api, date), payment: reauthorization });
}

export async function captureHold(call: OperationCall, payment: SessionPayment, released: boolean) {
  const { env, api, body } = call;
  const date = siteDateTime(env.clock.now());
  if (!payment.hold || !holdRules(env, payment.type)) return notSimulated(env.locale, `${api.api} transactionAction`, `action ${String(body.action)}`);
  const refusal = refused(call, payment, released, date);
  if (refusal) return refusal;
  const amount = objectAt(body, 'amount');
  if (Number(amount?.total) > payment.hold.held) return fail(api, 400, 'capturable', date, '/amount/total');
  const example = exampleIfFirst(env, api, 'capture');
  const capture: SessionPayment = {
    status: statusObject('APPROVED', '00', statusMessageOf(exampleOf(api, 'capture')) ?? '', date),
    internalReference: idFrom(env, 'internalReference', FIRST_IDS.internalReference, example?.internalReference),
    reference: payment.reference,
    type: 'CAPTURE',
    paymentMethod: payment.paymentMethod,
    paymentMethodName: payment.paymentMethodName,
    issuerName: payment.issuerName,
    amount: copy(amount),
    // The capture settles the hold's latest authorization (a reauthorization's, after one).
    authorization: payment.hold.authorization,
    receipt: String(idFrom(env, 'receipt', FIRST_IDS.receipt, example?.receipt)),
    originalInternalReference: payment.internalReference,
    card: copy(payment.card),
  };
  payment.captured = true;
  captures(env).set(capture.internalReference, capture);
  const shown = without(capture as unknown as RawObject, 'card');
  // Later refunds and reversals read refunded and refundedAmount on the capture kept above.
  Object.assign(capture, { refunded: false, refundedAmount: 0 });
  return jsonAnswer(200, { status: ok(api, date), payment: shown });
}

/** `reverse` on an uncaptured, valid hold: released, as a `VOID` of what it held. */
export async function voidHold(call: OperationCall, payment: SessionPayment) {
  const { env, api } = call;
  const date = siteDateTime(env.clock.now());
  const message = textFact(env, 'gateway', 'voidMessage');
  if (!payment.hold || message === undefined || payment.captured === true || (typeof payment.expiresAt === 'string' && env.clock.now().getTime() > Date.parse(payment.expiresAt))) {
    return notSimulated(env.locale, `${api.api} reversePayment`, `${payment.type}${payment.captured === true ? ' captured' : ''}`);
  }
  const amount = { ...(objectAt(payment, 'amount') ?? {}), total: payment.hold.held };
  const voided = {
    status: statusObject('APPROVED', '00', message, date),
    internalReference: idFrom(env, 'internalReference', FIRST_IDS.internalReference, undefined),
    reference: payment.reference,
    type: 'VOID',
    paymentMethod: payment.paymentMethod,
    amount,
    authorization: payment.hold.authorization,
    receipt: String(idFrom(env, 'receipt', FIRST_IDS.receipt, undefined)),
    originalInternalReference: payment.internalReference,
  };
  // The content guide's Decisions 4: the hold stays APPROVED, refunded, for what it held.
  Object.assign(payment, { refunded: true, refundedAmount: payment.hold.held });
  return jsonAnswer(200, { status: statusObject('OK', '00', exampleMessage(api, 'reversePayment', 200, 'approved'), date), payment: voided });
}
