import { compactNumber } from '../../test-cards/cards';

/**
 * Banco de Pruebas, the ACS's test issuer, as data the simulator decides by: its BIN ranges and
 * the cards of the ACS test-cards page (content/es/acs/test-cards.mdx, "Tarjetas por resultado"
 * and "Tarjetas por método de desafío"; the content guide's *Issuer-side test cards*).
 * issuer-cards.test.ts finds every card in the page's tables, with its result and ECI, so the two
 * cannot drift apart. Each card gives the same result whatever the risk rules.
 */

/** Banco de Pruebas's BIN ranges, one per brand. */
export const ISSUER_BINS = ['40000200', '52000200', '37000200', '36000200'] as const;

export type ChallengeMethod = 'SMS' | 'EMAIL' | 'APP';

export type IssuerOutcome =
  /** Frictionless: the ARes is final (`Y`, `N`, `R`, `U`, and `A` from the brand's attempts service). */
  | { kind: 'final'; transStatus: 'Y' | 'N' | 'R' | 'U' | 'A'; eci?: string; reason?: string }
  /** A challenge by OTP (SMS or email), or in the bank's app whose simulated answer is `appApproves`. */
  | { kind: 'challenge'; method: ChallengeMethod; eci: string; appApproves?: boolean }
  /** `I` when the merchant's `challengeIndicator` is `05`, `06` or `07`; otherwise frictionless `Y`. */
  | { kind: 'informational'; eci: string; withValue: boolean; frictionlessEci: string }
  /** `D` when the merchant allows decoupled authentication (approved later); otherwise a challenge in the simulated app that approves. */
  | { kind: 'decoupled'; eci: string };

export interface IssuerCard {
  number: string;
  outcome: IssuerOutcome;
}

const card = (number: string, outcome: IssuerOutcome): IssuerCard => ({ number: compactNumber(number), outcome });
const y = (eci: string): IssuerOutcome => ({ kind: 'final', transStatus: 'Y', eci });
const otp = (eci: string, method: ChallengeMethod = 'SMS'): IssuerOutcome => ({ kind: 'challenge', method, eci });
const n: IssuerOutcome = { kind: 'final', transStatus: 'N', reason: '01' };
const r: IssuerOutcome = { kind: 'final', transStatus: 'R', reason: '11' };
const u: IssuerOutcome = { kind: 'final', transStatus: 'U', reason: '22' };
const a = (eci: string): IssuerOutcome => ({ kind: 'final', transStatus: 'A', eci });
const i = (eci: string, withValue: boolean, frictionlessEci: string): IssuerOutcome => ({ kind: 'informational', eci, withValue, frictionlessEci });
const d = (eci: string): IssuerOutcome => ({ kind: 'decoupled', eci });

export const ISSUER_CARDS: readonly IssuerCard[] = [
  // Visa
  card('4000 0200 0000 0067', y('05')),
  card('4000 0200 0000 0018', otp('05')),
  card('4000 0200 0000 0026', otp('05', 'EMAIL')),
  card('4000 0200 0000 0034', { kind: 'challenge', method: 'APP', eci: '05', appApproves: true }),
  card('4000 0200 0000 0042', { kind: 'challenge', method: 'APP', eci: '05', appApproves: false }),
  card('4000 0200 0000 0075', n),
  card('4000 0200 0000 0083', r),
  card('4000 0200 0000 0091', u),
  card('4000 0200 0000 0109', a('06')),
  card('4000 0200 0000 0117', i('07', true, '05')),
  card('4000 0200 0000 0059', d('05')),
  // Mastercard
  card('5200 0200 0000 0021', y('02')),
  card('5200 0200 0000 0013', otp('02')),
  card('5200 0200 0000 0039', n),
  card('5200 0200 0000 0047', r),
  card('5200 0200 0000 0054', u),
  card('5200 0200 0000 0062', a('01')),
  card('5200 0200 0000 0070', i('06', false, '02')),
  card('5200 0200 0000 0088', d('02')),
  // American Express
  card('3700 020000 00016', y('05')),
  card('3700 020000 00024', otp('05')),
  card('3700 020000 00032', n),
  card('3700 020000 00040', r),
  card('3700 020000 00057', u),
  card('3700 020000 00065', a('06')),
  card('3700 020000 00073', i('07', false, '05')),
  card('3700 020000 00081', d('05')),
  // Diners Club
  card('3600 020000 0014', y('05')),
  card('3600 020000 0022', otp('05')),
  card('3600 020000 0030', n),
  card('3600 020000 0048', r),
  card('3600 020000 0055', u),
  card('3600 020000 0063', a('06')),
  card('3600 020000 0071', i('07', false, '05')),
  card('3600 020000 0089', d('05')),
];

export const findIssuerCard = (number: string) => ISSUER_CARDS.find((candidate) => candidate.number === compactNumber(number));

/** The Banco de Pruebas range a number falls in, or undefined. */
export const issuerBin = (number: string) => ISSUER_BINS.find((bin) => compactNumber(number).startsWith(bin));
