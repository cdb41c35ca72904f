'use client';

import type { SearchClient } from '@/shared/search/client';

// The engine (MiniSearch, stemmers, stop words) loads with the first search, not with the page.
let client: Promise<SearchClient> | undefined;
function load(): Promise<SearchClient> {
  client ??= import('@/shared/search/client').then((module) => module.createSearchClient());
  // Offline: the next search tries again.
  client.catch(() => (client = undefined));
  return client;
}

/** Calls of `search`: only the newest one's results are shown, so the others stop downloading. */
let newest = 0;

/**
 * One client per page load, so each locale's index is fetched once, whether from the dialog or the
 * search page. The dialog shows the newest query's results only (a reader typing "reembolso"
 * searches eight times): an older search stops at its next download.
 */
export const searchClient: SearchClient = {
  search: async (query, options) => {
    const call = ++newest;
    return (await load()).search(query, { ...options, stale: () => call !== newest });
  },
  searchPage: async (query, options) => (await load()).searchPage(query, options),
  preload: async (locale) => (await load()).preload(locale),
};
