import { existsSync } from 'node:fs';
import { builtPages } from '../checks/built-pages';

/** The documentation pages (by URL) a static export lacks, in the site's order. */
export function missingPages(expected: readonly string[], built: readonly string[]): string[] {
  const have = new Set(built);
  return expected.filter((url) => !have.has(url));
}

/**
 * Whether Next's export wrote every page of the checked site into `outDir`: the prerender runs in
 * a build mode of its own (scripts/build.ts), and an export that quietly copied nothing must stop
 * the build rather than ship an empty site. Returns what to tell the author, or undefined.
 */
export function exportedPagesMissing(hrefs: readonly string[], outDir = 'out'): string | undefined {
  if (!existsSync(outDir)) return `next build wrote no ${outDir}/ folder.`;
  const missing = missingPages(hrefs, builtPages(outDir).map((page) => page.url));
  if (missing.length === 0) return undefined;
  const shown = missing.slice(0, 10).join(', ');
  return `next build exported ${hrefs.length - missing.length} of the site's ${hrefs.length} pages into ${outDir}/; missing: ${shown}${missing.length > 10 ? `, and ${missing.length - 10} more` : ''}. Run npm run build again from a clean .next/ (rm -rf .next).`;
}
