import { isObject, type RawObject, without } from '../../openapi/raw';
import { testCardIssuer } from '../../test-cards/cards';
import { copy, failedBody, jsonAnswer, objectAt, statusObject } from '../answers';
import type { SimApi } from '../api-data';
import { cardOutcome } from '../card-outcome';
import { siteDate, siteDateTime } from '../clock';
import { type ApiModel, numberFact, type OperationCall, type SimEnvironment } from '../environment';
import { signedNotification } from '../notifications';
import { notSimulated } from '../not-simulated';
import { cardData, methodCode, methodName } from '../payment-card';
import { exampleMessage } from '../words';
import { avsResult, reversalFailsFirst } from './avs';
import { activeCard, cardTokens } from './card-tokens';
import { cashOrders } from './cash-orders';
import { idFrom } from '../count-from-example';
import { firstOfKind } from './example-ids';
import { exampleTransaction, notFound, okStatus, transactionMessage } from './gateway-answers';
import { FIRST_IDS, transactions } from './gateway-state';
import { captureHold, holdFields, holdRules, isHold, reauthorizeHold, voidHold } from './holds';
import { information } from './information';

/**
 * Gateway in the simulated environment, first step: a card `PURCHASE` with `process` (the test
 * card decides; the `PENDING` card settles after its time and notifies), `query` by
 * `internalReference` or `reference`, and `reverse` the same day (content guide, Gateway
 * "Reversal"). A repeated `process` with the same reference, amount and card within 24 hours
 * replays the first answer (`Ondapay-Idempotent-Replay: true`, /gateway/idempotency); another one
 * while the reference has a payment approved or in process is 409. A saved card (`instrument.token`,
 * card-tokens.ts) is charged as its card, with or without the payer (`initiator`). A
 * `PREAUTHORIZATION` or `CHECKIN` is a purchase that holds (holds.ts: its `CAPTURE`,
 * `REAUTHORIZATION` and release). Bank accounts, 3-D Secure and OTP answer that they are not
 * simulated yet.
 */

const REPLAY_SECONDS = 24 * 60 * 60;

/**
 * The card network's identifier of an approved authorization, which a merchant-initiated charge
 * sends back (`initiator.networkTransactionId`): the first is the approved example's, then 15 digits.
 */
function networkTransactionId(env: SimEnvironment, api: SimApi): string {
  const example = exampleTransaction(api, 'process', 'approved')?.networkTransactionId;
  if (env.nextId('gateway.networkTransactionId', 0) === 0 && typeof example === 'string') return example;
  return Array.from(crypto.getRandomValues(new Uint8Array(15)), (byte) => String(byte % 10)).join('');
}

/** A new payment's type this model makes: a purchase, or a hold (holds.ts). */
const NEW_PAYMENTS = ['PURCHASE', 'PREAUTHORIZATION', 'CHECKIN'];

function unsupported(body: RawObject): string | undefined {
  if (body.type !== undefined && !NEW_PAYMENTS.includes(String(body.type))) return `type ${String(body.type)}`;
  const instrument = objectAt(body, 'instrument');
  if (!isObject(instrument?.card) && !isObject(instrument?.token)) return 'instrument.bankAccount';
  for (const field of ['threeDS', 'otp']) if (body[field] !== undefined) return field;
  const payment = objectAt(body, 'payment');
  if (payment?.dispersion !== undefined) return 'payment.dispersion';
  return undefined;
}

