import { describe, expect, it } from 'vitest';
import type { Locale } from '../i18n/locales';
import { buildSearchIndex } from './build-index';
import { planQuery } from './plan';
import { apiPathAnchor, loadSearchIndex, search } from './query';
import { MAX_QUERY_LENGTH, SEARCH_RESULT_LIMIT, type SearchDocument } from './types';

let nextId = 0;
function doc(locale: Locale, url: string, title: string, body: string, extra: Partial<SearchDocument> = {}): SearchDocument {
  const kind = url.includes('#') ? 'section' : 'page';
  return { id: nextId++, kind, locale, url, title, pageTitle: title, body, keywords: [], ...extra };
}

const spanish = [
  doc('es', '/checkout/authentication', 'Autenticación', 'Construye el objeto auth con login y tranKey.'),
  doc('es', '/checkout/create-session', 'Crea una sesión', 'Una sesión es la solicitud de pago que crea tu servidor.'),
  doc('es', '/checkout/create-session#errores', 'Errores', 'Si la petición falla no se crea nada.', { pageTitle: 'Crea una sesión' }),
  doc('es', '/checkout/expiration', 'Configuracion de la expiracion', 'Cuánto dura el pago.'),
  doc('es', '/payments', 'Pago', 'Cobra en línea.'),
  doc('es', '/checkout/refund', 'Reembolsos', 'Devuelve el dinero de un pago aprobado.'),
  doc('es', '/checkout/metadata', 'Metadatos', 'Datos internos. Los reembolsos se concilian con ellos.'),
  doc('es', '/autopay#eventos', 'Eventos del webhook', 'Cada cobro envía un evento.', { pageTitle: 'AutoPay' }),
  doc('es', '/checkout/api/session', 'Crear una sesión (API)', 'Operación que crea la sesión.', {
    kind: 'operation',
    keywords: ['POST /api/session', 'createSession', 'returnUrl', 'payment.amount'],
  }),
  doc('es', '/core', 'API de administración', 'La API de Core gestiona sesiones de usuarios.'),
];

const english = [
  doc('en', '/en/checkout/authentication', 'Authentication', 'Build the auth object with login and tranKey.'),
  doc('en', '/en/checkout/tokens', 'Token', 'Store a card as a token.'),
  doc('en', '/en/payments', 'Payment', 'Take payments online.'),
];

const es = loadSearchIndex(JSON.stringify(buildSearchIndex(spanish, 'es')));
const en = loadSearchIndex(JSON.stringify(buildSearchIndex(english, 'en')));
const urls = (index: typeof es, query: string, limit?: number) =>
  search(index, query, { locale: index.locale, ...(limit === undefined ? {} : { limit }) }).map((result) => result.url);

