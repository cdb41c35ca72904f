import { markdownTwinPath } from '../content/markdown-twin';
import type { Locale } from '../i18n/locales';
import { getTranslator } from '../i18n/translate';
import { localizePath } from '../i18n/paths';
import type { HomeEntry, NavTab } from '../navigation/types';
import { operationModel, webhookModel } from '../openapi/operation-model';
import type { OpenApiDocument } from '../openapi/types';
import { buildSiteSearchIndex } from '../search/build-index';
import type { SitePage } from '../site/types';
import { localeAgentFiles } from './agent-files';
import { AGENT_INDEX_PATH, agentIndex } from './catalog';
import { pageMarkdown } from './page-markdown';

/** A small definition for the agents' tests: a body with nested and circular fields, a path parameter, responses, a webhook. */
export const agentsDefinition: OpenApiDocument = {
  openapi: '3.1.0',
  servers: [{ url: 'https://api-test.example' }],
  paths: {
    '/orders/{orderId}': {
      post: {
        summary: 'Update an order',
        description: 'Changes an **order**.',
        parameters: [{ name: 'orderId', in: 'path', required: true, description: 'The order.', schema: { type: 'integer', example: 42 } }],
        requestBody: {
          required: true,
          content: {
            'application/json': {
              schema: {
                type: 'object',
                required: ['amount'],
                properties: {
                  amount: { type: 'object', required: ['total'], properties: { total: { type: 'number', minimum: 0, example: 10 }, currency: { type: 'string', enum: ['COP', 'USD'] } } },
                  note: { type: ['string', 'null'], maxLength: 20, description: 'A note.\n\n## Not a heading of the page' },
                  parent: { $ref: '#/components/schemas/Node' },
                },
              },
              example: { amount: { total: 10, currency: 'COP' } },
            },
          },
        },
        responses: {
          '200': { description: 'Updated', content: { 'application/json': { schema: { type: 'object', properties: { status: { type: 'string' } } }, example: { status: 'OK' } } } },
          '404': { description: 'No such order' },
        },
      },
    },
  },
  webhooks: {
    orderPaid: {
      post: {
        summary: 'Order paid',
        'x-signature': { in: 'body', name: 'signature', algorithm: 'SHA-256', fields: ['orderId'], encoding: 'hex' },
        requestBody: { content: { 'application/json': { schema: { type: 'object', properties: { orderId: { type: 'integer' }, signature: { type: 'string' } } } } } },
        responses: { '200': { description: 'Received' } },
      },
    },
  },
  components: {
    schemas: {
      Node: { type: 'object', properties: { name: { type: 'string' }, child: { $ref: '#/components/schemas/Node' } } },
    },
  },
};

export const updateOrder = () => operationModel('shop', agentsDefinition, '/orders/{orderId}', 'post');
export const orderPaid = () => webhookModel('shop', agentsDefinition, 'orderPaid', undefined);

/**
 * A two-product site in two languages for the agents' tests: `shop` with a guide, an API page and
 * a changelog; `help` with one guide. English has every page, `help` untranslated.
 */
