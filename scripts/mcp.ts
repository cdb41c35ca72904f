import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { LineStdioTransport } from '../src/node/mcp/line-transport';
import { createDocsServer } from '../src/node/mcp/server';
import { directoryReader, urlReader } from '../src/node/mcp/site-reader';

/**
 * The docs' MCP server on stdio: `npm run --silent mcp` (npm prints its banner on stdout
 * otherwise, and stdout is the protocol's), or the package's bin, `ondapay-docs-mcp`.
 * It reads the build in out/ by default; `--out <dir>` another build, `--url <site>` a
 * deployed one (also ONDAPAY_DOCS_OUT and ONDAPAY_DOCS_URL). Messages go to stderr.
 */
const { values } = parseArgs({
  options: { out: { type: 'string' }, url: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
  strict: true,
});
if (values.help) {
  process.stderr.write('Usage: ondapay-docs-mcp [--out <build folder>] [--url <deployed site URL>]\n');
  process.exit(0);
}
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const url = values.url ?? process.env.ONDAPAY_DOCS_URL;
const reader = url ? urlReader(url) : directoryReader(path.resolve(values.out ?? process.env.ONDAPAY_DOCS_OUT ?? path.join(repoRoot, 'out')));

const server = createDocsServer(reader);
// A malformed or oversized line gets a JSON-RPC error and the server keeps serving (line-transport.ts); anything else that goes wrong is said on stderr.
server.server.onerror = (error) => process.stderr.write(`Ondapay docs MCP server: ${error.message}\n`);
await server.connect(new LineStdioTransport());
process.stderr.write(`Ondapay docs MCP server: reading ${reader.describe}, speaking MCP on stdio.\n`);
