/**
 * Token Requestor's test cards as data: what enrolling each gives and what happens after, as
 * /token-requestor/integration/testing states them (the page's table, docs/content-guide.md Token
 * Requestor *Test*). `test-cards.test.ts` checks every row against the page in both languages.
 */

export type TrBrand = 'VISA' | 'MASTERCARD';
export type LaterEvent = 'TOKEN_ACTIVATED' | 'TOKEN_SUSPENDED' | 'TOKEN_RESUMED' | 'TOKEN_DELETED' | 'TOKEN_UPDATED';

export interface TrTestCard {
  number: string;
  /** The brand the page names for the card (American Express and Diners give `TR14`). */
  brandName: 'Visa' | 'Mastercard' | 'American Express' | 'Diners Club';
  /** `ACTIVE` or `REQUESTED` when a token is created, else the `FAILED` reason. */
  result: 'ACTIVE' | 'REQUESTED' | `TR${number}`;
  /** What the issuer does later, each step so many seconds after the one before. */
  later: readonly { afterSeconds: number; event: LaterEvent; reason: string; cardExpiration?: string }[];
}

const MINUTE = 60;

export const trTestCards: readonly TrTestCard[] = [
  { number: '4111111111111111', brandName: 'Visa', result: 'ACTIVE', later: [] },
  { number: '5555555555554444', brandName: 'Mastercard', result: 'ACTIVE', later: [] },
  { number: '5105105105105100', brandName: 'Mastercard', result: 'REQUESTED', later: [{ afterSeconds: 5 * MINUTE, event: 'TOKEN_ACTIVATED', reason: '00' }] },
  {
    number: '4000000000009953',
    brandName: 'Visa',
    result: 'ACTIVE',
    later: [
      { afterSeconds: 2 * MINUTE, event: 'TOKEN_SUSPENDED', reason: 'TR40' },
      { afterSeconds: 5 * MINUTE, event: 'TOKEN_RESUMED', reason: 'TR42' },
    ],
  },
  { number: '4000000000000051', brandName: 'Visa', result: 'ACTIVE', later: [{ afterSeconds: 2 * MINUTE, event: 'TOKEN_DELETED', reason: 'TR50' }] },
  { number: '4000000000000077', brandName: 'Visa', result: 'ACTIVE', later: [{ afterSeconds: 2 * MINUTE, event: 'TOKEN_UPDATED', reason: 'TR60', cardExpiration: '12/31' }] },
  { number: '4000000000000002', brandName: 'Visa', result: 'TR11', later: [] },
  { number: '4000000000000069', brandName: 'Visa', result: 'TR12', later: [] },
  { number: '4000000000000044', brandName: 'Visa', result: 'TR13', later: [] },
  { number: '378282246310005', brandName: 'American Express', result: 'TR14', later: [] },
  { number: '30569309025904', brandName: 'Diners Club', result: 'TR14', later: [] },
  { number: '4000000000000119', brandName: 'Visa', result: 'TR91', later: [] },
  { number: '4000000000003121', brandName: 'Visa', result: 'TR15', later: [] },
];

/** "Cualquier otra tarjeta del catálogo responde FAILED con TR10." */
export const OTHER_CATALOGUE_CARD = 'TR10';

/** A network token the environment takes: "un número que empiece por 489537 y un vencimiento futuro"; any other → `TR18`. */
export const NETWORK_TOKEN_PREFIX = '489537';
export const NETWORK_TOKEN_REFUSED = 'TR18';

export const brandOf = (card: TrTestCard): TrBrand | undefined => (card.brandName === 'Visa' ? 'VISA' : card.brandName === 'Mastercard' ? 'MASTERCARD' : undefined);
