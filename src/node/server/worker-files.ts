import { parseRedirectsFile } from '../../shared/navigation/redirects';
import type { SiteFiles } from './site-files';

/** The Workers static-assets binding (env.ASSETS), as far as the server uses it. */
export interface AssetsBinding {
  fetch(request: Request): Promise<Response>;
}

// The binding ignores the host; any origin names the deployment's assets.
const ASSET_ORIGIN = 'https://assets.invalid';
const assetUrl = (sitePath: string) => ASSET_ORIGIN + sitePath.split('/').map(encodeURIComponent).join('/');

/**
 * The built site on Cloudflare Workers: each file from the static-assets binding, by its exact
 * name (wrangler.json turns the platform's own HTML handling off: the application decides).
 * Cloudflare compresses at its edge, so files go out as they are. The redirects are bundled into
 * the Worker (scripts/build-worker.ts), as the platform would read `_redirects` only for requests
 * it answers itself.
 */
export function workerFiles(assets: AssetsBinding, redirectsText: string): SiteFiles {
  const redirects = parseRedirectsFile(redirectsText);
  const fetchAsset = async (sitePath: string) => {
    const response = await assets.fetch(new Request(assetUrl(sitePath)));
    if (response.status === 404) return undefined;
    if (!response.ok) throw new Error(`The assets binding answered ${response.status} for ${sitePath}.`);
    return response;
  };
  return {
    async get(sitePath) {
      const response = await fetchAsset(sitePath);
      if (!response?.body) return undefined;
      return { body: response.body, etag: response.headers.get('ETag') ?? undefined };
    },
    async text(sitePath) {
      return (await fetchAsset(sitePath))?.text();
    },
    redirects: () => Promise.resolve(redirects),
  };
}
