import { type RawObject, without } from '../../openapi/raw';
import { copy, jsonAnswer, objectAt, statusObject } from '../answers';
import { cardOutcome } from '../card-outcome';
import { siteDateTime } from '../clock';
import { numberFact, type OperationCall, type SimEnvironment, textFact } from '../environment';
import { notSimulated } from '../not-simulated';
import { idFrom } from '../count-from-example';
import { firstOfKind } from './example-ids';
import { failure, notFound, okStatus, transactionMessage } from './gateway-answers';
import { FIRST_IDS, type GatewayTransaction, transactions } from './gateway-state';

/**
 * Gateway's card holds (content guide, Gateway "Preauthorization", "Reauthorization", *Decisions* 4
 * and 14): a `PREAUTHORIZATION` or `CHECKIN` approved by `process` holds the amount until
 * `expiresAt` (`gateway.preauthorizationHoldDays` or `checkinHoldDays` of facts/gateway.yaml); a
 * `REAUTHORIZATION` sets the held amount and starts the validity again; one `CAPTURE` takes up to
 * the held amount (`CHECKIN`: `checkinCaptureMaxPercent` of it); `reverse` releases an uncaptured
 * hold any day while it is valid, as a `VOID`. Each is a transaction of its own.
 */

export const isHold = (type: unknown) => type === 'PREAUTHORIZATION' || type === 'CHECKIN';

export interface HoldRules {
  days: number;
  capturePercent: number;
}

