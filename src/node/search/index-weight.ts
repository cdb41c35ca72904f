import { gzipSync } from 'node:zlib';
import type { Locale } from '../../shared/i18n/locales';
import { createSearchClient } from '../../shared/search/client';
import { searchIndexPath, type SearchManifest } from '../../shared/search/index-format';

/** What a locale's split index weighs for a reader, gzip: its files, and the heaviest first query. */
export interface SearchIndexWeight {
  manifest: number;
  largestShard: number;
  largestVocabulary: number;
  largestDocument: number;
  /** The most any one of `queries` downloads from the index on a fresh page (manifest, shards, documents of five results). */
  firstQuery: number;
  heaviestQuery: string;
}

/**
 * Weighs the index the build wrote (`readFile` reads a site path, undefined when missing) by
 * running `queries` as a reader's first search, each on a fresh client.
 */
export async function searchIndexWeight(readFile: (path: string) => string | undefined, locale: Locale, queries: readonly string[]): Promise<SearchIndexWeight | undefined> {
  const manifestText = readFile(searchIndexPath(locale));
  if (manifestText === undefined) return undefined;
  const manifest = JSON.parse(manifestText) as SearchManifest;
  const sizes = new Map<string, number>();
  const sizeOf = (path: string) => {
    let size = sizes.get(path);
    if (size === undefined) {
      const text = readFile(path);
      if (text === undefined) throw new Error(`${path} is missing: the search index in out/ is incomplete.`);
      size = gzipSync(text, { level: 9 }).length;
      sizes.set(path, size);
    }
    return size;
  };
  const folder = `/search/${locale}/${manifest.build}`;
  const largest = (kind: string, count: number) => Math.max(0, ...Array.from({ length: count }, (_, at) => sizeOf(`${folder}/${kind}/${at}.json`)));
  let firstQuery = 0;
  let heaviestQuery = '';
  for (const query of queries) {
    const requested: string[] = [];
    await createSearchClient(async (path) => {
      requested.push(path);
      return readFile(path);
    }).search(query, { locale });
    const bytes = requested.reduce((sum, path) => sum + sizeOf(path), 0);
    if (bytes > firstQuery) [firstQuery, heaviestQuery] = [bytes, query];
  }
  return {
    manifest: sizeOf(searchIndexPath(locale)),
    largestShard: largest('t', manifest.shards.length),
    largestVocabulary: largest('v', manifest.vocabulary.length),
    largestDocument: largest('d', manifest.documents),
    firstQuery,
    heaviestQuery,
  };
}
