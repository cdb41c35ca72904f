import type { Locale } from '../i18n/locales';
import { analyzeToken, fold, surfaceTokens, type Term } from './normalize';
import { truncateQuery } from './types';

/*
 * How a query becomes terms to look up, whatever the engine: which words,
 * which alternatives of each, how many typos, which word is still being
 * typed. Browser code.
 */

/**
 * Typos tolerated in a word, by how many letters the reader typed: none under
 * five (too many short words are one edit apart), one up to eight, two from
 * nine. A short stem gets less ("pag" for "pagos" gets none), so it does not
 * match every term of its length.
 */
export function typoDistance(typedLength: number, term: string): number {
  const allowed = typedLength < 5 ? 0 : typedLength < 9 ? 1 : 2;
  if (term.length <= 3) return 0;
  return term.length <= 6 ? Math.min(allowed, 1) : allowed;
}

/** A term to look up: exactly, or also as a prefix or within `fuzzy` edits; `boost` scales its score. */
export interface QueryTerm {
  term: string;
  prefix: boolean;
  fuzzy: number;
  boost: number;
  /** A word inside a code-like token, tried only when the tokens themselves find too little. */
  piece: boolean;
}

/** One word of the query: any of its terms matching counts as the word matching. */
export type QueryWord = QueryTerm[];

/** How much a term only guessed from a word still being typed counts, next to the word itself (MiniSearch's prefix weight). */
const GUESS_WEIGHT = 0.375;
/**
 * Letters typed before a word also matches as a prefix. Two letters ("co")
 * expand to a large part of the vocabulary, which costs hundreds of
 * milliseconds on a 100× index and ranks nothing useful; exact two-letter
 * terms ("qr", "3d") still match.
 */
const MIN_PREFIX_LENGTH = 3;
/** How much a piece of a code-like token counts next to the whole token. */
const PIECE_WEIGHT = 0.5;
const PLAIN_WORD = /^\p{L}+$/u;

/**
 * Terms for the word the reader is still typing. The index holds stems, so
 * the typed letters are matched two ways: as the start of a stem ("sesi" ->
 * "sesion"), and by the stems they already start with ("autenticaci" ->
 * "autent", the stem of "autenticación"). Stems of four letters or more only,
 * so "pagi" does not find every "pago".
 */
function typingTerms(term: Term, boost: number): QueryTerm[] {
  if (term.surface.length < MIN_PREFIX_LENGTH) return [];
  const terms: QueryTerm[] = [{ term: term.surface, prefix: true, fuzzy: 0, boost, piece: term.piece }];
  if (!PLAIN_WORD.test(term.surface)) return terms;
  for (let length = Math.max(4, term.surface.length - 8); length < term.surface.length; length++) {
    const start = term.surface.slice(0, length);
    if (start !== term.term) terms.push({ term: start, prefix: false, fuzzy: 0, boost: GUESS_WEIGHT * boost, piece: term.piece });
  }
  return terms;
}

export { truncateQuery };

/** The query as words, each with the terms that may match it. */
export function planQuery(query: string, locale: Locale): QueryWord[] {
  const tokens = surfaceTokens(truncateQuery(query));
  const analyzed: Term[][] = [];
  const seen = new Set<string>();
  for (const token of tokens) {
    const terms = analyzeToken(token.text, locale);
    const key = terms.map((term) => term.term).join(' ');
    // A repeated word ("server to server") would count its matches twice.
    if (terms.length > 0 && !seen.has(key)) analyzed.push(terms);
    seen.add(key);
  }
  const last = tokens[tokens.length - 1];
  if (analyzed.length === 0 && last && last.text.length >= 2) {
    // Only stopwords so far, such as "para" on the way to "parámetros": match the last one as a prefix.
    const surface = fold(last.text);
    analyzed.push([{ term: surface, surface, atEnd: true, piece: false }]);
  }
  return analyzed.map((terms, index) => {
    const typing = index === analyzed.length - 1;
    const word: QueryWord = [];
    const add = (term: QueryTerm) => {
      const same = word.find((existing) => existing.term === term.term);
      if (!same) word.push(term);
      else {
        same.prefix ||= term.prefix;
        same.fuzzy = Math.max(same.fuzzy, term.fuzzy);
        same.boost = Math.max(same.boost, term.boost);
        same.piece &&= term.piece;
      }
    };
    for (const term of terms) {
      const boost = term.piece ? PIECE_WEIGHT : 1;
      add({ term: term.term, prefix: false, fuzzy: typoDistance(term.surface.length, term.term), boost, piece: term.piece });
      if (typing && term.atEnd) typingTerms(term, boost).forEach(add);
    }
    return word;
  });
}

const JOINABLE = /^[\p{L}\p{N}]+$/u;

/**
 * Words typed apart that pages may write as one: "web hook" (webhook),
 * "server to server" (server-to-server, indexed also as "servertoserver"),
 * "pin pad". Each run of two or three adjacent words, joined and stemmed.
 */
export function joinedTerms(query: string, locale: Locale): string[] {
  const words = surfaceTokens(truncateQuery(query)).map((token) => token.text);
  const terms = new Set<string>();
  for (let start = 0; start < words.length; start++) {
    for (let end = start + 2; end <= Math.min(words.length, start + 3); end++) {
      const run = words.slice(start, end);
      if (!run.every((word) => JOINABLE.test(word))) break;
      const term = analyzeToken(run.join(''), locale)[0]?.term;
      if (term) terms.add(term);
    }
  }
  return [...terms];
}

