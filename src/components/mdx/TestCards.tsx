import { Check, Copy, X } from 'lucide-react';
import type { ReactNode } from 'react';
import { cellLabels } from '@/shared/content/rehype-readable-tables';
import type { Locale } from '@/shared/i18n/locales';
import type { Translate } from '@/shared/i18n/translate';
import { testCardsView, type Inline } from '@/shared/test-cards/view';
import { TOOL_EAGER_ATTRIBUTE } from '@/shared/ui/toolkit-loader';
import { toolRoot } from '../toolkit/tool-markup';

function inline(runs: Inline[]): ReactNode {
  return runs.map((run, index) =>
    run.kind === 'text' ? run.value : run.kind === 'code' ? <code key={index}>{run.value}</code> : <a key={index} href={run.href}><code>{run.code}</code></a>,
  );
}

const field = 'rounded-md border border-zinc-300 bg-white px-2 py-1.5 text-sm text-zinc-900 dark:border-zinc-700 dark:bg-zinc-900 dark:text-zinc-100';

/**
 * The test-card explorer (issue 23): every card of src/shared/test-cards, rendered on the server so
 * every number is readable without JavaScript. Filtering and copying are the browser tool
 * src/browser/toolkit/tools/test-cards.ts, which the toolkit runtime loads for `data-tool="test-cards"`;
 * its few words (the count, the copy button's states) come with its code.
 */
export function TestCards({ t, locale, productNames }: { t: Translate; locale: Locale; productNames: Readonly<Record<string, string>> }) {
  const view = testCardsView(locale, t, productNames);
  const labels = cellLabels(view.columns);
  const total = view.rows.length;
  return (
    // Eager: a link with ?scenario=… filters as soon as the page is parsed, not at the reader's first touch.
    <div {...toolRoot('test-cards')} {...{ [TOOL_EAGER_ATTRIBUTE]: '' }} className="my-6">
      <fieldset data-part="filters" className="grid grid-cols-2 gap-3 text-sm lg:grid-cols-4">
        <legend className="sr-only">{t('testCards.filters')}</legend>
        {view.filters.map((filter) => (
          // A label beside its select, not around it: around it, the select's shown option joins the label in its name.
          <div key={filter.name} className="flex flex-col gap-1">
            <label htmlFor={`test-cards-${filter.name}`} className="font-medium text-zinc-700 dark:text-zinc-300">{filter.label}</label>
            <select id={`test-cards-${filter.name}`} name={filter.name} defaultValue="" className={field}>
              <option value="">{t('testCards.any')}</option>
              {filter.options.map((option) => (
                <option key={option.value} value={option.value}>{option.label}</option>
              ))}
            </select>
          </div>
        ))}
        <div className="col-span-full flex items-center justify-between gap-3">
          <p role="status" data-part="count" className="my-0 text-zinc-600 dark:text-zinc-400">
            {t('testCards.count', { count: total, total })}
          </p>
          <button type="button" data-part="reset" className={`${field} font-medium hover:bg-zinc-100 dark:hover:bg-zinc-800`}>{t('testCards.reset')}</button>
        </div>
      </fieldset>
      <p data-part="empty" hidden className="mt-4 mb-0 text-sm font-medium">{t('testCards.empty')}</p>
      {/* The copy button's icons (as copy-icons.tsx), drawn once; each button shows one by reference and the tool switches it. */}
      <svg className="hidden" aria-hidden="true">
        <symbol id="test-cards-copy" viewBox="0 0 24 24"><Copy /></symbol>
        <symbol id="test-cards-copied" viewBox="0 0 24 24"><Check /></symbol>
        <symbol id="test-cards-failed" viewBox="0 0 24 24"><X /></symbol>
      </svg>
      <div data-part="table" className="table-wrap" tabIndex={0}>
        <table>
          <thead>
            <tr>
              {view.columns.map((column) => <th key={column}>{column === 'reason' ? <code>reason</code> : column}</th>)}
            </tr>
          </thead>
          <tbody>
            {view.rows.map((row) => (
              <tr key={row.compact} data-scenario={row.facets.scenario} data-brand={row.facets.brand} data-threeds={row.facets.threeds} data-products={row.facets.products.join(' ')}>
                <td>
                  <span className="inline-flex flex-wrap items-center gap-1">
                    <code className="whitespace-nowrap">{row.number}</code>
                    <button
                      type="button"
                      data-copy
                      title={t('testCards.copyNumber')}
                      className="inline-flex shrink-0 items-center gap-1 rounded-md px-2 py-1 font-sans text-xs font-medium text-zinc-600 hover:bg-zinc-200/70 hover:text-zinc-900 dark:text-zinc-400 dark:hover:bg-zinc-700/60 dark:hover:text-white"
                    >
                      <svg className="size-3.5" viewBox="0 0 24 24" aria-hidden="true"><use href="#test-cards-copy" /></svg>
                      <span data-part="label" aria-live="polite">{t('code.copy')}</span>
                      <span className="sr-only"> {row.number}</span>
                    </button>
                  </span>
                </td>
                {row.cells.map((cell, index) => (
                  <td key={index} data-label={labels[index + 1]}>{inline(cell)}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
