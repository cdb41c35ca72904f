import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import type { Locale } from '../../shared/i18n/locales';
import type { SitePage } from '../../shared/site/types';
import { buildDocuments, type TreeOf } from './documents';
import { bm25, FIELD_BOOSTS, fieldText, INDEXED_FIELDS, kindBoost } from '../../shared/search/fields';
import {
  IMPACT_SCALE,
  documentFilePath,
  searchIndexPath,
  SEARCH_INDEX_VERSION,
  termShardPath,
  vocabularyShardPath,
  type DocumentFile,
  type Postings,
  type ProductEntry,
  type SearchManifest,
  type TermShard,
  type VocabularyShard,
} from '../../shared/search/index-format';
import { analyze } from '../../shared/search/normalize';
import { withoutLabels } from '../../shared/search/phrases';
import { operationPathTerm } from '../../shared/search/plan';
import type { SearchDocument } from '../../shared/search/types';

/*
 * Build time only: documents -> the split index of one locale
 * (index-format.ts). Each term's score in each document is computed here,
 * BM25 over the fields with their weights, so the browser only adds numbers.
 */

export interface SearchIndexOptions {
  /** Product names by namespace, this locale's first; products in this order (others after, as met). */
  products?: ReadonlyArray<{ namespace: string; names: string[] }>;
  /** Groups of words and phrases that mean the same (glossary.ts). */
  synonyms?: string[][];
  /** Target gzip size of a term shard. */
  shardBytes?: number;
  /** Target gzip size of a vocabulary shard. */
  vocabularyBytes?: number;
  /** Text kept per document for snippets, in characters. */
  snippetChars?: number;
}

/**
 * About what one request should weigh: a query of three words fetches three or four of these.
 * 2,500 B since the corpus reached 16 products in full (issue 44-46): the heaviest first query of
 * the relevance set went from 50.6 KB to 44.2 KB (es), for 270 B more of manifest.
 */
export const DEFAULT_SHARD_BYTES = 2_500;
/** Vocabulary is read for words being typed or misspelt: smaller shards, so a word reads only its stretch. */
export const DEFAULT_VOCABULARY_BYTES = 3_000;
/** Enough text around a match for a two-line snippet in most sections; the rest is not downloaded. */
export const DEFAULT_SNIPPET_CHARS = 600;

export interface SearchIndexFiles {
  manifest: SearchManifest;
  /** Site path -> JSON text, the manifest included. */
  files: Map<string, string>;
}

const pageHref = (url: string) => url.split('#')[0] as string;

/** Documents grouped by page, pages grouped by product in the given order, ids renumbered. */
function ordered(documents: readonly SearchDocument[], productOrder: readonly string[]): SearchDocument[][] {
  const pages = new Map<string, SearchDocument[]>();
  for (const document of documents) {
    const href = pageHref(document.url);
    const list = pages.get(href);
    if (list) list.push(document);
    else pages.set(href, [document]);
  }
  const rank = (namespace: string) => {
    const at = productOrder.indexOf(namespace);
    return at < 0 ? productOrder.length : at;
  };
  const groups = [...pages.values()];
  // Page documents first within a page, then the rest in page order (the page shows them in that order).
  for (const group of groups) group.sort((a, b) => Number(b.kind === 'page') - Number(a.kind === 'page'));
  const namespaces = [...new Set(groups.map((group) => (group[0] as SearchDocument).namespace))].sort((a, b) => rank(a) - rank(b));
  const byNamespace = namespaces.map((namespace) => groups.filter((group) => (group[0] as SearchDocument).namespace === namespace));
  let id = 0;
  return byNamespace.flat().map((group) => group.map((document) => ({ ...document, id: id++ })));
}

/** Each term's score in each document: BM25+ per field, times the field's weight, times the page boost. */
function postingsOf(documents: readonly SearchDocument[], locale: Locale): Map<string, Map<number, number>> {
  const count = documents.length;
  const scores = new Map<string, Map<number, number>>();
  for (const field of INDEXED_FIELDS) {
    const frequencies = documents.map((document) => {
      const terms = analyze(fieldText(document, field), locale);
      const tf = new Map<string, number>();
      for (const term of terms) tf.set(term, (tf.get(term) ?? 0) + 1);
      return { length: terms.length, tf };
    });
    const average = frequencies.reduce((sum, entry) => sum + entry.length, 0) / Math.max(1, count);
    if (average === 0) continue;
    const df = new Map<string, number>();
    for (const { tf } of frequencies) for (const term of tf.keys()) df.set(term, (df.get(term) ?? 0) + 1);
    frequencies.forEach(({ length, tf }, id) => {
      const boost = FIELD_BOOSTS[field] * kindBoost((documents[id] as SearchDocument).kind);
      for (const [term, frequency] of tf) {
        const score = boost * bm25(frequency, df.get(term) ?? 1, count, length, average);
        const ofTerm = scores.get(term) ?? scores.set(term, new Map()).get(term)!;
        ofTerm.set(id, (ofTerm.get(id) ?? 0) + score);
      }
    });
  }
  // An operation is findable by its path as one marker term, so a pasted path puts it first.
  for (const document of documents) {
    if (document.kind !== 'operation') continue;
    const term = operationPathTerm(document.keywords);
    if (!term) continue;
    const ofTerm = scores.get(term) ?? scores.set(term, new Map()).get(term)!;
    ofTerm.set(document.id, 1);
  }
  return scores;
}

