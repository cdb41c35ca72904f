import { defaultLocale, type Locale } from '../i18n/locales';
import type { SerializedSearchIndex } from './engine';
import { truncateQuery } from './plan';
import { loadSearchIndex, search, type LoadedSearchIndex } from './query';
import { SEARCH_RESULT_LIMIT, type SearchResult } from './types';

/*
 * What the search dialog calls (spec §7). The dialog imports this module
 * lazily when it first opens, so a reader who never searches downloads
 * nothing; the first search of a locale then fetches that locale's index,
 * once.
 */

/** Where the build writes a locale's index, from the site root. */
export function searchIndexPath(locale: Locale): string {
  return `/search/${locale}.json`;
}

/** Gets a locale's serialized index: the JSON text or the parsed object. */
export type IndexFetcher = (locale: Locale) => Promise<string | SerializedSearchIndex>;

const fetchIndex: IndexFetcher = async (locale) => {
  const response = await fetch(searchIndexPath(locale));
  if (!response.ok) throw new Error(`Could not load the search index ${searchIndexPath(locale)}: HTTP ${response.status}.`);
  return (await response.json()) as SerializedSearchIndex;
};

export interface SearchClient {
  /** Results of the current locale (Spanish when not given), at most `limit` (5 when not given). */
  search(query: string, options?: { locale?: Locale; limit?: number }): Promise<SearchResult[]>;
  /** Starts fetching a locale's index, for instance when the dialog opens, so the first keystroke does not wait for it. */
  preload(locale: Locale): Promise<void>;
}

export function createSearchClient(fetcher: IndexFetcher = fetchIndex): SearchClient {
  const indexes = new Map<Locale, Promise<LoadedSearchIndex>>();
  const indexOf = (locale: Locale) => {
    let index = indexes.get(locale);
    if (!index) {
      index = fetcher(locale).then(loadSearchIndex);
      // A failed download is tried again on the next search instead of failing forever.
      index.catch(() => indexes.delete(locale));
      indexes.set(locale, index);
    }
    return index;
  };
  return {
    async search(query, { locale = defaultLocale, limit = SEARCH_RESULT_LIMIT } = {}) {
      // An empty or blank query has no results and needs no download.
      if (truncateQuery(query).trim() === '') return [];
      return search(await indexOf(locale), query, { locale, limit });
    },
    async preload(locale) {
      await indexOf(locale);
    },
  };
}
