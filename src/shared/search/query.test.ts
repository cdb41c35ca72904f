import { describe, expect, it } from 'vitest';
import type { Locale } from '../i18n/locales';
import { buildSearchIndex, type SearchIndexOptions } from '../../node/search/build-index';
import { createSearchClient } from './client';
import { memoryFetcher } from '../../node/search/memory-fetcher';
import { planQuery, queryPathTerm } from './plan';
import { MAX_QUERY_LENGTH, SEARCH_RESULT_LIMIT, type SearchDocument } from './types';

let nextId = 0;
function doc(locale: Locale, url: string, title: string, body: string, extra: Partial<SearchDocument> = {}): SearchDocument {
  const kind = url.includes('#') ? 'section' : 'page';
  const namespace = url.replace(/^\/en/, '').split(/[/#]/)[1] ?? '';
  return { id: nextId++, kind, locale, namespace, url, title, pageTitle: title, body, keywords: [], ...extra };
}

const spanish = [
  doc('es', '/checkout/authentication', 'Autenticación', 'Construye el objeto auth con login y tranKey.'),
  doc('es', '/checkout/create-session', 'Crea una sesión', 'Una sesión es la solicitud de pago que crea tu servidor.'),
  doc('es', '/checkout/create-session#errores', 'Errores', 'Si la petición falla no se crea nada.', { pageTitle: 'Crea una sesión' }),
  doc('es', '/checkout/expiration', 'Configuracion de la expiracion', 'Cuánto dura el pago.'),
  doc('es', '/checkout/notification', 'Notificación', 'Ondapay te avisa de cada cambio de estado de la sesión.'),
  doc('es', '/payments', 'Pago', 'Cobra en línea.'),
  doc('es', '/payments/states', 'Estados', 'Los estados de una transacción.'),
  doc('es', '/checkout/payment-status', 'Estados de un pago', 'Cada sesión termina con un pago aprobado o rechazado.'),
  doc('es', '/checkout/refund', 'Reembolsos', 'Devuelve el dinero de un pago aprobado.'),
  doc('es', '/checkout/metadata', 'Metadatos', 'Datos internos. Los reembolsos se concilian con ellos.'),
  doc('es', '/checkout/test-your-integration#tarjetas', 'Tarjetas', 'Tarjetas de prueba: una aprobada, una rechazada y una con desafío 3-D Secure.', { pageTitle: 'Prueba tu integración' }),
  doc('es', '/autopay#eventos', 'Eventos del webhook', 'Cada cobro envía un evento.', { pageTitle: 'AutoPay' }),
  doc('es', '/gateway', 'Gateway', 'Cobra por API de servidor a servidor.'),
  doc('es', '/gateway#reversa', 'Reversa', 'Anula un pago aprobado con reverse.', { pageTitle: 'Gateway' }),
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

const options: SearchIndexOptions = {
  synonyms: [
    ['notificación', 'notification', 'webhook'],
    ['reverso', 'reembolso', 'reversal', 'refund', 'reversa', 'reverse'],
    ['tarjeta de prueba', 'test card'],
    ['3DS', '3-D Secure'],
  ],
  products: [
    { namespace: 'payments', names: ['Pagos'] },
    { namespace: 'checkout', names: ['Web Checkout'] },
    { namespace: 'gateway', names: ['Gateway'] },
    { namespace: 'autopay', names: ['AutoPay (BETA)'] },
  ],
};
// Small shards, so these tests cross shard boundaries as a real index does.
const es = buildSearchIndex(spanish, 'es', { ...options, shardBytes: 150, vocabularyBytes: 80 });
const en = buildSearchIndex(english, 'en', options);
const esClient = createSearchClient(memoryFetcher(es.files));
const enClient = createSearchClient(memoryFetcher(en.files));

const urls = async (locale: Locale, query: string, limit?: number) =>
  (await (locale === 'es' ? esClient : enClient).search(query, { locale, ...(limit === undefined ? {} : { limit }) })).map((result) => result.url);
const first = async (locale: Locale, query: string) => (await urls(locale, query))[0];

describe('search', () => {
  it('finds accented words without accents, and the reverse', async () => {
    expect(await first('es', 'autenticacion')).toBe('/checkout/authentication');
    expect(await first('es', 'AUTENTICACIÓN')).toBe('/checkout/authentication');
    expect(await first('es', 'configuración expiración')).toBe('/checkout/expiration');
  });

  it('matches Spanish and English word forms by their stems', async () => {
    expect(await urls('es', 'pagos')).toContain('/payments');
    expect(await urls('es', 'sesiones')).toContain('/checkout/create-session');
    expect(await first('en', 'payments')).toBe('/en/payments');
    expect(await first('en', 'authenticate')).toBe('/en/checkout/authentication');
  });

  it('matches the word being typed as a prefix, and only that one', async () => {
    expect(await urls('es', 'sesi')).toContain('/checkout/create-session');
    expect(await first('es', 'metadat')).toBe('/checkout/metadata');
    expect(planQuery('sesi pag', 'es').map((word) => word.some((term) => term.prefix))).toEqual([false, true]);
  });

  it('tolerates typos in words of five letters or more, not in shorter ones', async () => {
    expect(await first('en', 'autentication')).toBe('/en/checkout/authentication');
    expect(await first('es', 'autenticasion')).toBe('/checkout/authentication');
    expect(await first('en', 'tokem')).toBe('/en/checkout/tokens');
    expect(await urls('en', 'tokn')).toEqual([]);
    expect(await urls('es', 'pgo')).toEqual([]);
  });

  it('ranks a title or heading match above a body-only match', async () => {
    const refunds = await urls('es', 'reembolsos');
    expect(refunds[0]).toBe('/checkout/refund');
    expect(refunds.indexOf('/checkout/metadata')).toBeGreaterThan(0);
    expect(await first('es', 'errores sesión')).toBe('/checkout/create-session#errores');
  });

  it('finds an API path whole, while it is typed, and by its words', async () => {
    expect(await first('es', '/api/session')).toBe('/checkout/api/session');
    expect(await first('es', '/api/sess')).toBe('/checkout/api/session');
    expect(await first('es', 'POST /api/session')).toBe('/checkout/api/session');
  });

  it('finds a camelCase field name whole, lowercased and as separate words', async () => {
    for (const query of ['returnUrl', 'returnurl', 'return url', 'returnU', 'createSession', 'payment.amount']) {
      expect(await first('es', query)).toBe('/checkout/api/session');
    }
  });

  it('finds a word written as one when typed as two', async () => {
    expect(await first('es', 'web hook')).toBe('/autopay#eventos');
  });

  it('finds the words of a glossary row by each other, in either language', async () => {
    // "webhook" is also "notificación".
    expect((await urls('es', 'webhook')).slice(0, 2)).toEqual(expect.arrayContaining(['/autopay#eventos', '/checkout/notification']));
    expect(await urls('es', 'notification')).toContain('/checkout/notification');
    expect(await first('es', 'test cards')).toBe('/checkout/test-your-integration#tarjetas');
    expect(await first('es', '3DS test cards')).toBe('/checkout/test-your-integration#tarjetas');
    expect(await urls('es', 'refund')).toEqual(expect.arrayContaining(['/checkout/refund', '/gateway#reversa']));
  });

  it('favours the pages of a product named in the query', async () => {
    expect(await first('es', 'reembolso')).toBe('/checkout/refund');
    expect(await first('es', 'reembolso gateway')).toBe('/gateway#reversa');
    expect(await first('es', 'eventos autopay')).toBe('/autopay#eventos');
    // The product's name needs no "(BETA)".
    expect((await esClient.search('autopay', { locale: 'es' }))[0]?.product).toBe('AutoPay (BETA)');
  });

  it("takes a product name that the other products' pages use as a word (Payments' \"Pagos\": \"pago\") for the product only when typed alone", async () => {
    expect(await first('es', 'estados de un pago')).toBe('/checkout/payment-status');
    expect(await first('es', 'pagos')).toBe('/payments');
    // A name the other products seldom write still names its product.
    expect(await first('es', 'reembolso gateway')).toBe('/gateway#reversa');
  });

  it('returns results of the requested locale only, from that locale\'s index', async () => {
    const requested: string[] = [];
    const both = createSearchClient(memoryFetcher(new Map([...es.files, ...en.files]), requested));
    expect(await both.search('authentication', { locale: 'es' })).toEqual([]);
    expect((await both.search('authentication', { locale: 'en' })).map((result) => [result.url, result.locale])).toEqual([['/en/checkout/authentication', 'en']]);
    expect(requested.filter((path) => path.startsWith('/search/es')).length).toBeGreaterThan(0);
    expect(requested.filter((path) => path.startsWith('/search/en')).length).toBeGreaterThan(0);
    expect((await esClient.search('autenticacion', { locale: 'es' }))[0]).toMatchObject({
      url: '/checkout/authentication',
      title: 'Autenticación',
      pageTitle: 'Autenticación',
      locale: 'es',
      kind: 'page',
      product: 'Web Checkout',
    });
  });

  it('returns at most `limit` results, 5 by default', async () => {
    expect(SEARCH_RESULT_LIMIT).toBe(5);
    expect((await urls('es', 'sesión pago reembolsos webhook autenticación api')).length).toBe(5);
    expect((await urls('es', 'sesión pago reembolsos webhook autenticación api', 2)).length).toBe(2);
    expect(await urls('es', 'sesión', 0)).toEqual([]);
  });

  it('reads only the first 512 characters of a query', async () => {
    expect(MAX_QUERY_LENGTH).toBe(512);
    // Cut inside "pagos": "pag" is left, still a prefix of "pago".
    expect(await urls('es', ' '.repeat(MAX_QUERY_LENGTH - 3) + 'pagos')).toContain('/payments');
    expect(await urls('es', ' '.repeat(MAX_QUERY_LENGTH) + 'pagos')).toEqual([]);
    expect(await urls('es', 'x'.repeat(5000))).toEqual([]);
  });

  it('returns nothing for an empty or blank query', async () => {
    expect(await urls('es', '')).toEqual([]);
    expect(await urls('es', '  \n\t ')).toEqual([]);
    expect(await urls('es', '¿?¡!')).toEqual([]);
  });

  it('gives each result its product, section and a snippet with the matched words marked', async () => {
    const [result] = await esClient.search('errores peticion', { locale: 'es' });
    expect(result).toMatchObject({ url: '/checkout/create-session#errores', title: 'Errores', pageTitle: 'Crea una sesión', product: 'Web Checkout', kind: 'section' });
    const marked = (text: { text: string; ranges: Array<{ start: number; end: number }> }) => text.ranges.map((range) => text.text.slice(range.start, range.end));
    expect(marked({ text: result!.title, ranges: result!.titleRanges })).toEqual(['Errores']);
    expect(marked(result!.snippet!)).toEqual(['petición']);
    expect((await esClient.search('sesi', { locale: 'es' }))[0]?.terms).toContain('sesion');
  });
});

describe('API path queries', () => {
  it('reads a pasted path as the marker of its operations', () => {
    expect(queryPathTerm('/api/reverse')).toBe('@/api/reverse');
    expect(queryPathTerm(' api/session/{requestId} ')).toBe('@/api/session/{requestid}');
    expect(queryPathTerm('reverse')).toBeUndefined();
    expect(queryPathTerm('pago / reembolso')).toBeUndefined();
  });

  it('puts the operation on that path above a guide that mentions it more', async () => {
    const documents = [
      doc('es', '/checkout/refund', 'Reembolsos', 'Llama a /api/reverse. Con /api/reverse reversas un pago; /api/reverse responde rápido.', { keywords: ['/api/reverse'] }),
      doc('es', '/checkout/api/reference/payment#post-api-reverse', 'Reversa un pago', 'Anula un pago aprobado.', { kind: 'operation', keywords: ['POST /api/reverse', 'internalReference'] }),
    ];
    const client = createSearchClient(memoryFetcher(buildSearchIndex(documents, 'es').files));
    for (const query of ['/api/reverse', 'api/reverse']) expect((await client.search(query, { locale: 'es' }))[0]?.url).toBe('/checkout/api/reference/payment#post-api-reverse');
  });
});
