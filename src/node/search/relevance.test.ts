import { describe, expect, it } from 'vitest';
import { locales, type Locale } from '../../shared/i18n/locales';
import { writtenLocales } from '../../shared/navigation/manifest';
import { loadSite, manifests } from '../site/load-site';
import { writtenPages } from '../../../tests/support/written-pages';
import { buildSiteSearchIndex } from './build-index';
import { buildDocuments } from './documents';
import { createSearchClient } from '../../shared/search/client';
import { readGlossarySynonyms } from './glossary';
import { memoryFetcher } from './memory-fetcher';
import { productNames } from './products';
import { relevanceSet, type RelevanceCase } from '../../../tests/search/relevance-cases';

// The pages the site renders, through the site loader (content/, navigation, API definitions),
// indexed as the build indexes them: with the glossary's synonyms and the manifests' product names.
// The benchmark's synthetic copies are left out (testing/written-pages.ts); in the repository there are none.
const site = { pages: writtenPages(loadSite().pages) };
const namespaces = manifests();

/** Cases a product must have once it has more than its overview page, per language it is written in. */
const CASES_PER_LOCALE = 5;
const RECALL_AT_3 = 0.95;

const namespaceOf = (url: string) => url.replace(/^\/en(?=\/)/, '').split(/[/#]/)[1] ?? '';
/** A case's product: its page's namespace, or for a row of the code catalogue (`/codes#payments-reason-r01`) the row's. */
const filedUnder = (url: string, namespace: string) =>
  namespaceOf(url) === 'codes' ? (url.split('#')[1] ?? '').startsWith(`${namespace}-`) : namespaceOf(url) === namespace;

describe('the relevance set', () => {
  it('has cases for every product, in each language it is written in, and ten or more once it has more than its overview', () => {
    expect(Object.keys(relevanceSet).filter((namespace) => !(namespace in namespaces))).toEqual([]);
    for (const [namespace, manifest] of Object.entries(namespaces)) {
      const cases = relevanceSet[namespace] ?? [];
      const pages = site.pages.filter((page) => page.namespace === namespace && page.locale === 'es').length;
      for (const locale of writtenLocales(manifest)) {
        const inLocale = cases.filter((c) => c.locale === locale).length;
        expect(inLocale, `${namespace} (${locale}): ${inLocale} cases`).toBeGreaterThanOrEqual(pages > 1 ? CASES_PER_LOCALE : 1);
      }
      expect(cases.length, `${namespace}: ${cases.length} cases for ${pages} pages`).toBeGreaterThanOrEqual(pages > 1 ? 2 * CASES_PER_LOCALE : 1);
      for (const c of cases) expect(filedUnder(c.expected, namespace), `${c.query} -> ${c.expected} is filed under ${namespace}`).toBe(true);
    }
  });
});

describe('search relevance on the real content', () => {
  const clients = Object.fromEntries(
    locales.map((locale) => {
      const index = buildSiteSearchIndex(
        site.pages.filter((page) => page.locale === locale),
        locale,
        { synonyms: readGlossarySynonyms(), products: productNames(namespaces, site.pages, locale) },
      );
      return [locale, { client: createSearchClient(memoryFetcher(index.files)) }];
    }),
  ) as Record<Locale, { client: ReturnType<typeof createSearchClient> }>;
  const cases = Object.values(relevanceSet).flat();
  // Every URL search can answer: pages, their headings, and the rows and operations they anchor (`#code-14`).
  const known = new Set([
    ...site.pages.flatMap((page) => [page.href, ...page.headings.map((heading) => `${page.href}#${heading.id}`)]),
    ...locales.flatMap((locale) => buildDocuments(site.pages.filter((page) => page.locale === locale), locale).map((document) => document.url)),
  ]);

  // A case that names a page is answered by the page or by one of its sections: the reader lands
  // on that page either way. A case that names a section needs that section.
  const answers = (url: string, expected: string) => url === expected || (!expected.includes('#') && url.startsWith(`${expected}#`));

  async function miss(c: RelevanceCase): Promise<string | undefined> {
    const top = (await clients[c.locale].client.search(c.query, { locale: c.locale, limit: 5 })).map((result) => result.url);
    if ((c.first ? top.slice(0, 1) : top.slice(0, 3)).some((url) => answers(url, c.expected))) return undefined;
    const why = known.has(c.expected) ? `got ${top.join(', ') || 'nothing'}` : 'that URL is no longer in the content: update relevance-cases.ts';
    return `[${c.locale}] "${c.query}" -> ${c.expected}${c.first ? ' (first)' : ''}: ${why}`;
  }

  it(`puts the expected URL in the top 3, or first where the case says so, for at least ${RECALL_AT_3 * 100}% of the queries`, async () => {
    const misses = (await Promise.all(cases.map(miss))).filter((line): line is string => line !== undefined);
    const recall = 1 - misses.length / cases.length;
    console.log(`search recall@3: ${recall.toFixed(3)} (${cases.length - misses.length}/${cases.length})`);
    if (misses.length > 0) console.log(`misses:\n  ${misses.join('\n  ')}`);
    expect(recall).toBeGreaterThanOrEqual(RECALL_AT_3);
  }, 60_000); // two real indexes and a hundred and fifty queries: seconds on a busy machine

  it('puts the expected URL first for every case that says so (the examples of issue 14)', async () => {
    const examples = cases.filter((c) => c.first);
    expect(examples.length).toBeGreaterThan(0);
    expect((await Promise.all(examples.map(miss))).filter(Boolean)).toEqual([]);
  });
});
