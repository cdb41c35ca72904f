import type { Locale } from '../i18n/locales';
import { analyzeToken, surfaceTokens } from './normalize';

export interface HighlightRange {
  start: number;
  end: number;
}

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
