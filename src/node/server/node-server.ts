import { readFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { serve } from '@hono/node-server';
import { createDocsTools } from '../mcp/docs-tools';
import { createSearchPool, defaultPoolSize } from '../mcp/search-pool';
import type { ServeHeaderRule } from '../security/headers-file';
import { createSiteApp } from './app';
import { filesReader } from './files-reader';
import { mcpHandler } from './mcp-http';
import { nodeFiles } from './node-files';

/** Larger request heads are refused by Node with 431 before the application sees them. */
export const MAX_HEADER_BYTES = 16 * 1024;

export interface NodeSiteOptions {
  out: string;
  /** serve.json, whose header rules the server sends. */
  config: string;
  port: number;
  host?: string;
  /** Worker threads for MCP searches (search-pool.ts); 0 searches on the server's own thread. */
  searchWorkers?: number;
}

/** The site's server on Node (@hono/node-server): out/ with the MCP endpoint over the same build. */
export function startNodeServer({ out, config, port, host = '127.0.0.1', searchWorkers = defaultPoolSize() }: NodeSiteOptions): Promise<Server> {
  const rules = (JSON.parse(readFileSync(config, 'utf8')) as { headers: ServeHeaderRule[] }).headers;
  const files = nodeFiles(out);
  const reader = filesReader(files, `the build at ${files.root}`);
  // Searches run on worker threads, so a page request never waits behind one (search-pool.ts).
  const tools = createDocsTools(reader);
  const pool = searchWorkers > 0 ? createSearchPool(files.root, searchWorkers) : undefined;
  const app = createSiteApp({ files, rules, mcp: mcpHandler(reader, pool ? { ...tools, searchDocs: pool.searchDocs } : tools) });
  return new Promise((resolve, reject) => {
    // Plain HTTP/1.1 (no createServer option): the server is node:http's.
    const server = serve({ fetch: app.fetch, port, hostname: host, serverOptions: { maxHeaderSize: MAX_HEADER_BYTES } }, () => resolve(server)) as Server;
    server.once('error', reject);
    server.once('close', () => void pool?.close());
    // A client that opens a connection and sends nothing must not hold it forever.
    server.headersTimeout = 10_000;
    server.requestTimeout = 30_000;
  });
}
