import config from '../../../serve.json';
import type { ServeHeaderRule } from '../security/headers-file';
import { createSiteApp } from './app';
import { filesReader } from './files-reader';
import { mcpHandler } from './mcp-http';
import { workerFiles, type AssetsBinding } from './worker-files';

/** out/_redirects, put in by scripts/build-worker.ts (esbuild's `define`). */
declare const SITE_REDIRECTS: string;

interface Env {
  ASSETS: AssetsBinding;
}

let handler: ((request: Request) => Response | Promise<Response>) | undefined;

/**
 * The site's server on Cloudflare Workers with static assets (wrangler.json): the same application
 * as on Node (app.ts), over the assets binding. Made on the first request (the binding comes with
 * it) and kept for the isolate's life: the MCP tools' index and search stay loaded.
 */
const worker = {
  fetch(request: Request, env: Env): Response | Promise<Response> {
    if (!handler) {
      const files = workerFiles(env.ASSETS, SITE_REDIRECTS);
      const app = createSiteApp({ files, rules: (config as { headers: ServeHeaderRule[] }).headers, mcp: mcpHandler(filesReader(files, 'the deployed site')) });
      handler = (incoming) => app.fetch(incoming);
    }
    return handler(request);
  },
};

export default worker;
