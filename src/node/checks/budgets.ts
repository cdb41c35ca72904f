import { TOOL_EAGER_ATTRIBUTE } from '../../shared/ui/toolkit-loader';
import { gzipSync } from 'node:zlib';
import { parse } from 'node-html-parser';
import { pageScriptSources, pageStylesheets } from '../../browser/inline/scripts-after-paint';
import { startupModules } from '../performance/startup-modules';
import type { SearchIndexWeight } from '../search/index-weight';

/**
 * `search`: the results page, which also loads the search engine's interface. `codes`: the code
 * catalogue, every code table of the site in one page (its HTML carries the rows twice: as markup
 * and in the page's React payload).
 */
export type PageKind = 'home' | 'guide' | 'api' | 'search' | 'codes' | 'explorer';

export interface PageWeight {
  url: string;
  kind: PageKind;
  /** Gzipped JavaScript the page runs before interaction: the site's code and what it imports at once (startup-modules.ts). */
  javascript: number;
  css: number;
  /** Stylesheets the page links in <head>: each blocks its first paint until it has arrived. */
  stylesheets: number;
  /** Gzipped inline CSS, the page's critical CSS (critical-css.ts): part of its HTML, counted apart. */
  criticalCss: number;
  html: number;
  /** Elements in the document (not those waiting in a <template>): each costs a phone parsing, style and layout. */
  elements: number;
}

export interface Budgets {
  javascriptGzipBytes: Record<PageKind, number>;
  cssGzipBytes: number;
  /**
   * Render-blocking stylesheets per page (linked in <head>). None since issue 50: a page's first
   * screen is styled by its critical CSS and the stylesheet is linked after the first paint. (When
   * it was one, a second and third, the API styles and a font's own chunk, cost guides and API
   * pages about 0.29 s of first paint in Lighthouse's mobile simulation.)
   */
  stylesheetsPerPage: number;
  /** The critical CSS of any one page, gzip: it is in every page's HTML and comes again in the stylesheet. */
  criticalCssGzipBytes: number;
  htmlGzipBytes: Record<PageKind, number>;
  /**
   * Elements per page. Main-thread work on a phone follows the element count more than the bytes:
   * Core's merchant page, the largest API page, did as much work as the longest guide once its code
   * samples lost half their elements (docs/benchmarks.md, "A native menu, fewer files fetched
   * ahead, fewer elements in code"). This keeps it there as API pages grow.
   */
  elementsPerPage: Record<PageKind, number>;
  /** The split search index (src/shared/search/index-format.ts): its files, and the heaviest first query's index download. */
  searchIndexGzipBytes: { manifest: number; shard: number; document: number; firstQuery: number };
  /** What a bare Next.js page of the same version loads (measured, see docs/benchmarks.md). */
  bareNextJavascriptGzipBytes: number;
}

/** Issue 6's targets: home and guides within 10 KiB of a bare Next page; API pages at most 150 KB. */
export const JAVASCRIPT_OVER_BARE_LIMIT = 10 * 1024;
export const API_JAVASCRIPT_LIMIT = 150_000;

/** A budget set above the targets hides regressions the targets exist to catch. */
export function budgetTargetProblems(budgets: Budgets): string[] {
  const problems: string[] = [];
  const nearBare = budgets.bareNextJavascriptGzipBytes + JAVASCRIPT_OVER_BARE_LIMIT;
  for (const kind of ['home', 'guide'] as const) {
    if (budgets.javascriptGzipBytes[kind] > nearBare) {
      problems.push(`budgets.json: the ${kind} JavaScript budget ${budgets.javascriptGzipBytes[kind]} B is above the target of a bare Next page + 10 KiB (${nearBare} B). Lower it and make the code fit.`);
    }
  }
  if (budgets.javascriptGzipBytes.api > API_JAVASCRIPT_LIMIT) {
    problems.push(`budgets.json: the api JavaScript budget ${budgets.javascriptGzipBytes.api} B is above the target of ${API_JAVASCRIPT_LIMIT} B.`);
  }
  return problems;
}

export const gzipSize = (content: string | Buffer) => gzipSync(content, { level: 9 }).length;

/**
 * A documentation page says its kind on <main data-page-kind> (from its navigation tab or
 * frontmatter). A guide that holds a data explorer (a tool marked eager: the test cards) is an
 * `explorer`: its data is in its HTML, and again in React's payload.
 */