function encodePostings(scores: Map<number, number>): Postings {
  const encoded: Postings = [];
  let previous = 0;
  for (const id of [...scores.keys()].sort((a, b) => a - b)) {
    encoded.push(id - previous, Math.max(1, Math.round((scores.get(id) as number) * IMPACT_SCALE)));
    previous = id;
  }
  return encoded;
}

/**
 * Sorted terms cut into runs of about `targetBytes` of gzip each; a shard's key is its first term.
 * Terms sharing their first two letters stay together when they fit in one shard, so a word with a
 * typo (looked up among the terms sharing its first two letters) usually needs one download.
 */
function planShards(terms: readonly string[], entryOf: (term: string) => string, targetBytes: number): string[][] {
  const shards: string[][] = [];
  let current: string[] = [];
  let bytes = 0;
  // What gzip makes of these entries on the whole, to estimate each shard's size from its text.
  const text = terms.map(entryOf).join('');
  const ratio = text.length === 0 ? 1 : gzipSync(text).length / text.length;
  const groups: string[][] = [];
  for (const term of terms) {
    const last = groups[groups.length - 1];
    if (last && (last[0] as string).slice(0, 2) === term.slice(0, 2)) last.push(term);
    else groups.push([term]);
  }
  const close = () => {
    if (current.length > 0) shards.push(current);
    current = [];
    bytes = 0;
  };
  for (const group of groups) {
    const groupBytes = group.reduce((sum, term) => sum + entryOf(term).length, 0) * ratio;
    if (bytes > 0 && bytes + groupBytes > targetBytes) close();
    if (groupBytes <= targetBytes) {
      current.push(...group);
      bytes += groupBytes;
      continue;
    }
    // A group larger than a shard is cut on its own.
    for (const term of group) {
      const termBytes = entryOf(term).length * ratio;
      if (bytes > 0 && bytes + termBytes > targetBytes) close();
      current.push(term);
      bytes += termBytes;
    }
    close();
  }
  close();
  return shards;
}

/** Product names by namespace in index order, each with the end of its id range. */
/**
 * Share of the other products' documents holding every word of a product's name above which the
 * name is an everyday word there. Measured on the sixteen products: Payments' "Pagos" 22 % (es)
 * and "Payments" 19 % (en); the next name, "Payment orders", 6 %.
 */
const EVERYDAY_NAME_SHARE = 0.1;

/** A product's names that the other products' pages use as ordinary words (Payments' "Pagos": "pago"). */
function everydayNames(names: readonly string[], from: number, end: number, scores: ReadonlyMap<string, ReadonlyMap<number, number>>, total: number, locale: Locale): string[] {
  const others = total - (end - from);
  if (others <= 0) return [];
  return names.filter((name) => {
    const terms = analyze(withoutLabels(name), locale);
    if (terms.length === 0) return false;
    const holders = [...(scores.get(terms[0] as string)?.keys() ?? [])].filter((id) => (id < from || id >= end) && terms.every((term) => scores.get(term)?.has(id)));
    return holders.length / others > EVERYDAY_NAME_SHARE;
  });
}

function productEntries(documents: readonly SearchDocument[], products: SearchIndexOptions['products'], scores: ReadonlyMap<string, ReadonlyMap<number, number>>, locale: Locale): ProductEntry[] {
  const entries: ProductEntry[] = [];
  documents.forEach((document) => {
    const last = entries[entries.length - 1];
    if (last && last.namespace === document.namespace) last.end = document.id + 1;
    else {
      const names = products?.find((product) => product.namespace === document.namespace)?.names ?? [document.namespace];
      entries.push({ namespace: document.namespace, names: [...new Set(names)], end: document.id + 1 });
    }
  });
  entries.forEach((entry, at) => {
    const everyday = everydayNames(entry.names, entries[at - 1]?.end ?? 0, entry.end, scores, documents.length, locale);
    if (everyday.length > 0) entry.everyday = everyday;
  });
  return entries;
}

/** Text of a document for its snippet: cut at a word boundary after `chars` characters. */
function snippetSource(text: string, chars: number): string {
  if (text.length <= chars) return text;
  const cut = text.lastIndexOf(' ', chars);
  return `${text.slice(0, cut > chars / 2 ? cut : chars)}…`;
}

