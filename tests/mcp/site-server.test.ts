import { existsSync, readFileSync } from 'node:fs';
import { request } from 'node:http';
import type { Server } from 'node:http';
import path from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { markdownTwinPath } from '../../src/shared/content/markdown-twin';
import { parseRedirectsFile } from '../../src/shared/navigation/redirects';
import { toolNames } from '../../src/node/mcp/server';
import { startEdgeServer } from '../../src/node/server/edge-local';
import { MAX_MCP_BODY_BYTES } from '../../src/node/server/mcp-http';
import { startNodeServer } from '../../src/node/server/node-server';
import { WORKER_BUNDLE } from '../../src/node/server/worker-config';
import { loadSite } from '../../src/node/site/load-site';
import { freePort } from '../support/free-port';

/**
 * The site's own server (src/node/server/) as agents and hostile clients meet it, on both targets
 * from one build: Node (`npm start`) and the Workers bundle in workerd (Miniflare). A real MCP
 * client over Streamable HTTP, Markdown on request, redirects, and requests meant to break it.
 * Needs `npm run build` first (npm test runs it after the build).
 */
const repoRoot = path.resolve(import.meta.dirname, '../..');
const out = path.join(repoRoot, 'out');
const site = loadSite();
const spanish = site.pages.find((page) => page.locale === 'es' && page.kind === 'guide' && !page.isIndex && !page.untranslated)!;
const english = site.pages.find((page) => page.locale === 'en' && page.kind === 'guide' && !page.isIndex && !page.untranslated && page.path !== spanish.path)!;
const redirects = existsSync(path.join(out, '_redirects')) ? [...parseRedirectsFile(readFileSync(path.join(out, '_redirects'), 'utf8'))] : [];

type ToolResult = { content: Array<{ type: string; text?: string }>; isError?: boolean; structuredContent?: Record<string, unknown> };
const MCP_HEADERS = { 'Content-Type': 'application/json', Accept: 'application/json, text/event-stream' };

interface Target {
  origin: string;
  stop(): Promise<void>;
}

const targets: Array<[string, () => Promise<Target>]> = [
  [
    'Node (npm start)',
    async () => {
      const port = await freePort();
      const server: Server = await startNodeServer({ out, config: path.join(repoRoot, 'serve.json'), port });
      return { origin: `http://127.0.0.1:${port}`, stop: () => new Promise<void>((resolve) => server.close(() => resolve())) };
    },
  ],
  ['Cloudflare Workers (workerd)', () => startEdgeServer({ root: repoRoot })],
];

