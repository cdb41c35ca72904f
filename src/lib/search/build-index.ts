import MiniSearch from 'minisearch';
import type { Locale } from '../i18n/locales';
import type { SitePage } from '../site/types';
import { buildDocuments } from './documents';
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
 * locale (API operations, once they are indexed), as the serialized index.
 */
export function serializeSiteSearchIndex(
  pages: readonly SitePage[],
  locale: Locale,
  extraDocuments: ReadonlyArray<Omit<SearchDocument, 'id'>> = [],
): string {
  const documents = buildDocuments(pages, locale);
  for (const document of extraDocuments) {
    if (document.locale === locale) documents.push({ ...document, id: documents.length });
  }
  return JSON.stringify(buildSearchIndex(documents, locale));
}
