import MiniSearch, { type Query, type SearchOptions as EngineSearchOptions, type SearchResult as EngineResult } from 'minisearch';
import { isLocale, type Locale } from '../i18n/locales';
import { engineOptions, FIELD_BOOSTS, PAGE_BOOST, SEARCH_INDEX_VERSION, type SerializedSearchIndex, type StoredFields } from './engine';
import { joinedTerms, planQuery, type QueryTerm, type QueryWord } from './plan';
import { SEARCH_RESULT_LIMIT, type SearchDocument, type SearchOptions, type SearchResult } from './types';

/*
 * Browser side of the search: load one locale's serialized index, answer
 * queries. Kept free of Node APIs and of the MDX parser so the dialog's lazy
 * chunk stays small.
 */

export interface LoadedSearchIndex {
  locale: Locale;
  engine: MiniSearch<SearchDocument>;
}

/** Accepts the fetched JSON text or the already parsed object. */
export function loadSearchIndex(data: string | SerializedSearchIndex): LoadedSearchIndex {
  const parsed: unknown = typeof data === 'string' ? JSON.parse(data) : data;
  const file = parsed as Partial<SerializedSearchIndex> | null;
  if (!file || file.version !== SEARCH_INDEX_VERSION || !isLocale(file.locale) || !file.index) {
    throw new Error(`Not a search index of version ${SEARCH_INDEX_VERSION}: rebuild search/{locale}.json with the current code.`);
  }
  return { locale: file.locale, engine: MiniSearch.loadJS(file.index, engineOptions(file.locale)) };
}

/**
 * How much a longer term found by prefix counts. Lower than MiniSearch's 0.375
 * because a finished word gets its prefix matches too: "/api/session" would
 * otherwise favour sections that also mention "/api/session/{requestId}/cancel".
 */
const PREFIX_WEIGHT = 0.15;
const passThrough = { tokenize: (text: string) => [text], processTerm: (term: string) => term };

const engineSearchOptions: EngineSearchOptions = {
  ...passThrough,
  boost: { ...FIELD_BOOSTS },
  weights: { fuzzy: 0.45, prefix: PREFIX_WEIGHT },
};

/**
 * The page boost, applied once per result rather than through MiniSearch's
 * `boostDocument`, which runs for every document of every term (a third of
 * the query time on a large index) for the same factor. Sections have `#` in
 * their URL; pages do not.
 */
const documentBoost = (hit: EngineResult) => ((hit as unknown as StoredFields).url.includes('#') ? 1 : PAGE_BOOST);

/**
 * What a matched term says about a result, as bit masks over the query's
 * words: which words it matches as typed, and which at all (pieces included).
 * Bits, not sets: a query on a large index ranks tens of thousands of hits.
 */
interface Role {
  asTyped: number;
  any: number;
}

/** Every term looked up once, with the words it stands for; a term in two words is not scored twice. */
function lookups(words: readonly QueryWord[], joined: readonly string[], withPieces: boolean, allWords: number) {
  const terms = new Map<string, QueryTerm>();
  const roles = new Map<string, Role>();
  const add = (term: QueryTerm, asTyped: number, any: number) => {
    const same = terms.get(term.term);
    if (!same) terms.set(term.term, { ...term });
    else {
      same.prefix ||= term.prefix;
      same.fuzzy = Math.max(same.fuzzy, term.fuzzy);
      same.boost = Math.max(same.boost, term.boost);
    }
    const role = roles.get(term.term) ?? { asTyped: 0, any: 0 };
    roles.set(term.term, { asTyped: role.asTyped | asTyped, any: role.any | any });
  };
  words.forEach((word, index) => {
    const bit = wordBit(index);
    for (const term of word) if (withPieces || !term.piece) add(term, term.piece ? 0 : bit, bit);
  });
  // Found written as one word ("webhook" for "web hook"): counts as every word matched as typed.
  for (const term of joined) add({ term, prefix: false, fuzzy: 0, boost: 1, piece: false }, allWords, allWords);
  const query: Query = {
    combineWith: 'OR',
    queries: [...terms.values()].map((term) => ({ queries: [term.term], prefix: term.prefix, fuzzy: term.fuzzy, boostTerm: () => term.boost })),
  };
  return { query, roles };
}

/** Words past the 30th share a bit: a 512-character query may have more words than a mask has bits. */
const wordBit = (index: number) => 1 << Math.min(index, 30);

const bitCount = (mask: number) => {
  let count = 0;
  for (let rest = mask; rest !== 0; rest &= rest - 1) count++;
  return count;
};

interface Ranked {
  hit: EngineResult;
  tier: number;
  score: number;
}

