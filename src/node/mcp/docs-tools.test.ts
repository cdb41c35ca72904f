import { describe, expect, it } from 'vitest';
import { agentsBuild } from '../../../tests/fixtures/agents';
import { MAX_QUERY_LENGTH } from '../../shared/search/types';
import { createDocsTools, ToolError } from './docs-tools';
import type { SiteReader } from './site-reader';

const origin = 'https://docs.example';
const files = agentsBuild(origin);
const memory = (contents: ReadonlyMap<string, string>): SiteReader => ({ describe: 'memory', read: async (path) => contents.get(path) });
const tools = createDocsTools(memory(files));

describe('searchDocs', () => {
  it('finds pages in the locale asked for, with their URLs and Markdown URLs on the site', async () => {
    const [first] = await tools.searchDocs({ query: 'First order', locale: 'en' });
    expect(first).toMatchObject({ pageTitle: 'First order', url: `${origin}/en/shop/first-order`, markdown: `${origin}/en/shop/first-order.md`, product: 'Shop' });
    const spanish = await tools.searchDocs({ query: 'Primer pedido' });
    expect(spanish.map((hit) => hit.url)).toContain(`${origin}/shop/first-order`);
  });

  it('keeps to one product, by namespace or by name', async () => {
    for (const product of ['help', 'AYUDA']) {
      const hits = await tools.searchDocs({ query: 'Escríbenos', locale: 'es', product });
      expect(hits.length).toBeGreaterThan(0);
      for (const hit of hits) expect(hit.url).toMatch(/\/help/);
    }
  });

  it('refuses an empty query, one longer than the search reads, and an unknown locale or product', async () => {
    await expect(tools.searchDocs({ query: '  ' })).rejects.toThrow(ToolError);
    await expect(tools.searchDocs({ query: 'a'.repeat(10_000) })).rejects.toThrow(`${MAX_QUERY_LENGTH}`);
    await expect(tools.searchDocs({ query: 'pedido', locale: 'fr' })).rejects.toThrow('Unknown locale "fr". Use one of: es, en.');
    await expect(tools.searchDocs({ query: 'pedido', product: 'nope' })).rejects.toThrow(/Unknown product "nope". Use one of: shop \(Tienda\), help \(Ayuda\)/);
  });
});

describe('getPage', () => {
  it('reads a page by path, URL or Markdown URL, in the locale of its path or the one asked for', async () => {
    for (const path of ['/en/shop/first-order', `${origin}/en/shop/first-order.md`, 'en/shop/first-order/', '/en/shop/first-order?x=1#steps']) {
      expect((await tools.getPage({ path })).markdown.startsWith('# First order\n')).toBe(true);
    }
    expect((await tools.getPage({ path: '/en/shop/first-order', locale: 'es' })).markdown.startsWith('# Primer pedido\n')).toBe(true);
    expect((await tools.getPage({ path: '/' })).href).toBe('/');
    expect((await tools.getPage({ path: '/en.md' })).href).toBe('/en');
  });

  it('names the missing page and the product’s pages, and never climbs out of the site', async () => {
    await expect(tools.getPage({ path: '/shop/nothing' })).rejects.toThrow('No page at /shop/nothing. Pages of shop: /shop, /shop/api/changelog, /shop/first-order, /shop/api/orders.');
    await expect(tools.getPage({ path: '/../../etc/passwd' })).rejects.toThrow('No page at /etc/passwd. Find pages with search_docs.');
    await expect(tools.getPage({ path: '/shop', locale: 'de' })).rejects.toThrow(/Unknown locale "de"/);
  });
});

describe('operations', () => {
  it('lists a product’s operations and gets one by method and path, anchor or webhook name', async () => {
    const { operations } = await tools.listOperations({ product: 'shop', locale: 'en' });
    expect(operations.map((operation) => operation.id)).toEqual(['post-orders-orderid', 'webhook-orderpaid']);
    for (const name of ['post /orders/{orderId}', 'POST  /orders/{orderId}', 'post-orders-orderid']) {
      expect((await tools.getOperation({ product: 'shop', operation: name, locale: 'en' })).title).toBe('Update an order');
    }
    expect((await tools.getOperation({ product: 'Shop', operation: 'orderPaid' })).webhook).toBe('orderPaid');
    expect((await tools.listOperations({ product: 'help' })).operations).toEqual([]);
  });

  it('names the operations there are when one is unknown, and says when a product has none', async () => {
    await expect(tools.getOperation({ product: 'shop', operation: 'GET /x' })).rejects.toThrow('No operation "GET /x" in shop. Its operations: POST /orders/{orderId} (api shop), webhook orderPaid (api shop).');
    await expect(tools.getOperation({ product: 'help', operation: 'GET /x' })).rejects.toThrow('help documents no API operations in es.');
  });
});

describe('a site without the agents index', () => {
  it('says to build it, and tries again on the next call', async () => {
    const contents = new Map<string, string>();
    const late = createDocsTools(memory(contents));
    await expect(late.listOperations({ product: 'shop' })).rejects.toThrow('memory has no /agents/index.json: build the site first (npm run build)');
    for (const [path, text] of files) contents.set(path, text);
    expect((await late.listOperations({ product: 'shop' })).operations.length).toBe(2);
  });
});
