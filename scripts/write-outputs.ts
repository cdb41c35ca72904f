import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { codeFragmentPath, CODE_FRAGMENTS_DIR } from '../src/lib/content/code-fragments';
import { highlightCode } from '../src/lib/content/highlight-code';
import { llmsTxt } from '../src/lib/content/llms-txt';
import { parseMdx } from '../src/lib/content/headings';
import { mdxToMarkdown } from '../src/lib/content/to-markdown';
import { locales } from '../src/lib/i18n/locales';
import { localizePath } from '../src/lib/i18n/paths';
import { getTranslator } from '../src/lib/i18n/translate';
import { attributeFragments } from '../src/lib/openapi/attribute-fragments';
import { operationCode, operationDownloads } from '../src/lib/openapi/operation-code';
import { buildSiteSearchIndex, indexSizes } from '../src/lib/search/build-index';
import { readGlossarySynonyms } from '../src/lib/search/glossary';
import { productNames } from '../src/lib/search/products';
import { loadSite, manifests } from '../src/lib/site/load-site';
import { siteConfig } from '../src/lib/site-config';

/**
 * After `next build`, everything in out/ that is not a page, from the same site the pages render,
 * read once: a `.md` twin of every page and an llms.txt per locale; a search index per locale;
 * and every code block of every API operation as a fragment a page fetches on demand
 * (src/lib/content/code-fragments.ts; `npm run check:site` fails when a page links one not here).
 */
const out = path.resolve('out');
const write = (urlPath: string, content: string) => {
  const file = path.join(out, urlPath);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, content);
};
const site = loadSite();
const synonyms = readGlossarySynonyms();

for (const locale of locales) {
  const t = getTranslator(locale);
  const labels = {
    note: t('callout.note'), info: t('callout.info'), warning: t('callout.warning'), error: t('callout.error'),
    required: t('badge.required'), conditional: t('badge.conditional'),
  };
  const pages = site.pages.filter((page) => page.locale === locale);
  // Each body is parsed once, for its Markdown twin and its search documents (a full-size site has 250 a locale).
  const trees = new Map(pages.map((page) => [page.body, parseMdx(page.body)]));
  const treeOf = (body: string) => trees.get(body) ?? parseMdx(body);
  for (const page of pages) {
    const notice = page.untranslated ? t('untranslated.notice') : undefined;
    write(`${page.href}.md`, mdxToMarkdown({ title: page.title, description: page.description, body: page.body, notice }, labels, undefined, treeOf(page.body)));
  }
  const home = localizePath('/', locale);
  write(`${home === '/' ? '' : home}/llms.txt`, llmsTxt({ siteName: t('meta.siteName'), summary: t('meta.homeDescription'), origin: siteConfig.url, pages, namespaces: site.namespaces }));
  console.log(`Markdown: ${pages.length} ${locale} pages and ${home === '/' ? '' : home}/llms.txt`);

  const index = buildSiteSearchIndex(pages, locale, { treeOf, synonyms, products: productNames(manifests(), site.pages, locale) });
  for (const [urlPath, json] of index.files) write(urlPath, json);
  const sizes = indexSizes(index);
  const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
  console.log(
    `Search index ${locale}: manifest ${sizes.manifest} B gzip; ${sizes.shards.length} term shards (largest ${Math.max(...sizes.shards)} B, ${sum(sizes.shards)} B gzip in all); ${sizes.vocabulary.length} vocabulary shards (${sum(sizes.vocabulary)} B gzip); ${sizes.documents.length} document files (largest ${Math.max(...sizes.documents)} B).`,
  );
}

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
    // The nested attribute rows behind each toggle (src/lib/openapi/attribute-fragments.ts).
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
