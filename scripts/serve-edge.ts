import { parseArgs } from 'node:util';
import { startEdgeServer } from '../src/node/server/edge-local';

/**
 * `npm run serve:edge`: the Workers bundle over out/ in workerd, Cloudflare's runtime, on this
 * machine (after `npm run build`). `--port` (8787), `--host` (127.0.0.1).
 */
const { values } = parseArgs({ options: { port: { type: 'string' }, host: { type: 'string' } }, strict: true });
const server = await startEdgeServer({ port: Number(values.port ?? 8787), host: values.host ?? '127.0.0.1' });
console.log(`Serving the Workers bundle in workerd at ${server.origin} (MCP at ${server.origin}/mcp).`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void server.stop().then(() => process.exit(0)));
