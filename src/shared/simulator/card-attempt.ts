import type { Locale } from '../i18n/locales';
import { testCardIssuer } from '../test-cards/cards';
import { cardOutcome, type CardResult } from './card-outcome';
import { methodCode, methodName } from './payment-card';
import type { TestCard } from '../test-cards/cards';

/**
 * A payment with a test card, as the products that charge a card on Ondapay's side show it (a
 * payment link's payer, an AutoPay cycle): the card decides (card-outcome.ts), a challenge card needs
 * the OTP, the card that settles later is `PENDING` until then.
 */
export type CardAttempt =
  | { ok: false; problem: 'unknownCard' | 'otpRequired' }
  | { ok: true; card: TestCard; result: CardResult; then?: { afterSeconds: number; result: CardResult } };

export function cardAttempt(number: string, locale: Locale, otp?: string): CardAttempt {
  const outcome = cardOutcome(number, locale, otp);
  if (outcome.kind === 'unknownCard') return { ok: false, problem: 'unknownCard' };
  if (outcome.kind === 'otpRequired') return { ok: false, problem: 'otpRequired' };
  return { ok: true, card: outcome.card, result: outcome.result, ...(outcome.then ? { then: outcome.then } : {}) };
}

/** How a card payment names its method and issuer (`paymentMethod` `visa`, `paymentMethodName` `Visa`, `issuerName`). */
export const cardMethod = (card: TestCard) => ({ paymentMethod: methodCode[card.brand], paymentMethodName: methodName(card.brand), issuerName: testCardIssuer.issuerName });
