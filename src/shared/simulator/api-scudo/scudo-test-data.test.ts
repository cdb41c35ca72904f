import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { repositoryFacts } from '../../../node/facts/load-facts';
import { NO_DEVICE_DATA, RISKY_EMAIL, scudoTestCards, SLOW_ANSWER } from './scudo-test-data';

/*
 * The simulator's Api Scudo test engine is the environments page's "test data", row by row, in both
 * languages; the outcome words kept in facts/api-scudo.yaml are the validate page's table.
 */

const page = (locale: 'es' | 'en', file: string) => readFileSync(`content/${locale}/api-scudo/api/reference/${file}.mdx`, 'utf8');

describe('Api Scudo test data', () => {
  for (const locale of ['es', 'en'] as const) {
    it(`is the ${locale} environments page table`, () => {
      const text = page(locale, 'environments');
      const rows = text.split('\n').filter((line) => /^\| `[0-9 ]{16,19}` \(/.test(line));
      expect(rows).toHaveLength(scudoTestCards.length);
      for (const [index, card] of scudoTestCards.entries()) {
        expect(rows[index]).toContain(`(\`${card.bin}\`, \`${card.lastDigits}\`) | ${card.score} | \`${card.decision}\` | \`${card.code}\``);
        expect(rows[index]!.includes('VALIDATION_RESOLVED')).toBe(card.resolves === true);
      }
      expect(text).toContain(`\`${RISKY_EMAIL.email}\``);
      expect(text).toMatch(new RegExp(`\`${RISKY_EMAIL.decision}\`[^\\n]*\`${RISKY_EMAIL.code}\`[^\\n]*${RISKY_EMAIL.score}`));
      expect(text).toMatch(new RegExp(`\`${NO_DEVICE_DATA.deviceSessionId}\`[^\\n]*\`${NO_DEVICE_DATA.decision}\`[^\\n]*\`${NO_DEVICE_DATA.code}\``));
      expect(text).toMatch(new RegExp(`\`${SLOW_ANSWER.total}\`[^\\n]*\`${SLOW_ANSWER.currency}\`[^\\n]*${SLOW_ANSWER.seconds} `));
    });

    it(`keeps the ${locale} validate page outcome words`, () => {
      const lines = page(locale, 'validate').split('\n');
      const values = repositoryFacts()['api-scudo']?.values ?? {};
      const names = Object.keys(values).filter((name) => name.startsWith('outcome'));
      expect(names.length).toBe(4);
      for (const name of names) {
        const row = lines.find((line) => line.startsWith(`| \`${name.slice('outcome'.length)}\` |`));
        const words = row?.split('|')[3]?.trim().replace(/`/g, '').replace(/\.$/, '');
        expect(words, name).toBe((values[name] as Record<string, string>)[locale]);
      }
    });
  }
});