const better = (a: Ranked, b: Ranked) => a.tier < b.tier || (a.tier === b.tier && a.score > b.score);

/** Keeps the best `limit` entries, best first, without sorting every hit. */
function keepBest(best: Ranked[], entry: Ranked, limit: number): void {
  if (best.length === limit && !better(entry, best[limit - 1] as Ranked)) return;
  let at = best.length < limit ? best.length : limit - 1;
  while (at > 0 && better(entry, best[at - 1] as Ranked)) at--;
  best.splice(at, 0, entry);
  if (best.length > limit) best.pop();
}

/**
 * Looks up every term in one pass and ranks the hits: tier 0 matched every
 * word as typed, tier 1 every word counting pieces, tier 2 only some words.
 * `skip` leaves out hits already ranked by an earlier pass.
 */
function lookUp(
  index: LoadedSearchIndex,
  words: readonly QueryWord[],
  joined: readonly string[],
  withPieces: boolean,
  limit: number,
  best: Ranked[] = [],
  skip: ReadonlySet<unknown> = new Set(),
): Ranked[] {
  const allWords = words.reduce((mask, _word, at) => mask | wordBit(at), 0);
  const { query, roles } = lookups(words, joined, withPieces, allWords);
  for (const hit of index.engine.search(query, engineSearchOptions)) {
    if (skip.has(hit.id)) continue;
    let asTyped = 0;
    let any = 0;
    for (const term of hit.queryTerms) {
      const role = roles.get(term);
      if (role) {
        asTyped |= role.asTyped;
        any |= role.any;
      }
    }
    const tier = asTyped === allWords ? 0 : any === allWords ? 1 : 2;
    // MiniSearch multiplies the score by the number of terms matched, which would reward matching
    // one word many ways (stem, prefix, pieces); count the words matched instead.
    const score = (hit.score / Math.max(1, hit.queryTerms.length)) * bitCount(any) * documentBoost(hit);
    keepBest(best, { hit, tier, score }, limit);
  }
  return best;
}

/**
 * Results for one query in the index's locale, best first, in tiers: every
 * word matched as typed (`/api/session` as that path); then every word
 * matched, code-like words also by their pieces ("api", "session"); then
 * results matching only some of the words. Within a tier, by score.
 *
 * The terms are looked up in one pass and the tiers sorted out afterwards;
 * the pieces of code-like words need a second pass, only when the words as
 * typed find fewer than `limit` results.
 */
const PATH_LOOKAHEAD = 10;
const METHODS = 'get|post|put|patch|delete|head|options|trace';

/**
 * "/api/reverse" or "api/reverse": the heading id its operations carry after the method
 * ("api-reverse" in "#post-api-reverse"), so a reader who pastes a path gets that operation first,
 * above guides that mention the path more often.
 */
export function apiPathAnchor(query: string): string | undefined {
  const path = query.trim().toLowerCase().replace(/^\/?/, '/');
  if (!/^(\/[a-z0-9_.{}-]+){2,}$/.test(path)) return undefined;
  return path.slice(1).replace(/[^a-z0-9]+/g, '-').replace(/-+$/, '');
}

const isOperationOn = (hit: EngineResult, anchor: string) => new RegExp(`#(${METHODS})-${anchor}$`).test((hit as unknown as StoredFields).url);

export function search(index: LoadedSearchIndex, query: string, options: SearchOptions): SearchResult[] {
  const limit = Math.max(0, Math.floor(options.limit ?? SEARCH_RESULT_LIMIT));
  if (options.locale !== index.locale || limit === 0) return [];
  const words = planQuery(query, index.locale);
  if (words.length === 0) return [];
  const joined = joinedTerms(query, index.locale);

  // A query that is an API path looks a little further, so its operations can be put first.
  const anchor = apiPathAnchor(query);
  const wanted = anchor ? limit + PATH_LOOKAHEAD : limit;
  let best = lookUp(index, words, joined, false, wanted);
  const asTyped = best.filter((entry) => entry.tier === 0);
  if (asTyped.length < limit && words.some((word) => word.some((term) => term.piece))) {
    // Scores with pieces added would let "api" in a title outrank the exact path: keep the first pass's.
    best = lookUp(index, words, joined, true, wanted, asTyped, new Set(asTyped.map((entry) => entry.hit.id)));
  }
  if (anchor) best = [...best.filter((entry) => isOperationOn(entry.hit, anchor)), ...best.filter((entry) => !isOperationOn(entry.hit, anchor))];
  best = best.slice(0, limit);

  return best.map(({ hit }) => {
    const stored = hit as unknown as StoredFields;
    return { url: stored.url, title: stored.title, pageTitle: stored.pageTitle, locale: index.locale, terms: hit.terms };
  });
}
