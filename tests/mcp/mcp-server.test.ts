import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CompactOperation } from '../../src/node/agents/compact-operation';
import { markdownTwinPath } from '../../src/shared/content/markdown-twin';
import { locales } from '../../src/shared/i18n/locales';
import { toolNames } from '../../src/node/mcp/server';
import { MAX_QUERY_LENGTH } from '../../src/shared/search/types';
import { loadSite } from '../../src/node/site/load-site';
import { siteConfig } from '../../src/node/site-config';
import { freePort } from '../support/free-port';

/**
 * The docs' MCP server as an assistant meets it: a real MCP client (the official SDK) starts the
 * package's bin on stdio over the built site (out/), lists its tools and calls each one, with good
 * input and bad; then the same server over the site served by HTTP (--url). Expectations come from
 * the site model, so content edits never break this test. Needs `npm run build` first (npm test
 * runs it after the build).
 */
const repoRoot = path.resolve(import.meta.dirname, '../..');
const out = path.join(repoRoot, 'out');
const bin = path.join(repoRoot, 'bin/ondapay-docs-mcp.mjs');
const site = loadSite();
const origin = siteConfig.url;

type ToolResult = { content: Array<{ type: string; text?: string }>; isError?: boolean; structuredContent?: Record<string, unknown> };

async function connect(args: string[]): Promise<Client> {
  const client = new Client({ name: 'ondapay-docs-test', version: '1.0.0' });
  await client.connect(new StdioClientTransport({ command: process.execPath, args: [bin, ...args], cwd: repoRoot, stderr: 'pipe' }));
  return client;
}

const call = async (client: Client, name: string, args: Record<string, unknown>) => (await client.callTool({ name, arguments: args })) as ToolResult;
const textOf = (result: ToolResult) => result.content.map((part) => part.text ?? '').join('');
const dataOf = <T>(result: ToolResult): T => {
  expect(result.isError, textOf(result)).toBeFalsy();
  return result.structuredContent as T;
};

// Pages and operations picked from the site model, whatever the content is today.
const pagesIn = (locale: (typeof locales)[number]) => site.pages.filter((page) => page.locale === locale);
const guide = site.pages.find((page) => page.locale === 'es' && page.kind === 'guide' && !page.isIndex && !page.untranslated);
const apiPage = site.pages.find((page) => page.locale === 'en' && (page.operations?.length ?? 0) > 0);
const withOperations = [...new Set(site.pages.filter((page) => page.operations?.length).map((page) => page.namespace))];
const withoutOperations = site.namespaces.find((namespace) => !withOperations.includes(namespace));
const operationsOf = (namespace: string, locale: string) => site.pages.filter((page) => page.namespace === namespace && page.locale === locale).flatMap((page) => page.operations ?? []);

