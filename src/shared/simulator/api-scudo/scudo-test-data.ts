/**
 * Api Scudo's test engine as data: the decision each test card gets, and the other test values
 * (/api-scudo/api/reference/environments, "Datos de prueba"; docs/content-guide.md Api Scudo *Test*).
 * `scudo-test-data.test.ts` checks every row against the page in both languages.
 */

export type Decision = 'ACCEPT' | 'REVIEW' | 'DECLINE';

export interface ScudoTestCard {
  bin: string;
  lastDigits: string;
  score: number;
  decision: Decision;
  code: string;
  /** The test environment's analyst resolves the review `ACCEPT` (after `reviewResolveTestSeconds`). */
  resolves?: boolean;
}

export const scudoTestCards: readonly ScudoTestCard[] = [
  { bin: '411111', lastDigits: '1111', score: 12, decision: 'ACCEPT', code: 'SC00' },
  { bin: '555555', lastDigits: '4444', score: 18, decision: 'ACCEPT', code: 'SC00' },
  { bin: '510510', lastDigits: '5100', score: 64, decision: 'REVIEW', code: 'SC10', resolves: true },
  { bin: '400000', lastDigits: '3220', score: 58, decision: 'REVIEW', code: 'SC12' },
  { bin: '400000', lastDigits: '0002', score: 91, decision: 'DECLINE', code: 'SC20' },
  { bin: '400000', lastDigits: '0044', score: 97, decision: 'DECLINE', code: 'SC21' },
];

/** "`payer.email` `riesgo@example.com` responde `REVIEW` con `SC18` (puntaje 66)". */
export const RISKY_EMAIL = { email: 'riesgo@example.com', score: 66, decision: 'REVIEW', code: 'SC18' } as const;

/** "`deviceSessionId` `000…0` simula que el recolector no corrió: `REVIEW` con `SC14`" (no score given). */
export const NO_DEVICE_DATA = { deviceSessionId: '00000000000000000000000000000000', decision: 'REVIEW', code: 'SC14' } as const;

/** "`amount.total` `999999` en `COP` hace que la respuesta tarde 6 segundos". */
export const SLOW_ANSWER = { currency: 'COP', total: 999999, seconds: 6 } as const;
