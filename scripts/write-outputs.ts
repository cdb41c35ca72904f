import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import type { Locale } from '../src/shared/i18n/locales';
import path from 'node:path';
import { codeFragmentPath, CODE_FRAGMENTS_DIR } from '../src/node/content/code-fragments';
import { highlightCode } from '../src/node/content/highlight-code';
import { localeAgentFiles } from '../src/node/agents/agent-files';
import { AGENT_INDEX_PATH, agentIndex } from '../src/node/agents/catalog';
import { missingTwinProblems } from '../src/node/agents/markdown-alternates';
import { pageMarkdown } from '../src/node/agents/page-markdown';
import { builtPages } from '../src/node/checks/built-pages';
import { markdownTwinPath } from '../src/shared/content/markdown-twin';
import { feedProblems } from '../src/node/feeds/feed-check';
import { parsePage } from '../src/node/content/parse-page';
import { readPageTree } from '../src/node/content/page-cache';
import { locales } from '../src/shared/i18n/locales';
import { getTranslator } from '../src/shared/i18n/translate';
import { attributeFragments } from '../src/node/openapi/attribute-fragments';
import { operationCode, operationDownloads } from '../src/shared/openapi/operation-code';
import { buildSiteSearchIndex, indexSizes } from '../src/node/search/build-index';
import { readGlossarySynonyms } from '../src/node/search/glossary';
import { productNames } from '../src/node/search/products';
import { loadSite, manifests } from '../src/node/site/load-site';
import { siteConfig } from '../src/node/site-config';
import { repositoryFacts } from '../src/node/facts/load-facts';
import { tryItFiles } from '../src/node/simulator/try-it-files';
import { journeyFiles } from '../src/node/workflows/journey-bundles';

/**
 * After `next build`, everything in out/ that is not a page, from the same site the pages render,
 * read once: a `.md` twin of every page, and for agents llms.txt, llms-full.txt, the changelogs'
 * Atom feeds and the MCP server's catalog (each checked: the build stops on a wrong one); a search index per locale;
 * every code block of every API operation as a fragment a page fetches on demand
 * (src/node/content/code-fragments.ts; `npm run check:site` fails when a page links one not here);
 * the journeys' workflows with their definitions (src/node/workflows/journey-bundles.ts); and what
 * *Try it* fetches on its first press: each API's definition as the simulator reads it
 * (src/node/simulator/try-it-files.ts).

 */
const out = path.resolve('out');
const write = (urlPath: string, content: string) => {
  const file = path.join(out, urlPath);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, content);
};
const site = loadSite();
const origin = siteConfig.url;
const synonyms = readGlossarySynonyms();

type CatalogPart = NonNullable<Parameters<typeof agentIndex>[1][Locale]>;

function writeLocale(locale: Locale): CatalogPart {
  const t = getTranslator(locale);
  const pages = site.pages.filter((page) => page.locale === locale);
  // Each body's tree, for its Markdown twin and its search documents: the one the content check parsed (page-cache.ts).
  const trees = new Map(pages.map((page) => [page.body, readPageTree({ body: page.body, file: page.sourceFile, product: page.namespace }) ?? parsePage(page.body, page.sourceLocale)]));
  const treeOf = (body: string, sourceLocale: Locale) => trees.get(body) ?? parsePage(body, sourceLocale);
  const markdown = new Map(pages.map((page) => [page, pageMarkdown(page, t, origin, treeOf(page.body, page.sourceLocale))]));
  for (const [page, text] of markdown) write(markdownTwinPath(page.href), text);

  // For agents: feeds, llms.txt and llms-full.txt, the home and search twins, operations (src/node/agents/agent-files.ts).
  const names = productNames(manifests(), site.pages, locale);
  const agents = localeAgentFiles({
    locale,
    t,
    origin,
    pages,
    namespaces: site.namespaces,
    markdownOf: (page) => markdown.get(page) ?? '',
    productName: (namespace) => names.find((entry) => entry.namespace === namespace)?.names[0] ?? namespace,
    homeEntries: site.home[locale],
  });
  for (const feed of agents.feeds) {
    const problems = feedProblems(feed.xml, { self: new URL(feed.path, origin).toString(), entries: feed.entries });
    if (problems.length > 0) throw new Error(`The Atom feed ${feed.path}, made from ${feed.sourceFile}, is not valid:\n${problems.map((problem) => `  ${problem}`).join('\n')}`);
  }
  for (const [urlPath, text] of agents.files) write(urlPath, text);
  const size = (urlPath: string) => Buffer.byteLength(agents.files.get(urlPath) ?? '');
  const perProduct = agents.products.map((product) => size(product.llmsFull));
  console.log(
    `Markdown: ${pages.length} ${locale} pages, ${agents.llms.index}, ${agents.llms.full} (${size(agents.llms.full)} B; per product ${Math.min(...perProduct)} to ${Math.max(...perProduct)} B), ${agents.feeds.length} changelog feed(s).`,
  );

  const index = buildSiteSearchIndex(pages, locale, { treeOf, synonyms, products: names });
  for (const [urlPath, json] of index.files) write(urlPath, json);
  const sizes = indexSizes(index);
  const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
  console.log(
    `Search index ${locale}: manifest ${sizes.manifest} B gzip; ${sizes.shards.length} term shards (largest ${Math.max(...sizes.shards)} B, ${sum(sizes.shards)} B gzip in all); ${sizes.vocabulary.length} vocabulary shards (${sum(sizes.vocabulary)} B gzip); ${sizes.documents.length} document files (largest ${Math.max(...sizes.documents)} B).`,
  );
  return { products: agents.products, pages: agents.pages, llms: agents.llms };
}

