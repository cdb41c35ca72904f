import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { isBenchCopy } from '../../../tests/support/written-pages';
import { brandNames, compactNumber, eciValuesOf, passesLuhn, reasonAnchor, testCards, transStatusesOf, type Scenario, type TestCard } from './cards';

/** The rows of the content guide's test-card table ("## Test data"), cell by cell. */
function guideRows(): string[][] {
  const guide = readFileSync(path.resolve('docs/content-guide.md'), 'utf8');
  const section = guide.slice(guide.indexOf('## Test data'), guide.indexOf('\n## ', guide.indexOf('## Test data') + 1));
  const lines = section.split('\n').filter((line) => line.startsWith('| `'));
  return lines.map((line) => line.slice(1, -1).split(' | ').map((cell) => cell.trim()));
}

/** How the guide writes a card's result and reason cells. */
const joined = (values: readonly string[], join: TestCard['join']) => values.join(join === 'then' ? ', then ' : ' or ');
/** The kind of scenario the guide's wording names. */
const scenarioOf = (text: string): Scenario | undefined =>
  ([['Approved', 'approved'], ['Declined', 'declined'], ['Technical failure', 'failed'], ['Pending', 'pending'], ['3-D Secure', 'three-d-secure'], ['Issuer OTP', 'otp']] as const).find(([start]) => text.startsWith(start))?.[1];

describe('test cards', () => {
  const rows = guideRows();

  it('are the cards of the content guide, in its order, with its brand, results, reasons and messages', () => {
    expect(rows).toHaveLength(20);
    expect(testCards.map((card) => `\`${card.number}\``)).toEqual(rows.map((row) => row[0]));
    testCards.forEach((card, index) => {
      const [, brand, scenario, result, reason, message] = rows[index]!;
      expect(brandNames[card.brand], card.number).toBe(brand);
      expect(card.scenario, card.number).toBe(scenarioOf(scenario!));
      expect(joined(card.statuses.map((status) => `\`${status}\``), card.join), card.number).toBe(result);
      expect(joined(card.reasons.map((code) => `\`"${code}"\``), card.join), card.number).toBe(reason);
      expect(card.message ? `${card.message.es} / ${card.message.en}` : '', card.number).toBe(message);
    });
  });

  it('have the 3-D Secure transStatus and eci the guide gives', () => {
    testCards.forEach((card, index) => {
      const scenario = rows[index]![2]!;
      expect(transStatusesOf(card), card.number).toEqual([...scenario.matchAll(/`([YCANUR])`/g)].map((match) => match[1]));
      expect(eciValuesOf(card), card.number).toEqual([...scenario.matchAll(/`eci` `(\d{2})`/g)].map((match) => match[1]));
    });
  });

  it('pass the Luhn check and have one status and one reason per outcome', () => {
    for (const card of testCards) {
      expect(passesLuhn(compactNumber(card.number)), card.number).toBe(true);
      expect(card.reasons).toHaveLength(card.statuses.length);
      expect(card.join === undefined, card.number).toBe(card.statuses.length === 1);
    }
    expect(passesLuhn('4111111111111112')).toBe(false);
  });

  const pages = ['es', 'en'].flatMap((locale) =>
    readdirSync(path.resolve('content', locale), { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && entry.name.endsWith('.mdx') && !isBenchCopy(path.join(entry.parentPath, entry.name).replace(/\.mdx$/, '')))
      .map((entry) => {
        const file = path.join(entry.parentPath, entry.name);
        return { file, namespace: path.relative(path.resolve('content', locale), file).split(path.sep)[0]!, text: readFileSync(file, 'utf8') };
      }),
  );
  const mentions = (text: string, card: TestCard) => text.includes(card.number) || text.includes(compactNumber(card.number));

  it('list exactly the products whose pages use them (Gateway holds the catalogue)', () => {
    for (const card of testCards) {
      const used = new Set(['gateway', ...pages.filter((page) => mentions(page.text, card)).map((page) => page.namespace)]);
      expect([...card.products].sort(), card.number).toEqual([...used].sort());
    }
  });

  it('agree with every other page whose table gives a card payment reason', () => {
    const disagreements: string[] = [];
    for (const page of pages) {
      page.text.split('\n').forEach((line, index) => {
        const cards = testCards.filter((card) => line.startsWith('|') && mentions(line, card));
        // A Gateway reason is written quoted (`"51"`); other products' codes (3DS Server's `3C`, Token Requestor's `TR11`) are not payment reasons.
        const reasons = [...line.matchAll(/`"([0-9A-Z]{2})"`/g)].map((match) => match[1]!);
        if (cards.length !== 1 || reasons.length === 0) return;
        const [card] = cards as [TestCard];
        const statuses = [...line.matchAll(/`(APPROVED|REJECTED|FAILED|PENDING)`/g)].map((match) => match[1]!);
        const wrong = [...reasons.filter((reason) => !card.reasons.includes(reason)), ...statuses.filter((status) => !(card.statuses as readonly string[]).includes(status))];
        if (wrong.length) disagreements.push(`${page.file}:${index + 1}: ${card.number} ${wrong.join(', ')}`);
      });
    }
    expect(disagreements).toEqual([]);
  });

  it('link each reason to its row in the code catalogue', () => {
    expect(reasonAnchor('51')).toBe('gateway-reason-51');
    expect(reasonAnchor('N7')).toBe('gateway-reason-n7');
    expect(reasonAnchor('3N')).toBe('gateway-reason-3n');
  });
});
