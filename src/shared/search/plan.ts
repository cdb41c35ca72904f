import type { Locale } from '../i18n/locales';
import { analyzeToken, fold, surfaceTokens, type SurfaceToken, type Term } from './normalize';
import { findPhrases, type PhraseSet } from './phrases';
import { truncateQuery } from './types';

/*
 * How a query becomes terms to look up: which words, which alternatives of
 * each, how many typos, which word is still being typed, which words name a
 * product, and which run of words means the same as another phrase
 * (synonyms, "web hook" for "webhook"). Browser code.
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

/**
 * Another way to say some of the query's words: every position must match one of its terms
 * (exactly) for the clause to match, and then it counts for all of `words` (a bit mask).
 */
export interface QueryClause {
  words: number;
  positions: string[][];
  boost: number;
}

/** A product named in the query: its documents count `words` as matched and rank higher. */
export interface ProductMention {
  product: number;
  words: number;
}

export interface QueryPlan {
  words: QueryWord[];
  clauses: QueryClause[];
  products: ProductMention[];
  /** The operation-path marker when the query is an API path (`/api/reverse`). */
  path?: string;
}

/** How much a term only guessed from a word still being typed counts, next to the word itself (MiniSearch's prefix weight). */
const GUESS_WEIGHT = 0.375;
/**
 * Letters typed before a word also matches as a prefix. Two letters ("co")
 * expand to a large part of the vocabulary and rank nothing useful; exact
 * two-letter terms ("qr", "3d") still match.
 */
const MIN_PREFIX_LENGTH = 3;
/** How much a piece of a code-like token counts next to the whole token. */
const PIECE_WEIGHT = 0.5;
/**
 * How much a synonym counts next to the words typed. A glossary row names the site's own word for
 * a thing ("notificación" for a webhook), so it counts nearly as much as the word typed.
 */
const SYNONYM_WEIGHT = 0.8;
const PLAIN_WORD = /^\p{L}+$/u;

/** Words past the 30th share a bit: a 512-character query may have more words than a mask has bits. */
export const wordBit = (index: number) => 1 << Math.min(index, 30);

/**
 * Terms for the word the reader is still typing. The index holds stems, so
 * the typed letters are matched two ways: as the start of a stem ("sesi" ->
 * "sesion"), and by the stems they already start with ("autenticaci" ->
 * "autent", the stem of "autenticación"). Stems of four letters or more only,
 * so "pagi" does not find every "pago".
 */
function typingTerms(term: Term, boost: number, guess: boolean): QueryTerm[] {
  if (term.surface.length < MIN_PREFIX_LENGTH) return [];
  const terms: QueryTerm[] = [{ term: term.surface, prefix: true, fuzzy: 0, boost, piece: term.piece }];
  if (!guess || !PLAIN_WORD.test(term.surface)) return terms;
  for (let length = Math.max(4, term.surface.length - 8); length < term.surface.length; length++) {
    const start = term.surface.slice(0, length);
    if (start !== term.term) terms.push({ term: start, prefix: false, fuzzy: 0, boost: GUESS_WEIGHT * boost, piece: term.piece });
  }
  return terms;
}

export { truncateQuery };

interface Words {
  tokens: SurfaceToken[];
  words: QueryWord[];
  /** The surface token each word comes from. */
  tokenOf: number[];
}

function planWords(query: string, locale: Locale): Words {
  const tokens = surfaceTokens(truncateQuery(query));
  const analyzed: Array<readonly Term[]> = [];
  const tokenOf: number[] = [];
  const seen = new Set<string>();
  tokens.forEach((token, at) => {
    const terms = analyzeToken(token.text, locale);
    const key = terms.map((term) => term.term).join(' ');
    // A repeated word ("server to server") would count its matches twice.
    if (terms.length > 0 && !seen.has(key)) {
      analyzed.push(terms);
      tokenOf.push(at);
    }
    seen.add(key);
  });
  const last = tokens[tokens.length - 1];
  if (analyzed.length === 0 && last && last.text.length >= 2) {
    // Only stopwords so far, such as "para" on the way to "parámetros": match the last one as a prefix.
    const surface = fold(last.text);
    analyzed.push([{ term: surface, surface, atEnd: true, piece: false }]);
    tokenOf.push(tokens.length - 1);
  }
  const words = analyzed.map((terms, index) => {
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
      // A code word typed whole ("transStatus") is not a word still being spelt: no guesses at its stem.
      if (typing && term.atEnd) typingTerms(term, boost, terms.length === 1).forEach(add);
    }
    return word;
  });
  return { tokens, words, tokenOf };
}

/** The query as words, each with the terms that may match it. */
export function planQuery(query: string, locale: Locale): QueryWord[] {
  return planWords(query, locale).words;
}

