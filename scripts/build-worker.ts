import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { ASSETS_IGNORE, WORKER_BUNDLE } from '../src/node/server/worker-config';

/**
 * The site's server for Cloudflare Workers (src/node/server/worker.ts), bundled into one module
 * with out/_redirects inside it, and out/.assetsignore, which keeps the host files out of the
 * uploaded assets. Runs after write-redirects (npm run build); wrangler.json names the bundle.
 */
const out = path.resolve('out');
if (!existsSync(path.join(out, '_redirects'))) {
  console.error('build-worker: out/_redirects is missing (scripts/write-redirects.ts writes it): build the site first.');
  process.exit(1);
}
const result = await build({
  entryPoints: ['src/node/server/worker.ts'],
  outfile: WORKER_BUNDLE,
  bundle: true,
  format: 'esm',
  platform: 'neutral',
  target: 'es2022',
  conditions: ['workerd', 'worker', 'browser', 'import'],
  mainFields: ['module', 'main'],
  minify: true,
  legalComments: 'none',
  define: { SITE_REDIRECTS: JSON.stringify(readFileSync(path.join(out, '_redirects'), 'utf8')) },
  logLevel: 'warning',
  metafile: true,
});
writeFileSync(path.join(out, '.assetsignore'), `${ASSETS_IGNORE.join('\n')}\n`);
const bytes = Object.values(result.metafile.outputs).reduce((sum, output) => sum + output.bytes, 0);
console.log(`Worker: ${WORKER_BUNDLE} (${Math.round(bytes / 1024)} KiB), out/.assetsignore.`);