export function agentsSite(): { pages: SitePage[]; namespaces: string[]; home: Record<Locale, HomeEntry[]> } {
  const pages: SitePage[] = [];
  const titles = {
    es: { shop: 'Tienda', guide: 'Primer pedido', api: 'Pedidos', changelog: 'Cambios', help: 'Ayuda' },
    en: { shop: 'Shop', guide: 'First order', api: 'Orders', changelog: 'Changes', help: 'Ayuda' },
  } as const;
  for (const locale of ['es', 'en'] as const) {
    const href = (path: string) => localizePath(path, locale);
    const names = titles[locale];
    const navigation = (namespace: string, links: Array<[string, string]>): NavTab[] => [
      { title: 'Docs', identifier: 'documentation', href: href(`/${namespace}`), icon: 'book-open', groups: [{ title: 'Start', links: links.map(([path, title]) => ({ title, href: href(path) })) }] },
    ];
    const shopNav = navigation('shop', [['/shop', names.shop], ['/shop/api/changelog', names.changelog], ['/shop/first-order', names.guide], ['/shop/api/orders', names.api]]);
    const page = (path: string, title: string, body: string, extra: Partial<SitePage> = {}): SitePage => ({
      locale, path, href: href(path), namespace: path.split('/')[1] ?? '', kind: 'guide', sourceFile: `content/${locale}${path}.mdx`, sourceLocale: locale, isIndex: false,
      untranslated: false, title, description: `${title}: ${locale === 'es' ? 'qué es' : 'what it is'}.`, body, headings: [], navigation: shopNav, alternates: {}, ...extra,
    });
    pages.push(
      page('/shop', names.shop, locale === 'es' ? 'La tienda vende pedidos.\n' : 'The shop sells orders.\n', { isIndex: true }),
      page('/shop/first-order', names.guide, locale === 'es' ? 'Crea tu primer pedido con la API.\n\n## Pasos\n\nLlama a la API.\n' : 'Create your first order with the API.\n\n## Steps\n\nCall the API.\n'),
      page('/shop/api/orders', names.api, 'Intro.\n\n<ApiOperation path="/orders/{orderId}" method="post" />\n\n<ApiOperation webhook="orderPaid" />\n', { kind: 'api', operations: [updateOrder(), orderPaid()] }),
      page('/shop/api/changelog', names.changelog, '## 2026-10-15\n\n- Added [orders](/shop/api/orders).\n\n## 2026-01-01\n\n- First version.\n', {
        kind: 'api',
        headings: [{ id: '2026-10-15', title: '2026-10-15', depth: 2 }, { id: '2026-01-01', title: '2026-01-01', depth: 2 }],
      }),
      page('/help', titles.es.help, 'Escríbenos.\n', { isIndex: true, untranslated: locale === 'en', sourceLocale: 'es', navigation: navigation('help', [['/help', titles.es.help]]) }),
    );
  }
  const home = (locale: Locale): HomeEntry[] => [{ title: titles[locale].shop, description: 'Orders.', href: localizePath('/shop', locale), icon: 'book-open' }];
  return { pages, namespaces: ['shop', 'help'], home: { es: home('es'), en: home('en') } };
}

/** The fixture site built as scripts/write-outputs.ts builds the real one, as files in memory: site path → text. */
export function agentsBuild(origin = 'https://docs.example'): Map<string, string> {
  const site = agentsSite();
  const files = new Map<string, string>();
  const perLocale: Parameters<typeof agentIndex>[1] = {};
  for (const locale of ['es', 'en'] as const) {
    const t = getTranslator(locale);
    const pages = site.pages.filter((page) => page.locale === locale);
    const markdown = new Map(pages.map((page) => [page, pageMarkdown(page, t, origin)]));
    for (const [page, text] of markdown) files.set(markdownTwinPath(page.href), text);
    const built = localeAgentFiles({
      locale, t, origin, pages, namespaces: site.namespaces, markdownOf: (page) => markdown.get(page) ?? '',
      productName: (namespace) => (namespace === 'shop' ? (locale === 'es' ? 'Tienda' : 'Shop') : 'Ayuda'), homeEntries: site.home[locale],
    });
    for (const [path, text] of built.files) files.set(path, text);
    const products = [{ namespace: 'shop', names: locale === 'es' ? ['Tienda', 'Shop'] : ['Shop', 'Tienda'] }, { namespace: 'help', names: ['Ayuda'] }];
    for (const [path, text] of buildSiteSearchIndex(pages, locale, { products }).files) files.set(path, text);
    perLocale[locale] = built;
  }
  files.set(AGENT_INDEX_PATH, JSON.stringify(agentIndex(origin, perLocale)));
  return files;
}
