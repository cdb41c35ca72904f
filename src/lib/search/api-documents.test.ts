import { describe, expect, it } from 'vitest';
import { pagesOf } from '../site/load-site';
import { apiSearchDocuments } from './api-documents';
import { serializeSiteSearchIndex } from './build-index';
import { loadSearchIndex, search } from './query';

describe('API operations in search', () => {
  const pages = pagesOf('es');
  const documents = apiSearchDocuments(pages);
  const index = loadSearchIndex(serializeSiteSearchIndex(pages, 'es', documents));
  const top3 = (query: string) => search(index, query, { locale: 'es', limit: 3 }).map((result) => result.url);

  it('makes one document per operation, with its path and fields as keywords', () => {
    const create = documents.find((document) => document.url === '/checkout/api/reference/session#post-api-session');
    expect(create?.kind).toBe('operation');
    expect(create?.keywords).toEqual(expect.arrayContaining(['/api/session', 'POST /api/session', 'returnUrl', 'requestId']));
  });

  it('finds an operation by path, by name and by field name', () => {
    expect(top3('/api/session')).toContain('/checkout/api/reference/session#post-api-session');
    expect(top3('/api/reverse')).toContain('/checkout/api/reference/payment#post-api-reverse');
    expect(top3('internalReference reverso')).toEqual(expect.arrayContaining(['/checkout/api/reference/payment#post-api-reverse']));
    expect(search(index, 'returnUrl', { locale: 'es', limit: 5 }).map((r) => r.url)).toEqual(expect.arrayContaining(['/checkout/api/reference/session#post-api-session']));
  });
});
