import { describe, expect, it, vi } from 'vitest';
import type { Locale } from '../i18n/locales';
import { buildSearchIndex } from './build-index';
import { createSearchClient, searchIndexPath } from './client';
import type { SearchDocument } from './types';

const documents: SearchDocument[] = [
  { id: 0, kind: 'page', locale: 'es', url: '/checkout/refund', title: 'Reembolsos', pageTitle: 'Reembolsos', body: 'Devuelve un pago.', keywords: [] },
  { id: 1, kind: 'page', locale: 'en', url: '/en/checkout/refund', title: 'Refunds', pageTitle: 'Refunds', body: 'Give a payment back.', keywords: [] },
];
const files = { es: JSON.stringify(buildSearchIndex(documents, 'es')), en: JSON.stringify(buildSearchIndex(documents, 'en')) };

describe('createSearchClient', () => {
  it('fetches nothing until a query is searched, then each locale once', async () => {
    const fetcher = vi.fn(async (locale: Locale) => files[locale]);
    const client = createSearchClient(fetcher);
    expect(fetcher).not.toHaveBeenCalled();
    expect(await client.search('   ')).toEqual([]);
    expect(fetcher).not.toHaveBeenCalled();

    expect((await client.search('reembolso')).map((result) => result.url)).toEqual(['/checkout/refund']);
    await client.search('pago', { locale: 'es' });
    expect(fetcher).toHaveBeenCalledTimes(1);
    expect(fetcher).toHaveBeenCalledWith('es');

    const english = await client.search('refund', { locale: 'en', limit: 5 });
    expect(english.map((result) => [result.url, result.locale])).toEqual([['/en/checkout/refund', 'en']]);
    expect(fetcher).toHaveBeenCalledTimes(2);
  });

  it('searches Spanish when no locale is given', async () => {
    const client = createSearchClient(async (locale) => files[locale]);
    expect(await client.search('refund')).toEqual([]);
    expect((await client.search('refund', { locale: 'en' })).length).toBe(1);
  });

  it('tries the download again after a failure', async () => {
    let calls = 0;
    const client = createSearchClient(async (locale) => {
      calls += 1;
      if (calls === 1) throw new Error('offline');
      return files[locale];
    });
    await expect(client.search('reembolso')).rejects.toThrow('offline');
    expect((await client.search('reembolso')).length).toBe(1);
  });

  it('can start the download before the first query', async () => {
    const fetcher = vi.fn(async (locale: Locale) => files[locale]);
    const client = createSearchClient(fetcher);
    await client.preload('en');
    await client.search('refund', { locale: 'en' });
    expect(fetcher).toHaveBeenCalledTimes(1);
  });

  it('fetches /search/{locale}.json by default', () => {
    expect(searchIndexPath('es')).toBe('/search/es.json');
    expect(searchIndexPath('en')).toBe('/search/en.json');
  });
});

describe('the default fetcher', () => {
  it('gets /search/{locale}.json with fetch and reports a failed response', async () => {
    const fetchMock = vi.fn(async (url: string) =>
      url === '/search/es.json' ? new Response(files.es, { status: 200 }) : new Response('missing', { status: 404 }),
    );
    vi.stubGlobal('fetch', fetchMock);
    try {
      const client = createSearchClient();
      expect((await client.search('reembolso')).map((result) => result.url)).toEqual(['/checkout/refund']);
      await expect(client.search('refund', { locale: 'en' })).rejects.toThrow('/search/en.json: HTTP 404');
      expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['/search/es.json', '/search/en.json']);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
