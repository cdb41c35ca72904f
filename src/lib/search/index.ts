/*
 * The browser side of the search: safe to import from client components (no
 * Node APIs, no MDX parser). The build side, which reads MDX, is
 * `./build-index` (`serializeSiteSearchIndex`); it is not re-exported here so
 * a client bundle cannot pull it in.
 */
export { createSearchClient, searchIndexPath, type IndexFetcher, type SearchClient } from './client';
export type { SerializedSearchIndex } from './engine';
export { highlightRanges, type HighlightRange } from './highlight';
export { truncateQuery } from './plan';
export { loadSearchIndex, search, type LoadedSearchIndex } from './query';
export { MAX_QUERY_LENGTH, SEARCH_RESULT_LIMIT, type SearchDocument, type SearchDocumentKind, type SearchOptions, type SearchResult } from './types';
