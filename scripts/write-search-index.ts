import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { locales } from '../src/lib/i18n/locales';
import { serializeSiteSearchIndex } from '../src/lib/search/build-index';
import { searchIndexPath } from '../src/lib/search/client';
import { pagesOf } from '../src/lib/site/load-site';

/** After `next build`: one search index per locale, from the same content the pages render. */
for (const locale of locales) {
  const json = serializeSiteSearchIndex(pagesOf(locale), locale);
  const file = path.join('out', searchIndexPath(locale));
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, json);
  console.log(`Search index ${searchIndexPath(locale)}: ${json.length} B, ${gzipSync(json).length} B gzip.`);
}
