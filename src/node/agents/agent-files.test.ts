import { parseFeed } from '@rowanmanning/feed-parser';
import { describe, expect, it } from 'vitest';
import { feedProblems } from '../feeds/feed-check';
import { getTranslator } from '../../shared/i18n/translate';
import { type AgentIndex, AGENT_INDEX_PATH, type ProductOperations } from './catalog';
import { agentsBuild, agentsSite } from '../../../tests/fixtures/agents';

const origin = 'https://docs.example';
const files = agentsBuild(origin);
const file = (path: string) => {
  const text = files.get(path);
  if (text === undefined) throw new Error(`${path} was not built.`);
  return text;
};
const site = agentsSite();

describe('the files a build writes for agents', () => {
  it('writes llms.txt per locale with the instructions before the page lists, and each product’s canonical page', () => {
    for (const [locale, path] of [['es', '/llms.txt'], ['en', '/en/llms.txt']] as const) {
      const t = getTranslator(locale);
      const text = file(path);
      const instructions = text.indexOf(t('agents.title'));
      expect(instructions).toBeGreaterThan(0);
      expect(instructions).toBeLessThan(text.indexOf('\n## '));
      for (const key of ['agents.testFirst', 'agents.authPerRequest', 'agents.secretKey'] as const) expect(text).toContain(t(key));
      const index = site.pages.find((page) => page.locale === locale && page.path === '/shop')!;
      expect(text).toContain(`${origin}${index.href}.md`);
      expect(text).toContain(`${origin}${index.href}/llms-full.txt`);
      expect(text).toContain(`${origin}${index.href}/api/changelog.atom`);
    }
  });

  it('writes llms-full.txt per locale and per product: every page once, in navigation order, with its URL', () => {
    const full = file('/en/llms-full.txt');
    const order = ['/en/shop', '/en/shop/api/changelog', '/en/shop/first-order', '/en/shop/api/orders', '/en/help'];
    const positions = order.map((href) => full.indexOf(`Source: ${origin}${href}\n`));
    expect(positions.every((position) => position > 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    // Each page's text follows its URL, operations included.
    expect(full).toContain('## Update an order');
    const shop = file('/en/shop/llms-full.txt');
    expect(shop).toContain(`Source: ${origin}/en/shop/first-order`);
    expect(shop).not.toContain(`Source: ${origin}/en/help`);
    expect(file('/help/llms-full.txt')).toContain(`Source: ${origin}/help\n`);
  });

  it('writes a valid feed per changelog page and locale', () => {
    for (const path of ['/shop/api/changelog.atom', '/en/shop/api/changelog.atom']) {
      const xml = file(path);
      expect(feedProblems(xml, { self: `${origin}${path}`, entries: 2 })).toEqual([]);
      expect(parseFeed(xml).title).toMatch(/^(Tienda|Shop): /);
    }
  });

  it('writes the twins of the home and search pages, and each product’s operations', () => {
    expect(file('/index.md')).toContain('(/shop.md)');
    expect(file('/en.md')).toContain('(/en/shop.md)');
    expect(file('/en/search.md')).toContain(`${origin}/en/llms-full.txt`);
    const operations = JSON.parse(file('/agents/operations/en/shop.json')) as ProductOperations;
    expect(operations.operations.map((operation) => operation.webhook ?? `${operation.method} ${operation.path}`)).toEqual(['POST /orders/{orderId}', 'orderPaid']);
    expect((JSON.parse(file('/agents/operations/es/help.json')) as ProductOperations).operations).toEqual([]);
  });

  it('indexes products, pages and files for the MCP server', () => {
    const index = JSON.parse(file(AGENT_INDEX_PATH)) as AgentIndex;
    expect(index).toMatchObject({ origin, locales: ['es', 'en'], llms: { es: { index: '/llms.txt', full: '/llms-full.txt' }, en: { index: '/en/llms.txt', full: '/en/llms-full.txt' } } });
    expect(index.products.map((product) => product.namespace)).toEqual(['shop', 'help']);
    expect(index.products[0]).toMatchObject({ names: { es: 'Tienda', en: 'Shop' }, index: { es: '/shop', en: '/en/shop' }, feeds: { en: ['/en/shop/api/changelog.atom'] } });
    // Every page listed has its twin in the build.
    for (const page of Object.values(index.pages).flat()) expect(files.has(page.markdown), page.markdown).toBe(true);
    expect(index.pages.en?.map((page) => page.href)).toEqual(['/en', '/en/codes', '/en/shop', '/en/shop/api/changelog', '/en/shop/first-order', '/en/shop/api/orders', '/en/help']);
  });
});