/** The facts a hold of this type follows; undefined when the facts given lack them (not simulated). */
export function holdRules(env: SimEnvironment, type: unknown): HoldRules | undefined {
  const days = numberFact(env, 'gateway', type === 'CHECKIN' ? 'checkinHoldDays' : 'preauthorizationHoldDays');
  const capturePercent = type === 'CHECKIN' ? numberFact(env, 'gateway', 'checkinCaptureMaxPercent') : 100;
  return days === undefined || capturePercent === undefined ? undefined : { days, capturePercent };
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Until when a hold approved (or reauthorized) at `from` can be captured. */
export const holdExpiresAt = (rules: HoldRules, from: Date) => siteDateTime(new Date(from.getTime() + rules.days * DAY_MS));

/** What an approved hold adds to its transaction: not captured, valid `days` from `from`, holding `total`. */
export const holdFields = (rules: HoldRules, from: Date, total: unknown) => ({ captured: false, expiresAt: holdExpiresAt(rules, from), heldAmount: total });

const expired = (hold: GatewayTransaction, now: Date) => typeof hold.body.expiresAt === 'string' && now.getTime() > Date.parse(hold.body.expiresAt);

/** The hold a `CAPTURE` or `REAUTHORIZATION` names, or the answer that refuses it (the hold's 404, 409s and rules). */
function findHold({ env, api, body, site }: OperationCall, date: string): { hold: GatewayTransaction; rules: HoldRules } | { answer: ReturnType<typeof jsonAnswer> } {
  const hold = transactions(env).get(Number(body.internalReference));
  if (!hold || hold.site.login !== site.login || !isHold(hold.body.type)) return { answer: notFound(api, 'process', date) };
  const rules = holdRules(env, hold.body.type);
  if (!rules) return { answer: notSimulated(env.locale, `${api.api} process`, `type ${String(body.type)}`) };
  if (objectAt(hold.body, 'status')?.status !== 'APPROVED') return { answer: failure(api, 'reverse', 409, 'notApproved', date) };
  if (hold.reversed) return { answer: failure(api, 'process', 409, 'holdReleased', date) };
  if (hold.body.captured === true) return { answer: failure(api, 'process', 409, 'alreadyCaptured', date) };
  if (expired(hold, env.clock.now())) return { answer: failure(api, 'process', 409, 'holdExpired', date) };
  return { hold, rules };
}

/** The transaction a capture, reauthorization or void makes on a hold: the hold's card and reference, its own identifiers. */
function onHold(hold: GatewayTransaction, fields: RawObject): RawObject {
  const { internalReference, type, status, amount, ...rest } = fields;
  return {
    internalReference,
    reference: hold.body.reference,
    type,
    status,
    ...without(copy(hold.body), 'internalReference', 'reference', 'type', 'status', 'amount', 'authorization', 'receipt', 'networkTransactionId', 'captured', 'expiresAt', 'heldAmount', 'refunded', 'refundedAmount'),
    amount,
    ...rest,
    refunded: false,
    refundedAmount: 0,
    originalInternalReference: hold.body.internalReference,
  };
}

function keep(env: SimEnvironment, call: OperationCall, transaction: RawObject) {
  transactions(env).set(Number(transaction.internalReference), { site: call.site, at: env.clock.now().getTime(), key: '', body: transaction, firstAnswer: '' });
}

/** `process` `type: CAPTURE`: once, up to the held amount (a check-in's percentage of it), before `expiresAt`; the rest is released. */
export async function captureHold(call: OperationCall) {
  const { env, api, body } = call;
  const date = siteDateTime(env.clock.now());
  const found = findHold(call, date);
  if ('answer' in found) return found.answer;
  const { hold, rules } = found;
  const amount = objectAt(body, 'amount');
  // The pages give the currency rule for a reauthorization only.
  if (amount?.currency !== objectAt(hold.body, 'amount')?.currency) return notSimulated(env.locale, `${api.api} process`, 'type CAPTURE, amount.currency');
  if (Number(amount?.total) > (Number(hold.body.heldAmount) * rules.capturePercent) / 100) return failure(api, 'process', 400, 'captureLimit', date, '/amount/total');
  const example = firstOfKind(env, api, 'CAPTURE');
  const transaction = onHold(hold, {
    internalReference: idFrom(env, 'internalReference', FIRST_IDS.internalReference, example?.internalReference),
    type: 'CAPTURE',
    status: statusObject('APPROVED', '00', transactionMessage(api, 'process', 'capture'), date),
    amount: copy(amount),
    // The capture settles the hold's latest authorization (a reauthorization's, as Web Checkout's capture example shows): no new one.
    authorization: hold.latestAuthorization ?? hold.body.authorization,
    receipt: String(idFrom(env, 'receipt', FIRST_IDS.receipt, example?.receipt)),
  });
  hold.body.captured = true;
  keep(env, call, transaction);
  return jsonAnswer(200, { status: okStatus(api, date), transaction });
}

/** `process` `type: REAUTHORIZATION`: the issuer authorizes the new total; approved, the hold holds it and its validity starts again. */
export async function reauthorizeHold(call: OperationCall) {
  const { env, api, body } = call;
  const now = env.clock.now();
  const date = siteDateTime(now);
  const found = findHold(call, date);
  if ('answer' in found) return found.answer;
  const { hold, rules } = found;
  const amount = objectAt(body, 'amount');
  if (amount?.currency !== objectAt(hold.body, 'amount')?.currency) return failure(api, 'process', 400, 'reauthorizationCurrency', date, '/amount/currency');
  const outcome = hold.card ? cardOutcome(hold.card, env.locale) : undefined;
  // The hold's card approved it; a card whose answer changes with time or needs the payer is not one a hold takes here.
  if (outcome?.kind !== 'result' || outcome.then) return notSimulated(env.locale, `${api.api} process`, 'type REAUTHORIZATION');
  const { result } = outcome;
  const example = result.status === 'APPROVED' ? firstOfKind(env, api, 'REAUTHORIZATION') : undefined;
  const transaction = onHold(hold, {
    internalReference: idFrom(env, 'internalReference', FIRST_IDS.internalReference, example?.internalReference),
    type: 'REAUTHORIZATION',
    status: statusObject(result.status, result.reason, result.status === 'APPROVED' ? transactionMessage(api, 'process', 'reauthorization') : result.message, date),
    amount: copy(amount),
    authorization: result.status === 'APPROVED' ? String(idFrom(env, 'authorization', FIRST_IDS.authorization, example?.authorization)) : '',
    receipt: String(idFrom(env, 'receipt', FIRST_IDS.receipt, example?.receipt)),
  });
  // Rejected, the hold keeps its amount and its expiresAt.
  if (result.status === 'APPROVED') {
    Object.assign(hold.body, holdFields(rules, now, amount?.total));
    hold.latestAuthorization = transaction.authorization;
  }
  keep(env, call, transaction);
  return jsonAnswer(200, { status: okStatus(api, date), transaction });
}

/** `reverse` on a hold: an uncaptured, valid hold is released any day, as a `VOID` of its held amount. */
export async function voidHold(call: OperationCall, hold: GatewayTransaction) {
  const { env, api } = call;
  const date = siteDateTime(env.clock.now());
  const message = textFact(env, 'gateway', 'voidMessage');
  if (message === undefined) return notSimulated(env.locale, `${api.api} reverse`, String(hold.body.type));
  // Reversing a captured hold means reversing its capture; an expired hold was released already: the pages give neither answer.
  if (hold.body.captured === true) return notSimulated(env.locale, `${api.api} reverse`, `${String(hold.body.type)} captured`);
  if (expired(hold, env.clock.now())) return notSimulated(env.locale, `${api.api} reverse`, `${String(hold.body.type)} expired`);
  const held = hold.body.heldAmount;
  const transaction = onHold(hold, {
    internalReference: idFrom(env, 'internalReference', FIRST_IDS.internalReference, undefined),
    type: 'VOID',
    status: statusObject('APPROVED', '00', message, date),
    amount: { ...copy(objectAt(hold.body, 'amount')), total: held },
    authorization: hold.body.authorization,
    receipt: String(idFrom(env, 'receipt', FIRST_IDS.receipt, undefined)),
  });
  hold.reversed = true;
  // The content guide's Decisions 4: the hold stays APPROVED, refunded, for what it held.
  Object.assign(hold.body, { refunded: true, refundedAmount: held });
  keep(env, call, transaction);
  return jsonAnswer(200, { status: okStatus(api, date), transaction });
}
