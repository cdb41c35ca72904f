import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { repositoryFacts } from '../../../node/facts/load-facts';
import { trTestCards } from './test-cards';

/*
 * The simulator's Token Requestor test cards are the testing page's table, row by row, in both
 * languages (number, brand, result, every later event with its reason and minutes); the reason words
 * kept in facts/token-requestor.yaml are the reason-codes page's.
 */

const pageRows = (locale: 'es' | 'en') =>
  readFileSync(`content/${locale}/token-requestor/integration/testing.mdx`, 'utf8')
    .split('\n')
    .filter((line) => /^\| `[0-9 ]{14,19}` \|/.test(line))
    .map((line) => line.split('|').slice(1, -1).map((cell) => cell.trim()));

describe('Token Requestor test cards', () => {
  for (const locale of ['es', 'en'] as const) {
    it(`are the ${locale} testing page table`, () => {
      const rows = pageRows(locale);
      expect(rows.map((row) => row[0]!.replace(/[` ]/g, ''))).toEqual(trTestCards.map((card) => card.number));
      for (const [index, card] of trTestCards.entries()) {
        const [, brand, result, later] = rows[index]!;
        expect(brand).toBe(card.brandName);
        expect(result).toContain(`\`${card.result}\``);
        const minutes = [...later!.matchAll(/(\d+) minut/g)].map((match) => Number(match[1]) * 60);
        expect(minutes).toEqual(card.later.map((step) => step.afterSeconds));
        for (const step of card.later) {
          expect(later).toContain(`\`${step.event}\``);
          if (step.reason !== '00') expect(later).toContain(`\`${step.reason}\``);
          if (step.cardExpiration) expect(later).toContain(`\`${step.cardExpiration}\``);
        }
      }
    });

    it(`keep the ${locale} reason-codes page words`, () => {
      const page = readFileSync(`content/${locale}/token-requestor/integration/reason-codes.mdx`, 'utf8');
      const values = repositoryFacts()['token-requestor']?.values ?? {};
      const reasons = Object.keys(values).filter((name) => name.startsWith('reasonTR'));
      expect(reasons.length).toBeGreaterThan(10);
      for (const name of reasons) {
        const line = page.split('\n').find((candidate) => candidate.startsWith(`| \`${name.slice('reason'.length)}\` |`));
        expect(line, name).toContain(`| ${(values[name] as Record<string, string>)[locale]} |`);
      }
    });
  }
});