/** Bits of the words that come from tokens `from` to `to`. */
function wordsIn(tokenOf: readonly number[], from: number, to: number): number {
  let mask = 0;
  tokenOf.forEach((token, word) => {
    if (token >= from && token <= to) mask |= wordBit(word);
  });
  return mask;
}

const JOINABLE = /^[\p{L}\p{N}]+$/u;

/**
 * Words typed apart that pages may write as one: "web hook" (webhook),
 * "server to server" (server-to-server, indexed also as "servertoserver"),
 * "pin pad". Each run of two or three adjacent words, joined and stemmed.
 */
function joinedClauses({ tokens, tokenOf }: Words, locale: Locale): QueryClause[] {
  const clauses: QueryClause[] = [];
  for (let start = 0; start < tokens.length; start++) {
    for (let end = start + 2; end <= Math.min(tokens.length, start + 3); end++) {
      const run = tokens.slice(start, end).map((token) => token.text);
      if (!run.every((word) => JOINABLE.test(word))) break;
      const term = analyzeToken(run.join(''), locale)[0]?.term;
      const words = wordsIn(tokenOf, start, end - 1);
      if (term && words) clauses.push({ words, positions: [[term]], boost: 1 });
    }
  }
  return clauses;
}

/** A phrase as the index holds it: per word, its whole terms. */
function phrasePositions(phrase: string, locale: Locale): string[][] {
  return surfaceTokens(phrase)
    .map((token) => analyzeToken(token.text, locale).filter((term) => !term.piece).map((term) => term.term))
    .filter((terms) => terms.length > 0);
}

/** Other phrases of a synonym group found in the query, as clauses over the words they stand for. */
function synonymClauses(words: Words, phrases: PhraseSet, locale: Locale): QueryClause[] {
  const clauses: QueryClause[] = [];
  for (const match of findPhrases(words.tokens, phrases.synonyms)) {
    const covered = wordsIn(words.tokenOf, match.from, match.to);
    if (!covered) continue;
    const group = phrases.synonyms[match.set]?.texts ?? [];
    for (const [at, text] of group.entries()) {
      if (at === match.phrase) continue;
      const positions = phrasePositions(text, locale);
      if (positions.length > 0) clauses.push({ words: covered, positions, boost: SYNONYM_WEIGHT });
    }
  }
  return clauses;
}

/**
 * Products named in the query ("reembolso gateway", "webhooks account validator"). A name the
 * other products' pages use as an ordinary word (Payments' "Pagos": "pago") names the product only
 * when it is the whole query: "estados de un pago" asks about payments, not about that product.
 */
function productMentions(words: Words, phrases: PhraseSet): ProductMention[] {
  const mentions: ProductMention[] = [];
  const everyWord = wordsIn(words.tokenOf, 0, words.tokens.length - 1);
  for (const match of findPhrases(words.tokens, phrases.products)) {
    const covered = wordsIn(words.tokenOf, match.from, match.to);
    const name = phrases.products[match.set]?.texts[match.phrase] ?? '';
    if (covered !== everyWord && phrases.everydayProducts.has(name)) continue;
    if (covered && !mentions.some((mention) => mention.product === match.set)) mentions.push({ product: match.set, words: covered });
  }
  return mentions;
}

/** The whole plan: words, the clauses that may stand for some of them, products named. */
export function planSearch(query: string, locale: Locale, phrases?: PhraseSet): QueryPlan {
  const words = planWords(query, locale);
  if (words.words.length === 0) return { words: [], clauses: [], products: [] };
  const clauses = [...joinedClauses(words, locale), ...(phrases ? synonymClauses(words, phrases, locale) : [])];
  const products = phrases ? productMentions(words, phrases) : [];
  const path = queryPathTerm(query);
  return { words: words.words, clauses, products, ...(path ? { path } : {}) };
}

/** An API path as one term of the index: `@` (which no word holds) and the path folded. */
const pathTerm = (path: string) => `@${fold(path).replace(/^\/?/, '/').replace(/\/+$/, '')}`;

/** "/api/reverse" or "api/reverse" typed alone: the marker of the operations on that path. */
export function queryPathTerm(query: string): string | undefined {
  const path = truncateQuery(query).trim();
  if (!/^\/?[\p{L}\p{N}_.{}-]+(\/[\p{L}\p{N}_.{}-]+)+\/?$/u.test(path)) return undefined;
  return pathTerm(path);
}

/** The marker of an operation, from its `METHOD /path` keyword. */
export function operationPathTerm(keywords: readonly string[]): string | undefined {
  for (const keyword of keywords) {
    const match = /^[A-Z]+ (\/\S*)$/.exec(keyword);
    if (match) return pathTerm(match[1] as string);
  }
  return undefined;
}
