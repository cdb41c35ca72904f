import { readFileSync, existsSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { sourceMapName } from '../src/lib/performance/compile-hints';
import { pageScriptSources } from '../src/lib/performance/scripts-after-paint';

/**
 * Which source modules a built page's JavaScript comes from, largest first. Build with
 * `JS_SOURCE_MAPS=on npm run build`, then `npx tsx scripts/js-breakdown.ts /checkout/create-session`.
 * Sizes are each module's share of its chunk's original source, a guide to where bytes go.
 */
const route = process.argv[2] ?? '/';
const htmlFile = join('out', route === '/' ? 'index.html' : `${route.replace(/^\//, '')}.html`);
const sizes = new Map<string, number>();
for (const src of pageScriptSources(readFileSync(htmlFile, 'utf8'))) {
  // Turbopack names each map in the chunk's sourceMappingURL comment, not after the chunk.
  const mapName = sourceMapName(readFileSync(join('out', src), 'utf8'));
  const mapFile = join('out', dirname(src), mapName ?? `${basename(src)}.map`);
  if (!existsSync(mapFile)) {
    // Next ships some runtime chunks without maps; without any map, the build lacked JS_SOURCE_MAPS=on.
    console.log(`(no source map: ${src})`);
    continue;
  }
  const map = JSON.parse(readFileSync(mapFile, 'utf8')) as { sources?: string[]; sourcesContent?: (string | null)[]; sections?: { map: { sources: string[]; sourcesContent?: (string | null)[] } }[] };
  const parts = map.sections ? map.sections.map((section) => section.map) : [map];
  for (const part of parts) {
    part.sources?.forEach((source, index) => {
      const length = part.sourcesContent?.[index]?.length ?? 0;
      const key = source.replace(/^.*node_modules\/((?:@[^/]+\/)?[^/]+).*$/, 'npm:$1').replace(/^.*\/src\//, 'src/');
      sizes.set(key, (sizes.get(key) ?? 0) + length);
    });
  }
}
const rows = [...sizes].sort((a, b) => b[1] - a[1]);
for (const [source, size] of rows.slice(0, Number(process.argv[3] ?? 40))) console.log(String(size).padStart(9), source);
