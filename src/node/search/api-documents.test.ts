import { describe, expect, it } from 'vitest';
import { pagesOf } from '../site/load-site';
import { buildDocuments } from './documents';
import { buildSiteSearchIndex } from './build-index';
import { createSearchClient } from '../../shared/search/client';
import { memoryFetcher } from './memory-fetcher';
import { writtenPages } from '../../../tests/support/written-pages';

describe('API operations in search, over the real site', () => {
  const pages = writtenPages(pagesOf('es'));
  const client = createSearchClient(memoryFetcher(buildSiteSearchIndex(pages, 'es').files));
  const urls = async (query: string, limit = 3) => (await client.search(query, { locale: 'es', limit })).map((result) => result.url);

  it('indexes each operation once, under its heading, with its path and fields as keywords', () => {
    const documents = buildDocuments(pages, 'es').filter((document) => document.url === '/checkout/api/reference/session#post-api-session');
    expect(documents).toHaveLength(1);
    expect(documents[0]?.kind).toBe('operation');
    expect(documents[0]?.keywords).toEqual(expect.arrayContaining(['POST /api/session', 'returnUrl']));
  });

  it('finds an operation by path and by field name', async () => {
    expect(await urls('/api/session')).toContain('/checkout/api/reference/session#post-api-session');
    // Web Checkout and Gateway both have POST /api/reverse: the two operations come first, in either order.
    expect(new Set((await urls('/api/reverse')).slice(0, 2))).toEqual(new Set(['/checkout/api/reference/payment#post-api-reverse', '/gateway/api/reference/transaction#post-api-reverse']));
    // The operation, or its field's own row: both land on the operation that takes `returnUrl`.
    expect((await urls('returnUrl', 5)).some((url) => url === '/checkout/api/reference/session#post-api-session' || url.startsWith('/checkout/api/reference/session#post-api-session-request-'))).toBe(true);
  });
});