describe('the MCP server over the built site', () => {
  let client: Client;

  beforeAll(async () => {
    if (!existsSync(path.join(out, 'agents/index.json'))) throw new Error('out/agents/index.json is missing: run `npm run build` before this test.');
    client = await connect(['--out', out]);
  });
  afterAll(async () => {
    await client?.close();
  });

  it('lists its five tools, each with an input schema', async () => {
    const { tools } = await client.listTools();
    expect(tools.map((tool) => tool.name).sort()).toEqual([...toolNames].sort());
    for (const tool of tools) {
      expect(tool.description?.length).toBeGreaterThan(0);
      expect(tool.inputSchema.type).toBe('object');
      // run_simulation takes a workflow or an operation: neither alone is required.
      if (tool.name === 'run_simulation') expect(Object.keys(tool.inputSchema.properties ?? {})).toEqual(expect.arrayContaining(['workflowId', 'inputs', 'operationId', 'body', 'headers', 'action', 'advance', 'session', 'locale']));
      else expect(tool.inputSchema.required?.length).toBeGreaterThan(0);
    }
  });

  it('run_simulation runs a workflow, and an operation then a command and a clock move in one session, each step with its request and response', async () => {
    type Run = { simulated: boolean; ok: boolean; failure?: string; session?: string; notice: string; action?: { result: unknown }; steps: Array<{ stepId: string; request: { method: string; url: string }; response: { status: number; body: unknown } }> };
    const workflow = dataOf<Run>(await call(client, 'run_simulation', { workflowId: 'gatewayPurchaseRefundReversal', locale: 'en' }));
    expect(workflow).toMatchObject({ simulated: true, ok: true });
    expect(workflow.steps.map((step) => step.stepId)).toEqual(['purchase', 'query', 'partialRefund', 'secondPurchase', 'reverse', 'queryReversed']);
    expect(workflow.steps[0]).toMatchObject({ request: { method: 'POST', url: 'https://gateway-test.ondapay.dev/api/process' }, response: { status: 200 } });
    const operation = dataOf<Run>(await call(client, 'run_simulation', { operationId: 'checkout.createSession', body: { payment: { reference: 'X', description: 'x', amount: { currency: 'COP', total: 1000 } } } }));
    expect(operation.steps[0]!.response.status).toBe(400);
    expect(operation.notice).toContain('https://checkout-test.ondapay.dev');
    // The same simulator on the next call: a payer's command (no such session: the simulator's refusal), then the clock.
    const paid = dataOf<Run>(await call(client, 'run_simulation', { session: operation.session, action: { api: 'checkout', name: 'pay', input: { requestId: 1, card: '4111111111111111' } } }));
    expect(paid).toMatchObject({ session: operation.session, ok: false, action: { result: { problem: 'unknownSession' } } });
    expect(dataOf<Run>(await call(client, 'run_simulation', { session: operation.session, advance: 300 }))).toMatchObject({ session: operation.session, ok: true });
    const scudo = dataOf<Run>(await call(client, 'run_simulation', { operationId: 'api-scudo.searchValidations', body: {} }));
    // Signed by the tool: past Api Scudo's signature check, to the model's own 400 for an empty search.
    expect(scudo.steps[0]!.response.status).toBe(400);
    const unknown = await call(client, 'run_simulation', { session: 'gone', advance: 60 });
    expect(unknown.isError).toBe(true);
    expect(textOf(unknown)).toMatch(/Unknown session "gone"/);
    const bad = await call(client, 'run_simulation', { workflowId: 'noSuchWorkflow' });
    expect(bad.isError).toBe(true);
    expect(textOf(bad)).toMatch(/No workflow "noSuchWorkflow". Workflows: .*checkoutPayment/);
    const oversized = await call(client, 'run_simulation', { operationId: 'checkout.createSession', body: { text: 'x'.repeat(40_000) } });
    expect(oversized.isError).toBe(true);
    expect(textOf(oversized)).toMatch(/body is larger than 32 KiB/);
  });

  it('search_docs finds a page by its title, in its locale, and keeps to a product when asked', async () => {
    expect(guide).toBeDefined();
    const { results } = dataOf<{ results: Array<{ url: string; pageTitle: string; markdown: string }> }>(await call(client, 'search_docs', { query: guide!.title, locale: 'es', limit: 5 }));
    expect(results.length).toBeGreaterThan(0);
    expect(results.map((result) => result.pageTitle)).toContain(guide!.title);
    for (const result of results) {
      expect(result.url.startsWith(`${origin}/`)).toBe(true);
      expect(result.url.startsWith(`${origin}/en/`)).toBe(false);
      expect(result.markdown).toBe(new URL(markdownTwinPath(new URL(result.url).pathname), origin).toString());
    }

    // Kept to the page's own product, it is still found, and nothing from elsewhere comes with it.
    const own = dataOf<{ results: Array<{ url: string; pageTitle: string }> }>(await call(client, 'search_docs', { query: guide!.title, locale: 'es', product: guide!.namespace }));
    expect(own.results.map((result) => result.pageTitle)).toContain(guide!.title);
    for (const result of own.results) expect(new URL(result.url).pathname.split('/')[1]).toBe(guide!.namespace);

    const english = dataOf<{ results: Array<{ url: string }> }>(await call(client, 'search_docs', { query: apiPage!.title, locale: 'en' }));
    expect(english.results.length).toBeGreaterThan(0);
    for (const result of english.results) expect(new URL(result.url).pathname.startsWith('/en')).toBe(true);
  });

  it('get_page returns a page as Markdown by its path, its URL or its .md, and the home too', async () => {
    for (const page of [guide!, apiPage!]) {
      for (const path of [page.href, `${origin}${page.href}.md`]) {
        const result = await call(client, 'get_page', { path });
        expect(result.isError, textOf(result)).toBeFalsy();
        expect(textOf(result).startsWith(`# ${page.title}\n\n${page.description}`)).toBe(true);
      }
    }
    // An API page's Markdown holds the operations it places.
    const markdown = textOf(await call(client, 'get_page', { path: apiPage!.href }));
    for (const operation of apiPage!.operations ?? []) expect(markdown).toContain(operation.webhook === undefined ? `${operation.method} ${operation.path}` : operation.webhook);
    // The locale argument reads the same page in the other language.
    const spanish = site.pages.find((page) => page.locale === 'es' && page.path === apiPage!.path)!;
    expect(textOf(await call(client, 'get_page', { path: apiPage!.href, locale: 'es' })).startsWith(`# ${spanish.title}`)).toBe(true);
    expect((await call(client, 'get_page', { path: '/' })).isError).toBeFalsy();
  });

  it('list_operations lists every operation of a product in page order, and none for a product without an API', async () => {
    for (const namespace of withOperations) {
      for (const locale of locales) {
        const listed = dataOf<{ operations: Array<{ method: string; path: string; id: string; url: string }> }>(await call(client, 'list_operations', { product: namespace, locale }));
        const expected = operationsOf(namespace, locale);
        expect(listed.operations.map((operation) => `${operation.method} ${operation.path}`)).toEqual(expected.map((operation) => `${operation.method} ${operation.path}`));
        for (const operation of listed.operations) expect(new URL(operation.url).hash).toBe(`#${operation.id}`);
      }
    }
    if (withoutOperations) expect(dataOf<{ operations: unknown[] }>(await call(client, 'list_operations', { product: withoutOperations })).operations).toEqual([]);
  });

  it('get_operation returns each operation with its parameters, body fields, responses and examples', async () => {
    for (const namespace of withOperations) {
      for (const model of operationsOf(namespace, 'en')) {
        const name = model.webhook ?? `${model.method} ${model.path}`;
        const operation = dataOf<CompactOperation>(await call(client, 'get_operation', { product: namespace, operation: name, locale: 'en', api: model.api }));
        expect(operation).toMatchObject({ id: model.id, method: model.method, path: model.path, title: model.title });
        expect(operation.responses.map((response) => response.status)).toEqual(model.responses.map((response) => response.status));
        const topFields = model.requestPanels.flatMap((panel) => panel.schema?.attributes.map((row) => row.name) ?? []);
        expect((operation.request?.schemas ?? []).flatMap((schema) => (schema.fields ?? []).map((field) => field.name))).toEqual(topFields);
        const examples = model.requestPanels.flatMap((panel) => panel.examples).length + model.responses.flatMap((response) => response.examples).length;
        expect((operation.request?.examples?.length ?? 0) + operation.responses.reduce((sum, response) => sum + (response.examples?.length ?? 0), 0)).toBe(examples);
      }
    }
  });

  it('answers bad input with a clear error, never a crash', async () => {
    const cases: Array<[string, Record<string, unknown>, RegExp]> = [
      ['get_page', { path: '/no-such-product/no-such-page' }, /No page at \/no-such-product\/no-such-page/],
      ['get_page', { path: guide!.href, locale: 'fr' }, /locale/],
      ['search_docs', { query: 'x'.repeat(10_000) }, new RegExp(`${MAX_QUERY_LENGTH} characters`)],
      ['search_docs', { query: 'pago', locale: 'xx' }, /locale must be one of: es, en/],
      ['search_docs', { query: '   ' }, /query is empty/i],
      ['list_operations', { product: 'no-such-product' }, /Unknown product "no-such-product"/],
      ['get_operation', { product: withOperations[0] ?? site.namespaces[0], operation: 'TRACE /no/such/path' }, /No operation "TRACE \/no\/such\/path"/],
      ['get_page', {}, /path/],
    ];
    for (const [name, args, message] of cases) {
      const result = await call(client, name, args);
      expect(result.isError, `${name} ${JSON.stringify(args).slice(0, 80)}`).toBe(true);
      expect(textOf(result)).toMatch(message);
    }
    // Still serving.
    expect((await call(client, 'get_page', { path: guide!.href })).isError).toBeFalsy();
  });
});

