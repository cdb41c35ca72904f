import { describe, expect, it } from 'vitest';
import { glossarySynonyms, readGlossarySynonyms } from './glossary';

const guide = (table: string) => `# Content guide\n\n## Products\n\n| Español | English |\n|---|---|\n| pago | payment |\n\n## Glossary (Spanish ↔ English)\n\n${table}\n\n## Tone\n\nText.\n`;

describe('glossarySynonyms', () => {
  it('makes a group of each row: its Spanish, English and "Also searched as" words, split on / and commas', () => {
    const table = [
      '| Español | English | Note | Also searched as |',
      '|---|---|---|---|',
      '| reverso / reembolso | reversal / refund | Use "reverso" for the API. | reversa, reverse |',
      '| notificación | notification | Callback. | webhook |',
      '| sesión | session | | |',
      '| 3DS | 3DS | Short for 3-D Secure. | 3-D Secure |',
    ].join('\n');
    expect(glossarySynonyms(guide(table))).toEqual([
      ['reverso', 'reembolso', 'reversal', 'refund', 'reversa', 'reverse'],
      ['notificación', 'notification', 'webhook'],
      ['sesión', 'session'],
      ['3DS', '3-D Secure'],
    ]);
  });

  it('reads only the table under the Glossary heading, and fails loudly without it or its columns', () => {
    expect(() => glossarySynonyms('# Guide\n\n| Español | English |\n|---|---|\n| a | b |\n')).toThrow(/no table under a "## Glossary" heading/);
    expect(() => glossarySynonyms(guide('| Español | English | Note |\n|---|---|---|\n| a | b | c |'))).toThrow(/Also searched as/);
  });

  it('holds the groups issue 14 names, read from docs/content-guide.md', () => {
    const groups = readGlossarySynonyms().map((group) => group.map((phrase) => phrase.toLowerCase()));
    const has = (...phrases: string[]) => expect(groups.some((group) => phrases.every((phrase) => group.includes(phrase))), phrases.join(' ↔ ')).toBe(true);
    has('notificación', 'notification', 'webhook');
    has('reembolso', 'reversa', 'refund', 'reverse');
    has('tarjeta de prueba', 'test card');
    has('3ds', '3-d secure');
  });
});
