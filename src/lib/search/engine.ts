import type { AsPlainObject, Options } from 'minisearch';
import type { Locale } from '../i18n/locales';
import { analyze } from './normalize';
import type { SearchDocument } from './types';

/*
 * MiniSearch settings shared by the build (which writes the index) and the
 * browser (which loads it): MiniSearch needs the very same fields and
 * analysis on both sides.
 */

/** Bump when the analysis or the file shape changes, so a stale cached index is refused instead of misread. */
export const SEARCH_INDEX_VERSION = 1;

/**
 * Indexed fields and how much a match in each counts. A heading or title
 * match outranks a body match; `parent` (the page title, and the level-2
 * heading of a level-3 section) lets "sesión errores" find the "Errores"
 * section of "Crea una sesión".
 */
export const FIELD_BOOSTS = { title: 6, parent: 1.5, keywords: 2, body: 1 } as const;
export type IndexedField = keyof typeof FIELD_BOOSTS;
export const INDEXED_FIELDS = Object.keys(FIELD_BOOSTS) as IndexedField[];

/**
 * A page outranks its own sections on an equal match: it is the better place
 * to land when the query names the page's topic ("reembolso", "expirac").
 */
export const PAGE_BOOST = 1.5;

/** What a result needs without the page: spec §3 (the locale is the index's). */
export const STORED_FIELDS = ['url', 'title', 'pageTitle'] as const;
export type StoredFields = Pick<SearchDocument, (typeof STORED_FIELDS)[number]>;

/** The text MiniSearch indexes for one field of a document. */
export function fieldText(document: SearchDocument, field: string): string {
  switch (field) {
    case 'parent':
      // Where the section sits: page title and, for a level-3 section, its level-2 heading.
      // A page's own title is already in `title`; counting it twice would favour pages over their sections.
      return document.kind === 'page' ? '' : [document.pageTitle, document.parentHeading ?? ''].join(' ');
    case 'keywords':
      return document.keywords.join(' ');
    default:
      return String(document[field as keyof SearchDocument] ?? '');
  }
}

export function engineOptions(locale: Locale): Options<SearchDocument> {
  return {
    idField: 'id',
    fields: INDEXED_FIELDS,
    storeFields: [...STORED_FIELDS],
    extractField: (document, field) => fieldText(document, field),
    // Terms come out of `analyze` final: folded, stemmed, split. The query builds its own terms the same way.
    tokenize: (text) => analyze(text, locale),
    processTerm: (term) => term,
  };
}

/** The file the browser fetches for one locale: `search/{locale}.json`. */
export interface SerializedSearchIndex {
  version: number;
  locale: Locale;
  index: AsPlainObject;
}
