import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { repositoryFacts } from '../../../node/facts/load-facts';

/* The AutoPay reason words the simulator reads from facts/autopay.yaml are the codes page's, in both languages. */

describe('facts/autopay.yaml reason words', () => {
  const values = repositoryFacts().autopay?.values ?? {};
  for (const locale of ['es', 'en'] as const) {
    const page = readFileSync(`content/${locale}/autopay/codes.mdx`, 'utf8');
    for (const reason of ['AP02', 'AP03', 'AP06', 'AP09', 'AP10']) {
      it(`${reason} in ${locale} is the codes page's`, () => {
        const words = (values[`reason${reason}`] as Record<string, string>)[locale];
        expect(page).toContain(`| \`${reason}\` |`);
        expect(page.split('\n').find((line) => line.startsWith(`| \`${reason}\` |`))).toContain(`| ${String(words)} |`);
      });
    }
  }
});
