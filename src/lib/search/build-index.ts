import MiniSearch from 'minisearch';
import type { Locale } from '../i18n/locales';
import type { SitePage } from '../site/types';
import { buildDocuments, type TreeOf } from './documents';
import { engineOptions, SEARCH_INDEX_VERSION, type SerializedSearchIndex } from './engine';
import type { SearchDocument } from './types';

/** Documents of one locale -> the index object to write as JSON. */
export function buildSearchIndex(documents: readonly SearchDocument[], locale: Locale): SerializedSearchIndex {
  const engine = new MiniSearch<SearchDocument>(engineOptions(locale));
  engine.addAll(documents.filter((document) => document.locale === locale));
  return { version: SEARCH_INDEX_VERSION, locale, index: engine.toJSON() };
}

/**
 * What the build writes to `search/{locale}.json`: the pages the site renders
 * (`pagesOf(locale)` from the site loader), plus any other documents of that
 * locale, as the serialized index.
 */
export function serializeSiteSearchIndex(
  pages: readonly SitePage[],
  locale: Locale,
  extraDocuments: ReadonlyArray<Omit<SearchDocument, 'id'>> = [],
  treeOf?: TreeOf,
): string {
  const documents = buildDocuments(pages, locale, treeOf);
  const byUrl = new Map(documents.map((document) => [document.url, document]));
  for (const document of extraDocuments) {
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
  return JSON.stringify(buildSearchIndex(documents, locale));
}
