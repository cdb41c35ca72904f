import type { IndexFetcher } from '../../shared/search/client';

/**
 * A fetcher over index files held in memory (`buildSearchIndex(...).files`), for tests and
 * benchmarks: no server, and every path it was asked for is recorded in `requested`.
 */
export function memoryFetcher(files: ReadonlyMap<string, string>, requested: string[] = []): IndexFetcher {
  return async (path) => {
    requested.push(path);
    const text = files.get(path);
    if (text === undefined) throw new Error(`Could not load the search index ${path}: HTTP 404.`);
    return text;
  };
}
