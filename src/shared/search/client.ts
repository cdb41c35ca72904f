import { defaultLocale, type Locale } from '../i18n/locales';
import { snippetOf, highlightRanges } from './highlight';
import { documentFilePath, searchIndexPath, termShardPath, vocabularyShardPath, type DocumentFile, type SearchManifest } from './index-format';
import { addShard, addVocabulary, exactShardsNeeded, loadManifest, matchedTerms, needsPieces, planFor, rank, shardsNeeded, vocabularyNeeded, type LoadedIndex, type Ranked } from './query';
import type { QueryPlan } from './plan';
import { SEARCH_RESULT_LIMIT, truncateQuery, type SearchResult } from './types';

/*
 * What the search dialog and the search page call (spec §7). They import this
 * module lazily, so a reader who never searches downloads nothing. A query
 * downloads the locale's manifest once, then only the term shards its words
 * need and the document files of the results it shows; later queries reuse
 * everything already downloaded.
 */

/** Gets one file of the index by its site path: the JSON text or the parsed object. */
export type IndexFetcher = (path: string) => Promise<unknown>;

const fetchFile: IndexFetcher = async (path) => {
  const response = await fetch(path);
  if (!response.ok) throw new Error(`Could not load the search index ${path}: HTTP ${response.status}.`);
  return response.json();
};

export interface SearchPage {
  /** How many results there are, up to `max`. */
  total: number;
  results: SearchResult[];
}

export interface SearchClient {
  /**
   * Results of the current locale (Spanish when not given), at most `limit` (5 when not given).
   * `stale` says the search became moot (a search box the reader typed on): it then stops at its
   * next download and resolves to no results, instead of fetching what nobody will see.
   */
  search(query: string, options?: { locale?: Locale; limit?: number; stale?: () => boolean }): Promise<SearchResult[]>;
  /** Ranks up to `max` results and returns `count` of them from `offset`, for the search page. */
  searchPage(query: string, options: { locale?: Locale; offset: number; count: number; max: number }): Promise<SearchPage>;
  /** Starts fetching a locale's manifest, for instance when the dialog opens, so the first keystroke does not wait for it. */
  preload(locale: Locale): Promise<void>;
}

/** Ranked beyond what is shown, for the results left out (one place twice, one field in several operations). */
const SPARE = 5;

const never = () => false;

