import { describe, expect, it, vi } from 'vitest';
import { buildSearchIndex } from '../../node/search/build-index';
import { createSearchClient } from './client';
import { searchIndexPath } from './index-format';
import { memoryFetcher } from '../../node/search/memory-fetcher';
import type { SearchDocument } from './types';

const document = (id: number, locale: 'es' | 'en', url: string, title: string, body: string): SearchDocument => ({
  id,
  kind: url.includes('#') ? 'section' : 'page',
  locale,
  namespace: 'checkout',
  url,
  title,
  pageTitle: title,
  body,
  keywords: [],
});

// Enough distinct words that the index has several shards: a query must read only its own.
const words = ['reembolso', 'sesión', 'notificación', 'tarjeta', 'firma', 'expiración', 'metadatos', 'lightbox', 'plugin', 'zona'];
const documents: SearchDocument[] = [
  ...words.map((word, at) => document(at, 'es', `/checkout/${at}`, `${word[0]?.toUpperCase()}${word.slice(1)}`, `Todo sobre ${word}, con un pago de prueba.`)),
  document(words.length, 'en', '/en/checkout/refund', 'Refunds', 'Give a payment back.'),
];
const es = buildSearchIndex(documents, 'es', { shardBytes: 20, vocabularyBytes: 20 });
const en = buildSearchIndex(documents, 'en');
const files = new Map([...es.files, ...en.files]);

describe('createSearchClient', () => {
  it('fetches nothing until a query is searched, then the manifest once and only the files the query needs', async () => {
    const requested: string[] = [];
    const client = createSearchClient(memoryFetcher(files, requested));
    expect(await client.search('   ')).toEqual([]);
    expect(requested).toEqual([]);

    expect((await client.search('reembolso')).map((result) => result.url)).toEqual(['/checkout/0']);
    expect(requested.filter((path) => path === searchIndexPath('es'))).toHaveLength(1);
    const shards = requested.filter((path) => path.includes('/t/'));
    expect(shards.length).toBeGreaterThan(0);
    expect(shards.length).toBeLessThan(es.manifest.shards.length);
    // The result's own document file, and no other.
    expect(requested.filter((path) => path.includes('/d/'))).toEqual([`/search/es/${es.manifest.build}/d/0.json`]);

    // A later query reads what it lacks, and nothing twice.
    const before = requested.length;
    await client.search('reembolso');
    expect(requested.length).toBe(before);
    await client.search('zona');
    expect(new Set(requested).size).toBe(requested.length);
  });

  it('searches Spanish when no locale is given, and each locale from its own files', async () => {
    const requested: string[] = [];
    const client = createSearchClient(memoryFetcher(files, requested));
    expect(await client.search('refund')).toEqual([]);
    expect((await client.search('refund', { locale: 'en' })).map((result) => [result.url, result.locale])).toEqual([['/en/checkout/refund', 'en']]);
    expect(requested.every((path) => path.startsWith('/search/es') || path.startsWith('/search/en'))).toBe(true);
  });

  it('tries a failed download again on the next search', async () => {
    let fail = true;
    const memory = memoryFetcher(files);
    const client = createSearchClient(async (path) => {
      if (fail && path.includes('/t/')) {
        fail = false;
        throw new Error('offline');
      }
      return memory(path);
    });
    await expect(client.search('reembolso')).rejects.toThrow('offline');
    expect((await client.search('reembolso')).length).toBe(1);
  });

  it('can start the manifest download before the first query', async () => {
    const fetcher = vi.fn(memoryFetcher(files));
    const client = createSearchClient(fetcher);
    await client.preload('en');
    expect(fetcher.mock.calls.map(([path]) => path)).toEqual([searchIndexPath('en')]);
    await client.search('refund', { locale: 'en' });
    expect(fetcher.mock.calls.filter(([path]) => path === searchIndexPath('en'))).toHaveLength(1);
  });

  it('stops a search that became moot at its next download, as when the reader typed on', async () => {
    const requested: string[] = [];
    const client = createSearchClient(memoryFetcher(files, requested));
    let typed = 'reembolso';
    const older = client.search('reembolso', { stale: () => typed !== 'reembolso' });
    typed = 'zona';
    const newer = await client.search('zona', { stale: () => typed !== 'zona' });
    expect(await older).toEqual([]);
    expect(newer.map((result) => result.url)).toEqual(['/checkout/9']);
    expect(requested.filter((path) => path.includes('/d/'))).toEqual([`/search/es/${es.manifest.build}/d/9.json`]);
  });

  it('ranks many results and reads the document files of one page of them', async () => {
    const requested: string[] = [];
    const client = createSearchClient(memoryFetcher(files, requested));
    const page = await client.searchPage('pago', { offset: 3, count: 4, max: 200 });
    expect(page.total).toBe(words.length);
    expect(page.results).toHaveLength(4);
    expect(requested.filter((path) => path.includes('/d/'))).toHaveLength(4);
  });
});

describe('the default fetcher', () => {
  it('gets the manifest at /search/{locale}.json with fetch and reports a failed response', async () => {
    const fetchMock = vi.fn(async (url: string) => {
      const text = files.get(url);
      return text === undefined || url.startsWith('/search/en') ? new Response('missing', { status: 404 }) : new Response(text, { status: 200 });
    });
    vi.stubGlobal('fetch', fetchMock);
    try {
      const client = createSearchClient();
      expect((await client.search('reembolso')).map((result) => result.url)).toEqual(['/checkout/0']);
      await expect(client.search('refund', { locale: 'en' })).rejects.toThrow('/search/en.json: HTTP 404');
      expect(fetchMock.mock.calls[0]?.[0]).toBe('/search/es.json');
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
