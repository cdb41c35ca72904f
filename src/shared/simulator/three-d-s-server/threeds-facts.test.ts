import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { repositoryFacts } from '../../../node/facts/load-facts';

/* The 3DS Server session reason words the simulator reads from facts/three-d-s-server.yaml are the error-codes page's, in both languages. */

describe('facts/three-d-s-server.yaml reason words', () => {
  const values = repositoryFacts()['three-d-s-server']?.values ?? {};
  for (const locale of ['es', 'en'] as const) {
    const page = readFileSync(`content/${locale}/three-d-s-server/error-codes.mdx`, 'utf8');
    for (const reason of ['3P', '3R', '3U']) {
      it(`${reason} in ${locale} is the error-codes page's`, () => {
        const words = (values[`reason${reason}`] as Record<string, string>)[locale];
        expect(page.split('\n').find((line) => line.startsWith(`| \`${reason}\` |`))).toContain(`| ${String(words)} |`);
      });
    }
  }
});
