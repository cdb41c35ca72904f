import { describe, expect, it } from 'vitest';
import type { SiteReader } from '../mcp/site-reader';
import { MAX_MCP_BODY_BYTES, mcpHandler } from './mcp-http';

// No build behind it: what the handler does before a tool runs needs none.
const reader: SiteReader = { describe: 'no site', read: () => Promise.resolve(undefined) };
const HEADERS = { 'Content-Type': 'application/json', Accept: 'application/json, text/event-stream' };
const post = (body: BodyInit, headers: Record<string, string> = {}) => new Request('http://docs.test/mcp', { method: 'POST', headers: { ...HEADERS, ...headers }, body, duplex: 'half' } as RequestInit);
const initialize = JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'initialize', params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'test', version: '1' } } });

describe('mcpHandler', () => {
  const handle = mcpHandler(reader);

  it('answers initialize without keeping a session', async () => {
    const response = await handle(post(initialize));
    expect(response.status).toBe(200);
    expect(response.headers.get('Mcp-Session-Id')).toBeNull();
    expect(((await response.json()) as { result: { serverInfo: { name: string } } }).result.serverInfo.name).toBe('ondapay-docs');
  });

  it('answers a body that is not JSON with a JSON-RPC parse error', async () => {
    const response = await handle(post('{"jsonrpc":'));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ jsonrpc: '2.0', error: { code: -32700, message: 'Parse error: the body is not JSON.' }, id: null });
  });

  it('refuses an oversized body, declared or streamed, before reading it whole', async () => {
    expect((await handle(post('x'.repeat(MAX_MCP_BODY_BYTES + 1)))).status).toBe(413);
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < 10; i++) controller.enqueue(new Uint8Array(MAX_MCP_BODY_BYTES / 4));
        controller.close();
      },
    });
    const response = await handle(post(stream));
    expect(response.status).toBe(413);
    expect(((await response.json()) as { error: { code: number } }).error.code).toBe(-32600);
  });

  it('answers a message that is not JSON-RPC, and a server-to-client stream, with errors', async () => {
    expect((await handle(post('{"hello":1}'))).status).toBe(400);
    expect((await handle(new Request('http://docs.test/mcp', { headers: { Accept: 'text/event-stream' } }))).status).toBe(405);
  });
});