async function process(call: OperationCall) {
  const { env, api, operation, body, site } = call;
  const what = `${api.api} ${operation.operationId ?? ''}`;
  if (body.type === 'REFUND') return refund(call);
  if (body.type === 'CAPTURE') return captureHold(call);
  if (body.type === 'REAUTHORIZATION') return reauthorizeHold(call);
  const field = unsupported(body);
  if (field) return notSimulated(env.locale, what, field);
  const type = String(body.type ?? 'PURCHASE');
  const rules = isHold(type) ? holdRules(env, type) : undefined;
  if (isHold(type) && !rules) return notSimulated(env.locale, what, `type ${type}`);
  const now = env.clock.now();
  const date = siteDateTime(now);
  const initiator = objectAt(body, 'initiator');
  if (initiator?.type === 'MERCHANT' && initiator.reason === undefined) return jsonAnswer(400, failedBody(400, exampleMessage(api, 'process', 400, 'initiatorReason'), date), [{ kind: 'problem', pointer: '/initiator/reason', message: exampleMessage(api, 'process', 400, 'initiatorReason') }]);
  const instrument = objectAt(body, 'instrument');
  let number: string;
  if (isObject(instrument?.token)) {
    // A saved card: the token's card decides, as the card itself would.
    const savedCard = activeCard(env, site, instrument.token.token);
    if (!savedCard) return jsonAnswer(400, failedBody(400, exampleMessage(api, 'process', 400, 'tokenNotActive'), date));
    number = savedCard.number;
  } else number = String(objectAt(instrument, 'card')?.number ?? '');
  const outcome = cardOutcome(number, env.locale);
  // 3-D Secure and the issuer's OTP have their own operations, not simulated yet.
  if (outcome.kind !== 'result' || outcome.card.scenario === 'three-d-secure' || outcome.card.scenario === 'otp') return notSimulated(env.locale, what, outcome.kind === 'unknownCard' ? 'instrument.card.number' : '3-D Secure / OTP');
  // The pages do not say when a hold that waits for the acquirer starts to count its validity.
  if (rules && outcome.then) return notSimulated(env.locale, what, `type ${type}, ${outcome.card.scenario}`);
  const payment = objectAt(body, 'payment')!;
  const reference = String(payment.reference);
  const key = `${number} ${JSON.stringify(payment.amount)}`;
  const earlier = [...transactions(env).values()].find(
    (item) => item.site.login === site.login && item.body.reference === reference && NEW_PAYMENTS.includes(String(item.body.type)) && ['APPROVED', 'PENDING'].includes(String(objectAt(item.body, 'status')?.status)),
  );
  if (earlier) {
    if (earlier.key === key && now.getTime() - earlier.at <= REPLAY_SECONDS * 1000) return jsonAnswer(200, JSON.parse(earlier.firstAnswer), [], { 'ondapay-idempotent-replay': 'true' });
    return jsonAnswer(409, failedBody(409, exampleMessage(api, 'process', 409, 'referenceInUse'), date));
  }
  const { result } = outcome;
  // The address check of an approving card (/gateway/avs); a token charge carries no address.
  const card = objectAt(instrument, 'card');
  const avs = result.status === 'APPROVED' ? avsResult(env.facts, card) : undefined;
  // A hold's first identifiers are its own example's (example-ids.ts); a purchase's are FIRST_IDS.
  const example = rules && result.status === 'APPROVED' ? firstOfKind(env, api, type) : undefined;
  const internalReference = idFrom(env, 'internalReference', FIRST_IDS.internalReference, example?.internalReference);
  const transaction: RawObject = {
    internalReference,
    reference,
    type,
    status: statusObject(result.status, result.reason, result.message, date),
    paymentMethod: methodCode[outcome.card.brand],
    paymentMethodName: methodName(outcome.card.brand),
    issuerName: testCardIssuer.issuerName,
    card: cardData(number, outcome.card.brand),
    amount: copy(payment.amount),
    installments: typeof payment.installments === 'number' ? payment.installments : 1,
    authorization: result.status === 'APPROVED' ? String(idFrom(env, 'authorization', FIRST_IDS.authorization, example?.authorization)) : result.status === 'REJECTED' ? '' : null,
    receipt: String(idFrom(env, 'receipt', FIRST_IDS.receipt, example?.receipt)),
    ...(result.status === 'APPROVED' ? { networkTransactionId: typeof example?.networkTransactionId === 'string' ? example.networkTransactionId : networkTransactionId(env, api) } : {}),
    refunded: false,
    refundedAmount: 0,
    ...(avs === undefined ? {} : { avsResult: avs }),
    // A rejected hold holds nothing: only an approved one carries what it holds.
    ...(rules && result.status === 'APPROVED' ? holdFields(rules, now, objectAt(payment, 'amount')?.total) : {}),
  };
  const answer = { status: okStatus(api, date), transaction };
  const notificationUrl = typeof body.notificationUrl === 'string' ? body.notificationUrl : undefined;
  transactions(env).set(internalReference, {
    site,
    at: now.getTime(),
    key,
    card: number,
    body: transaction,
    firstAnswer: JSON.stringify(answer),
    ...(notificationUrl ? { notificationUrl } : {}),
    ...(avs !== undefined && reversalFailsFirst(env.facts, card) ? { reversalFailsFirst: true } : {}),
    ...(isObject(payment.processorFields) ? { processorFields: copy(payment.processorFields) } : {}),
    ...(outcome.then ? { settles: { at: now.getTime() + outcome.then.afterSeconds * 1000, result: outcome.then.result } } : {}),
  });
  return jsonAnswer(200, answer);
}

