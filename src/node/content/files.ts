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
  /** The MDX after the frontmatter, whose lines are left blank so that line N of the body is line N of the file. */
  body: string;
}

/**
 * The body gray-matter gives (the text after the frontmatter) with one empty line for each line of
 * the frontmatter before it: every position the parser gives, and so every line a message names
 * (the content check's, the compiler's), is the file's own line, as the author's editor shows it.
 * Blank lines before the first block change nothing a page renders.
 */
export function bodyOnFileLines(source: string, body: string): string {
  if (!source.endsWith(body)) return body;
  const frontmatterLines = source.slice(0, source.length - body.length).split('\n').length - 1;
  return '\n'.repeat(frontmatterLines) + body;
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
      const source = readFileSync(full, 'utf8');
      const { data, content } = matter(source);
      return {
        file: `content/${relative}`,
        localeDir,
        ...routeOf(rest.join('/')),
        frontmatter: data,
        body: bodyOnFileLines(source, content),
      };
    });
}
