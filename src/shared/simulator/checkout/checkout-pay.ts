import { statusObject } from '../answers';
import type { SimApi } from '../api-data';
import { testCardIssuer } from '../../test-cards/cards';
import { cardOutcome } from '../card-outcome';
import { siteDateTime } from '../clock';
import type { SimEnvironment } from '../environment';
import { changeStatus, checkoutState, FIRST_IDS, paymentDate, sessionStatus } from './checkout-model';
import { cardData, methodCode, methodName } from '../payment-card';
import { holdApproved } from './holds';
import { hasPendingPayment, isFinal, type SessionPayment } from './session-state';

/**
 * The payer on the `processUrl` page: pays the session with a test card (and the OTP of a
 * challenge). The card's outcome is the test-card data's; the session moves as the content guide
 * says. Not an API operation: the page's "Pay" and the local server's payment page call it.
 */
export type PayResult =
  | { ok: true; payment: SessionPayment['status']; session: SessionPayment['status'] }
  | { ok: false; problem: 'unknownSession' | 'closed' | 'paymentInProgress' | 'unknownCard' | 'otpRequired' };

export async function payCheckoutSession(env: SimEnvironment, api: SimApi, requestId: number, card: string, otp?: string): Promise<PayResult> {
  const session = checkoutState(env).sessions.get(requestId);
  if (!session) return { ok: false, problem: 'unknownSession' };
  const now = env.clock.now();
  if (isFinal(session) || session.expiresAt <= now.getTime()) return { ok: false, problem: 'closed' };
  if (hasPendingPayment(session)) return { ok: false, problem: 'paymentInProgress' };
  const outcome = cardOutcome(card, env.locale, otp);
  if (outcome.kind !== 'result') return { ok: false, problem: outcome.kind };
  const date = siteDateTime(now);
  const { result } = outcome;
  // The payment's result is dated before the session takes it (content guide: approved 14:42:08, session 14:42:10).
  const paidAt = paymentDate(env, now.getTime());
  const payment = isPaymentObject(session.request.payment) ? session.request.payment : {};
  const entry: SessionPayment = {
    status: statusObject(result.status, result.reason, result.message, paidAt),
    internalReference: env.nextId('internalReference', FIRST_IDS.internalReference),
    reference: session.reference,
    paymentMethod: methodCode[outcome.card.brand],
    paymentMethodName: methodName(outcome.card.brand),
    issuerName: testCardIssuer.issuerName,
    amount: payment.amount,
    // An approval has its code; a rejection an empty one; a payment without the acquirer's answer none.
    authorization: result.status === 'APPROVED' ? String(env.nextId('authorization', FIRST_IDS.authorization)) : result.status === 'REJECTED' ? '' : null,
    receipt: String(env.nextId('receipt', FIRST_IDS.receipt)),
    ...(result.status === 'APPROVED' ? { refunded: false, refundedAmount: 0 } : {}),
    type: session.request.type === 'PREAUTHORIZATION' ? 'PREAUTHORIZATION' : 'PURCHASE',
    card: cardData(outcome.card.number, outcome.card.brand),
    ...(outcome.then ? { settles: { at: now.getTime() + outcome.then.afterSeconds * 1000, result: outcome.then.result } } : {}),
  };
  if (entry.type === 'PREAUTHORIZATION') entry.hold = { held: 0, authorization: null, card: outcome.card.number };
  if (result.status === 'APPROVED') holdApproved(env, entry, now);
  session.payments.unshift(entry);
  if (result.status === 'APPROVED') await changeStatus(env, api, session, sessionStatus(api, 'approved', date));
  if (result.status === 'REJECTED') {
    session.rejected += 1;
    if (session.rejected >= session.site.attemptsLimit) await changeStatus(env, api, session, sessionStatus(api, 'attemptsLimit', date));
  }
  return { ok: true, payment: entry.status, session: session.status };
}

const isPaymentObject = (value: unknown): value is { amount?: unknown } => typeof value === 'object' && value !== null && !Array.isArray(value);
