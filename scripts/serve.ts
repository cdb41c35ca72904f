import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { startNodeServer } from '../src/node/server/node-server';

/**
 * `npm run serve`: the built site (out/) on the site's own server (src/node/server/), with the MCP
 * endpoint at /mcp. `--port` (3000), `--host` (127.0.0.1), `--out` (out/), `--config` (serve.json), `--search-workers` (MCP searches on worker threads; 0 for none).
 */
const { values } = parseArgs({
  options: { port: { type: 'string' }, host: { type: 'string' }, out: { type: 'string' }, config: { type: 'string' }, 'search-workers': { type: 'string' }, help: { type: 'boolean', short: 'h' } },
  strict: true,
});
if (values.help) {
  console.log('Usage: npm run serve -- [--port 3000] [--host 127.0.0.1] [--out out] [--config serve.json] [--search-workers N (0: search on the server thread)]');
  process.exit(0);
}
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const port = Number(values.port ?? process.env.PORT ?? 3000);
const host = values.host ?? '127.0.0.1';
await startNodeServer({ out: path.resolve(values.out ?? path.join(repoRoot, 'out')), config: path.resolve(values.config ?? path.join(repoRoot, 'serve.json')), port, host, ...(values['search-workers'] === undefined ? {} : { searchWorkers: Number(values['search-workers']) }) });
console.log(`Serving out/ at http://${host}:${port} (MCP at http://${host}:${port}/mcp).`);