describe('search', () => {
  it('finds accented words without accents, and the reverse', () => {
    expect(urls(es, 'autenticacion')[0]).toBe('/checkout/authentication');
    expect(urls(es, 'AUTENTICACIÓN')[0]).toBe('/checkout/authentication');
    expect(urls(es, 'configuración expiración')[0]).toBe('/checkout/expiration');
  });

  it('matches Spanish and English word forms by their stems', () => {
    expect(urls(es, 'pagos')).toContain('/payments');
    expect(urls(es, 'sesiones')).toContain('/checkout/create-session');
    expect(urls(en, 'payments')[0]).toBe('/en/payments');
    expect(urls(en, 'authenticate')[0]).toBe('/en/checkout/authentication');
  });

  it('matches the word being typed as a prefix, and only that one', () => {
    expect(urls(es, 'sesi')).toContain('/checkout/create-session');
    expect(urls(es, 'metadat')[0]).toBe('/checkout/metadata');
    expect(planQuery('sesi pag', 'es').map((word) => word.some((term) => term.prefix))).toEqual([false, true]);
  });

  it('tolerates typos in words of five letters or more, not in shorter ones', () => {
    expect(urls(en, 'autentication')[0]).toBe('/en/checkout/authentication');
    expect(urls(es, 'autenticasion')[0]).toBe('/checkout/authentication');
    expect(urls(en, 'tokem')[0]).toBe('/en/checkout/tokens');
    expect(urls(en, 'tokn')).toEqual([]);
    expect(urls(es, 'pgo')).toEqual([]);
  });

  it('ranks a title or heading match above a body-only match', () => {
    expect(urls(es, 'reembolsos').slice(0, 2)).toEqual(['/checkout/refund', '/checkout/metadata']);
    expect(urls(es, 'errores sesión')[0]).toBe('/checkout/create-session#errores');
  });

  it('finds an API path whole, while it is typed, and by its words', () => {
    expect(urls(es, '/api/session')[0]).toBe('/checkout/api/session');
    expect(urls(es, '/api/sess')[0]).toBe('/checkout/api/session');
    expect(urls(es, 'POST /api/session')[0]).toBe('/checkout/api/session');
  });

  it('finds a camelCase field name whole, lowercased and as separate words', () => {
    for (const query of ['returnUrl', 'returnurl', 'return url', 'returnU', 'createSession', 'payment.amount']) {
      expect(urls(es, query)[0]).toBe('/checkout/api/session');
    }
  });

  it('finds a word written as one when typed as two', () => {
    expect(urls(es, 'web hook')[0]).toBe('/autopay#eventos');
  });

  it('returns results of the requested locale only', () => {
    expect(search(es, 'autenticacion', { locale: 'en' })).toEqual([]);
    expect(search(en, 'authentication', { locale: 'en' }).every((result) => result.locale === 'en')).toBe(true);
    expect(search(es, 'autenticacion', { locale: 'es' })[0]).toMatchObject({
      url: '/checkout/authentication',
      title: 'Autenticación',
      pageTitle: 'Autenticación',
      locale: 'es',
    });
  });

  it('returns at most `limit` results, 5 by default', () => {
    expect(SEARCH_RESULT_LIMIT).toBe(5);
    expect(urls(es, 'sesión pago reembolsos webhook autenticación api').length).toBe(5);
    expect(urls(es, 'sesión pago reembolsos webhook autenticación api', 2).length).toBe(2);
    expect(urls(es, 'sesión', 0)).toEqual([]);
  });

  it('reads only the first 512 characters of a query', () => {
    expect(MAX_QUERY_LENGTH).toBe(512);
    // Cut inside "pagos": "pag" is left, still a prefix of "pago".
    expect(urls(es, ' '.repeat(MAX_QUERY_LENGTH - 3) + 'pagos')).toContain('/payments');
    expect(urls(es, ' '.repeat(MAX_QUERY_LENGTH) + 'pagos')).toEqual([]);
    expect(urls(es, 'x'.repeat(5000))).toEqual([]);
  });

  it('returns nothing for an empty or blank query', () => {
    expect(urls(es, '')).toEqual([]);
    expect(urls(es, '  \n\t ')).toEqual([]);
    expect(urls(es, '¿?¡!')).toEqual([]);
  });

  it('reports the index terms each result matched, for highlighting', () => {
    expect(search(es, 'sesi', { locale: 'es' })[0]?.terms).toContain('sesion');
  });
});

describe('loadSearchIndex', () => {
  it('refuses a file that is not a search index of this version', () => {
    expect(() => loadSearchIndex('{}')).toThrow(/rebuild search/);
    expect(() => loadSearchIndex({ ...buildSearchIndex(spanish, 'es'), version: 0 })).toThrow(/rebuild search/);
  });

  it('accepts the parsed object as well as the JSON text', () => {
    const index = loadSearchIndex(buildSearchIndex(spanish, 'es'));
    expect(index.locale).toBe('es');
    expect(urls(index, 'metadatos')[0]).toBe('/checkout/metadata');
  });
});

describe('API path queries', () => {
  it('reads a pasted path as the heading anchor of its operations', () => {
    expect(apiPathAnchor('/api/reverse')).toBe('api-reverse');
    expect(apiPathAnchor(' api/session/{requestId} ')).toBe('api-session-requestid');
    expect(apiPathAnchor('reverse')).toBeUndefined();
    expect(apiPathAnchor('pago / reembolso')).toBeUndefined();
  });

  it('puts the operation on that path above a guide that mentions it more', () => {
    const documents = [
      doc('es', '/checkout/refund', 'Reembolsos', 'Llama a /api/reverse. Con /api/reverse reversas un pago; /api/reverse responde rápido.', { keywords: ['/api/reverse'] }),
      doc('es', '/checkout/api/reference/payment#post-api-reverse', 'Reversa un pago', 'Anula un pago aprobado.', { kind: 'operation', keywords: ['/api/reverse', 'internalReference'] }),
    ];
    const index = loadSearchIndex(JSON.stringify(buildSearchIndex(documents, 'es')));
    expect(search(index, '/api/reverse', { locale: 'es' })[0]?.url).toBe('/checkout/api/reference/payment#post-api-reverse');
    expect(search(index, 'api/reverse', { locale: 'es' })[0]?.url).toBe('/checkout/api/reference/payment#post-api-reverse');
  });
});
