import { readdirSync, readFileSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parseRedirectsFile } from '../../shared/navigation/redirects';
import { compress, ENCODED_SUFFIX, worthCompressing } from './precompress';
import type { Encoding, SiteFile, SiteFiles } from './site-files';

interface Entry {
  file: string;
  size: number;
  mtimeMs: number;
}

/**
 * out/ as the Node server reads it. The files are listed once at start (a request for a name not
 * in the list touches no disk). A file's Brotli or gzip form is the one the build wrote beside it
 * (scripts/precompress.ts), or made on its first request when there is none; either is kept in
 * memory up to `cacheBytes` (least recently used out first), as are the files' bytes: a page costs
 * its compression once, not on every request as with `serve`. A file changed on disk
 * (a rebuild while serving) is read again: `refresh()` lists the folder anew.
 */
export function nodeFiles(root: string, cacheBytes = 256 * 1024 * 1024): SiteFiles & { refresh(): void; root: string } {
  const base = path.resolve(root);
  let entries = new Map<string, Entry>();
  const cache = new Map<string, { mtimeMs: number; bytes: Uint8Array<ArrayBuffer> }>();
  let cached = 0;
  let redirects: Promise<ReadonlyMap<string, string>> | undefined;

  const refresh = () => {
    const next = new Map<string, Entry>();
    for (const entry of readdirSync(base, { recursive: true, withFileTypes: true })) {
      if (!entry.isFile()) continue;
      const file = path.join(entry.parentPath, entry.name);
      const stats = statSync(file);
      next.set('/' + path.relative(base, file).split(path.sep).join('/'), { file, size: stats.size, mtimeMs: stats.mtimeMs });
    }
    entries = next;
    cache.clear();
    cached = 0;
    redirects = undefined;
  };
  refresh();

  const remember = (key: string, mtimeMs: number, bytes: Uint8Array<ArrayBuffer>) => {
    if (bytes.length > cacheBytes / 8) return;
    const old = cache.get(key);
    if (old) cached -= old.bytes.length;
    cache.set(key, { mtimeMs, bytes });
    cached += bytes.length;
    for (const [oldest, value] of cache) {
      if (cached <= cacheBytes) break;
      cache.delete(oldest);
      cached -= value.bytes.length;
    }
  };
  const recall = (key: string, mtimeMs: number) => {
    const hit = cache.get(key);
    if (!hit || hit.mtimeMs !== mtimeMs) return undefined;
    // Most recently used last: Map keeps insertion order.
    cache.delete(key);
    cache.set(key, hit);
    return hit.bytes;
  };

  const raw = async (sitePath: string, entry: Entry) => {
    const bytes = recall(sitePath, entry.mtimeMs) ?? new Uint8Array(await readFile(entry.file));
    remember(sitePath, entry.mtimeMs, bytes);
    return bytes;
  };

  const encoded = async (sitePath: string, entry: Entry, encoding: Encoding) => {
    const key = `${sitePath}\0${encoding}`;
    const hit = recall(key, entry.mtimeMs);
    if (hit) return hit;
    const beside = entries.get(sitePath + ENCODED_SUFFIX[encoding]);
    const bytes = beside && beside.mtimeMs >= entry.mtimeMs ? new Uint8Array(await readFile(beside.file)) : await compress(await raw(sitePath, entry), encoding);
    remember(key, entry.mtimeMs, bytes);
    return bytes;
  };

  return {
    root: base,
    refresh,
    async get(sitePath, encodings): Promise<SiteFile | undefined> {
      const entry = entries.get(sitePath);
      if (!entry) return undefined;
      const etag = `W/"${entry.size.toString(36)}-${Math.floor(entry.mtimeMs).toString(36)}"`;
      const encoding = encodings[0];
      try {
        if (encoding && worthCompressing(sitePath, entry.size)) {
          return { body: await encoded(sitePath, entry, encoding), encoding, etag };
        }
        return { body: await raw(sitePath, entry), etag };
      } catch (error) {
        // Removed since the listing (a rebuild under way): list again, and say there is no such file.
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
          refresh();
          return undefined;
        }
        throw error;
      }
    },
    async text(sitePath) {
      const entry = entries.get(sitePath);
      if (!entry) return undefined;
      return new TextDecoder().decode(await raw(sitePath, entry));
    },
    redirects() {
      redirects ??= Promise.resolve(entries.has('/_redirects') ? parseRedirectsFile(readFileSync(path.join(base, '_redirects'), 'utf8')) : new Map());
      return redirects;
    },
  };
}
