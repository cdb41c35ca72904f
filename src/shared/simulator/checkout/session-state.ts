import type { RawObject } from '../../openapi/raw';
import { brandNames, compactNumber, testCardIssuer, type Brand } from '../../test-cards/cards';
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

/** The API's code of a card brand (`master` for Mastercard, as `paymentMethod` and `franchise` write it). */
export const methodCode: Record<Brand, string> = { visa: 'visa', mastercard: 'master', amex: 'amex', diners: 'diners' };
export const methodName = (brand: Brand) => brandNames[brand];

export const isFinal = (session: CheckoutSession) => session.status.status !== 'PENDING' && session.status.status !== 'APPROVED_PARTIAL';
export const hasPendingPayment = (session: CheckoutSession) => session.payments.some((payment) => payment.status.status === 'PENDING');

/** The card data a payment shows: BIN and last four digits, never the number; the test issuer's type and country. */
export function cardData(number: string, brand: Brand) {
  const digits = compactNumber(number);
  return { bin: digits.slice(0, 6), lastDigits: digits.slice(-4), franchise: methodCode[brand], type: testCardIssuer.type, issuerCountry: testCardIssuer.issuerCountry };
}
