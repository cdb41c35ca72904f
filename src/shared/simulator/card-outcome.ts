import type { Locale } from '../i18n/locales';
import { compactNumber, testCards, type TestCard, type TransactionStatus } from '../test-cards/cards';

/**
 * What a test card does when the payer pays with it, read from the site's test-card data
 * (src/shared/test-cards/cards.ts, the content guide's "Test data" table): the same numbers,
 * statuses, reasons and messages the test-card pages show. A challenge (3-D Secure `C`) or an
 * issuer's OTP approves with the OTP `123456` and rejects with any other.
 */

/** The OTP that passes every challenge of the test cards (content guide, Test data). */
export const TEST_OTP = '123456';

export interface CardResult {
  status: TransactionStatus;
  reason: string;
  message: string;
}

export type CardOutcome =
  | { kind: 'unknownCard' }
  | { kind: 'otpRequired'; card: TestCard }
  | { kind: 'result'; card: TestCard; result: CardResult; then?: { afterSeconds: number; result: CardResult } };

/** The message of a payment `reason`, from the card that documents it (`05` Do not honor, `3N`, `09`). */
export function reasonMessage(reason: string, locale: Locale): string | undefined {
  for (const card of testCards) {
    if (!card.message) continue;
    // A card's message is for its first reason, or, where its results are alternatives, for the one that is not an approval.
    const described = card.join === 'or' ? card.reasons.find((candidate) => candidate !== '00') : card.reasons[0];
    if (described === reason) return card.message[locale];
  }
  return undefined;
}

const resultOf = (card: TestCard, index: number, locale: Locale): CardResult => {
  const reason = card.reasons[index] ?? card.reasons[0]!;
  return { status: card.statuses[index] ?? card.statuses[0]!, reason, message: reasonMessage(reason, locale) ?? '' };
};

export const findTestCard = (number: string): TestCard | undefined => testCards.find((card) => compactNumber(card.number) === compactNumber(number));

export function cardOutcome(number: string, locale: Locale, otp?: string): CardOutcome {
  const card = findTestCard(number);
  if (!card) return { kind: 'unknownCard' };
  if (card.join === 'or') {
    // A challenge or an OTP: the first result (the approval) with the right OTP, the second with any other.
    if (otp === undefined) return { kind: 'otpRequired', card };
    return { kind: 'result', card, result: resultOf(card, otp.trim() === TEST_OTP ? 0 : 1, locale) };
  }
  if (card.join === 'then') {
    return { kind: 'result', card, result: resultOf(card, 0, locale), then: { afterSeconds: card.settlesAfterSeconds ?? 0, result: resultOf(card, 1, locale) } };
  }
  return { kind: 'result', card, result: resultOf(card, 0, locale) };
}
