/**
 * The Workers deployment, one source for wrangler.json (deploys) and the local run in workerd
 * (edge-local.ts): the bundle scripts/build-worker.ts writes, out/ as static assets reached only
 * through the Worker (it answers every request, so headers, redirects and 404s are the
 * application's), and the platform's own HTML and not-found handling off.
 */
export const WORKER_BUNDLE = 'dist/worker/index.js';
export const WORKER_COMPATIBILITY_DATE = '2026-04-01';
export const WORKER_COMPATIBILITY_FLAGS = ['nodejs_compat'];
export const ASSETS_BINDING = 'ASSETS';
/**
 * What out/ holds that is no asset of the site: the host files (the Worker has the redirects in its
 * bundle) and the Node server's precompressed forms (Cloudflare compresses at its edge).
 */
export const ASSETS_IGNORE = ['_headers', '_redirects', '.assetsignore', '*.br', '*.gz'];
