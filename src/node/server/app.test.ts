import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import type { ServeHeaderRule } from '../security/headers-file';
import { createSiteApp, MAX_REQUEST_HEADER_BYTES } from './app';
import { nodeFiles } from './node-files';

const rules = (JSON.parse(readFileSync('serve.json', 'utf8')) as { headers: ServeHeaderRule[] }).headers;
const page = (title: string) => `<!doctype html><html><head><title>${title}</title></head><body>${'<p>texto</p>'.repeat(200)}</body></html>`;

function site() {
  const out = mkdtempSync(path.join(tmpdir(), 'site-app-'));
  const files: Record<string, string> = {
    'index.html': page('Inicio'),
    'index.md': '# Inicio\n',
    'checkout.html': page('Checkout'),
    'checkout.md': '# Checkout\n',
    'en/checkout.html': page('Checkout EN'),
    'en/checkout.md': '# Checkout EN\n',
    'en/index.html': page('Home'),
    '404.html': page('No encontrada'),
    'en/404.html': page('Not found'),
    '_headers': '/*\n  X-Secret: no\n',
    '_redirects': '/old /checkout 301\n/en/old /en/checkout 301\n',
    '_next/static/a.js': 'console.log(1);'.repeat(100),
    'search/es/index.json': '{"a":1}',
  };
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(out, name)), { recursive: true });
    writeFileSync(path.join(out, name), text);
  }
  const mcp = async (request: Request) => new Response(`mcp ${request.method}`, { status: 200 });
  const app = createSiteApp({ files: nodeFiles(out), rules, mcp });
  return (url: string, init?: RequestInit) => app.fetch(new Request(`http://docs.test${url}`, init));
}

describe('the site server', () => {
  const get = site();

  it('serves pages at clean URLs with the security headers, a Link to the Markdown twin and the MCP card', async () => {
    const response = await get('/en/checkout');
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('text/html; charset=utf-8');
    expect(await response.text()).toContain('Checkout EN');
    expect(response.headers.get('Content-Security-Policy')).toContain("frame-ancestors 'none'");
    expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(response.headers.get('Link')).toContain('</en/checkout.md>; rel="alternate"; type="text/markdown"');
    expect(response.headers.get('Link')).toContain('</.well-known/mcp/server-card.json>');
    expect(response.headers.get('Vary')).toBe('Accept, Accept-Encoding');
    expect((await get('/')).headers.get('Link')).toContain('</index.md>; rel="alternate"');
  });

  it('answers Accept: text/markdown with the twin, and a browser with the page', async () => {
    const markdown = await get('/checkout', { headers: { Accept: 'text/markdown' } });
    expect(markdown.headers.get('Content-Type')).toBe('text/markdown; charset=utf-8');
    expect(markdown.headers.get('Vary')).toContain('Accept');
    expect(await markdown.text()).toBe('# Checkout\n');
    expect(await (await get('/', { headers: { Accept: 'text/markdown, text/html;q=0.9' } })).text()).toBe('# Inicio\n');
    const browser = await get('/checkout', { headers: { Accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' } });
    expect(browser.headers.get('Content-Type')).toBe('text/html; charset=utf-8');
    expect((await get('/checkout', { headers: { Accept: 'text/html, text/markdown;q=0.5' } })).headers.get('Content-Type')).toContain('text/html');
    expect((await get('/checkout.md')).headers.get('Content-Type')).toBe('text/markdown; charset=utf-8');
  });

  it('compresses text once for the best encoding the client takes, and caches hashed assets for a year', async () => {
    const br = await get('/checkout', { headers: { 'Accept-Encoding': 'gzip, deflate, br' } });
    expect(br.headers.get('Content-Encoding')).toBe('br');
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toContain('Checkout');
    const gzip = await get('/_next/static/a.js', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gzip.headers.get('Content-Encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString()).toMatch(/^console/);
    expect(gzip.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    expect((await get('/_next/static/a.js')).headers.get('Content-Encoding')).toBeNull();
  });

  it('answers a repeated request with 304 when the ETag matches', async () => {
    const first = await get('/checkout');
    const etag = first.headers.get('ETag')!;
    expect(etag).toBeTruthy();
    expect((await get('/checkout', { headers: { 'If-None-Match': etag } })).status).toBe(304);
  });

  it('redirects the manifests’ old URLs, trailing slashes and .html URLs with 301', async () => {
    const old = await get('/old?x=1', { redirect: 'manual' });
    expect(old.status).toBe(301);
    expect(old.headers.get('Location')).toBe('/checkout?x=1');
    expect((await get('/en/old')).headers.get('Location')).toBe('/en/checkout');
    expect((await get('/checkout/')).headers.get('Location')).toBe('/checkout');
    expect((await get('/checkout.html')).headers.get('Location')).toBe('/checkout');
    expect((await get('/en/index.html')).headers.get('Location')).toBe('/en');
  });

  it('answers unknown paths with the not-found page of their locale and status 404', async () => {
    const missing = await get('/nope');
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain('No encontrada');
    expect(await (await get('/en/nope')).text()).toContain('Not found');
    expect((await get('/en/nope')).headers.get('X-Content-Type-Options')).toBe('nosniff');
  });

  it('never serves the host’s configuration files or dot-files', async () => {
    for (const url of ['/_headers', '/_redirects', '/%5Fheaders', '/.env']) {
      const response = await get(url);
      expect(response.status, url).toBe(404);
      expect(await response.text()).not.toContain('X-Secret');
    }
  });

  it('refuses malformed and traversing paths with 400', async () => {
    for (const url of ['/%', '/100%', '/%2e%2e%2f_headers', '/..%2f..%2fetc%2fpasswd', '/%252e%252e/', '/a%00', '/a%5c..%5cb']) {
      expect((await get(url)).status, url).toBe(400);
    }
  });

  it('reads pages only by GET and HEAD, and hands /mcp every method', async () => {
    const head = await get('/checkout', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH']) {
      const response = await get('/checkout', { method });
      expect(response.status, method).toBe(405);
      expect(response.headers.get('Allow')).toBe('GET, HEAD');
    }
    expect((await get('/', { method: 'OPTIONS' })).status).toBe(204);
    expect(await (await get('/mcp', { method: 'POST', body: '{}' })).text()).toBe('mcp POST');
    expect((await get('/mcp', { method: 'OPTIONS' })).headers.get('Access-Control-Allow-Methods')).toContain('POST');
  });

  it('refuses a request whose headers pass the limit with 431', async () => {
    expect((await get('/checkout', { headers: { 'X-Huge': 'x'.repeat(MAX_REQUEST_HEADER_BYTES) } })).status).toBe(431);
  });

  it('publishes the MCP server card at both well-known names', async () => {
    for (const url of ['/.well-known/mcp/server-card.json', '/.well-known/mcp.json']) {
      const card = (await (await get(url)).json()) as { remotes: Array<{ type: string; url: string }>; tools: string[] };
      expect(card.remotes).toEqual([{ type: 'streamable-http', url: 'http://docs.test/mcp' }]);
      expect(card.tools).toContain('search_docs');
    }
  });
});