export function createSearchClient(fetcher: IndexFetcher = fetchFile): SearchClient {
  const indexes = new Map<Locale, Promise<LoadedIndex>>();
  const loads = new Map<string, Promise<unknown>>();

  /** One download per path at a time; a failed one is tried again next time instead of failing forever. */
  const once = <T>(path: string, parse: (data: unknown) => T): Promise<T> => {
    let load = loads.get(path) as Promise<T> | undefined;
    if (!load) {
      load = fetcher(path).then(parse);
      load.catch(() => loads.delete(path));
      loads.set(path, load);
    }
    return load;
  };
  const indexOf = (locale: Locale) => {
    let index = indexes.get(locale);
    if (!index) {
      index = fetcher(searchIndexPath(locale)).then((data) => loadManifest(data as string | SearchManifest));
      index.catch(() => indexes.delete(locale));
      indexes.set(locale, index);
    }
    return index;
  };
  const termShards = (index: LoadedIndex, shards: readonly number[]) =>
    Promise.all(shards.filter((shard) => !index.shards.has(shard)).map((shard) => once(termShardPath(index.manifest, shard), (data) => addShard(index, shard, data))));
  const vocabulary = (index: LoadedIndex, shards: readonly number[]) =>
    Promise.all(shards.filter((shard) => !index.vocabulary.has(shard)).map((shard) => once(vocabularyShardPath(index.manifest, shard), (data) => addVocabulary(index, shard, data))));
  /**
   * The terms as typed first: whether a word is in the documents says whether to read its typos.
   * Then the vocabulary of the words being typed or misspelt, then the shards of what they expand to.
   */
  const loadShards = async (index: LoadedIndex, plan: QueryPlan, withPieces: boolean, stale: () => boolean) => {
    await termShards(index, exactShardsNeeded(index, plan, withPieces));
    if (stale()) return false;
    await vocabulary(index, vocabularyNeeded(index, plan, withPieces));
    if (stale()) return false;
    await termShards(index, shardsNeeded(index, plan, withPieces));
    return !stale();
  };
  const documentFile = (index: LoadedIndex, id: number) => once(documentFilePath(index.manifest, id), (data) => (typeof data === 'string' ? JSON.parse(data) : data) as DocumentFile);

  /** The best `max` documents; undefined for no query, or when `stale` says the search became moot. */
  async function ranked(query: string, locale: Locale, max: number, stale: () => boolean): Promise<{ index: LoadedIndex; plan: QueryPlan; best: Ranked[]; withPieces: boolean } | undefined> {
    // An empty or blank query has no results and needs no download.
    if (truncateQuery(query).trim() === '' || max <= 0) return undefined;
    const index = await indexOf(locale);
    const plan = planFor(index, query);
    if (plan.words.length === 0 || !(await loadShards(index, plan, false, stale))) return undefined;
    const best = rank(index, plan, max);
    if (!needsPieces(plan, best, max)) return { index, plan, best, withPieces: false };
    if (!(await loadShards(index, plan, true, stale))) return undefined;
    return { index, plan, best: rank(index, plan, max, true), withPieces: true };
  }

  /**
   * The results of ranked documents, in order. Two documents pointing at one place are one result;
   * with `diverse` (the dialog) an entity named like one already shown (the same field in three
   * operations) is left out too, so five results show five things.
   */
  async function details(index: LoadedIndex, plan: QueryPlan, best: readonly Ranked[], withPieces: boolean, seen = new Set<string>(), diverse = false): Promise<SearchResult[]> {
    const files = await Promise.all(best.map(({ id }) => documentFile(index, id)));
    const results: SearchResult[] = [];
    best.forEach(({ id }, at) => {
      const [href, pageTitle, anchor, title, kind, parentHeading, text] = files[at] as DocumentFile;
      const url = anchor ? `${href}#${anchor}` : href;
      const name = `${kind} ${title}`;
      const entity = kind !== 'page' && kind !== 'section' && kind !== 'operation';
      if (seen.has(url) || (diverse && entity && seen.has(name))) return;
      seen.add(url);
      seen.add(name);
      const { terms, focus } = matchedTerms(index, plan, id, withPieces);
      const product = index.manifest.products.find((entry) => id < entry.end);
      const snippet = snippetOf(text, terms, index.locale, focus);
      results.push({
        url,
        title,
        pageTitle,
        locale: index.locale,
        kind,
        product: product?.names[0] ?? '',
        ...(parentHeading && parentHeading !== title ? { section: parentHeading } : {}),
        titleRanges: highlightRanges(title, terms, index.locale),
        ...(snippet ? { snippet } : {}),
        terms,
      });
    });
    return results;
  }

  return {
    async search(query, { locale = defaultLocale, limit = SEARCH_RESULT_LIMIT, stale = never } = {}) {
      const wanted = Math.max(0, Math.floor(limit));
      const found = await ranked(query, locale, wanted + SPARE, stale);
      if (!found || stale()) return [];
      const seen = new Set<string>();
      const results: SearchResult[] = [];
      // The spares fill in for results left out, a few document files at a time.
      for (let next = 0; results.length < wanted && next < found.best.length; ) {
        const batch = found.best.slice(next, next + wanted - results.length);
        next += batch.length;
        results.push(...(await details(found.index, found.plan, batch, found.withPieces, seen, true)));
      }
      return results;
    },
    async searchPage(query, { locale = defaultLocale, offset, count, max }) {
      const found = await ranked(query, locale, max, never);
      if (!found) return { total: 0, results: [] };
      const shown = found.best.slice(offset, offset + count);
      return { total: found.best.length, results: await details(found.index, found.plan, shown, found.withPieces) };
    },
    async preload(locale) {
      await indexOf(locale);
    },
  };
}
