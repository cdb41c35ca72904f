import type { Locale } from '../i18n/locales';
import { NO_THREE_DS, type CardFacets } from './filters';

/*
 * The test cards of the whole site, one entry per row of the content guide's "Test data" table
 * (docs/content-guide.md; cards.test.ts keeps the two equal). Gateway's test-card page renders
 * them with <TestCards /> (its HTML, its Markdown twin and its search text); the other products'
 * pages list the few they use and must agree with these numbers and results.
 */

export const brands = ['visa', 'mastercard', 'amex', 'diners'] as const;
export type Brand = (typeof brands)[number];

/** Brand names are the networks' own, the same in every language. */
export const brandNames: Record<Brand, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  diners: 'Diners Club',
};

export const scenarios = ['approved', 'declined', 'failed', 'pending', 'three-d-secure', 'otp'] as const;
export type Scenario = (typeof scenarios)[number];

/** EMV 3-D Secure `transStatus` values the cards produce (ARes / RReq). */
export const transStatuses = ['Y', 'C', 'A', 'N', 'U', 'R'] as const;
export type TransStatus = (typeof transStatuses)[number];

export interface ThreeDSResult {
  transStatus: TransStatus;
  eci?: string;
}

/** The authentication a card gets: its first answer and, after a challenge, the possible outcomes. */
export interface ThreeDSOutcome extends ThreeDSResult {
  then?: readonly ThreeDSResult[];
}

export type TransactionStatus = 'APPROVED' | 'REJECTED' | 'FAILED' | 'PENDING';

export interface TestCard {
  /** As shown, grouped with spaces; the API takes it without them (`compactNumber`). */
  number: string;
  brand: Brand;
  scenario: Scenario;
  threeDS?: ThreeDSOutcome;
  /** One status, a sequence (`then`: PENDING, then APPROVED) or alternatives (`or`). */
  statuses: readonly TransactionStatus[];
  /** `transaction.status.reason`, one per status. */
  reasons: readonly string[];
  join?: 'then' | 'or';
  /** With `join: 'then'`: seconds the first status lasts before the next (the simulator moves it on). */
  settlesAfterSeconds?: number;
  /** `transaction.status.message` where the content guide gives it. */
  message?: Readonly<Record<Locale, string>>;
  /** What the card does, in each language; text between backticks is code. */
  description: Readonly<Record<Locale, string>>;
  /** Namespaces whose pages use the card (cards.test.ts checks them against content/). */
  products: readonly string[];
}

const approved = { es: 'Aprobada', en: 'Approved' } as const;

