import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import tailwind from '@tailwindcss/postcss';
import postcss from 'postcss';

/**
 * The site's stylesheets are compiled by Tailwind before Next runs, not by Turbopack: without a
 * PostCSS config Turbopack reads plain CSS with Lightning CSS and starts no PostCSS processes,
 * which held 78 MiB through the whole build (docs/benchmarks.md, Build). Components import the
 * compiled files; authors edit the sources.
 */
export const STYLESHEETS = [
  { source: 'src/styles/site.css', compiled: 'src/styles/generated/site.css' },
  // The API reference's operations and attribute rows (`@reference`s the site's theme), imported by ApiOperation.
  { source: 'src/components/api/api.css', compiled: 'src/styles/generated/api.css' },
] as const;

/**
 * Compiles every Tailwind source to plain CSS; returns the paths written. `root` is the repository.
 * `optimize` (the build) minifies as Tailwind did inside `next build`; `next dev` reads it as written.
 */
export async function compileStylesheets({ root = process.cwd(), optimize = true }: { root?: string; optimize?: boolean } = {}): Promise<string[]> {
  return Promise.all(
    STYLESHEETS.map(async ({ source, compiled }) => {
      const from = path.join(root, source);
      const to = path.join(root, compiled);
      // Tailwind scans the repository for class names from `base`, as it did inside Next.
      const result = await postcss([tailwind({ base: root, optimize })]).process(readFileSync(from, 'utf8'), { from, to });
      mkdirSync(path.dirname(to), { recursive: true });
      writeFileSync(to, `/* Generated from ${source} by scripts/build-css.ts: edit the source. */\n${result.css}`);
      return to;
    }),
  );
}
