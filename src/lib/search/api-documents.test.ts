import { describe, expect, it } from 'vitest';
import { pagesOf } from '../site/load-site';
import { buildDocuments } from './documents';
import { serializeSiteSearchIndex } from './build-index';
import { loadSearchIndex, search } from './query';
import { writtenPages } from './testing/written-pages';

describe('API operations in search, over the real site', () => {
  const pages = writtenPages(pagesOf('es'));
  const index = loadSearchIndex(serializeSiteSearchIndex(pages, 'es'));
  const urls = (query: string, limit = 3) => search(index, query, { locale: 'es', limit }).map((result) => result.url);

  it('indexes each operation once, under its heading, with its path and fields as keywords', () => {
    const documents = buildDocuments(pages, 'es').filter((document) => document.url === '/checkout/api/reference/session#post-api-session');
    expect(documents).toHaveLength(1);
    expect(documents[0]?.kind).toBe('operation');
    expect(documents[0]?.keywords).toEqual(expect.arrayContaining(['POST /api/session', 'returnUrl']));
  });

  it('finds an operation by path and by field name', () => {
    expect(urls('/api/session')).toContain('/checkout/api/reference/session#post-api-session');
    // The refund guide quotes this path more often than the operation does; both are in the five results.
    expect(urls('/api/reverse', 5)).toContain('/checkout/api/reference/payment#post-api-reverse');
    expect(urls('returnUrl', 5)).toContain('/checkout/api/reference/session#post-api-session');
  });
});