async function query({ env, api, body, site }: OperationCall) {
  const date = siteDateTime(env.clock.now());
  const own = [...transactions(env).values()].filter((item) => item.site.login === site.login);
  const found = typeof body.internalReference === 'number' ? own.filter((item) => item.body.internalReference === body.internalReference) : typeof body.reference === 'string' ? own.filter((item) => item.body.reference === body.reference) : [];
  if (found.length === 0) return notFound(api, 'query', date);
  return jsonAnswer(200, { status: okStatus(api, date), transactions: found.reverse().map((item) => copy(item.body)) });
}

async function reverse(call: OperationCall) {
  const { env, api, operation, body, site } = call;
  const now = env.clock.now();
  const date = siteDateTime(now);
  const original = transactions(env).get(Number(body.internalReference));
  if (!original || original.site.login !== site.login || original.body.type === 'REVERSAL') return notFound(api, 'reverse', date);
  const conflict = (example: string) => jsonAnswer(409, failedBody(409, exampleMessage(api, 'reverse', 409, example), date));
  if (original.reversed) return conflict('alreadyReversed');
  const status = objectAt(original.body, 'status');
  if (status?.status !== 'APPROVED') return conflict('notApproved');
  if (isHold(original.body.type)) return voidHold(call, original);
  // Cards settle at the 23:59 cut-off of the merchant's day: after it, a refund, not a reversal.
  if (siteDate(new Date(original.at)) !== siteDate(now)) return conflict('settled');
  // The AVS page's reversal that answers FAILED ("91") and is APPROVED a minute later: not modeled yet.
  if (original.reversalFailsFirst) return notSimulated(env.locale, `${api.api} ${operation.operationId ?? 'reverse'}`, 'instrument.card.address.postalCode');
  const internalReference = env.nextId('internalReference', FIRST_IDS.internalReference);
  const transaction: RawObject = {
    ...without(copy(original.body), 'status', 'installments', 'networkTransactionId', 'avsResult'),
    internalReference,
    type: 'REVERSAL',
    status: statusObject('APPROVED', '00', transactionMessage(api, 'reverse', 'approved'), date),
    receipt: String(env.nextId('receipt', FIRST_IDS.receipt)),
    refunded: false,
    refundedAmount: 0,
    originalInternalReference: original.body.internalReference,
  };
  // Keep the order the page writes: status after type.
  const ordered = { internalReference, reference: transaction.reference, type: 'REVERSAL', status: transaction.status, ...transaction };
  original.reversed = true;
  Object.assign(original.body, { refunded: true, refundedAmount: objectAt(original.body, 'amount')?.total ?? 0 });
  transactions(env).set(internalReference, { site, at: now.getTime(), key: '', body: ordered, firstAnswer: '' });
  return jsonAnswer(200, { status: okStatus(api, date), transaction: ordered });
}

/**
 * `process` `type: REFUND` (content guide, Gateway transaction types): all or part of an approved
 * card payment, several until its total, within `gateway.refundWindowDays` of the approval;
 * `refundReference` is the key, so a repetition answers the first refund.
 */
