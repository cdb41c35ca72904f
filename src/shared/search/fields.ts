import type { SearchDocument } from './types';

/*
 * What the index holds of a document, and how much each part counts. Build
 * time: the weights are folded into each term's score when the index is
 * written, so the browser only adds numbers.
 */

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

/**
 * An entity (a field, an error response, an event) is one row of a page: it counts half as much
 * as a section saying the same, so "skipResult" still leads to the guide about it, with the
 * field's row among the results.
 */
export const ENTITY_BOOST = 0.5;

/** How much a match in a document counts for its kind. */
export const kindBoost = (kind: SearchDocument['kind']) => (kind === 'page' ? PAGE_BOOST : kind === 'section' || kind === 'operation' ? 1 : ENTITY_BOOST);

/** BM25+ as MiniSearch computes it (term saturation k, length normalisation b, floor d). */
export const BM25 = { k: 1.2, b: 0.7, d: 0.5 } as const;

/** The text indexed for one field of a document. */
export function fieldText(document: SearchDocument, field: IndexedField): string {
  switch (field) {
    case 'parent':
      // Where the section sits: page title and, for a level-3 section, its level-2 heading.
      // A page's own title is already in `title`; counting it twice would favour pages over their sections.
      return document.kind === 'page' ? '' : [document.pageTitle, document.parentHeading ?? ''].join(' ');
    case 'keywords':
      return document.keywords.join(' ');
    case 'title':
      return document.title;
    case 'body':
      return document.body;
  }
}

/** BM25+ score of one field: `df` of `count` documents hold the term; this one `tf` times in `length` terms. */
export function bm25(tf: number, df: number, count: number, length: number, averageLength: number): number {
  const { k, b, d } = BM25;
  const idf = Math.log(1 + (count - df + 0.5) / (df + 0.5));
  return idf * (d + (tf * (k + 1)) / (tf + k * (1 - b + (b * length) / averageLength)));
}
