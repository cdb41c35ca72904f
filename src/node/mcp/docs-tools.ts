import { AGENT_INDEX_PATH, AGENT_INDEX_VERSION, type AgentIndex, type CatalogProduct, type ProductOperations } from '../agents/catalog';
import type { CompactOperation } from '../agents/compact-operation';
import { markdownTwinPath } from '../../shared/content/markdown-twin';
import { defaultLocale, isLocale, type Locale } from '../../shared/i18n/locales';
import { localizePath, namespaceOf, sanitizePath, splitLocale } from '../../shared/i18n/paths';
import { createSearchClient } from '../../shared/search/client';
import { MAX_QUERY_LENGTH, type SearchResult } from '../../shared/search/types';
import type { SiteReader } from './site-reader';

/**
 * What the MCP server's tools do, over a built or deployed site (site-reader.ts), apart from the
 * protocol: search with the site's own engine and index, a page's Markdown twin, a product's
 * operations and one operation in compact form. Bad input throws a ToolError whose message says
 * what was wrong and what to do instead; the server hands it to the agent as the tool's error.
 */
export class ToolError extends Error {}

export interface SearchHit {
  title: string;
  pageTitle: string;
  section?: string;
  product: string;
  url: string;
  markdown: string;
  snippet?: string;
}

/** A line of a product's operation list: the compact operation without its details. */
export type OperationSummary = Pick<CompactOperation, 'id' | 'api' | 'method' | 'path' | 'webhook' | 'title' | 'deprecated' | 'url'>;

/** The most results a search returns, and how far down the ranking a product filter looks. */
export const MAX_RESULTS = 20;
const PRODUCT_SEARCH_DEPTH = 200;
const PRODUCT_SEARCH_STEP = 20;
/** How many of a product's pages an unknown path's error names. */
const SIBLINGS_SHOWN = 8;

const localeError = (value: unknown, known: readonly string[]) => new ToolError(`Unknown locale "${String(value)}". Use one of: ${known.join(', ')}.`);

