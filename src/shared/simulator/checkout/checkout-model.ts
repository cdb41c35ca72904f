import { isObject, type RawObject, without } from '../../openapi/raw';
import { digest, toHex, utf8 } from '../../toolkit/bytes';
import { copy, failedBody, jsonAnswer, objectAt, statusObject, withoutAuth } from '../answers';
import type { SimApi } from '../api-data';
import { parseInstant, siteDateTime } from '../clock';
import { numberFact, type ApiModel, type OperationCall, type SimEnvironment } from '../environment';
import { signedNotification } from '../notifications';
import { notSimulated, openSessionNote } from '../not-simulated';
import { exampleMessage } from '../words';
import { information } from '../gateway/information';
import { holdApproved } from './holds';
import { reversePayment, transactionAction } from './payment-actions';
import { holdRules } from '../gateway/holds';
import { type CheckoutSession, isFinal, type StatusValue } from './session-state';

/**
 * Web Checkout in the simulated environment: create a payment session, query it, cancel it; the
 * payer pays it on the `processUrl` (checkout-pay.ts); the clock expires it. Every word it answers
 * with is the definition's example (words.ts) or a test card's. A payment's reversal and refunds
 * are payment-actions.ts. What it does not model yet (subscription sessions, confirmation,
 * preauthorization, partial payments, collect, tokens) answers that it is not simulated.
 */

/** `expiration` must be between 5 minutes and 7 days from now (the 400 example `expiration`). */
const MIN_EXPIRATION_SECONDS = 5 * 60;
const MAX_EXPIRATION_SECONDS = 7 * 24 * 60 * 60;

/** The identifiers of the pages' example (`requestId` 8412345, the approved payment's 51234567, 641230, 842917). */
export const FIRST_IDS = { requestId: 8412345, internalReference: 51234567, receipt: 641230, authorization: 842917 } as const;

export interface CheckoutState {
  sessions: Map<number, CheckoutSession>;
}

const states = new WeakMap<SimEnvironment, CheckoutState>();

export function checkoutState(env: SimEnvironment): CheckoutState {
  let state = states.get(env);
  if (!state) states.set(env, (state = { sessions: new Map() }));
  return state;
}

const nowDate = (env: SimEnvironment) => siteDateTime(env.clock.now());

/** The session's status words, from the query's examples: `approved`, `expired`, `cancelled`, `attemptsLimit`. */
export function sessionStatus(api: SimApi, example: 'approved' | 'expired' | 'cancelled' | 'attemptsLimit', date: string): StatusValue {
  const reasons = { approved: ['APPROVED', '00'], expired: ['REJECTED', 'EX'], cancelled: ['REJECTED', 'CA'], attemptsLimit: ['REJECTED', 'AL'] } as const;
  const [status, reason] = reasons[example];
  return statusObject(status, reason, exampleMessage(api, 'getSession', 200, example), date);
}

/** Sets a session's status and sends its notification (every change of a session's status is notified). */
export async function changeStatus(env: SimEnvironment, api: SimApi, session: CheckoutSession, status: StatusValue): Promise<void> {
  session.status = status;
  const notification = await signedNotification(api, 'sessionStatus', { requestId: session.requestId, reference: session.reference, status: copy(status) }, session.site, session.notificationUrl ?? session.site.notificationUrl);
  env.outbox.push(notification);
  env.events.push({ kind: 'notification', at: status.date, api: api.api, webhook: notification.webhook, url: notification.url ?? '', body: notification.body });
}

function unsupported(body: Record<string, unknown>): string | undefined {
  if (body.subscription !== undefined) return 'subscription';
  if (body.requiresConfirmation === true) return 'requiresConfirmation';
  // A session hold: PREAUTHORIZATION (holds.ts); CHECKIN is for lodging and vehicle-rental sites, which the example site is not.
  if (body.type !== undefined && body.type !== 'PURCHASE' && body.type !== 'PREAUTHORIZATION') return `type ${String(body.type)}`;
  const payment = objectAt(body, 'payment');
  if (body.type === 'PREAUTHORIZATION' && payment?.dispersion !== undefined) return 'type PREAUTHORIZATION, payment.dispersion';
  if (payment?.allowPartial === true) return 'payment.allowPartial';
  if (payment?.subscribe === true) return 'payment.subscribe';
  return undefined;
}

