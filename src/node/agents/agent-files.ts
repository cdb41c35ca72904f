import { catalogueRows, codesHref } from '../../shared/codes/catalogue';
import { markdownTwinPath } from '../../shared/content/markdown-twin';
import { llmsTxt, pagesByProduct } from '../content/llms-txt';
import { changelogFeed } from '../feeds/changelog-feed';
import { isChangelogPage } from '../feeds/changelog';
import type { Locale } from '../../shared/i18n/locales';
import { localizePath } from '../../shared/i18n/paths';
import type { Translate } from '../../shared/i18n/translate';
import type { HomeEntry } from '../../shared/navigation/types';
import type { SitePage } from '../../shared/site/types';
import { agentInstructions } from './agent-instructions';
import { type CatalogPage, type LocaleProduct, operationsPath, productOperations } from './catalog';
import { codesMarkdown, homeMarkdown, searchMarkdown } from './landing-markdown';
import { llmsFull, llmsFullPath, llmsTxtPath } from './llms-files';

export interface LocaleAgentInput {
  locale: Locale;
  t: Translate;
  origin: string;
  /** The locale's pages. */
  pages: readonly SitePage[];
  /** Every namespace, in menu order. */
  namespaces: readonly string[];
  /** Each page's Markdown twin, as written beside it. */
  markdownOf: (page: SitePage) => string;
  /** A product's name in this locale. */
  productName: (namespace: string) => string;
  /** The home menu of this locale. */
  homeEntries: readonly HomeEntry[];
}

export interface BuiltFeed {
  path: string;
  xml: string;
  entries: number;
  /** The MDX file the feed is made from, to name when it is wrong. */
  sourceFile: string;
  namespace: string;
}

export interface LocaleAgentFiles {
  /** Site path → text. */
  files: Map<string, string>;
  feeds: BuiltFeed[];
  products: LocaleProduct[];
  pages: CatalogPage[];
  llms: { index: string; full: string };
}

/**
 * Everything a locale offers agents, from the pages' Markdown twins: the changelog feeds, llms.txt
 * with its instructions, llms-full.txt for the locale and for each product, the Markdown twins of
 * the home and search pages, and each product's operations for the MCP server.
 */
export function localeAgentFiles(input: LocaleAgentInput): LocaleAgentFiles {
  const { locale, t, origin } = input;
  const files = new Map<string, string>();
  const url = (path: string) => new URL(path, origin).toString();
  const products = pagesByProduct(input.pages, input.namespaces);

  const feeds: BuiltFeed[] = input.pages.filter(isChangelogPage).map((page) => ({
    ...changelogFeed({ page, markdown: input.markdownOf(page), origin, title: `${input.productName(page.namespace)}: ${page.title}`, author: t('meta.siteName') }),
    sourceFile: page.sourceFile,
    namespace: page.namespace,
  }));
  for (const feed of feeds) files.set(feed.path, feed.xml);
  const feedsOf = (namespace: string) => feeds.filter((feed) => feed.namespace === namespace).map((feed) => feed.path);

  const preamble = agentInstructions({
    t,
    locale,
    origin,
    products: products.map(({ namespace, index }) => ({ namespace, name: input.productName(namespace), href: index.href, feeds: feedsOf(namespace) })),
  });
  files.set(llmsTxtPath(locale), llmsTxt({ siteName: t('meta.siteName'), summary: t('meta.homeDescription'), origin, pages: input.pages, namespaces: input.namespaces, preamble }));

  const withMarkdown = (pages: readonly SitePage[]) => pages.map((page) => ({ page, markdown: input.markdownOf(page) }));
  files.set(llmsFullPath(locale), llmsFull({ title: t('meta.siteName'), summary: t('meta.homeDescription'), origin, pages: withMarkdown(products.flatMap((product) => product.pages)) }));
  for (const { namespace, index, pages } of products) {
    files.set(llmsFullPath(locale, namespace), llmsFull({ title: `${input.productName(namespace)} - ${t('meta.siteName')}`, summary: index.description, origin, pages: withMarkdown(pages) }));
    files.set(operationsPath(locale, namespace), `${JSON.stringify(productOperations(namespace, locale, pages, origin))}\n`);
  }

  const twinLinks = t('agents.twinLinks', { index: `[llms.txt](${url(llmsTxtPath(locale))})`, full: `[llms-full.txt](${url(llmsFullPath(locale))})` });
  const home = localizePath('/', locale);
  const search = localizePath('/search', locale);
  files.set(markdownTwinPath(home), homeMarkdown({ title: t('meta.homeTitle'), description: t('meta.homeDescription'), entries: input.homeEntries, files: twinLinks }));
  files.set(markdownTwinPath(search), searchMarkdown({ title: t('search.pageTitle'), description: t('search.pageDescription'), files: twinLinks }));
  const codes = codesHref(locale);
  files.set(
    markdownTwinPath(codes),
    codesMarkdown({
      title: t('codes.pageTitle'),
      description: t('codes.pageDescription'),
      columns: [t('codes.column.code'), t('codes.column.product'), t('codes.column.meaning'), t('codes.column.action'), t('codes.column.source')],
      rows: catalogueRows(input.pages, locale).map((row) => ({ ...row, kind: t(`codes.kind.${row.kind}`), product: input.productName(row.product), page: url(row.page) })),
      files: twinLinks,
    }),
  );

  return {
    files,
    feeds,
    products: products.map(({ namespace, index }) => ({
      namespace,
      name: input.productName(namespace),
      index: index.href,
      llmsFull: llmsFullPath(locale, namespace),
      operations: operationsPath(locale, namespace),
      feeds: feedsOf(namespace),
    })),
    llms: { index: llmsTxtPath(locale), full: llmsFullPath(locale) },
    pages: [
      { href: home, title: t('meta.homeTitle'), namespace: '', markdown: markdownTwinPath(home) },
      { href: codes, title: t('codes.pageTitle'), namespace: '', markdown: markdownTwinPath(codes) },
      ...products.flatMap((product) => product.pages.map((page) => ({ href: page.href, title: page.title, namespace: page.namespace, markdown: markdownTwinPath(page.href) }))),
    ],
  };
}
