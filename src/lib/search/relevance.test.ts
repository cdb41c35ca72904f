import { describe, expect, it } from 'vitest';
import { locales } from '../i18n/locales';
import { loadSite } from '../site/load-site';
import { buildSearchIndex } from './build-index';
import { buildDocuments } from './documents';
import { loadSearchIndex, search } from './query';
import { relevanceCases } from './relevance-cases';
import { writtenPages } from './testing/written-pages';

// The pages the site renders, through the site loader (content/, navigation, API definitions).
const pages = writtenPages(loadSite().pages);

describe('search relevance on the real content', () => {
  it('has at least 40 cases, half per locale', () => {
    expect(relevanceCases.length).toBeGreaterThanOrEqual(40);
    for (const locale of locales) expect(relevanceCases.filter((c) => c.locale === locale).length).toBeGreaterThanOrEqual(20);
  });

  it('puts the expected URL in the top 3 for at least 90% of the queries', () => {
    const misses: string[] = [];
    for (const locale of locales) {
      const documents = buildDocuments(pages, locale);
      const index = loadSearchIndex(JSON.stringify(buildSearchIndex(documents, locale)));
      const known = new Set(documents.map((document) => document.url));
      for (const { query, expected } of relevanceCases.filter((c) => c.locale === locale)) {
        const top = search(index, query, { locale, limit: 5 }).map((result) => result.url);
        if (top.slice(0, 3).includes(expected)) continue;
        const why = known.has(expected) ? `got ${top.join(', ') || 'nothing'}` : 'that URL is no longer in the content: update relevance-cases.ts';
        misses.push(`[${locale}] "${query}" -> ${expected}: ${why}`);
      }
    }
    const recall = 1 - misses.length / relevanceCases.length;
    console.log(`search recall@3: ${recall.toFixed(3)} (${relevanceCases.length - misses.length}/${relevanceCases.length})`);
    if (misses.length > 0) console.log(`misses:\n  ${misses.join('\n  ')}`);
    expect(recall).toBeGreaterThanOrEqual(0.9);
  }, 60_000); // two real indexes and a hundred queries: seconds on a busy machine
});
