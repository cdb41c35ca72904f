import type { Locale } from '../i18n/locales';
import { localizePath } from '../i18n/paths';
import type { Translate } from '../i18n/translate';
import { brandNames, brands, cardProducts, compactNumber, facetsOf, reasonAnchor, scenarios, testCards, transStatuses, type TestCard, type ThreeDSResult } from './cards';
import { NO_THREE_DS, type CardFacets, type FilterName } from './filters';

/*
 * What <TestCards /> shows, in one language: the page (components/mdx/TestCards.tsx), its Markdown
 * twin and its search text (markdown.ts) all render this, so they cannot say different things.
 */

/** A run of a cell: words, code, or code linked to where it is explained. */
export type Inline = { kind: 'text'; value: string } | { kind: 'code'; value: string } | { kind: 'link'; href: string; code: string };

export interface TestCardRow {
  number: string;
  compact: string;
  facets: CardFacets;
  /** Brand, scenario, 3-D Secure, status, reason and message, in the columns' order after the number. */
  cells: Inline[][];
}

export interface TestCardFilter {
  name: FilterName;
  label: string;
  options: Array<{ value: string; label: string }>;
}

export interface TestCardsView {
  /** Column headers; the first is the card number's. */
  columns: string[];
  rows: TestCardRow[];
  filters: TestCardFilter[];
}

const text = (value: string): Inline => ({ kind: 'text', value });
const code = (value: string): Inline => ({ kind: 'code', value });

/** Text with `code` between backticks, as the data writes it. */
export function inlineText(value: string): Inline[] {
  return value.split('`').flatMap((part, index) => (part === '' ? [] : [index % 2 === 1 ? code(part) : text(part)]));
}

/** Alternatives or a sequence: `A` or `B`, `A`, then `B`. */
function joinRuns(runs: Inline[][], word: string): Inline[] {
  return runs.flatMap((run, index) => (index === 0 ? run : [text(index === runs.length - 1 ? ` ${word} ` : ', '), ...run]));
}

function threeDSCell(card: TestCard, t: Translate): Inline[] {
  if (!card.threeDS) return [];
  const result = ({ transStatus, eci }: ThreeDSResult): Inline[] => [code(transStatus), ...(eci ? [text(' (eci '), code(eci), text(')')] : [])];
  const first = result(card.threeDS);
  const then = card.threeDS.then;
  return then ? [...first, text(`, ${t('testCards.then')} `), ...joinRuns(then.map(result), t('testCards.or'))] : first;
}

function joinWord(card: TestCard, t: Translate): string {
  return card.join === 'then' ? t('testCards.then') : t('testCards.or');
}

/** The catalogue row of each `reason`, in the page's language (the code catalogue, /codes). */
export const reasonHref = (reason: string, locale: Locale) => `${localizePath('/codes', locale)}#${reasonAnchor(reason)}`;

export function testCardsView(locale: Locale, t: Translate, productNames: Readonly<Record<string, string>> = {}): TestCardsView {
  const rows = testCards.map((card): TestCardRow => ({
    number: card.number,
    compact: compactNumber(card.number),
    facets: facetsOf(card),
    cells: [
      [text(brandNames[card.brand])],
      inlineText(card.description[locale]),
      threeDSCell(card, t),
      joinRuns(card.statuses.map((status) => [code(status)]), joinWord(card, t)),
      joinRuns(card.reasons.map((reason) => [{ kind: 'link', href: reasonHref(reason, locale), code: `"${reason}"` }]), joinWord(card, t)),
      card.message ? [text(card.message[locale])] : [],
    ],
  }));
  const option = (value: string, label: string) => ({ value, label });
  const filters: TestCardFilter[] = [
    { name: 'scenario', label: t('testCards.scenario'), options: scenarios.map((value) => option(value, t(`testCards.scenario.${value}`))) },
    { name: 'brand', label: t('testCards.brand'), options: brands.map((value) => option(value, brandNames[value])) },
    { name: 'threeds', label: t('testCards.threeDS'), options: [...transStatuses, NO_THREE_DS].map((value) => option(value, t(`testCards.threeDS.${value}`))) },
    { name: 'product', label: t('testCards.product'), options: cardProducts().map((value) => option(value, productNames[value] ?? value)) },
  ];
  return {
    columns: [t('testCards.card'), t('testCards.brand'), t('testCards.scenario'), t('testCards.threeDSColumn'), t('testCards.status'), 'reason', t('testCards.message')],
    rows,
    filters,
  };
}
