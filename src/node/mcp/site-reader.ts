import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { sanitizePath } from '../../shared/i18n/paths';

/**
 * Where the MCP server reads the site from: the files of a build (`out/`) or a deployed site.
 * `read` gives a file's text by its site path, undefined when there is no such file, and throws
 * only when the site cannot be reached at all.
 */
export interface SiteReader {
  /** For messages: `out/ at /repo/out`, `https://docs.ondapay.dev`. */
  describe: string;
  read(sitePath: string): Promise<string | undefined>;
}

export function directoryReader(root: string): SiteReader {
  const base = path.resolve(root);
  return {
    describe: `the build at ${base}`,
    async read(sitePath) {
      // sanitizePath drops `..` and encoded slashes: nothing outside the build can be named.
      const file = path.join(base, sanitizePath(sitePath));
      if (!file.startsWith(base + path.sep)) return undefined;
      try {
        return await readFile(file, 'utf8');
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code;
        if (code === 'ENOENT' || code === 'EISDIR' || code === 'ENOTDIR') return undefined;
        throw error;
      }
    },
  };
}

/** A deployed site; `base` may carry a path (`https://example.com/docs`), under which the site's paths are read. */
export function urlReader(base: string, fetchImpl: typeof fetch = fetch, timeoutMs = 15_000): SiteReader {
  const root = new URL(base);
  if (root.protocol !== 'https:' && root.protocol !== 'http:') throw new Error(`${base} is not an http(s) URL.`);
  const prefix = root.pathname.replace(/\/+$/, '');
  return {
    describe: root.origin + prefix,
    async read(sitePath) {
      const url = new URL(`${prefix}${sanitizePath(sitePath)}`, root.origin);
      let response: Response;
      try {
        response = await fetchImpl(url, { signal: AbortSignal.timeout(timeoutMs), redirect: 'follow' });
      } catch (error) {
        throw new Error(`Could not reach ${url}: ${(error as Error).message}`);
      }
      if (response.status === 404) return undefined;
      if (!response.ok) throw new Error(`${url} answered HTTP ${response.status}.`);
      return response.text();
    },
  };
}
