import type { CatalogueView } from '@/shared/codes/catalogue';
import type { Locale } from '@/shared/i18n/locales';
import { getTranslator } from '@/shared/i18n/translate';
import type { HomeEntry } from '@/shared/navigation/types';
import { codesHref, explainedIn } from '@/shared/codes/catalogue';
import { TOOL_EAGER_ATTRIBUTE } from '@/shared/ui/toolkit-loader';
import { toolRoot } from '../toolkit/tool-markup';
import { PlainShell } from '../layout/PlainShell';

/** The toolkit module that filters the rows (src/browser/toolkit/registry.ts). */
const CODES_TOOL = 'codes';

/**
 * The code catalogue: every row of every `<Codes>` table, server-rendered. Its filter is a toolkit
 * module (src/browser/toolkit/tools/codes.ts) that the runtime loads for the element with data-tool="codes";
 * without it the page still lists every code, and the form submits its values in the URL.
 */
export function CodesPage({ locale, entries, view }: { locale: Locale; entries: HomeEntry[]; view: CatalogueView }) {
  const t = getTranslator(locale);
  const href = codesHref(locale);
  const columns = [t('codes.column.code'), t('codes.column.product'), t('codes.column.meaning'), t('codes.column.action'), t('codes.column.source')];
  const field = 'block w-full rounded-lg border border-zinc-300 bg-white px-3 py-2 text-base text-zinc-900 dark:border-zinc-700 dark:bg-zinc-900 dark:text-white';
  return (
    <PlainShell locale={locale} t={t} entries={entries} pathname={href}>
      <h1 className="text-3xl font-bold tracking-tight text-zinc-900 dark:text-white">{t('codes.pageTitle')}</h1>
      <p className="mt-4 max-w-3xl text-zinc-700 dark:text-zinc-300">{t('codes.intro')}</p>
      <div {...toolRoot(CODES_TOOL)} {...{ [TOOL_EAGER_ATTRIBUTE]: "" }} className="mt-8">
        <form role="search" aria-label={t('codes.filterLabel')} action={href} method="get" className="grid items-end gap-4 sm:grid-cols-[minmax(0,16rem)_minmax(0,1fr)_auto]">
          <div>
            <label htmlFor="codes-product" className="mb-1 block text-sm font-medium text-zinc-800 dark:text-zinc-200">
              {t('codes.product')}
            </label>
            <select id="codes-product" name="product" className={field} defaultValue="">
              <option value="">{t('codes.allProducts')}</option>
              {view.products.map((product) => (
                <option key={product.namespace} value={product.namespace}>
                  {product.name}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor="codes-query" className="mb-1 block text-sm font-medium text-zinc-800 dark:text-zinc-200">
              {t('codes.query')}
            </label>
            <input id="codes-query" name="q" type="search" autoComplete="off" spellCheck={false} maxLength={100} placeholder={t('codes.placeholder')} className={field} />
          </div>
          {/* The filter applies as the reader types; the button is for keyboards and for a page without its script. */}
          <button type="submit" className="rounded-lg bg-primary-700 px-4 py-2 text-base font-semibold text-white hover:bg-primary-800 focus:outline-none focus-visible:ring-2 focus-visible:ring-primary-600 focus-visible:ring-offset-2 dark:bg-primary-400 dark:text-zinc-950 dark:hover:bg-primary-300">
            {t('codes.apply')}
          </button>
        </form>
        <p data-codes-count role="status" className="mt-4 text-sm text-zinc-700 dark:text-zinc-300">
          {t('codes.count', { count: view.rows.length, total: view.rows.length })}
        </p>
        <p data-codes-empty hidden className="mt-4 rounded-lg border border-zinc-200 px-4 py-3 text-zinc-800 dark:border-zinc-800 dark:text-zinc-200">
          {t('codes.empty')}
        </p>
        <div className="prose max-w-none">
          <div className="table-wrap codes-catalogue" tabIndex={0}>
            <table>
              <caption className="sr-only">{t('codes.caption')}</caption>
              <thead>
                <tr>
                  {columns.map((column) => (
                    <th key={column} scope="col">
                      {column}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {view.rows.map((row) => (
                  <tr key={row.anchor} id={row.anchor} data-product={row.product}>
                    <td>
                      <a href={`#${row.anchor}`} className="no-underline">
                        <code>{row.code}</code>
                      </a>{' '}
                      <span className="text-xs font-normal text-zinc-600 dark:text-zinc-400">{row.kindLabel}</span>
                    </td>
                    <td data-label={columns[1]}>{row.productName}</td>
                    <td data-label={columns[2]}>{row.meaning}</td>
                    <td data-label={columns[3]}>{row.action}</td>
                    <td data-label={columns[4]}>
                      <a href={row.page}>{explainedIn(row)}</a>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </div>
      </div>
    </PlainShell>
  );
}
