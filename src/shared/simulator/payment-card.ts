import { brandNames, compactNumber, testCardIssuer, type Brand } from '../test-cards/cards';

/** How a payment with a test card shows the card, in Web Checkout's payments and Gateway's transactions alike. */

/** The API's code of a card brand (`master` for Mastercard, as `paymentMethod` and `franchise` write it). */
export const methodCode: Record<Brand, string> = { visa: 'visa', mastercard: 'master', amex: 'amex', diners: 'diners' };
export const methodName = (brand: Brand) => brandNames[brand];

/** The card data a payment shows: BIN and last four digits, never the number; the test issuer's type and country. */
export function cardData(number: string, brand: Brand) {
  const digits = compactNumber(number);
  return { bin: digits.slice(0, 6), lastDigits: digits.slice(-4), franchise: methodCode[brand], type: testCardIssuer.type, issuerCountry: testCardIssuer.issuerCountry };
}