export const testCards: readonly TestCard[] = [
  {
    number: '4111 1111 1111 1111', brand: 'visa', scenario: 'approved', threeDS: { transStatus: 'Y', eci: '05' },
    statuses: ['APPROVED'], reasons: ['00'], message: approved,
    description: { es: 'Aprobada; 3-D Secure sin fricción', en: 'Approved; 3-D Secure frictionless' },
    products: ['acs', 'api-scudo', 'autopay', 'checkout', 'core', 'gateway', 'microsites', 'payment-links', 'payments', 'sdks', 'selfdeclarations', 'three-d-s-server', 'ticket', 'token-requestor'],
  },
  {
    number: '5555 5555 5555 4444', brand: 'mastercard', scenario: 'approved', threeDS: { transStatus: 'Y', eci: '02' },
    statuses: ['APPROVED'], reasons: ['00'], message: approved,
    description: { es: 'Aprobada; 3-D Secure sin fricción', en: 'Approved; 3-D Secure frictionless' },
    products: ['acs', 'api-scudo', 'autopay', 'checkout', 'gateway', 'payments', 'three-d-s-server', 'token-requestor'],
  },
  {
    number: '3782 822463 10005', brand: 'amex', scenario: 'approved',
    statuses: ['APPROVED'], reasons: ['00'], message: approved,
    description: { es: 'Aprobada', en: 'Approved' },
    products: ['gateway', 'payments', 'three-d-s-server', 'token-requestor'],
  },
  {
    number: '3056 930902 5904', brand: 'diners', scenario: 'approved',
    statuses: ['APPROVED'], reasons: ['00'], message: approved,
    description: { es: 'Aprobada', en: 'Approved' },
    products: ['gateway', 'token-requestor'],
  },
  {
    number: '4000 0000 0000 0002', brand: 'visa', scenario: 'declined',
    statuses: ['REJECTED'], reasons: ['05'],
    message: { es: 'Transacción rechazada por el emisor (Do not honor)', en: 'Transaction rejected by the issuer (Do not honor)' },
    description: { es: 'No autorizada por el emisor', en: 'Not authorized by the issuer' },
    products: ['api-scudo', 'autopay', 'checkout', 'gateway', 'microsites', 'payment-links', 'payments', 'selfdeclarations', 'token-requestor'],
  },
  {
    number: '4000 0000 0000 9953', brand: 'visa', scenario: 'declined',
    statuses: ['REJECTED'], reasons: ['51'],
    message: { es: 'Fondos insuficientes', en: 'Insufficient funds' },
    description: { es: 'Fondos insuficientes', en: 'Insufficient funds' },
    products: ['autopay', 'checkout', 'gateway', 'payments', 'token-requestor'],
  },
  {
    number: '4000 0000 0000 0069', brand: 'visa', scenario: 'declined',
    statuses: ['REJECTED'], reasons: ['54'],
    message: { es: 'Tarjeta vencida', en: 'Expired card' },
    description: { es: 'Tarjeta vencida', en: 'Expired card' },
    products: ['autopay', 'gateway', 'payments', 'token-requestor'],
  },
  {
    number: '4000 0000 0000 0044', brand: 'visa', scenario: 'declined',
    statuses: ['REJECTED'], reasons: ['43'],
    message: { es: 'Tarjeta reportada como robada', en: 'Card reported stolen' },
    description: { es: 'Tarjeta reportada como robada', en: 'Card reported stolen' },
    products: ['api-scudo', 'autopay', 'gateway', 'token-requestor'],
  },
  {
    number: '4000 0000 0000 0051', brand: 'visa', scenario: 'declined',
    statuses: ['REJECTED'], reasons: ['57'],
    message: { es: 'Transacción no permitida al titular', en: 'Transaction not permitted to the cardholder' },
    description: { es: 'Transacción no permitida al titular', en: 'Transaction not permitted to the cardholder' },
    products: ['autopay', 'gateway', 'token-requestor'],
  },
  {
    number: '4000 0000 0000 0077', brand: 'visa', scenario: 'declined',
    statuses: ['REJECTED'], reasons: ['61'],
    message: { es: 'Excede el límite de monto', en: 'Amount limit exceeded' },
    description: { es: 'Excede el límite de monto', en: 'Amount limit exceeded' },
    products: ['autopay', 'gateway', 'token-requestor'],
  },
  {
    number: '4000 0000 0000 0127', brand: 'visa', scenario: 'declined',
    statuses: ['REJECTED'], reasons: ['N7'],
    message: { es: 'Código de seguridad inválido', en: 'Invalid security code' },
    description: { es: 'Código de seguridad incorrecto', en: 'Wrong security code' },
    products: ['gateway'],
  },
  {
    number: '4000 0000 0000 0119', brand: 'visa', scenario: 'failed',
    statuses: ['FAILED'], reasons: ['91'],
    message: { es: 'Emisor no disponible', en: 'Issuer unavailable' },
    description: { es: 'El adquirente no responde (`authorization: null`)', en: 'The acquirer does not answer (`authorization: null`)' },
    products: ['autopay', 'gateway', 'payments', 'token-requestor'],
  },
  {
    number: '5105 1051 0510 5100', brand: 'mastercard', scenario: 'pending',
    statuses: ['PENDING', 'APPROVED'], reasons: ['09', '00'], join: 'then', settlesAfterSeconds: 5 * 60,
    message: { es: 'Transacción en proceso', en: 'Transaction in progress' },
    description: { es: 'Pendiente en el adquirente durante 5 minutos, luego aprobada', en: 'Pending at the acquirer for 5 minutes, then approved' },
    products: ['api-scudo', 'autopay', 'checkout', 'gateway', 'microsites', 'payment-links', 'payments', 'selfdeclarations', 'token-requestor'],
  },
  {
    number: '4000 0000 0000 3220', brand: 'visa', scenario: 'three-d-secure',
    threeDS: { transStatus: 'C', then: [{ transStatus: 'Y', eci: '05' }, { transStatus: 'N' }] },
    statuses: ['APPROVED', 'REJECTED'], reasons: ['00', '3N'], join: 'or',
    description: { es: 'Desafío; el OTP `123456` aprueba, cualquier otro rechaza', en: 'Challenge; OTP `123456` approves, any other rejects' },
    products: ['acs', 'api-scudo', 'checkout', 'gateway', 'three-d-s-server'],
  },
  {
    number: '5222 2222 2222 2227', brand: 'mastercard', scenario: 'three-d-secure',
    threeDS: { transStatus: 'C', then: [{ transStatus: 'Y', eci: '02' }, { transStatus: 'N' }] },
    statuses: ['APPROVED', 'REJECTED'], reasons: ['00', '3N'], join: 'or',
    description: { es: 'Desafío; el OTP `123456` aprueba, cualquier otro rechaza', en: 'Challenge; OTP `123456` approves, any other rejects' },
    products: ['acs', 'gateway', 'three-d-s-server'],
  },
  {
    number: '4000 0000 0000 3089', brand: 'visa', scenario: 'three-d-secure', threeDS: { transStatus: 'A', eci: '06' },
    statuses: ['APPROVED'], reasons: ['00'],
    description: { es: 'Intento de autenticación: se autoriza', en: 'Authentication attempted: authorized' },
    products: ['acs', 'gateway', 'three-d-s-server'],
  },
  {
    number: '4000 0000 0000 3063', brand: 'visa', scenario: 'three-d-secure', threeDS: { transStatus: 'N' },
    statuses: ['REJECTED'], reasons: ['3N'],
    message: { es: 'Autenticación 3-D Secure fallida', en: '3-D Secure authentication failed' },
    description: { es: 'No autenticada: no se autoriza', en: 'Not authenticated: not authorized' },
    products: ['acs', 'gateway', 'three-d-s-server'],
  },
  {
    number: '4000 0000 0000 3105', brand: 'visa', scenario: 'three-d-secure', threeDS: { transStatus: 'U' },
    statuses: ['APPROVED'], reasons: ['00'],
    description: { es: 'Autenticación no disponible: se autoriza sin traslado de responsabilidad', en: 'Authentication unavailable: authorized without liability shift' },
    products: ['acs', 'gateway', 'three-d-s-server'],
  },
  {
    number: '4000 0000 0000 3121', brand: 'visa', scenario: 'three-d-secure', threeDS: { transStatus: 'R' },
    statuses: ['REJECTED'], reasons: ['3R'],
    message: { es: 'Autenticación rechazada por el emisor', en: 'Authentication rejected by the issuer' },
    description: { es: 'Rechazada por el emisor: no se autoriza', en: 'Rejected by the issuer: not authorized' },
    products: ['acs', 'gateway', 'three-d-s-server', 'token-requestor'],
  },
  {
    number: '4000 0000 0000 3253', brand: 'visa', scenario: 'otp',
    statuses: ['APPROVED', 'REJECTED'], reasons: ['00', 'OT'], join: 'or',
    message: { es: 'OTP inválido', en: 'Invalid OTP' },
    description: {
      es: 'El emisor exige OTP además de 3-D Secure (`requiresOtp: true`); `123456` valida, `000000` o cualquier otro falla',
      en: 'The issuer requires an OTP besides 3-D Secure (`requiresOtp: true`); `123456` validates, `000000` or any other fails',
    },
    products: ['gateway'],
  },
];

