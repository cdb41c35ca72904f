import { stemmer as stemEnglish } from '@orama/stemmers/english';
import { stemmer as stemSpanish } from '@orama/stemmers/spanish';
import type { Locale } from '../i18n/locales';
import { stopwords } from './stopwords';

/*
 * Text analysis shared by the index build and the query, so both sides turn
 * "Autenticación", "autenticacion" and "autenticaciones" into the same term.
 * Browser code: no Node APIs, no MDX.
 */

/** Lowercase without accents or other marks: "Sesión" -> "sesion", "Año" -> "ano". */
export function fold(text: string): string {
  // Most words are plain ASCII: no marks to take off (the query's hot path analyses every word of five snippets).
  if (ASCII.test(text)) return text.toLowerCase();
  return text.normalize('NFD').replace(/\p{M}+/gu, '').toLowerCase();
}

const ASCII = /^[\x00-\x7f]*$/;

/**
 * A surface token: a URL host, or a word that may join pieces with `.`, `/`,
 * `-` or `_` (`payment.amount`, `/api/session/{requestId}`, `es_CO`, `3-D`).
 * Code-like tokens stay whole here; `analyzeToken` splits them.
 */
const TOKEN = /[a-z][a-z\d+.-]*:\/\/([^\s/?#"'<>`)]+)|\/?[\p{L}\p{N}_{}]+(?:[./\-][\p{L}\p{N}_{}]+)*/giu;

export interface SurfaceToken {
  /** The token as written, without a URL's scheme. */
  text: string;
  start: number;
  end: number;
}

export function surfaceTokens(text: string): SurfaceToken[] {
  const tokens: SurfaceToken[] = [];
  for (const match of text.matchAll(TOKEN)) {
    const host = match[1];
    const start = match.index;
    // For a URL only the host is a token; its path is matched next as `/api/...`.
    const value = host ?? match[0];
    tokens.push({ text: value, start: host ? start + match[0].length - host.length : start, end: start + match[0].length });
  }
  return tokens;
}

/** camelCase and PascalCase pieces: "returnUrl" -> return, Url; "processURL" -> process, URL. */
export function splitCamelCase(word: string): string[] {
  if (!CAMEL.test(word)) return [word];
  return word
    .replace(/(\p{Ll})(\p{Lu})/gu, '$1 $2')
    .replace(/(\p{Lu})(\p{Lu}\p{Ll})/gu, '$1 $2')
    .split(' ')
    .filter(Boolean);
}

/** A lower-case letter before a capital, or a capital run before a lower-case letter: where camelCase splits. */
const CAMEL = /\p{Ll}\p{Lu}|\p{Lu}\p{Lu}\p{Ll}/u;

const PLAIN_WORD = /^\p{L}+$/u;

/**
 * The Snowball Spanish stemmer only strips "-ión" with its accent, so a reader
 * who types "autenticacion" would get a different stem than the page's
 * "autenticación". Words are folded first, then every singular "-ion" gets
 * its accent back (in Spanish it always has one), and the stem is folded again.
 */
function stemSpanishFolded(word: string): string {
  const accented = word.length > 4 && word.endsWith('ion') ? `${word.slice(0, -3)}ión` : word;
  return fold(stemSpanish(accented));
}

/** Stem of a folded word in the index's language. */
export function stem(word: string, locale: Locale): string {
  return locale === 'es' ? stemSpanishFolded(word) : stemEnglish(word);
}

/** One term of a surface token. */
export interface Term {
  /** What the index holds: folded, and stemmed when it is a plain word. */
  term: string;
  /** The same text folded but not stemmed: what the reader typed for it. */
  surface: string;
  /** The term runs to the end of the token, so a reader may still be typing it. */
  atEnd: boolean;
  /**
   * A word inside a code-like token (`return` in `returnUrl`, `api` in
   * `/api/session`): the query tries the token itself first, so a section
   * with that exact path ranks above one that only says "API".
   */
  piece: boolean;
}

function wordTerm(word: string, locale: Locale, atEnd: boolean, piece = false): Term | undefined {
  const surface = fold(word);
  if (surface.length < 2) return undefined;
  if (!PLAIN_WORD.test(surface)) return { term: surface, surface, atEnd, piece };
  if (stopwords[locale].has(surface)) return undefined;
  return { term: stem(surface, locale), surface, atEnd, piece };
}

/**
 * The terms of one surface token. A plain word gives its stem. A code-like
 * token gives itself whole and each of its words, so both the exact spelling
 * and the words match:
 * - `returnUrl` -> returnurl, return, url
 * - `/api/session/{requestId}` -> /api/session/{requestid}, api, session, requestid, request, id
 *   (a reader typing `/api/session` still reaches it: the last query word also matches as a prefix)
 * - `payment.amount` -> payment.amount, paymentamount, payment, amount
 * - `3-D` -> 3-d, 3d
 */
export function analyzeToken(token: string, locale: Locale): readonly Term[] {
  const cache = analyzed[locale];
  const known = cache.get(token);
  if (known) return known;
  // A bounded memo: the same words come back in every title, snippet and query.
  if (cache.size >= ANALYZED_CACHE_SIZE) cache.clear();
  const terms = analyzeTokenOnce(token, locale);
  cache.set(token, terms);
  return terms;
}

const ANALYZED_CACHE_SIZE = 20_000;
const analyzed: Record<Locale, Map<string, readonly Term[]>> = { es: new Map(), en: new Map() };

function analyzeTokenOnce(token: string, locale: Locale): Term[] {
  const terms: Term[] = [];
  const add = (term: Term | undefined) => {
    if (!term) return;
    const same = terms.find((existing) => existing.term === term.term);
    if (!same) terms.push(term);
    else {
      same.atEnd ||= term.atEnd;
      same.piece &&= term.piece;
    }
  };
  const addPieces = (word: string, atEnd: boolean, piece: boolean) => {
    add(wordTerm(word, locale, atEnd, piece));
    const pieces = splitCamelCase(word);
    if (pieces.length > 1) pieces.forEach((part, i) => add(wordTerm(part, locale, atEnd && i === pieces.length - 1, true)));
  };

  if (PLAIN_WORD.test(token)) {
    // A camelCase word is stemmed whole too, so typing it in lowercase ("returnurl", "paymentmethods") still matches.
    addPieces(token, true, false);
    return terms;
  }

  const whole = fold(token).replace(/(.)\/+$/, '$1');
  if (whole.length >= 2) add({ term: whole, surface: whole, atEnd: true, piece: false });
  // "e-mail", "Node.js", "3-D": also the joined spelling a reader may type ("email", "nodejs", "3d").
  if (/^[\p{L}\p{N}]+(?:[-.][\p{L}\p{N}]+){1,2}$/u.test(whole)) add(wordTerm(whole.replace(/[-.]/g, ''), locale, true));

  const parts = token.split(/[./\-_{}]+/).filter(Boolean);
  parts.forEach((part, i) => addPieces(part, i === parts.length - 1, true));
  return terms;
}

/** Every index term of a text, in order, repeated as often as it occurs (term frequency counts). */
export function analyze(text: string, locale: Locale): string[] {
  return surfaceTokens(text).flatMap((token) => analyzeToken(token.text, locale).map((term) => term.term));
}