export function createDocsTools(reader: SiteReader) {
  let loadedIndex: Promise<AgentIndex> | undefined;
  const index = () => {
    loadedIndex ??= readIndex(reader);
    // A site that was not built yet may be built while the server runs: try again next time.
    loadedIndex.catch(() => (loadedIndex = undefined));
    return loadedIndex;
  };
  const search = createSearchClient(async (sitePath) => {
    const text = await reader.read(sitePath);
    if (text === undefined) throw new ToolError(`The search index file ${sitePath} is missing from ${reader.describe}. Rebuild the site (npm run build).`);
    return text;
  });

  async function localeOf(value: unknown): Promise<Locale> {
    const { locales } = await index();
    if (value === undefined) return defaultLocale;
    if (!isLocale(value) || !locales.includes(value)) throw localeError(value, locales);
    return value;
  }

  async function productOf(value: string): Promise<CatalogProduct> {
    const { products } = await index();
    const wanted = value.trim().toLowerCase();
    const found = products.find((product) => product.namespace === wanted || Object.values(product.names).some((name) => name?.toLowerCase() === wanted));
    if (!found) throw new ToolError(`Unknown product "${value.slice(0, 100)}". Use one of: ${products.map((product) => `${product.namespace} (${product.names[defaultLocale] ?? product.namespace})`).join(', ')}.`);
    return found;
  }

  async function operationsOf(product: CatalogProduct, locale: Locale): Promise<ProductOperations> {
    const file = product.operations[locale];
    const text = file === undefined ? undefined : await reader.read(file);
    if (text === undefined) throw new ToolError(`${product.namespace} has no operations file for ${locale} in ${reader.describe}. Rebuild the site (npm run build).`);
    return JSON.parse(text) as ProductOperations;
  }

  return {
    /** Ranked places in the docs for a query, as the site's search finds them; optionally one product's only. */
    async searchDocs(input: { query: string; locale?: string; product?: string; limit?: number }): Promise<SearchHit[]> {
      const query = input.query.trim();
      if (query === '') throw new ToolError('The query is empty. Say what to look for: a task ("refund a payment"), a field (returnUrl) or a path (/api/session).');
      if (input.query.length > MAX_QUERY_LENGTH) throw new ToolError(`The query has ${input.query.length} characters; the search reads at most ${MAX_QUERY_LENGTH}. Ask for one thing at a time, in a few words.`);
      const locale = await localeOf(input.locale);
      const limit = Math.min(MAX_RESULTS, Math.max(1, Math.floor(input.limit ?? 5)));
      const { origin } = await index();
      const namespace = input.product === undefined ? undefined : (await productOf(input.product)).namespace;
      let results: SearchResult[];
      if (namespace === undefined) {
        results = await search.search(query, { locale, limit });
      } else {
        results = [];
        for (let offset = 0; results.length < limit && offset < PRODUCT_SEARCH_DEPTH; offset += PRODUCT_SEARCH_STEP) {
          const page = await search.searchPage(query, { locale, offset, count: PRODUCT_SEARCH_STEP, max: PRODUCT_SEARCH_DEPTH });
          results.push(...page.results.filter((result) => namespaceOf(splitLocale(result.url).path) === namespace));
          if (offset + PRODUCT_SEARCH_STEP >= page.total) break;
        }
        results = results.slice(0, limit);
      }
      return results.map((result) => {
        const pageHref = result.url.split('#')[0] ?? result.url;
        return {
          title: result.title,
          pageTitle: result.pageTitle,
          ...(result.section ? { section: result.section } : {}),
          product: result.product,
          url: new URL(result.url, origin).toString(),
          markdown: new URL(markdownTwinPath(pageHref), origin).toString(),
          ...(result.snippet ? { snippet: result.snippet.text } : {}),
        };
      });
    },

    /** A page's Markdown twin, by its path or URL (`/checkout/create-session`, `/en/checkout`, a full URL, with or without `.md`). */
    async getPage(input: { path: string; locale?: string }): Promise<{ href: string; title: string; url: string; markdown: string }> {
      const { pages, origin } = await index();
      const requested = pathOf(input.path);
      const split = splitLocale(requested);
      const locale = input.locale === undefined ? split.locale : await localeOf(input.locale);
      const href = localizePath(split.path, locale);
      const page = pages[locale]?.find((candidate) => candidate.href === href);
      if (!page) {
        const namespace = namespaceOf(split.path);
        const siblings = (pages[locale] ?? []).filter((candidate) => namespace !== undefined && candidate.namespace === namespace);
        const shown = siblings.slice(0, SIBLINGS_SHOWN).map((candidate) => candidate.href);
        const more = siblings.length > SIBLINGS_SHOWN ? ` and ${siblings.length - SIBLINGS_SHOWN} more` : '';
        const hint = shown.length ? ` Pages of ${namespace}: ${shown.join(', ')}${more}.` : ' Find pages with search_docs.';
        throw new ToolError(`No page at ${href}.${hint}`);
      }
      const markdown = await reader.read(page.markdown);
      if (markdown === undefined) throw new ToolError(`${page.markdown} is listed in ${AGENT_INDEX_PATH} but missing from ${reader.describe}. Rebuild the site (npm run build).`);
      return { href: page.href, title: page.title, url: new URL(page.href, origin).toString(), markdown };
    },

    /** Every API operation of a product, in the order of its reference pages. */
    async listOperations(input: { product: string; locale?: string }): Promise<{ product: string; locale: Locale; operations: OperationSummary[] }> {
      const locale = await localeOf(input.locale);
      const product = await productOf(input.product);
      const { operations } = await operationsOf(product, locale);
      return {
        product: product.namespace,
        locale,
        operations: operations.map((operation) => ({
          id: operation.id,
          api: operation.api,
          method: operation.method,
          path: operation.path,
          ...(operation.webhook === undefined ? {} : { webhook: operation.webhook }),
          title: operation.title,
          ...(operation.deprecated ? { deprecated: true as const } : {}),
          url: operation.url,
        })),
      };
    },

    /**
     * One operation, compact: parameters, body and response fields, examples and a request sample.
     * `operation` is `POST /api/session`, its anchor (`post-api-session`) or a webhook's name.
     */
    async getOperation(input: { product: string; operation: string; locale?: string; api?: string }): Promise<CompactOperation> {
      const locale = await localeOf(input.locale);
      const product = await productOf(input.product);
      const { operations } = await operationsOf(product, locale);
      const wanted = input.operation.trim().replace(/\s+/g, ' ').toLowerCase();
      const matches = operations.filter(
        (operation) =>
          (input.api === undefined || operation.api === input.api) &&
          [`${operation.method} ${operation.path}`, operation.id, operation.webhook, operation.webhook && `webhook ${operation.webhook}`].some((name) => name?.toLowerCase() === wanted),
      );
      const names = (list: readonly CompactOperation[]) => list.map((operation) => `${operation.webhook !== undefined ? `webhook ${operation.webhook}` : `${operation.method} ${operation.path}`} (api ${operation.api})`).join(', ');
      if (matches.length === 1) return matches[0] as CompactOperation;
      if (matches.length > 1) throw new ToolError(`"${input.operation}" is in several APIs of ${product.namespace}: ${names(matches)}. Say which with api.`);
      if (operations.length === 0) throw new ToolError(`${product.namespace} documents no API operations in ${locale}.`);
      throw new ToolError(`No operation "${input.operation.slice(0, 200)}" in ${product.namespace}. Its operations: ${names(operations)}.`);
    },
  };
}

export type DocsTools = ReturnType<typeof createDocsTools>;

async function readIndex(reader: SiteReader): Promise<AgentIndex> {
  const text = await reader.read(AGENT_INDEX_PATH);
  if (text === undefined) throw new ToolError(`${reader.describe} has no ${AGENT_INDEX_PATH}: build the site first (npm run build), or start the server with --url and a deployed site.`);
  const parsed = JSON.parse(text) as AgentIndex;
  if (parsed.version !== AGENT_INDEX_VERSION) throw new ToolError(`${AGENT_INDEX_PATH} in ${reader.describe} is version ${String(parsed.version)}; this server reads version ${AGENT_INDEX_VERSION}. Use the server of the same build.`);
  return parsed;
}

/** A site path from what an agent passes: a path or a URL, with or without `.md`, a query or a fragment. */
function pathOf(input: string): string {
  let value = input.trim();
  if (/^https?:\/\//i.test(value)) {
    try {
      value = new URL(value).pathname;
    } catch {
      throw new ToolError(`"${input.slice(0, 200)}" is not a URL or a path of the site.`);
    }
  }
  const path = sanitizePath(value.startsWith('/') ? value : `/${value}`);
  return path.replace(/\/index\.md$/, '/').replace(/\.md$/, '') || '/';
}
