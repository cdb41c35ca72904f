import type { PhrasingContent, Table, TableCell } from 'mdast';
import type { Locale } from '../i18n/locales';
import { getTranslator } from '../i18n/translate';
import { testCardsView, type Inline } from './view';

/** The element that renders the test-card explorer in MDX. */
export const TEST_CARDS = 'TestCards';

function phrasing(runs: Inline[]): PhrasingContent[] {
  return runs.map((run): PhrasingContent =>
    run.kind === 'text' ? { type: 'text', value: run.value } : run.kind === 'code' ? { type: 'inlineCode', value: run.value } : { type: 'link', url: run.href, children: [{ type: 'inlineCode', value: run.code }] },
  );
}

const cell = (children: PhrasingContent[]): TableCell => ({ type: 'tableCell', children });

/**
 * <TestCards /> as the Markdown table a person would write: the Markdown twin and the search index
 * read every card from it, as the page shows them.
 */
export function testCardsTable(locale: Locale): Table {
  const view = testCardsView(locale, getTranslator(locale));
  return {
    type: 'table',
    children: [
      { type: 'tableRow', children: view.columns.map((column) => cell([column === 'reason' ? { type: 'inlineCode', value: column } : { type: 'text', value: column }])) },
      ...view.rows.map((row) => ({ type: 'tableRow' as const, children: [cell([{ type: 'inlineCode', value: row.number }]), ...row.cells.map((runs) => cell(phrasing(runs)))] })),
    ],
  };
}
