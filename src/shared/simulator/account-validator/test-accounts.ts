/**
 * Account Validator's test banks and accounts as data the simulator decides by: the same rows as
 * facts/account-validator.yaml `testBanks` and `testAccounts` (the pages' tables), written so a
 * program can read them. test-accounts.test.ts checks every row against the facts table, so the two
 * cannot drift apart.
 */

export interface TestBank {
  bankCode: string;
  instant: boolean;
  microDeposits: boolean;
  /** Bank 2201 asks for `account.routingNumber`, and `holder.ssnLast4` for a `PERSON`. */
  puertoRico?: boolean;
  /** The balance a re-validation's `amount.total` is compared with (`testBalance`). */
  balance: { currency: string; total: number };
}

export const TEST_BANKS: readonly TestBank[] = [
  { bankCode: '1007', instant: true, microDeposits: true, balance: { currency: 'COP', total: 2_000_000 } },
  { bankCode: '1051', instant: false, microDeposits: true, balance: { currency: 'COP', total: 2_000_000 } },
  { bankCode: '2201', instant: true, microDeposits: false, puertoRico: true, balance: { currency: 'USD', total: 1_000 } },
];

/** What an `INSTANT` check of an account answers. */
export type InstantOutcome =
  | { kind: 'holder'; documentType: string; document: string; holderType?: 'BUSINESS'; ssnLast4?: string }
  | { kind: 'validated' }
  | { kind: 'failed'; reason: string }
  | { kind: 'pending'; seconds: number };

/** What micro-deposits to an account do: the bank rejects them (`DR`), or nobody confirms them and they expire after `seconds`. */
export type MicroOutcome = { kind: 'rejected' } | { kind: 'expires'; seconds: number };

export interface TestAccount {
  accountNumber: string;
  instant: InstantOutcome;
  micro?: MicroOutcome;
}

export const TEST_ACCOUNTS: readonly TestAccount[] = [
  { accountNumber: '40012345678', instant: { kind: 'holder', documentType: 'CC', document: '1040035000', ssnLast4: '6789' } },
  { accountNumber: '40087654321', instant: { kind: 'holder', documentType: 'NIT', document: '900765432', holderType: 'BUSINESS' } },
  { accountNumber: '40011223344', instant: { kind: 'holder', documentType: 'NIT', document: '900123456', holderType: 'BUSINESS' } },
  { accountNumber: '40000000001', instant: { kind: 'failed', reason: 'AN' } },
  { accountNumber: '40000000002', instant: { kind: 'failed', reason: 'AC' } },
  { accountNumber: '40000000003', instant: { kind: 'validated' }, micro: { kind: 'rejected' } },
  { accountNumber: '40000000004', instant: { kind: 'pending', seconds: 120 } },
  { accountNumber: '40000000005', instant: { kind: 'validated' }, micro: { kind: 'expires', seconds: 600 } },
  { accountNumber: '40000000006', instant: { kind: 'failed', reason: 'XN' } },
];

/** Any other number: the account does not exist. */
export const OTHER_ACCOUNT: InstantOutcome = { kind: 'failed', reason: 'AN' };

export interface HolderInput {
  type?: unknown;
  documentType?: unknown;
  document?: unknown;
  ssnLast4?: unknown;
}

/** The status and reason an `INSTANT` check ends with (`PENDING` `PD` for the slow bank's account, with its seconds). */
export function instantResult(bank: TestBank, accountNumber: string, holder: HolderInput): { status: string; reason: string; pendingSeconds?: number } {
  const outcome = TEST_ACCOUNTS.find((account) => account.accountNumber === accountNumber)?.instant ?? OTHER_ACCOUNT;
  if (outcome.kind === 'failed') return { status: 'FAILED', reason: outcome.reason };
  if (outcome.kind === 'validated') return { status: 'VALIDATED', reason: '00' };
  if (outcome.kind === 'pending') return { status: 'PENDING', reason: 'PD', pendingSeconds: outcome.seconds };
  if (bank.puertoRico) {
    // At bank 2201 the holder is checked by the SSN's last 4 digits.
    if (outcome.ssnLast4 === undefined) return { status: 'FAILED', reason: 'AN' };
    return holder.ssnLast4 === outcome.ssnLast4 ? { status: 'VALIDATED', reason: '00' } : { status: 'FAILED', reason: 'X5' };
  }
  const sameHolder = holder.documentType === outcome.documentType && holder.document === outcome.document && (outcome.holderType === undefined || holder.type === outcome.holderType);
  return sameHolder ? { status: 'VALIDATED', reason: '00' } : { status: 'FAILED', reason: 'HM' };
}

/**
 * How micro-deposits to an account end before they are confirmed: `FAILED` `HM` at once when the
 * account names its holder and another one is given (the holder is checked as in `INSTANT`),
 * `FAILED` `DR` when they are sent to the account the bank rejects them for, `EXPIRED` `EX` after
 * the test account's seconds, or nothing (the payer confirms them).
 */
export function microOutcome(accountNumber: string, holder: HolderInput): { holderMismatch: boolean; micro?: MicroOutcome } {
  const account = TEST_ACCOUNTS.find((candidate) => candidate.accountNumber === accountNumber);
  const outcome = account?.instant;
  const holderMismatch = outcome?.kind === 'holder' && !(holder.documentType === outcome.documentType && holder.document === outcome.document);
  return { holderMismatch, ...(account?.micro ? { micro: account.micro } : {}) };
}
