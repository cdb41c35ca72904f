import type { Locale } from '../i18n/locales';

/** Spec §5: the search input holds at most 512 characters; a longer query is cut to that length. */
export const MAX_QUERY_LENGTH = 512;

/** Spec §5: a query is read up to its first MAX_QUERY_LENGTH characters. */
export function truncateQuery(query: string): string {
  return query.slice(0, MAX_QUERY_LENGTH);
}

/** Spec §7 and §9: the search asks for 5 results. */
export const SEARCH_RESULT_LIMIT = 5;

/**
 * What kind of place a document points at. `operation` is reserved for API
 * operations (path, operation name, field names), which will be indexed later
 * with the same document shape.
 */
export type SearchDocumentKind = 'page' | 'section' | 'operation';

/** One searchable place: a whole page, or a level-2/level-3 section of it. */
export interface SearchDocument {
  /** Position in the locale's document list; the index stores this number instead of the URL twice. */
  id: number;
  kind: SearchDocumentKind;
  locale: Locale;
  /** Page href, or `${href}#${headingId}` for a section. */
  url: string;
  /** Page title for a page, heading text for a section. */
  title: string;
  /** Title of the page the document belongs to (equal to `title` for a page). */
  pageTitle: string;
  /** For a level-3 section, the level-2 heading above it: "Pago rechazado" sits under "Cómo probar cada estado". */
  parentHeading?: string;
  /** Plain text: prose, list and table text, inline code; never code blocks. */
  body: string;
  /**
   * Code-like words worth matching on their own: inline code of the section
   * today; API paths (`/api/session`), operation names and field names
   * (`returnUrl`) once API operations are indexed.
   */
  keywords: string[];
}

/** Spec §3: what the search dialog shows for a hit. */
export interface SearchResult {
  url: string;
  title: string;
  pageTitle: string;
  locale: Locale;
  /** Index terms the result matched (folded, stemmed), for `highlightRanges`. */
  terms: string[];
}

export interface SearchOptions {
  /** Current locale: the first path segment, Spanish when there is none (spec §2, §7). */
  locale: Locale;
  /** At most this many results; SEARCH_RESULT_LIMIT when not given. */
  limit?: number;
}
