import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';

/** One MDX file as found on disk, before any check. */
export interface RawContentFile {
  /** Path from the repository root, with forward slashes: `content/es/checkout/index.mdx`. */
  file: string;
  /** First folder under content/: a locale, if the author put it in the right place. */
  localeDir: string;
  /** URL path without locale: `/checkout`, `/checkout/create-session`. */
  path: string;
  isIndex: boolean;
  frontmatter: Record<string, unknown>;
  body: string;
}

/** `content/es/checkout/index.mdx` -> `/checkout`; `content/es/checkout/a.mdx` -> `/checkout/a`. */
export function routeOf(relativeToLocale: string): { path: string; isIndex: boolean } {
  const withoutExt = relativeToLocale.replace(/\.mdx$/, '');
  const isIndex = withoutExt === 'index' || withoutExt.endsWith('/index');
  const route = isIndex ? withoutExt.replace(/\/?index$/, '') : withoutExt;
  return { path: '/' + route, isIndex };
}

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return walk(full);
    return entry.name.endsWith('.mdx') ? [full] : [];
  });
}

export function readContentFiles(repoRoot: string): RawContentFile[] {
  const contentRoot = path.join(repoRoot, 'content');
  return walk(contentRoot)
    .sort()
    .map((full) => {
      const relative = path.relative(contentRoot, full).split(path.sep).join('/');
      const [localeDir = '', ...rest] = relative.split('/');
      const { data, content } = matter(readFileSync(full, 'utf8'));
      return {
        file: `content/${relative}`,
        localeDir,
        ...routeOf(rest.join('/')),
        frontmatter: data,
        body: content,
      };
    });
}
