import type { Locale } from '../i18n/locales';
import type { SearchDocumentKind } from './types';

/*
 * The files of one locale's index, as the build writes them and the browser
 * reads them. The index is split so a query downloads only what it needs:
 *
 * - `search/{locale}.json`, the manifest: a few kilobytes, read first. Which
 *   term shards exist, how many documents each page has, the products and
 *   the synonyms.
 * - `search/{locale}/{build}/v/{n}.json`, vocabulary shards: the terms of a
 *   stretch of the alphabet and how many documents hold each, read to expand
 *   a word still being typed ("sesi" -> "sesion") or misspelt
 *   ("autenticasion" -> "autenticacion").
 * - `search/{locale}/{build}/t/{n}.json`, term shards: the postings of a
 *   stretch of the sorted terms, each a few kilobytes; a query reads the ones
 *   holding its terms.
 * - `search/{locale}/{build}/d/{id}.json`, document files: where a document
 *   is (page, heading, anchor) and the start of its text for the snippet,
 *   read for the results shown only.
 *
 * Shards and page files sit under the build's hash, so a manifest never
 * pairs with the shards of another build (and they may be cached forever).
 */

/** Bump when the file shapes or the analysis change: the client refuses a manifest of another version. */
export const SEARCH_INDEX_VERSION = 2;

/** A score stored as an integer: `impact × IMPACT_SCALE`, rounded. */
export const IMPACT_SCALE = 20;

export interface ProductEntry {
  /** The namespace: `checkout`. */
  namespace: string;
  /** The product's name in this locale first, then its other names (other locales). */
  names: string[];
  /** Documents of this product are ids below `end` and at or above the previous product's `end`. */
  end: number;
  /** Names the other products' pages use as ordinary words (Payments' "Pagos"): they name the product only when typed alone. */
  everyday?: string[];
}

export interface SearchManifest {
  version: number;
  locale: Locale;
  /** Hash of the shards and page files: the folder they are in. */
  build: string;
  documents: number;
  /** Products in id order. */
  products: ProductEntry[];
  /** First term of each term shard, sorted: a term is in the last shard whose first term is not after it. */
  shards: string[];
  /** First term of each vocabulary shard, sorted the same way. */
  vocabulary: string[];
  /** Groups of words and phrases that mean the same (docs/content-guide.md, glossary). */
  synonyms: string[][];
}

/**
 * Postings of a term: pairs of (document id minus the previous pair's, score × IMPACT_SCALE), in
 * id order. The score already holds the field weights, BM25 and the page boost.
 */
export type Postings = number[];

export interface TermShard {
  terms: Record<string, Postings>;
}

/** Terms of a vocabulary shard, with the number of documents holding each. */
export interface VocabularyShard {
  terms: Record<string, number>;
}

/** What a result shows of a document: its page, anchor (empty for the page itself), title, kind, heading above, text. */
export type DocumentFile = [href: string, pageTitle: string, anchor: string, title: string, kind: SearchDocumentKind, parentHeading: string, text: string];

/** Where the build writes a locale's manifest, from the site root. */
export function searchIndexPath(locale: Locale): string {
  return `/search/${locale}.json`;
}

export function termShardPath(manifest: Pick<SearchManifest, 'locale' | 'build'>, shard: number): string {
  return `/search/${manifest.locale}/${manifest.build}/t/${shard}.json`;
}

export function vocabularyShardPath(manifest: Pick<SearchManifest, 'locale' | 'build'>, shard: number): string {
  return `/search/${manifest.locale}/${manifest.build}/v/${shard}.json`;
}

export function documentFilePath(manifest: Pick<SearchManifest, 'locale' | 'build'>, id: number): string {
  return `/search/${manifest.locale}/${manifest.build}/d/${id}.json`;
}

/** The shard holding `term`: the last whose first term is not after it; -1 when it sorts before every shard. */
export function shardOf(keys: readonly string[], term: string): number {
  return upperBound(keys, term) - 1;
}

/** Every shard that may hold a term starting with `prefix`: the one `prefix` sorts into, and those starting under it. */
export function shardsUnder(keys: readonly string[], prefix: string): number[] {
  const first = Math.max(0, shardOf(keys, prefix));
  const shards: number[] = [];
  for (let at = first; at < keys.length && (at === first || (keys[at] as string) < `${prefix}\uffff`); at++) shards.push(at);
  return keys.length === 0 ? [] : shards;
}

/** Index of the first key after `value`. */
function upperBound(keys: readonly string[], value: string): number {
  let low = 0;
  let high = keys.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if ((keys[middle] as string) <= value) low = middle + 1;
    else high = middle;
  }
  return low;
}