export function kindOf(url: string, html = ''): PageKind {
  if (url === '/' || url === '/en') return 'home';
  if (url === '/search' || url === '/en/search') return 'search';
  if (url === '/codes' || url === '/en/codes') return 'codes';
  if (/<main[^>]*\sdata-page-kind="api"/.test(html)) return 'api';
  return html.includes(`${TOOL_EAGER_ATTRIBUTE}=`) ? 'explorer' : 'guide';
}

/** Bytes one page costs a reader on first load, from its HTML and the assets it names. */
export function weighPage(url: string, html: string, readAsset: (path: string) => Buffer): PageWeight {
  // <pre> parsed as markup, not kept as text (the parser's default): code samples are most of an API page's elements.
  const root = parse(html, { blockTextElements: { script: true, noscript: true, style: true } });
  const scripts = startupModules(pageScriptSources(html), html, (asset) => readAsset(asset).toString('utf8'));
  const styles = pageStylesheets(html);
  const blocking = root.querySelectorAll('head link[rel="stylesheet"]').map((link) => link.getAttribute('href') ?? '');
  const inline = root.querySelectorAll('style').map((style) => style.rawText).join('');
  const total = (paths: string[]) => [...new Set(paths)].reduce((sum, asset) => sum + gzipSize(readAsset(asset)), 0);
  return { url, kind: kindOf(url, html), javascript: total(scripts), css: total(styles), stylesheets: new Set(blocking).size, criticalCss: inline ? gzipSize(inline) : 0, html: gzipSize(html), elements: elementCount(root) };
}

/** Elements of the document, leaving out the content of <template>s (inert until a dialog opens). */
function elementCount(root: ReturnType<typeof parse>): number {
  const inTemplates = root.querySelectorAll('template').reduce((sum, template) => sum + template.querySelectorAll('*').length, 0);
  return root.querySelectorAll('*').length - inTemplates;
}

/** Every page over its budget, named with the figure and the limit. */
export function budgetProblems(weights: readonly PageWeight[], budgets: Budgets, searchIndexes: Record<string, SearchIndexWeight> = {}): string[] {
  const problems: string[] = [];
  for (const page of weights) {
    if (page.javascript > budgets.javascriptGzipBytes[page.kind]) problems.push(`${page.url}: JavaScript ${page.javascript} B gzip is over the ${page.kind} budget of ${budgets.javascriptGzipBytes[page.kind]} B.`);
    if (page.css > budgets.cssGzipBytes) problems.push(`${page.url}: CSS ${page.css} B gzip is over the budget of ${budgets.cssGzipBytes} B.`);
    if (page.stylesheets > budgets.stylesheetsPerPage) {
      problems.push(
        `${page.url}: links ${page.stylesheets} stylesheet(s) in <head>, where each holds back the first paint, over the budget of ${budgets.stylesheetsPerPage}. scripts/finish-output.ts writes a page's critical CSS in and has the after-paint loader link the stylesheet (critical-css.ts); add a stylesheet's source to STYLESHEET.sources in src/node/build/tailwind-css.ts instead of importing it from a component.`,
      );
    }
    if (page.criticalCss > budgets.criticalCssGzipBytes) {
      problems.push(`${page.url}: critical CSS ${page.criticalCss} B gzip is over the budget of ${budgets.criticalCssGzipBytes} B. Every rule its markup matches is written into the page: fewer distinct utilities (a short class in a stylesheet for repeated lists, as api.css does) make it smaller.`);
    }
    if (page.html > budgets.htmlGzipBytes[page.kind]) problems.push(`${page.url}: HTML ${page.html} B gzip is over the ${page.kind} budget of ${budgets.htmlGzipBytes[page.kind]} B.`);
    if (page.elements > budgets.elementsPerPage[page.kind]) {
      problems.push(`${page.url}: ${page.elements} elements, over the ${page.kind} budget of ${budgets.elementsPerPage[page.kind]}. Split the page (an API tag into smaller pages), or load what a reader has not asked for when asked (a variant, a status, nested attributes: switch-html.ts).`);
    }
  }
  for (const [locale, weight] of Object.entries(searchIndexes)) {
    const limits = budgets.searchIndexGzipBytes;
    const over = (what: string, bytes: number, limit: number) => bytes > limit && problems.push(`search index (${locale}): ${what} ${bytes} B gzip is over the budget of ${limit} B.`);
    over('manifest', weight.manifest, limits.manifest);
    over('largest term or vocabulary shard', Math.max(weight.largestShard, weight.largestVocabulary), limits.shard);
    over('largest document file', weight.largestDocument, limits.document);
    over(`first query ("${weight.heaviestQuery}")`, weight.firstQuery, limits.firstQuery);
  }
  return problems;
}
