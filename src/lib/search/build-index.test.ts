import { describe, expect, it } from 'vitest';
import { extractHeadings, parseMdx } from '../content/headings';
import type { SitePage } from '../site/types';
import { buildSearchIndex, serializeSiteSearchIndex } from './build-index';
import { SEARCH_INDEX_VERSION } from './engine';
import { loadSearchIndex, search } from './query';
import type { SearchDocument } from './types';

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
  url: '/checkout/api/reference/session#crear-sesion',
  title: 'Crear sesión',
  pageTitle: 'Sesión',
  body: 'Crea una sesión de pago.',
  keywords: ['POST /api/session', 'returnUrl'],
};

describe('buildSearchIndex', () => {
  it('writes a versioned file for one locale, leaving other locales out', () => {
    const documents: SearchDocument[] = [
      { id: 0, kind: 'page', locale: 'es', url: '/a', title: 'Pago', pageTitle: 'Pago', body: '', keywords: [] },
      { id: 1, kind: 'page', locale: 'en', url: '/en/a', title: 'Payment', pageTitle: 'Payment', body: '', keywords: [] },
    ];
    const file = buildSearchIndex(documents, 'es');
    expect(file.version).toBe(SEARCH_INDEX_VERSION);
    expect(file.locale).toBe('es');
    expect(file.index.documentCount).toBe(1);
  });
});

describe('serializeSiteSearchIndex', () => {
  it('indexes the pages of a locale and extra documents such as API operations, by their keywords too', () => {
    const json = serializeSiteSearchIndex([page], 'es', [operation, { ...operation, locale: 'en', url: '/en/x' }]);
    const index = loadSearchIndex(json);
    expect(index.engine.documentCount).toBe(3);
    const urls = (query: string) => search(index, query, { locale: 'es' }).map((result) => result.url);
    expect(urls('errores')[0]).toBe('/checkout/create-session#errores');
    expect(urls('/api/session')[0]).toBe('/checkout/api/reference/session#crear-sesion');
    expect(urls('return url')[0]).toBe('/checkout/api/reference/session#crear-sesion');
  });

  it('adds the keywords of an extra document whose URL a page already makes, instead of indexing it twice', () => {
    const sameUrl = { ...operation, url: '/checkout/create-session#errores', keywords: ['statusCode'] };
    const index = loadSearchIndex(serializeSiteSearchIndex([page], 'es', [sameUrl]));
    expect(index.engine.documentCount).toBe(2);
    expect(search(index, 'statusCode', { locale: 'es' }).map((result) => result.url)).toEqual(['/checkout/create-session#errores']);
  });

  it('stores only what a result shows, not the text', () => {
    const json = serializeSiteSearchIndex([page], 'es');
    expect(json).toContain('"Crea una sesión"');
    expect(json).not.toContain('revisa el mensaje');
  });
});
