import type { Locale } from '../../shared/i18n/locales';
import type { SitePage } from '../../shared/site/types';
import { compactOperation, type CompactOperation } from './compact-operation';

/**
 * What the MCP server (scripts/mcp.ts) reads besides the pages' Markdown and the search index,
 * from a build or a deployed site alike: one index of products, pages and files, and each
 * product's API operations per locale in their compact form.
 */

export const AGENT_INDEX_PATH = '/agents/index.json';
export const AGENT_INDEX_VERSION = 1;

export const operationsPath = (locale: Locale, namespace: string) => `/agents/operations/${locale}/${namespace}.json`;

export interface CatalogPage {
  href: string;
  title: string;
  /** Empty for the home page. */
  namespace: string;
  markdown: string;
}

export interface CatalogProduct {
  namespace: string;
  /** Its name per locale. */
  names: Partial<Record<Locale, string>>;
  /** Its index page per locale. */
  index: Partial<Record<Locale, string>>;
  llmsFull: Partial<Record<Locale, string>>;
  operations: Partial<Record<Locale, string>>;
  /** Changelog feeds per locale. */
  feeds: Partial<Record<Locale, string[]>>;
}

export interface AgentIndex {
  version: number;
  /** The site the build was made for (its links are absolute on it). */
  origin: string;
  locales: Locale[];
  llms: Partial<Record<Locale, { index: string; full: string }>>;
  products: CatalogProduct[];
  pages: Partial<Record<Locale, CatalogPage[]>>;
}

/** A product as one locale's build sees it; agentIndex() gathers the locales. */
export interface LocaleProduct {
  namespace: string;
  name: string;
  index: string;
  llmsFull: string;
  operations: string;
  feeds: string[];
}

/** The index of every locale's products, pages and files, products in menu order. */
export function agentIndex(origin: string, locales: Partial<Record<Locale, { products: readonly LocaleProduct[]; pages: CatalogPage[]; llms: { index: string; full: string } }>>): AgentIndex {
  const entries = Object.entries(locales) as Array<[Locale, NonNullable<(typeof locales)[Locale]>]>;
  const products = new Map<string, CatalogProduct>();
  for (const [locale, built] of entries) {
    for (const product of built.products) {
      const entry = products.get(product.namespace) ?? { namespace: product.namespace, names: {}, index: {}, llmsFull: {}, operations: {}, feeds: {} };
      entry.names[locale] = product.name;
      entry.index[locale] = product.index;
      entry.llmsFull[locale] = product.llmsFull;
      entry.operations[locale] = product.operations;
      entry.feeds[locale] = product.feeds;
      products.set(product.namespace, entry);
    }
  }
  return {
    version: AGENT_INDEX_VERSION,
    origin,
    locales: entries.map(([locale]) => locale),
    llms: Object.fromEntries(entries.map(([locale, built]) => [locale, built.llms])),
    products: [...products.values()],
    pages: Object.fromEntries(entries.map(([locale, built]) => [locale, built.pages])),
  };
}

export interface ProductOperations {
  namespace: string;
  locale: Locale;
  operations: CompactOperation[];
}

/** A product's operations in one locale, in the order of its pages (given in reading order) and of each page. */
export function productOperations(namespace: string, locale: Locale, pages: readonly SitePage[], origin: string): ProductOperations {
  return {
    namespace,
    locale,
    operations: pages.flatMap((page) => (page.operations ?? []).map((model) => compactOperation(model, page.href, origin))),
  };
}
