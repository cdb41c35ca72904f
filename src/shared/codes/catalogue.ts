import type { Locale } from '../i18n/locales';
import { localizePath } from '../i18n/paths';
import type { Problem, SitePage } from '../site/types';
import type { CodeKind } from './columns';

/*
 * Build time, pure: the code catalogue of one locale (/codes, /en/codes) from the rows the
 * pages' `<Codes>` tables hold (SitePage.codes), never from a copy of them.
 */

/** The catalogue's own page, without locale. */
export const CODES_PATH = '/codes';

export const codesHref = (locale: Locale) => localizePath(CODES_PATH, locale);

export interface CatalogueRow {
  /** Namespace: `gateway`. */
  product: string;
  kind: CodeKind;
  code: string;
  meaning: string;
  action: string;
  /** Where the row is explained: `/gateway/testing-card#code-51`. */
  page: string;
  pageTitle: string;
  /** The heading over the row's table on that page, when it says more than the page title. */
  section: string;
  /** The row's id on the catalogue page: `gateway-reason-51`. */
  anchor: string;
  /** The page's row has an entity anchor (`code-51`), so search already has a document that opens it. */
  searchedOnPage: boolean;
}

/** Every catalogue row of a locale, in the site's page order (the products' menu order). */
export function catalogueRows(pages: readonly SitePage[], locale: Locale): CatalogueRow[] {
  return pages
    .filter((page) => page.locale === locale)
    .flatMap((page) =>
      (page.codes ?? []).map((row) => ({
        product: page.namespace,
        kind: row.kind,
        code: row.code,
        meaning: row.meaning,
        action: row.action,
        page: `${page.href}#${row.pageAnchor}`,
        pageTitle: page.title,
        section: row.section === page.title ? '' : row.section,
        anchor: row.anchor,
        searchedOnPage: row.pageAnchor !== row.anchor,
      })),
    );
}

/** The text of a row's link to where it is explained: `Códigos › Códigos de los cobros`. */
export const explainedIn = (row: Pick<CatalogueRow, 'pageTitle' | 'section'>): string => (row.section ? `${row.pageTitle} › ${row.section}` : row.pageTitle);

/** Two rows of one locale's catalogue with the same id: the second names the first. */
export function duplicateAnchorProblems(pages: readonly SitePage[]): Problem[] {
  const problems: Problem[] = [];
  const seen = new Map<string, { file: string; line: number }>();
  for (const page of pages) {
    for (const row of page.codes ?? []) {
      const key = `${page.locale}:${row.anchor}`;
      const first = seen.get(key);
      if (!first) {
        seen.set(key, { file: page.sourceFile, line: row.line });
        continue;
      }
      problems.push({
        file: page.sourceFile,
        message: `line ${row.line}: the ${row.kind} code "${row.code}" of ${page.namespace} is already in a <Codes kind="${row.kind}"> table at ${first.file}, line ${first.line}, so the catalogue would give both rows the id #${row.anchor}. If both tables list the same thing, keep the code in one of them (the canonical one) and link to it from the other; if they list different things (a contract's reasons and a charge's), give one table a scope: <Codes kind="${row.kind}" scope="charge">.`,
      });
    }
  }
  // An untranslated English page repeats its Spanish file's rows, and so its problems: one report is enough.
  return problems.filter((problem, index) => problems.findIndex((other) => other.file === problem.file && other.message === problem.message) === index);
}

/** A catalogue row as the page shows it. */
export interface CatalogueRowView extends CatalogueRow {
  productName: string;
  kindLabel: string;
}

export interface CatalogueView {
  products: Array<{ namespace: string; name: string }>;
  rows: CatalogueRowView[];
}

/** The page's view model: rows with their product's name and kind's label, and the products that have codes, in menu order. */
export function catalogueView(rows: readonly CatalogueRow[], productName: (namespace: string) => string, kindLabel: (kind: CodeKind) => string): CatalogueView {
  const views = rows.map((row) => {
    const name = productName(row.product);
    const label = kindLabel(row.kind);
    return { ...row, productName: name, kindLabel: label };
  });
  const products = [...new Set(rows.map((row) => row.product))].map((namespace) => ({ namespace, name: productName(namespace) }));
  return { products, rows: views };
}
