import { WebStandardStreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js';
import { createDocsTools, type DocsTools } from '../mcp/docs-tools';
import { createDocsServer } from '../mcp/server';
import type { SiteReader } from '../mcp/site-reader';

/** The largest JSON-RPC message /mcp reads: a tool call with the longest path is under 3 KB. */
export const MAX_MCP_BODY_BYTES = 64 * 1024;
/** MCP requests answered at once; more wait for none and get 503 with Retry-After. */
export const MAX_MCP_IN_FLIGHT = 64;

const jsonRpcError = (status: number, code: number, message: string, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify({ jsonrpc: '2.0', error: { code, message }, id: null }), { status, headers: { 'Content-Type': 'application/json', ...headers } });

/**
 * The docs' MCP server over Streamable HTTP (the official SDK's Web-standard transport), stateless:
 * every POST is answered on its own, with JSON, by a server made for it over tools shared by all
 * (the index and search load once). No session is kept, so a flood of `initialize` calls holds no
 * memory; GET (a server-to-client stream, which would stay open with nothing to say) and DELETE (a
 * session's end) are answered 405.
 * `tools` may search elsewhere (search-pool.ts's worker threads, on Node).
 * The body is read with a limit before the SDK sees it: an oversized or malformed message gets a
 * JSON-RPC error, and the server goes on serving.
 */
export function mcpHandler(reader: SiteReader, tools: DocsTools = createDocsTools(reader)): (request: Request) => Promise<Response> {
  let inFlight = 0;
  return async (request) => {
    if (request.method !== 'POST') return jsonRpcError(405, -32000, `Method ${request.method.slice(0, 20)} is not allowed: send JSON-RPC messages with POST.`, { Allow: 'POST, OPTIONS' });
    if (inFlight >= MAX_MCP_IN_FLIGHT) return jsonRpcError(503, -32000, 'The server is busy: try again in a second.', { 'Retry-After': '1' });
    inFlight += 1;
    try {
      const declared = Number(request.headers.get('content-length') ?? '0');
      if (declared > MAX_MCP_BODY_BYTES) return jsonRpcError(413, -32600, `The message is larger than ${MAX_MCP_BODY_BYTES} bytes.`);
      const text = await readLimited(request, MAX_MCP_BODY_BYTES);
      if (text === undefined) return jsonRpcError(413, -32600, `The message is larger than ${MAX_MCP_BODY_BYTES} bytes.`);
      let parsedBody: unknown;
      try {
        parsedBody = JSON.parse(text);
      } catch {
        return jsonRpcError(400, -32700, 'Parse error: the body is not JSON.');
      }
      const server = createDocsServer(reader, tools);
      const transport = new WebStandardStreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
      await server.connect(transport);
      try {
        return await transport.handleRequest(request, { parsedBody });
      } finally {
        void server.close();
      }
    } finally {
      inFlight -= 1;
    }
  };
}

/** The body as text, or undefined once it passes `limit` bytes (a body without Content-Length is counted as it streams). */
async function readLimited(request: Request, limit: number): Promise<string | undefined> {
  if (!request.body) return '';
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.length;
    if (total > limit) {
      await reader.cancel();
      return undefined;
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.length;
  }
  return new TextDecoder().decode(bytes);
}