describe('the MCP server given malformed and oversized messages (issue 42, P7)', () => {
  let server: ChildProcess | undefined;
  const answers: Array<{ id: unknown; result?: unknown; error?: { code: number; message: string } }> = [];
  const answered = async (count: number, timeoutMs = 60_000) => {
    const end = Date.now() + timeoutMs;
    while (answers.length < count && Date.now() < end) await new Promise((resolve) => setTimeout(resolve, 50));
    return answers.splice(0, count);
  };

  beforeAll(() => {
    server = spawn(process.execPath, [bin, '--out', out], { cwd: repoRoot, stdio: ['pipe', 'pipe', 'pipe'] });
    let pending = '';
    server.stdout!.on('data', (chunk: Buffer) => {
      const lines = (pending + chunk.toString('utf8')).split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) if (line.trim()) answers.push(JSON.parse(line));
    });
  });
  afterAll(() => {
    server?.kill();
  });

  it('answers each malformed line with a JSON-RPC error and keeps serving', async () => {
    const progressObject = { jsonrpc: '2.0', id: 5, method: 'tools/call', params: { name: 'search_docs', arguments: { query: 'x' }, _meta: { progressToken: { x: 1 } } } };
    server!.stdin!.write(['not json', '{"jsonrpc":"2.0",', '[]', '{"jsonrpc":"1.0","id":4,"method":"ping"}', JSON.stringify(progressObject), '{"jsonrpc":"2.0","id":6,"method":"ping"}', ''].join('\n'));
    expect((await answered(6)).map((answer) => [answer.id, answer.error?.code])).toEqual([
      [null, -32700],
      [null, -32700],
      [null, -32600],
      [4, -32600],
      [5, -32600],
      [6, undefined],
    ]);
  });

  it('answers a message over its limit with an error instead of exiting, then serves the next', async () => {
    // 12 MiB: over the SDK's own 10 MiB buffer, which closed the server silently.
    const huge = JSON.stringify({ jsonrpc: '2.0', id: 7, method: 'tools/call', params: { name: 'search_docs', arguments: { query: 'x'.repeat(12 * 1024 * 1024) } } });
    server!.stdin!.write(`${huge}\n{"jsonrpc":"2.0","id":8,"method":"ping"}\n`);
    const [tooLarge, ping] = await answered(2);
    expect(tooLarge).toMatchObject({ id: null, error: { code: -32600, message: expect.stringMatching(/larger than this server reads/) } });
    expect(ping).toMatchObject({ id: 8, result: {} });
    expect(server!.exitCode).toBeNull();
  });
});

