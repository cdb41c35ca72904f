import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseRedirectsFile } from '../../shared/navigation/redirects';

export interface BuiltPage {
  /** Absolute path of the HTML file. */
  file: string;
  /** The URL it is served at: `/`, `/en`, `/checkout/create-session`. */
  url: string;
  /** Next's not-found pages (404.html, _not-found.html): served for unknown URLs, not at their own. */
  notFound: boolean;
  /** A page left at an old URL that sends the reader on (out/_redirects, scripts/write-redirects.ts). */
  redirect: boolean;
}

/** Every HTML page of the static export in `outDir` (Next's own `_next/` assets skipped). */
export function builtPages(outDir: string): BuiltPage[] {
  const redirectsFile = path.join(outDir, '_redirects');
  const redirects = existsSync(redirectsFile) ? parseRedirectsFile(readFileSync(redirectsFile, 'utf8')) : new Map<string, string>();
  const walk = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return entry.name === '_next' ? [] : walk(full);
      return entry.name.endsWith('.html') ? [full] : [];
    });
  return walk(outDir)
    .sort()
    .map((file) => {
      const relative = path.relative(outDir, file).split(path.sep).join('/').replace(/\.html$/, '');
      const url = relative === 'index' ? '/' : `/${relative.replace(/\/index$/, '')}`;
      return { file, url, notFound: ['404', '_not-found'].includes(relative), redirect: redirects.has(url) };
    });
}
