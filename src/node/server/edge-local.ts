import path from 'node:path';
import { Miniflare } from 'miniflare';
import { ASSETS_BINDING, WORKER_BUNDLE, WORKER_COMPATIBILITY_DATE, WORKER_COMPATIBILITY_FLAGS } from './worker-config';

export interface EdgeServer {
  origin: string;
  stop(): Promise<void>;
}

/**
 * The Workers bundle (scripts/build-worker.ts) over out/ in Cloudflare's own runtime, workerd, on
 * this machine (Miniflare, from npm): the deployment as wrangler.json describes it, with no account
 * and no network. `npm run serve:edge`, and the server's tests against the edge target.
 */
export async function startEdgeServer({ root = process.cwd(), port = 0, host = '127.0.0.1' }: { root?: string; port?: number; host?: string } = {}): Promise<EdgeServer> {
  const miniflare = new Miniflare({
    modules: true,
    scriptPath: path.join(root, WORKER_BUNDLE),
    modulesRoot: path.join(root, path.dirname(WORKER_BUNDLE)),
    compatibilityDate: WORKER_COMPATIBILITY_DATE,
    compatibilityFlags: WORKER_COMPATIBILITY_FLAGS,
    host,
    port,
    assets: {
      directory: path.join(root, 'out'),
      binding: ASSETS_BINDING,
      routerConfig: { has_user_worker: true, invoke_user_worker_ahead_of_assets: true },
      assetConfig: { html_handling: 'none', not_found_handling: 'none' },
    },
  });
  const url = await miniflare.ready;
  return { origin: url.origin, stop: () => miniflare.dispose() };
}
