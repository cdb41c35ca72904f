import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import tailwind from '@tailwindcss/postcss';
import postcss from 'postcss';

/**
 * The site's stylesheet is compiled by Tailwind before Next runs, not by Turbopack: without a
 * PostCSS config Turbopack reads plain CSS with Lightning CSS and starts no PostCSS processes,
 * which held 78 MiB through the whole build (docs/benchmarks.md, Build). The root documents import
 * the compiled file; authors edit the sources.
 *
 * Every source lands in the one file, in this order: each stylesheet a page links blocks its first
 * paint, and on a phone's round trips the three that guides and API pages linked cost them about
 * 0.29 s of first paint in Lighthouse (docs/benchmarks.md, "One stylesheet").
 */
export const STYLESHEET = {
  sources: [
    'src/styles/site.css',
    // The API reference's operations and attribute rows (`@reference`s the site's theme).
    'src/components/api/api.css',
  ],
  compiled: 'src/styles/generated/site.css',
} as const;

/**
 * Compiles the Tailwind sources to one plain CSS file; returns its path. `root` is the repository.
 * `optimize` (the build) minifies as Tailwind did inside `next build`; `next dev` reads it as written.
 */
export async function compileStylesheets({ root = process.cwd(), optimize = true }: { root?: string; optimize?: boolean } = {}): Promise<string> {
  const to = path.join(root, STYLESHEET.compiled);
  const parts = await Promise.all(
    STYLESHEET.sources.map(async (source) => {
      const from = path.join(root, source);
      // Tailwind scans the repository for class names from `base`, as it did inside Next.
      const result = await postcss([tailwind({ base: root, optimize })]).process(readFileSync(from, 'utf8'), { from, to });
      return result.css;
    }),
  );
  mkdirSync(path.dirname(to), { recursive: true });
  writeFileSync(to, `/* Generated from ${STYLESHEET.sources.join(' and ')} by scripts/build-css.ts: edit the sources. */\n${parts.join('\n')}`);
  return to;
}