/** Documents of one locale -> the files of its split index. */
export function buildSearchIndex(documents: readonly SearchDocument[], locale: Locale, options: SearchIndexOptions = {}): SearchIndexFiles {
  const productOrder = (options.products ?? []).map((product) => product.namespace);
  const pages = ordered(
    documents.filter((document) => document.locale === locale),
    productOrder,
  );
  const all = pages.flat();
  const scores = postingsOf(all, locale);
  const entries = new Map([...scores].map(([term, ofTerm]) => [term, encodePostings(ofTerm)]));
  const entryText = (term: string) => `${JSON.stringify(term)}:${JSON.stringify(entries.get(term))},`;
  const terms = [...entries.keys()].sort();
  const shardTerms = planShards(terms, entryText, options.shardBytes ?? DEFAULT_SHARD_BYTES);

  const vocabularyTerms = planShards(terms, (term) => `${JSON.stringify(term)}:${(entries.get(term) as Postings).length / 2},`, options.vocabularyBytes ?? DEFAULT_VOCABULARY_BYTES);
  const vocabularyFiles = vocabularyTerms.map((list) => {
    const shard: VocabularyShard = { terms: Object.fromEntries(list.map((term) => [term, (entries.get(term) as Postings).length / 2])) };
    return JSON.stringify(shard);
  });
  const shardFiles = shardTerms.map((list) => {
    const shard: TermShard = { terms: Object.fromEntries(list.map((term) => [term, entries.get(term) as Postings])) };
    return JSON.stringify(shard);
  });
  const snippetChars = options.snippetChars ?? DEFAULT_SNIPPET_CHARS;
  const documentFiles = all.map((document) => {
    const hash = document.url.indexOf('#');
    const file: DocumentFile = [
      hash < 0 ? document.url : document.url.slice(0, hash),
      document.pageTitle,
      hash < 0 ? '' : document.url.slice(hash + 1),
      document.title,
      document.kind,
      document.parentHeading ?? '',
      snippetSource(document.body, snippetChars),
    ];
    return JSON.stringify(file);
  });

  const hash = createHash('sha256');
  for (const text of [...vocabularyFiles, ...shardFiles, ...documentFiles]) hash.update(text).update('\0');
  const manifest: SearchManifest = {
    version: SEARCH_INDEX_VERSION,
    locale,
    build: hash.digest('hex').slice(0, 12),
    documents: all.length,
    products: productEntries(all, options.products, scores, locale),
    shards: shardTerms.map((list) => list[0] as string),
    vocabulary: vocabularyTerms.map((list) => list[0] as string),
    synonyms: options.synonyms ?? [],
  };
  const files = new Map<string, string>([[searchIndexPath(locale), JSON.stringify(manifest)]]);
  vocabularyFiles.forEach((text, shard) => files.set(vocabularyShardPath(manifest, shard), text));
  shardFiles.forEach((text, shard) => files.set(termShardPath(manifest, shard), text));
  documentFiles.forEach((text, id) => files.set(documentFilePath(manifest, id), text));
  return { manifest, files };
}

/** Gzip size of each kind of file, for the build log and the budgets. */
export function indexSizes({ files, manifest }: SearchIndexFiles): { manifest: number; vocabulary: number[]; shards: number[]; documents: number[] } {
  const gzip = (text: string) => gzipSync(text).length;
  const sizes = { manifest: 0, vocabulary: [] as number[], shards: [] as number[], documents: [] as number[] };
  for (const [path, text] of files) {
    if (path === searchIndexPath(manifest.locale)) sizes.manifest = gzip(text);
    else if (path.includes('/v/')) sizes.vocabulary.push(gzip(text));
    else if (path.includes('/t/')) sizes.shards.push(gzip(text));
    else sizes.documents.push(gzip(text));
  }
  return sizes;
}

export interface SiteSearchOptions extends SearchIndexOptions {
  /** Extra documents of the locale; one whose URL the pages already produce only adds its keywords there. */
  extraDocuments?: ReadonlyArray<Omit<SearchDocument, 'id'>>;
  treeOf?: TreeOf;
}

/** The split index of the pages the site renders in one locale (`pagesOf(locale)` from the site loader). */
export function buildSiteSearchIndex(pages: readonly SitePage[], locale: Locale, options: SiteSearchOptions = {}): SearchIndexFiles {
  const documents = buildDocuments(pages, locale, options.treeOf);
  const byUrl = new Map(documents.map((document) => [document.url, document]));
  for (const document of options.extraDocuments ?? []) {
    if (document.locale !== locale) continue;
    const same = byUrl.get(document.url);
    // The pages already make a document for every <ApiOperation> they place: an extra one for the
    // same URL adds its keywords there rather than putting the operation in the results twice.
    if (same) same.keywords = [...new Set([...same.keywords, ...document.keywords])];
    else {
      const added = { ...document, id: documents.length };
      documents.push(added);
      byUrl.set(added.url, added);
    }
  }
  return buildSearchIndex(documents, locale, options);
}

