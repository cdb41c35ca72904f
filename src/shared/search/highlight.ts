import type { Locale } from '../i18n/locales';
import { analyzeToken, surfaceTokens } from './normalize';
import type { HighlightRange, MarkedText } from './types';

export type { HighlightRange };

/**
 * Where a result's title (or any text) shows the words it matched, given the
 * result's `terms`. Each word is analyzed the way the index analyzed it, so
 * "Autenticación" is marked for a query "autenticacion" and "sesión" for the
 * prefix "sesi".
 */
export function highlightRanges(text: string, terms: readonly string[], locale: Locale): HighlightRange[] {
  const matched = new Set(terms);
  if (matched.size === 0) return [];
  return surfaceTokens(text)
    .filter((token) => analyzeToken(token.text, locale).some((term) => matched.has(term.term)))
    .map((token) => ({ start: token.start, end: token.end }));
}

/** About two lines of a result, in characters. */
export const SNIPPET_LENGTH = 160;
/** Text kept before the first match, so it reads in context. */
const LEAD = 40;
const ELLIPSIS = '…';

/**
 * A stretch of `text` around its first matched word (of `focus` when one of those is there), cut
 * at word boundaries, with all the matched words marked; the start of the text when none matched.
 */
export function snippetOf(text: string, terms: readonly string[], locale: Locale, focus: readonly string[] = terms, length = SNIPPET_LENGTH): MarkedText | undefined {
  if (text.trim() === '') return undefined;
  const ranges = highlightRanges(text, terms, locale);
  const first = highlightRanges(text, focus, locale)[0] ?? ranges[0];
  let start = 0;
  if (first && first.end > length - LEAD) start = Math.max(0, text.lastIndexOf(' ', Math.max(0, first.start - LEAD)) + 1);
  let end = Math.min(text.length, start + length);
  if (end < text.length) {
    const cut = text.lastIndexOf(' ', end);
    if (cut > start + length / 2) end = cut;
  }
  const before = start > 0 ? ELLIPSIS : '';
  const after = end < text.length && !text.slice(start, end).endsWith(ELLIPSIS) ? ELLIPSIS : '';
  const shift = before.length - start;
  return {
    text: `${before}${text.slice(start, end)}${after}`,
    ranges: ranges.filter((range) => range.start >= start && range.end <= end).map((range) => ({ start: range.start + shift, end: range.end + shift })),
  };
}