/** A raw HTTP request, for what fetch() will not send (a path as written, a huge header). */
function raw(origin: string, target: string, headers: Record<string, string> = {}): Promise<{ status: number; body: string }> {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve, reject) => {
    const req = request({ hostname, port, path: target, headers }, (response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => (body += chunk.toString()));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe.each(targets)('the site server on %s', (_name, start) => {
  let target: Target;
  let client: Client;
  const call = async (name: string, args: Record<string, unknown>) => (await client.callTool({ name, arguments: args })) as ToolResult;
  const rpc = (body: string, headers: Record<string, string> = {}) => fetch(`${target.origin}/mcp`, { method: 'POST', headers: { ...MCP_HEADERS, ...headers }, body });

  beforeAll(async () => {
    if (!existsSync(path.join(out, 'agents/index.json')) || !existsSync(path.join(repoRoot, WORKER_BUNDLE))) throw new Error('out/ or the Workers bundle is missing: run `npm run build` before this test.');
    target = await start();
    client = new Client({ name: 'ondapay-docs-test', version: '1.0.0' });
    await client.connect(new StreamableHTTPClientTransport(new URL(`${target.origin}/mcp`)));
  }, 120_000);
  afterAll(async () => {
    await client?.close();
    await target?.stop();
  });

  it('an MCP client lists the tools and finds the right page for a Spanish and an English question', async () => {
    const { tools } = await client.listTools();
    expect(tools.map((tool) => tool.name).sort()).toEqual([...toolNames].sort());
    for (const page of [spanish, english]) {
      const result = await call('search_docs', { query: page.title, locale: page.locale, limit: 5 });
      expect(result.isError, JSON.stringify(result.content).slice(0, 200)).toBeFalsy();
      const results = (result.structuredContent as { results: Array<{ url: string; pageTitle: string }> }).results;
      expect(results.map((hit) => hit.pageTitle)).toContain(page.title);
      expect(results.some((hit) => new URL(hit.url).pathname === page.href)).toBe(true);
      const markdown = await call('get_page', { path: page.href });
      expect(markdown.content[0]?.text?.startsWith(`# ${page.title}`)).toBe(true);
    }
    const simulated = await call('run_simulation', { workflowId: 'checkoutPayment', locale: 'es' });
    expect(simulated.isError, JSON.stringify(simulated.content).slice(0, 200)).toBeFalsy();
    expect(simulated.structuredContent).toMatchObject({ simulated: true, ok: true, outputs: { status: 'APPROVED' } });
  });

  it('answers Accept: text/markdown with the Markdown twin, and links it from the HTML page', async () => {
    const markdown = await fetch(target.origin + spanish.href, { headers: { Accept: 'text/markdown' } });
    expect(markdown.status).toBe(200);
    expect(markdown.headers.get('Content-Type')).toBe('text/markdown; charset=utf-8');
    expect(markdown.headers.get('Vary')).toContain('Accept');
    expect((await markdown.text()).startsWith(`# ${spanish.title}`)).toBe(true);
    const html = await fetch(target.origin + english.href, { headers: { Accept: 'text/html,*/*;q=0.8' } });
    expect(html.headers.get('Content-Type')).toBe('text/html; charset=utf-8');
    expect(html.headers.get('Link')).toContain(`<${markdownTwinPath(english.href)}>; rel="alternate"; type="text/markdown"`);
    expect(html.headers.get('Content-Security-Policy')).toContain("frame-ancestors 'none'");
    await html.arrayBuffer();
    const card = (await (await fetch(`${target.origin}/.well-known/mcp/server-card.json`)).json()) as { remotes: Array<{ url: string }> };
    expect(card.remotes[0]?.url).toBe(`${target.origin}/mcp`);
  });

  it('redirects the manifests’ old URLs and answers unknown ones with the not-found page and 404', async () => {
    for (const [from, to] of redirects.slice(0, 3)) {
      const response = await fetch(target.origin + from, { redirect: 'manual' });
      expect(response.status, from).toBe(301);
      expect(response.headers.get('Location')).toBe(to);
    }
    const missing = await fetch(`${target.origin}/en/no-such-page`);
    expect(missing.status).toBe(404);
    expect(missing.headers.get('Content-Type')).toBe('text/html; charset=utf-8');
    await missing.arrayBuffer();
  });

  it('refuses hostile requests cleanly and keeps serving', async () => {
    for (const path of ['/%', '/%2e%2e%2f%2e%2e%2fetc%2fpasswd', '/..%2f..%2fpackage.json', '/%252e%252e%252fpackage.json', '/a%00b', '/..\\..\\package.json']) {
      const { status, body } = await raw(target.origin, path);
      expect(status, path).toBeGreaterThanOrEqual(400);
      expect(status, path).toBeLessThan(500);
      expect(body).not.toContain('"devDependencies"');
    }
    for (const path of ['/_headers', '/_redirects', '/.assetsignore']) expect((await raw(target.origin, path)).status, path).toBe(404);
    for (const method of ['POST', 'PUT', 'DELETE']) expect((await fetch(target.origin + spanish.href, { method })).status, method).toBe(405);
    expect((await raw(target.origin, '/', { 'X-Huge': 'x'.repeat(64 * 1024) })).status).toBeGreaterThanOrEqual(400);

    const parse = await rpc('{"jsonrpc":"2.0",');
    expect(parse.status).toBe(400);
    expect(((await parse.json()) as { error: { code: number } }).error.code).toBe(-32700);
    const notRpc = await rpc('{"hello":"world"}');
    expect(notRpc.status).toBe(400);
    expect(((await notRpc.json()) as { error?: { code: number } }).error?.code).toBeLessThan(0);
    const huge = await rpc(JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'search_docs', arguments: { query: 'x'.repeat(MAX_MCP_BODY_BYTES) } } }));
    expect(huge.status).toBe(413);
    await huge.arrayBuffer();
    const unknown = await call('no_such_tool', {}).catch((error: Error) => ({ isError: true, content: [{ type: 'text', text: error.message }] }));
    expect(unknown.isError).toBe(true);

    // A flood of sessions: the server keeps none, so each is answered and nothing piles up.
    const initialize = JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'initialize', params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'flood', version: '1' } } });
    const statuses = await Promise.all(Array.from({ length: 200 }, () => rpc(initialize).then(async (response) => (await response.arrayBuffer(), response.status))));
    expect(statuses.every((status) => status === 200 || status === 503)).toBe(true);

    // Still serving pages and tools.
    expect((await fetch(target.origin + spanish.href)).status).toBe(200);
    expect((await call('get_page', { path: english.href })).isError).toBeFalsy();
  }, 120_000);
});