/**
 * What every test card returns about its issuer (content guide, Gateway "Card data returned"): all
 * credit cards of a Colombian test issuer. The payments of Web Checkout and Gateway show them.
 */
export const testCardIssuer = { issuerName: 'Banco de Pruebas', type: 'CREDIT', issuerCountry: 'CO' } as const;

/** The number the API takes: digits only. */
export const compactNumber = (number: string) => number.replace(/\s+/g, '');

/** The Luhn check every card number passes. */
export function passesLuhn(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let index = 0; index < digits.length; index++) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** Where the code catalogue (`/codes`) puts a code's row: `<product>-<kind>-<code slug>`. */
export function codeAnchor(product: string, kind: string, code: string): string {
  return `${product}-${kind}-${code.toLowerCase().replace(/[^a-z0-9]/g, '-')}`;
}

/** The catalogue row of a Gateway `reason`: `gateway-reason-51`. */
export const reasonAnchor = (reason: string) => codeAnchor('gateway', 'reason', reason);

/** The `transStatus` values of a card's authentication, first answer first (`C`, `Y`, `N`). */
export const transStatusesOf = (card: TestCard): TransStatus[] =>
  card.threeDS ? [card.threeDS.transStatus, ...(card.threeDS.then ?? []).map((result) => result.transStatus)] : [];

/** The `eci` values a card's authentication can end with. */
export const eciValuesOf = (card: TestCard): string[] =>
  card.threeDS ? [card.threeDS, ...(card.threeDS.then ?? [])].flatMap((result) => (result.eci ? [result.eci] : [])) : [];

/** Every product that uses at least one card, in a stable order. */
export const cardProducts = (cards: readonly TestCard[] = testCards): string[] => [...new Set(cards.flatMap((card) => card.products))].sort();

/** What the explorer filters a card by (filters.ts). */
export const facetsOf = (card: TestCard): CardFacets => ({
  scenario: card.scenario,
  brand: card.brand,
  threeds: card.threeDS?.transStatus ?? NO_THREE_DS,
  products: card.products,
});
