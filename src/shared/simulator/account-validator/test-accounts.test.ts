import { describe, expect, it } from 'vitest';
import { repositoryFacts } from '../../../node/facts/load-facts';
import { TEST_ACCOUNTS, TEST_BANKS } from './test-accounts';

/* The simulator's test banks and accounts are the rows of facts/account-validator.yaml, which the pages show. */

const tables = repositoryFacts()['account-validator']?.tables ?? {};
const rows = (name: string) => (tables[name]?.rows ?? []).map((row) => row.map((cell) => (typeof cell === 'string' ? cell : JSON.stringify(cell))).join(' '));

describe('Account Validator test data', () => {
  it('has every bank of the facts, with its methods', () => {
    const banks = rows('testBanks');
    expect(banks).toHaveLength(TEST_BANKS.length);
    for (const bank of TEST_BANKS) {
      const row = banks.find((text) => text.startsWith(`\`${bank.bankCode}\``));
      expect(row, bank.bankCode).toBeDefined();
      expect(row!.includes('Solo `MICRO_DEPOSITS`'), bank.bankCode).toBe(!bank.instant);
      expect(row!.includes('Solo `INSTANT`'), bank.bankCode).toBe(!bank.microDeposits);
    }
    expect(JSON.stringify(repositoryFacts()['account-validator']?.values?.testBalance)).toContain('2.000.000 COP (1.000,00 USD en el banco `2201`)');
  });

  it('has every account of the facts, with its outcome codes', () => {
    const accounts = rows('testAccounts');
    for (const account of TEST_ACCOUNTS) {
      const row = accounts.find((text) => text.startsWith(`\`${account.accountNumber}\``));
      expect(row, account.accountNumber).toBeDefined();
      const outcome = account.instant;
      if (outcome.kind === 'failed') expect(row).toContain(`\`FAILED\`/\`${outcome.reason}\``);
      if (outcome.kind === 'validated') expect(row).toContain('Con `INSTANT`, `VALIDATED` con cualquier titular');
      if (outcome.kind === 'pending') expect(row).toContain('`PENDING`/`PD` durante 2 minutos');
      if (outcome.kind === 'holder') expect(row).toContain(`${outcome.documentType}\` \`${outcome.document}\``);
      if (outcome.kind === 'holder' && outcome.ssnLast4) expect(row).toContain(`\`ssnLast4\` \`${outcome.ssnLast4}\``);
      if (account.micro?.kind === 'rejected') expect(row).toContain('Con micro-depósitos, `FAILED`/`DR`');
      if (account.micro?.kind === 'expires') expect(row).toContain(`Con micro-depósitos, \`EXPIRED\`/\`EX\` ${account.micro.seconds / 60} minutos después de enviados`);
    }
    expect(accounts.filter((text) => text.startsWith('`4'))).toHaveLength(TEST_ACCOUNTS.length);
  });
});