describe('the MCP server over a deployed site (--url)', () => {
  let server: ChildProcess | undefined;
  let client: Client;
  let unreachable: Client;

  beforeAll(async () => {
    const port = await freePort();
    server = spawn(path.join(repoRoot, 'node_modules/.bin/tsx'), ['scripts/serve.ts', '--port', String(port)], { cwd: repoRoot, stdio: 'ignore' });
    const base = `http://127.0.0.1:${port}`;
    await waitFor(`${base}/agents/index.json`);
    client = await connect(['--url', base]);
    // A port nobody listens on: the site cannot be reached.
    unreachable = await connect(['--url', `http://127.0.0.1:${await freePort()}`]);
  }, 60_000);
  afterAll(async () => {
    await client?.close();
    await unreachable?.close();
    server?.kill();
  });

  it('reads pages, operations and the search index over HTTP', async () => {
    const page = pagesIn('en').find((candidate) => !candidate.isIndex)!;
    expect(textOf(await call(client, 'get_page', { path: page.href })).startsWith(`# ${page.title}`)).toBe(true);
    expect(dataOf<{ results: unknown[] }>(await call(client, 'search_docs', { query: page.title, locale: 'en' })).results.length).toBeGreaterThan(0);
    if (withOperations[0]) expect(dataOf<{ operations: unknown[] }>(await call(client, 'list_operations', { product: withOperations[0] })).operations.length).toBeGreaterThan(0);
  });

  it('says the site cannot be reached instead of failing', async () => {
    const result = await call(unreachable, 'get_page', { path: '/' });
    expect(result.isError).toBe(true);
    expect(textOf(result)).toMatch(/Could not reach http:\/\/127\.0\.0\.1:\d+\/agents\/index\.json/);
  });
});

async function waitFor(url: string, timeoutMs = 30_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s.`);
}
