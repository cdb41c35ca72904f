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
 * What kind of place a document points at: a whole page, a level-2/level-3
 * section, or an API entity with its own anchor: an operation (method and
 * path), a parameter or field of one, an error or reason code, a webhook event.
 */
export const searchDocumentKinds = ['page', 'section', 'operation', 'field', 'code', 'event'] as const;
export type SearchDocumentKind = (typeof searchDocumentKinds)[number];

/** One searchable place. */
export interface SearchDocument {
  /** Position in the locale's document list. */
  id: number;
  kind: SearchDocumentKind;
  locale: Locale;
  /** The product (namespace) the page belongs to: `checkout`. */
  namespace: string;
  /** Page href, or `${href}#${anchor}` for a section or an entity. */
  url: string;
  /** Page title for a page, heading text for a section, the name of an entity (`returnUrl`, `POST /api/session`). */
  title: string;
  /** Title of the page the document belongs to (equal to `title` for a page). */
  pageTitle: string;
  /**
   * Where the document sits in its page, for the reader and for ranking: for a level-3 section
   * the level-2 heading above it ("Pago rechazado" sits under "Cómo probar cada estado"); for an
   * entity the heading of its operation or section.
   */
  parentHeading?: string;
  /** Plain text: prose, list and table text, inline code; never code blocks. */
  body: string;
  /** Code-like words worth matching on their own: inline code, API paths (`/api/session`), field names (`returnUrl`). */
  keywords: string[];
}

/** A stretch of a text to mark: the words the query matched. */
export interface HighlightRange {
  start: number;
  end: number;
}

/** Text with the words the query matched. */
export interface MarkedText {
  text: string;
  ranges: HighlightRange[];
}

/**
 * Spec §3: what the search shows for a hit (url, title, pageTitle, locale), with what a reader
 * needs to pick it: the product, the section, and a snippet of the text with the match marked.
 */
export interface SearchResult {
  url: string;
  /** The heading, page title or entity name the result points at. */
  title: string;
  pageTitle: string;
  locale: Locale;
  kind: SearchDocumentKind;
  /** Product name in the result's locale ("Web Checkout", "Validador de cuentas"). */
  product: string;
  /** The heading above the result in its page, when it is not the page itself. */
  section?: string;
  /** Where the title shows the words the query matched. */
  titleRanges: HighlightRange[];
  /** A short stretch of the text around the first match; absent when the document has no text. */
  snippet?: MarkedText;
  /** Index terms the result matched (folded, stemmed). */
  terms: string[];
}

export interface SearchOptions {
  /** Current locale: the first path segment, Spanish when there is none (spec §2, §7). */
  locale: Locale;
  /** At most this many results; SEARCH_RESULT_LIMIT when not given. */
  limit?: number;
}