async function refund({ env, api, body, site }: OperationCall) {
  const now = env.clock.now();
  const date = siteDateTime(now);
  const windowDays = numberFact(env, 'gateway', 'refundWindowDays');
  if (windowDays === undefined) return notSimulated(env.locale, `${api.api} process`, 'type REFUND');
  const original = transactions(env).get(Number(body.internalReference));
  // A purchase or a hold's capture: what charged the card.
  if (!original || original.site.login !== site.login || !['PURCHASE', 'CAPTURE'].includes(String(original.body.type))) return notFound(api, 'process', date);
  const refundReference = String(body.refundReference);
  const repeated = [...transactions(env).values()].find((item) => item.body.type === 'REFUND' && item.body.originalInternalReference === original.body.internalReference && item.body.refundReference === refundReference);
  if (repeated) return jsonAnswer(200, JSON.parse(repeated.firstAnswer), [], { 'ondapay-idempotent-replay': 'true' });
  if (original.reversed) return jsonAnswer(409, failedBody(409, exampleMessage(api, 'process', 409, 'refundReversed'), date));
  if (objectAt(original.body, 'status')?.status !== 'APPROVED') return jsonAnswer(409, failedBody(409, exampleMessage(api, 'reverse', 409, 'notApproved'), date));
  if (now.getTime() - original.at > windowDays * 24 * 60 * 60 * 1000) return jsonAnswer(409, failedBody(409, exampleMessage(api, 'process', 409, 'refundTooOld'), date));
  const total = Number(objectAt(original.body, 'amount')?.total ?? 0);
  const refunded = Number(original.body.refundedAmount ?? 0);
  const amount = objectAt(body, 'amount');
  const asked = Number(amount?.total ?? 0);
  if (asked > total - refunded) return jsonAnswer(400, failedBody(400, exampleMessage(api, 'process', 400, 'refundBalance'), date), [{ kind: 'problem', pointer: '/amount/total', message: exampleMessage(api, 'process', 400, 'refundBalance') }]);
  const internalReference = env.nextId('internalReference', FIRST_IDS.internalReference);
  const transaction: RawObject = {
    internalReference,
    reference: original.body.reference,
    type: 'REFUND',
    status: statusObject('APPROVED', '00', transactionMessage(api, 'process', 'refund'), date),
    ...without(copy(original.body), 'internalReference', 'reference', 'type', 'status', 'amount', 'installments', 'authorization', 'receipt', 'networkTransactionId', 'refunded', 'refundedAmount'),
    amount: copy(amount),
    authorization: String(env.nextId('authorization', FIRST_IDS.authorization)),
    receipt: String(env.nextId('receipt', FIRST_IDS.receipt)),
    refunded: false,
    refundedAmount: 0,
    originalInternalReference: original.body.internalReference,
    refundReference,
  };
  Object.assign(original.body, { refundedAmount: refunded + asked, refunded: refunded + asked >= total });
  const answer = { status: okStatus(api, date), transaction };
  transactions(env).set(internalReference, { site, at: now.getTime(), key: '', body: transaction, firstAnswer: JSON.stringify(answer) });
  return jsonAnswer(200, answer);
}

async function tick(env: SimEnvironment, api: SimApi) {
  const now = env.clock.now().getTime();
  for (const item of transactions(env).values()) {
    if (!item.settles || item.settles.at > now) continue;
    const { at, result } = item.settles;
    delete item.settles;
    const date = siteDateTime(new Date(at));
    Object.assign(item.body, {
      status: statusObject(result.status, result.reason, result.message, date),
      authorization: result.status === 'APPROVED' ? String(env.nextId('authorization', FIRST_IDS.authorization)) : result.status === 'REJECTED' ? '' : null,
      ...(result.status === 'APPROVED' ? { networkTransactionId: networkTransactionId(env, api) } : {}),
    });
    const notification = await signedNotification(api, 'transactionStatus', { internalReference: item.body.internalReference, reference: item.body.reference, type: item.body.type, status: copy(item.body.status) }, item.site, item.notificationUrl ?? item.site.notificationUrl);
    env.outbox.push(notification);
    env.events.push({ kind: 'notification', at: date, api: api.api, webhook: notification.webhook, url: notification.url ?? '', body: notification.body });
  }
}

export function gatewayModel(api: SimApi, apis: readonly SimApi[]): ApiModel {
  const cash = cashOrders(api, apis);
  return {
    api: api.api,
    handlers: { process, query, reverse, information: information('information'), ...cash.handlers, ...cardTokens(api) },
    actions: cash.actions,
    tick: async (env) => {
      await tick(env, api);
      await cash.tick(env);
    },
  };
}