/** The MCP catalog from every locale's part, and each built page's twin looked for. */
function writeCatalog(parts: Record<Locale, CatalogPart>): void {
  write(AGENT_INDEX_PATH, `${JSON.stringify(agentIndex(origin, parts))}\n`);

  // Every page the export wrote has its Markdown twin (declaring it is checked by finish-output, src/node/performance/finished-page.ts).
  const twinProblems = builtPages(out)
    .filter((page) => !page.notFound)
    .flatMap((page) => missingTwinProblems(page.url, (twin) => existsSync(path.join(out, twin))).map((problem) => `  ${path.relative(process.cwd(), page.file)}: ${problem}`));
  if (twinProblems.length > 0) throw new Error(`${twinProblems.length} page(s) have no Markdown twin:\n${twinProblems.join('\n')}`);
}

async function writeFragments(): Promise<void> {
  // The prerender highlighted the blocks it showed; highlightCode's cache hands those back.
  const written = new Map<string, number>();
  for (const page of site.pages) {
    for (const model of page.operations ?? []) {
      for (const block of operationCode(model)) {
        const { html } = await highlightCode(block.code, block.language);
        const urlPath = codeFragmentPath(html);
        if (written.has(urlPath)) continue;
        write(urlPath, html);
        written.set(urlPath, Buffer.byteLength(html));
      }
      // The nested attribute rows behind each toggle (src/node/openapi/attribute-fragments.ts).
      for (const fragment of attributeFragments(model)) {
        if (written.has(fragment.href)) continue;
        write(fragment.href, fragment.html);
        written.set(fragment.href, Buffer.byteLength(fragment.html));
      }
    }
  }
  const bytes = [...written.values()].reduce((sum, size) => sum + size, 0);
  console.log(`Code and attribute fragments /${CODE_FRAGMENTS_DIR}/: ${written.size} files, ${bytes} B.`);

  // Examples too large for their page show their start and link to the whole example as a file.
  const downloads = new Set<string>();
  for (const page of site.pages) {
    for (const model of page.operations ?? []) {
      for (const download of operationDownloads(model)) {
        if (downloads.has(download.href)) continue;
        write(download.href, download.content);
        downloads.add(download.href);
      }
    }
  }
  if (downloads.size > 0) console.log(`Whole examples linked from shortened ones: ${downloads.size} files.`);
}

writeCatalog(Object.fromEntries(locales.map((locale) => [locale, writeLocale(locale)])) as Record<Locale, CatalogPart>);
await writeFragments();

// The runnable journeys' workflows, definitions and facts, which a guide fetches on the first press of Run and the MCP tool run_simulation reads.
const journeys = journeyFiles(process.cwd());
for (const [urlPath, json] of journeys) write(urlPath, json);
console.log(`Journeys /journeys/: ${journeys.size} files, ${[...journeys.values()].reduce((sum, json) => sum + Buffer.byteLength(json), 0)} B.`);

/** Try it's files: one per API and locale, fetched by the panel on a reader's first press (docs/simulator.md, "In the page"). */
function writeTryIt(): void {
  const files = tryItFiles(process.cwd(), repositoryFacts());
  for (const [urlPath, json] of files) write(urlPath, json);
  const sizes = [...files.values()].map((json) => Buffer.byteLength(json));
  console.log(`Try it /simulator/: ${files.size} files, ${Math.min(...sizes)} to ${Math.max(...sizes)} B.`);
}
writeTryIt();
