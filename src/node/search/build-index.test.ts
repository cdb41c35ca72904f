import { describe, expect, it } from 'vitest';
import { extractHeadings, parseMdx } from '../../shared/content/headings';
import type { SitePage } from '../../shared/site/types';
import { buildSearchIndex, buildSiteSearchIndex, indexSizes } from './build-index';
import { createSearchClient } from '../../shared/search/client';
import { IMPACT_SCALE, searchIndexPath, SEARCH_INDEX_VERSION, shardOf, type DocumentFile, type SearchManifest, type TermShard } from '../../shared/search/index-format';
import { memoryFetcher } from './memory-fetcher';
import type { SearchDocument } from '../../shared/search/types';

const body = 'Una sesión es la solicitud de pago.\n\n## Errores\n\nSi falla, revisa el mensaje.\n';
const page: SitePage = {
  locale: 'es',
  path: '/checkout/create-session',
  href: '/checkout/create-session',
  namespace: 'checkout',
  kind: 'guide',
  sourceFile: 'content/es/checkout/create-session.mdx',
  sourceLocale: 'es',
  isIndex: false,
  untranslated: false,
  title: 'Crea una sesión',
  description: 'Crea una sesión de Web Checkout.',
  body,
  headings: extractHeadings(parseMdx(body)),
  navigation: [],
  alternates: {},
};

const operation: Omit<SearchDocument, 'id'> = {
  kind: 'operation',
  locale: 'es',
  namespace: 'checkout',
  url: '/checkout/api/reference/session#crear-sesion',
  title: 'Crear sesión',
  pageTitle: 'Sesión',
  body: 'Crea una sesión de pago.',
  keywords: ['POST /api/session', 'returnUrl'],
};

const manifestOf = (files: Map<string, string>, locale: 'es' | 'en' = 'es') => JSON.parse(files.get(searchIndexPath(locale)) as string) as SearchManifest;
const search = async (files: Map<string, string>, query: string) => (await createSearchClient(memoryFetcher(files)).search(query, { locale: 'es' })).map((result) => result.url);

describe('buildSearchIndex', () => {
  const documents: SearchDocument[] = [
    { id: 0, kind: 'page', locale: 'es', namespace: 'gateway', url: '/gateway', title: 'Gateway', pageTitle: 'Gateway', body: 'Pagos por API.', keywords: [] },
    { id: 1, kind: 'page', locale: 'es', namespace: 'checkout', url: '/checkout', title: 'Web Checkout', pageTitle: 'Web Checkout', body: 'Página de pago.', keywords: [] },
    { id: 2, kind: 'section', locale: 'es', namespace: 'checkout', url: '/checkout#flujo', title: 'Flujo', pageTitle: 'Web Checkout', body: 'Crea la sesión y redirige.', keywords: [] },
    { id: 3, kind: 'page', locale: 'en', namespace: 'checkout', url: '/en/checkout', title: 'Web Checkout', pageTitle: 'Web Checkout', body: 'Payment page.', keywords: [] },
  ];
  const products = [
    { namespace: 'checkout', names: ['Web Checkout'] },
    { namespace: 'gateway', names: ['Gateway'] },
  ];
  const { manifest, files } = buildSearchIndex(documents, 'es', { products, synonyms: [['pago', 'payment']], shardBytes: 40 });

  it('writes a versioned manifest for one locale, leaving other locales out', () => {
    expect(manifestOf(files)).toEqual(manifest);
    expect(manifest).toMatchObject({ version: SEARCH_INDEX_VERSION, locale: 'es', documents: 3, synonyms: [['pago', 'payment']] });
    expect([...files.keys()].every((path) => path === '/search/es.json' || path.startsWith(`/search/es/${manifest.build}/`))).toBe(true);
  });

  it('orders documents by product, in the order given, and names each product', () => {
    expect(manifest.products).toEqual([
      { namespace: 'checkout', names: ['Web Checkout'], end: 2 },
      { namespace: 'gateway', names: ['Gateway'], end: 3 },
    ]);
    const documentFile = (id: number) => JSON.parse(files.get(`/search/es/${manifest.build}/d/${id}.json`) as string) as DocumentFile;
    expect(documentFile(0)).toEqual(['/checkout', 'Web Checkout', '', 'Web Checkout', 'page', '', 'Página de pago.']);
    expect(documentFile(1)).toEqual(['/checkout', 'Web Checkout', 'flujo', 'Flujo', 'section', '', 'Crea la sesión y redirige.']);
  });

  it('splits the terms into sorted shards, each term in the shard its key says, with scores per document', () => {
    expect(manifest.shards.length).toBeGreaterThan(1);
    expect([...manifest.shards].sort()).toEqual(manifest.shards);
    for (const [shard, key] of manifest.shards.entries()) {
      const { terms } = JSON.parse(files.get(`/search/es/${manifest.build}/t/${shard}.json`) as string) as TermShard;
      for (const [term, postings] of Object.entries(terms)) {
        expect(shardOf(manifest.shards, term)).toBe(shard);
        expect(term >= key).toBe(true);
        expect(postings.length % 2).toBe(0);
      }
    }
    // "sesion" is in document 1 only (the section); its score is the section's.
    const shard = shardOf(manifest.shards, 'sesion');
    const { terms } = JSON.parse(files.get(`/search/es/${manifest.build}/t/${shard}.json`) as string) as TermShard;
    expect(terms.sesion?.[0]).toBe(1);
    expect((terms.sesion?.[1] ?? 0) / IMPACT_SCALE).toBeGreaterThan(0);
  });

  it('keeps each file small: the manifest holds no text, a document file at most its snippet', () => {
    const sizes = indexSizes({ manifest, files });
    expect(sizes.shards).toHaveLength(manifest.shards.length);
    expect(sizes.vocabulary).toHaveLength(manifest.vocabulary.length);
    expect(sizes.documents).toHaveLength(3);
    expect(files.get(searchIndexPath('es'))).not.toContain('redirige');
    const long = buildSearchIndex([{ ...(documents[1] as SearchDocument), body: 'palabra '.repeat(500) }], 'es', { snippetChars: 100 });
    const [text] = (JSON.parse([...long.files].find(([path]) => path.includes('/d/'))?.[1] ?? '[]') as DocumentFile).slice(-1);
    expect(text?.length).toBeLessThanOrEqual(101);
    expect(text?.endsWith('…')).toBe(true);
  });
});

describe('buildSiteSearchIndex', () => {
  it('indexes the pages of a locale and extra documents such as API operations, by their keywords too', async () => {
    const { files } = buildSiteSearchIndex([page], 'es', { extraDocuments: [operation, { ...operation, locale: 'en', url: '/en/x' }] });
    expect(manifestOf(files).documents).toBe(3);
    expect((await search(files, 'errores'))[0]).toBe('/checkout/create-session#errores');
    expect((await search(files, '/api/session'))[0]).toBe('/checkout/api/reference/session#crear-sesion');
    expect((await search(files, 'return url'))[0]).toBe('/checkout/api/reference/session#crear-sesion');
  });

  it('adds the keywords of an extra document whose URL a page already makes, instead of indexing it twice', async () => {
    const sameUrl = { ...operation, url: '/checkout/create-session#errores', keywords: ['statusCode'] };
    const { files } = buildSiteSearchIndex([page], 'es', { extraDocuments: [sameUrl] });
    expect(manifestOf(files).documents).toBe(2);
    expect(await search(files, 'statusCode')).toEqual(['/checkout/create-session#errores']);
  });
});
