import type { RawObject } from '../../openapi/raw';
import type { CardResult } from '../card-outcome';
import type { SimSite } from '../site';

/**
 * A Web Checkout session as the simulated environment keeps it, and the moves the content guide
 * gives it: it starts `PENDING`; an approved payment makes it `APPROVED`; rejected payments up to the
 * site's attempts limit end it `REJECTED` `AL`; a payment `PENDING` at the acquirer keeps it
 * `PENDING` until the acquirer answers; its expiration with no payment ends it `REJECTED` `EX`
 * (never while a payment is pending); a cancellation ends it `REJECTED` `CA`. Pure: the moves return
 * what changed, and the caller sends the notifications.
 */

export interface StatusValue {
  status: string;
  reason: string | number;
  message: string;
  date: string;
}

export interface SessionPayment {
  status: StatusValue;
  internalReference: number;
  reference: string;
  paymentMethod: string;
  paymentMethodName: string;
  issuerName: string;
  amount: unknown;
  authorization: string | null;
  receipt: string;
  refunded?: boolean;
  refundedAmount?: number;
  type: string;
  card: { bin: string; lastDigits: string; franchise: string; type: string; issuerCountry: string };
  /** When a `PENDING` payment gets its answer, and which (not part of the API's answer). */
  settles?: { at: number; result: CardResult };
  /** A hold (`type` `PREAUTHORIZATION`): whether it was captured and until when it can be. */
  captured?: boolean;
  expiresAt?: string;
  originalInternalReference?: number;
  /** A hold's amount held now and the authorization a capture settles (not part of the API's answer: holds.ts). */
  hold?: { held: number; authorization: string | null; card: string };
}

export interface CheckoutSession {
  requestId: number;
  site: SimSite;
  processUrl: string;
  reference: string;
  /** The request as sent, without `auth`: the query's `request`. */
  request: RawObject;
  expiresAt: number;
  notificationUrl?: string;
  status: StatusValue;
  /** Most recent first, as the query lists them. */
  payments: SessionPayment[];
  rejected: number;
}

export const isFinal = (session: CheckoutSession) => session.status.status !== 'PENDING' && session.status.status !== 'APPROVED_PARTIAL';
export const hasPendingPayment = (session: CheckoutSession) => session.payments.some((payment) => payment.status.status === 'PENDING');
