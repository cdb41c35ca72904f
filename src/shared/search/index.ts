/*
 * The browser side of the search: safe to import from client components (no
 * Node APIs, no MDX parser). The build side, which reads MDX, is
 * `./build-index` (`buildSiteSearchIndex`); it is not re-exported here so a
 * client bundle cannot pull it in.
 */
export { createSearchClient, type IndexFetcher, type SearchClient, type SearchPage } from './client';
export { highlightRanges, snippetOf } from './highlight';
export { searchIndexPath, type SearchManifest } from './index-format';
export { truncateQuery } from './plan';
export { MAX_QUERY_LENGTH, SEARCH_RESULT_LIMIT, type SearchDocument, type SearchDocumentKind, type SearchOptions, type SearchResult } from './types';