async function createSession({ env, api, operation, body, site }: OperationCall) {
  const now = env.clock.now();
  const date = siteDateTime(now);
  const field = unsupported(body) ?? (body.type === 'PREAUTHORIZATION' && !holdRules(env, 'PREAUTHORIZATION') ? 'type PREAUTHORIZATION' : undefined);
  if (field) return notSimulated(env.locale, `${api.api} ${operation.operationId ?? ''}`, field);
  const expiration = parseInstant(body.expiration);
  const seconds = expiration ? (expiration.getTime() - now.getTime()) / 1000 : Number.NaN;
  if (!(seconds >= MIN_EXPIRATION_SECONDS && seconds <= MAX_EXPIRATION_SECONDS)) {
    return jsonAnswer(400, failedBody(400, exampleMessage(api, 'createSession', 400, 'expiration'), date), [{ kind: 'problem', pointer: '/expiration', message: exampleMessage(api, 'createSession', 400, 'expiration') }]);
  }
  const requestId = env.nextId('requestId', FIRST_IDS.requestId);
  const hash = toHex(await digest('SHA-256', utf8(`${requestId} ${site.login} ${now.getTime()}`))).slice(0, 32);
  const processUrl = env.urlFor(`${operation.server}/session/${requestId}/${hash}`);
  const payment = objectAt(body, 'payment');
  const notificationUrl = typeof body.notificationUrl === 'string' ? body.notificationUrl : undefined;
  const session: CheckoutSession = {
    requestId,
    site,
    processUrl,
    reference: typeof payment?.reference === 'string' ? payment.reference : '',
    request: withoutAuth(body),
    expiresAt: expiration!.getTime(),
    ...(notificationUrl ? { notificationUrl } : {}),
    // The pages give no reason for an open session; the simulator says "00" and the words of an accepted request.
    status: statusObject('PENDING', '00', exampleMessage(api, 'createSession', 200, 'created'), date),
    payments: [],
    rejected: 0,
  };
  checkoutState(env).sessions.set(requestId, session);
  return jsonAnswer(200, { status: statusObject('OK', '00', exampleMessage(api, 'createSession', 200, 'created'), date), requestId, processUrl });
}

/** The session of `requestId` if the calling site created it: another site's session does not exist for it. */
function ownSession(call: OperationCall): CheckoutSession | undefined {
  const session = checkoutState(call.env).sessions.get(Number(call.params.requestId));
  return session && session.site.login === call.site.login ? session : undefined;
}

const notFound = (call: OperationCall, operationId: string) => {
  const date = nowDate(call.env);
  return jsonAnswer(404, failedBody(404, exampleMessage(call.api, operationId, 404, 'notFound'), date));
};

/** The query's answer: what the session keeps, without the simulator's own bookkeeping. */
export function sessionInformation(session: CheckoutSession) {
  return {
    requestId: session.requestId,
    status: copy(session.status),
    request: copy(session.request),
    payment: session.payments.map((payment) => without(copy(payment) as unknown as RawObject, 'settles', 'hold')),
  };
}

async function getSession(call: OperationCall) {
  const session = ownSession(call);
  if (!session) return notFound(call, 'getSession');
  const open = session.status.status === 'PENDING' && session.status.reason === '00';
  return jsonAnswer(200, sessionInformation(session), open ? [openSessionNote(call.env.locale)] : []);
}

async function cancelSession(call: OperationCall) {
  const { env, api } = call;
  const session = ownSession(call);
  if (!session) return notFound(call, 'cancelSession');
  const date = nowDate(env);
  if (session.payments.some((payment) => payment.status.status === 'PENDING')) {
    return jsonAnswer(409, failedBody(409, exampleMessage(api, 'cancelSession', 409, 'paymentInProgress'), date));
  }
  if (session.status.status !== 'PENDING') {
    // The example names APPROVED; the answer names the session's own status.
    const message = exampleMessage(api, 'cancelSession', 409, 'notPending').replace('APPROVED', session.status.status);
    return jsonAnswer(409, failedBody(409, message, date));
  }
  await changeStatus(env, api, session, sessionStatus(api, 'cancelled', date));
  return jsonAnswer(200, { status: statusObject('OK', '00', exampleMessage(api, 'cancelSession', 200, 'cancelled'), date) });
}

/**
 * A payment's `status.date` when the session takes its result at `sessionAt`: the fact
 * `checkout.paymentToSessionSeconds` earlier (the pages' payment approved at 14:42:08, its session
 * at 14:42:10); without the fact, the same instant.
 */
export function paymentDate(env: SimEnvironment, sessionAt: number): string {
  return siteDateTime(new Date(sessionAt - (numberFact(env, 'checkout', 'paymentToSessionSeconds') ?? 0) * 1000));
}

/** Expirations and pending payments that settle, up to the environment's clock. */
async function tick(env: SimEnvironment, api: SimApi): Promise<void> {
  const now = env.clock.now().getTime();
  for (const session of checkoutState(env).sessions.values()) {
    if (isFinal(session)) continue;
    for (const payment of session.payments) {
      if (payment.status.status !== 'PENDING' || !payment.settles || payment.settles.at > now) continue;
      const { at, result } = payment.settles;
      delete payment.settles;
      const date = siteDateTime(new Date(at));
      payment.status = statusObject(result.status, result.reason, result.message, paymentDate(env, at));
      if (result.status === 'APPROVED') {
        payment.authorization = String(env.nextId('authorization', FIRST_IDS.authorization));
        Object.assign(payment, { refunded: false, refundedAmount: 0 });
        holdApproved(env, payment, new Date(at));
        await changeStatus(env, api, session, sessionStatus(api, 'approved', date));
      }
    }
    if (!isFinal(session) && session.expiresAt <= now && !session.payments.some((payment) => payment.status.status === 'PENDING')) {
      await changeStatus(env, api, session, sessionStatus(api, 'expired', siteDateTime(new Date(session.expiresAt))));
    }
  }
}

export function checkoutModel(api: SimApi): ApiModel {
  return {
    api: api.api,
    handlers: { createSession, getSession, cancelSession, gatewayInformation: information('gatewayInformation'), reversePayment, transactionAction },
    tick: (env) => tick(env, api),
  };
}

export const isCheckoutApi = (api: SimApi) => api.api === 'checkout' && isObject(api.document.paths);
