import SearchableMap from 'minisearch/SearchableMap';
import { isLocale, type Locale } from '../i18n/locales';
import {
  IMPACT_SCALE,
  SEARCH_INDEX_VERSION,
  shardOf,
  shardsUnder,
  type Postings,
  type SearchManifest,
  type TermShard,
  type VocabularyShard,
} from './index-format';
import { phraseSet, type PhraseSet } from './phrases';
import { planSearch, wordBit, type QueryPlan, type QueryTerm } from './plan';

/*
 * Ranking over the loaded parts of a split index (index-format.ts). Pure and
 * synchronous: client.ts fetches the vocabulary a plan needs
 * (`vocabularyNeeded`), then the term shards (`shardsNeeded`), then ranks.
 * Browser code.
 */

export interface LoadedIndex {
  manifest: SearchManifest;
  locale: Locale;
  phrases: PhraseSet;
  /** Loaded vocabulary shards by number: a radix tree each, for prefixes and typos. */
  vocabulary: Map<number, SearchableMap<number>>;
  /** Term shards loaded so far, and the postings of their terms. */
  shards: Set<number>;
  postings: Map<string, Postings>;
}

/** Accepts the fetched manifest (JSON text or parsed). */
export function loadManifest(data: string | SearchManifest): LoadedIndex {
  const parsed: unknown = typeof data === 'string' ? JSON.parse(data) : data;
  const manifest = parsed as Partial<SearchManifest> | null;
  if (
    !manifest ||
    manifest.version !== SEARCH_INDEX_VERSION ||
    !isLocale(manifest.locale) ||
    !Array.isArray(manifest.shards) ||
    !Array.isArray(manifest.vocabulary)
  ) {
    throw new Error(`Not a search index of version ${SEARCH_INDEX_VERSION}: rebuild search/{locale}.json with the current code.`);
  }
  const complete = manifest as SearchManifest;
  return {
    manifest: complete,
    locale: complete.locale,
    phrases: phraseSet(
      complete.synonyms ?? [],
      (complete.products ?? []).map((product) => product.names),
      (complete.products ?? []).flatMap((product) => product.everyday ?? []),
    ),
    vocabulary: new Map(),
    shards: new Set(),
    postings: new Map(),
  };
}

const parse = <T>(data: unknown): T => (typeof data === 'string' ? JSON.parse(data) : data) as T;

export function addVocabulary(index: LoadedIndex, shard: number, data: unknown): void {
  index.vocabulary.set(shard, SearchableMap.fromObject(parse<VocabularyShard>(data).terms ?? {}));
}

export function addShard(index: LoadedIndex, shard: number, data: unknown): void {
  for (const [term, postings] of Object.entries(parse<TermShard>(data).terms ?? {})) index.postings.set(term, postings);
  index.shards.add(shard);
}

/** Letters a typo never touches: a misspelt word is looked up among the terms sharing these. */
const TYPO_SCOPE = 2;
/**
 * A word still being typed stands for at most this many longer terms, and a misspelt word for at
 * most this many terms a typo away: the most frequent, so "pag" does not read every "pag…" term.
 */
const MAX_PREFIX_TERMS = 20;
const MAX_TYPO_TERMS = 8;

/**
 * A word the documents use is taken as written, not as a typo of another: "sesion" does not also
 * read "session", "sesiones" or, in a large index, every misspelling a page carries. Rare words
 * still get their typos read, since they may be typos themselves.
 */
const TYPO_FREE_SHARE = 1 / 20;

function mayBeTypo(index: LoadedIndex, term: QueryTerm): boolean {
  if (term.fuzzy === 0) return false;
  const documents = (index.postings.get(term.term)?.length ?? 0) / 2;
  return documents < Math.max(2, index.manifest.documents * TYPO_FREE_SHARE);
}

/** The term shards holding the terms each query term stands for, its clauses' terms and a pasted path. */
function shardsHolding(index: LoadedIndex, plan: QueryPlan, withPieces: boolean, termsOf: (term: QueryTerm) => Iterable<string>): number[] {
  const keys = index.manifest.shards;
  const needed = new Set<number>();
  const add = (term: string) => {
    const shard = shardOf(keys, term);
    if (shard >= 0) needed.add(shard);
  };
  for (const word of plan.words) for (const term of word) if (withPieces || !term.piece) for (const indexTerm of termsOf(term)) add(indexTerm);
  for (const clause of plan.clauses) for (const position of clause.positions) position.forEach(add);
  if (plan.path) add(plan.path);
  return [...needed].sort((a, b) => a - b);
}

/** The term shards holding the plan's terms as typed: read first, they say which words may be typos. */
export const exactShardsNeeded = (index: LoadedIndex, plan: QueryPlan, withPieces: boolean) => shardsHolding(index, plan, withPieces, (term) => [term.term]);

/**
 * The vocabulary shards a plan reads: under each word still being typed, and around each word
 * that may be misspelt (which the exact shards, loaded first, tell).
 */
export function vocabularyNeeded(index: LoadedIndex, plan: QueryPlan, withPieces: boolean): number[] {
  const keys = index.manifest.vocabulary;
  const needed = new Set<number>();
  for (const word of plan.words) {
    for (const term of word) {
      if (term.piece && !withPieces) continue;
      if (term.prefix) shardsUnder(keys, term.term).forEach((shard) => needed.add(shard));
      if (mayBeTypo(index, term)) shardsUnder(keys, term.term.slice(0, TYPO_SCOPE)).forEach((shard) => needed.add(shard));
    }
  }
  return [...needed].sort((a, b) => a - b);
}

/**
 * How much a longer term found by prefix counts. Lower than MiniSearch's 0.375
 * because a finished word gets its prefix matches too: "/api/session" would
 * otherwise favour sections that also mention "/api/session/{requestId}/cancel".
 */
const PREFIX_WEIGHT = 0.15;
const FUZZY_WEIGHT = 0.45;

/** The index terms a query term stands for, with their weights: itself, longer terms it starts, terms a typo away. */
function expand(index: LoadedIndex, term: QueryTerm): Map<string, number> {
  const keys = index.manifest.vocabulary;
  const found = new Map<string, number>([[term.term, 1]]);
  const keep = (indexTerm: string, weight: number) => {
    if ((found.get(indexTerm) ?? 0) < weight) found.set(indexTerm, weight);
  };
  if (term.prefix) {
    const longer: Array<[string, number]> = [];
    for (const shard of shardsUnder(keys, term.term)) {
      for (const [indexTerm, documents] of index.vocabulary.get(shard)?.atPrefix(term.term) ?? []) if (indexTerm !== term.term) longer.push([indexTerm, documents]);
    }
    longer.sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1));
    for (const [indexTerm] of longer.slice(0, MAX_PREFIX_TERMS)) {
      const distance = indexTerm.length - term.term.length;
      keep(indexTerm, (PREFIX_WEIGHT * indexTerm.length) / (indexTerm.length + 0.3 * distance));
    }
  }
  if (mayBeTypo(index, term)) {
    const scope = term.term.slice(0, TYPO_SCOPE);
    const near: Array<[string, number, number]> = [];
    for (const shard of shardsUnder(keys, scope)) {
      for (const [indexTerm, [documents, distance]] of index.vocabulary.get(shard)?.fuzzyGet(term.term, term.fuzzy) ?? []) {
        if (distance > 0 && indexTerm.startsWith(scope)) near.push([indexTerm, documents, distance]);
      }
    }
    near.sort((a, b) => a[2] - b[2] || b[1] - a[1] || (a[0] < b[0] ? -1 : 1));
    for (const [indexTerm, , distance] of near.slice(0, MAX_TYPO_TERMS)) keep(indexTerm, (FUZZY_WEIGHT * indexTerm.length) / (indexTerm.length + distance));
  }
  for (const [indexTerm, weight] of found) found.set(indexTerm, weight * term.boost);
  return found;
}

/** A query term's expansions, kept per plan: the vocabulary is read once for the shards and again to rank. */
const expansions = new WeakMap<QueryTerm, Map<string, number>>();
const expanded = (index: LoadedIndex, term: QueryTerm) => expansions.get(term) ?? expansions.set(term, expand(index, term)).get(term)!;

/** The term shards a plan reads once its vocabulary is loaded: those holding each term it may match. */
export const shardsNeeded = (index: LoadedIndex, plan: QueryPlan, withPieces: boolean) => shardsHolding(index, plan, withPieces, (term) => expanded(index, term).keys());

/** An index term to read, with how much it counts and what it stands for. */
interface Lookup {
  postings: Postings;
  weight: number;
  /** Words it matches as typed, and at all (pieces included). */
  asTyped: number;
  any: number;
  /** Clause positions it fills: clause index * 32 + position. */
  slots: number[];
}

const lookupCache = new WeakMap<QueryPlan, Map<boolean, Map<string, Lookup>>>();

/**
 * Every index term the plan reads, once, with the words and clause positions it stands for.
 * Kept per plan: ranking and marking the results read the same terms.
 */
function lookups(index: LoadedIndex, plan: QueryPlan, withPieces: boolean): Map<string, Lookup> {
  const cached = lookupCache.get(plan)?.get(withPieces);
  if (cached) return cached;
  const all = new Map<string, Lookup>();
  const byPieces = lookupCache.get(plan) ?? lookupCache.set(plan, new Map()).get(plan)!;
  byPieces.set(withPieces, all);
  const add = (indexTerm: string, weight: number, asTyped: number, any: number, slot?: number) => {
    const postings = index.postings.get(indexTerm);
    if (!postings) return;
    const same = all.get(indexTerm);
    if (!same) all.set(indexTerm, { postings, weight, asTyped, any, slots: slot === undefined ? [] : [slot] });
    else {
      same.weight = Math.max(same.weight, weight);
      same.asTyped |= asTyped;
      same.any |= any;
      if (slot !== undefined) same.slots.push(slot);
    }
  };
  plan.words.forEach((word, at) => {
    const bit = wordBit(at);
    for (const term of word) {
      if (term.piece && !withPieces) continue;
      for (const [indexTerm, weight] of expanded(index, term)) add(indexTerm, weight, term.piece ? 0 : bit, bit);
    }
  });
  plan.clauses.forEach((clause, at) => {
    clause.positions.forEach((position, offset) => {
      // A clause term only counts when its whole clause matches (below), so it adds no word of its own.
      for (const term of position) add(term, clause.boost, 0, 0, at * 32 + offset);
    });
  });
  return all;
}

/** The last tier of documents that match every word as typed (in a named product or not). */
const MATCHED_AS_TYPED = 1;

export interface Ranked {
  id: number;
  tier: number;
  score: number;
}

const better = (a: Ranked, b: Ranked) => a.tier < b.tier || (a.tier === b.tier && (a.score > b.score || (a.score === b.score && a.id < b.id)));

/** Keeps the best `limit` entries, best first, without sorting every hit. */
function keepBest(best: Ranked[], entry: Ranked, limit: number): void {
  if (best.length === limit && !better(entry, best[limit - 1] as Ranked)) return;
  let at = best.length < limit ? best.length : limit - 1;
  while (at > 0 && better(entry, best[at - 1] as Ranked)) at--;
  best.splice(at, 0, entry);
  if (best.length > limit) best.pop();
}

const bitCount = (mask: number) => {
  let count = 0;
  for (let rest = mask; rest !== 0; rest &= rest - 1) count++;
  return count;
};

/** Per-document tallies of one pass, reused between queries of the same index. */
interface Tally {
  /** Best score of each word in each document: `best[id * width + word]`. */
  best: Float64Array;
  width: number;
  terms: Uint16Array;
  asTyped: Int32Array;
  any: Int32Array;
  seen: Uint8Array;
  touched: number[];
}

const tallies = new WeakMap<LoadedIndex, Tally>();

/** Words past the 31st share the last slot, as they share the last bit. */
const MAX_WIDTH = 31;

function tallyOf(index: LoadedIndex, words: number): Tally {
  const count = index.manifest.documents;
  const width = Math.min(MAX_WIDTH, Math.max(1, words));
  let tally = tallies.get(index);
  if (!tally) {
    tally = { best: new Float64Array(0), width: 0, terms: new Uint16Array(count), asTyped: new Int32Array(count), any: new Int32Array(count), seen: new Uint8Array(count), touched: [] };
    tallies.set(index, tally);
  }
  // Reallocated only when a query has more words than any before it.
  if (tally.width < width) {
    tally.best = new Float64Array(count * width);
    tally.width = width;
  }
  return tally;
}

function productOf(index: LoadedIndex, id: number): number {
  const products = index.manifest.products;
  for (let at = 0; at < products.length; at++) if (id < (products[at] as { end: number }).end) return at;
  return -1;
}

/**
 * One pass over the postings of every term the plan reads, in tiers: every word matched as typed
 * (or by a synonym, a joined spelling or the product's name), then every word counting pieces,
 * then only some words; within each, the documents of a product the query names first. An
 * operation on a pasted path comes before all. Within a tier, by
 * score: for each word its best-scoring term (matching one word many ways, by its stem, a prefix
 * and a typo, is not matching more), summed over the words, times the words matched.
 */
function pass(index: LoadedIndex, plan: QueryPlan, withPieces: boolean, limit: number, skip: ReadonlySet<number>): Ranked[] {
  const allWords = plan.words.reduce((mask, _word, at) => mask | wordBit(at), 0);
  const tally = tallyOf(index, plan.words.length);
  const { best: wordScores, width, terms, asTyped, any, seen, touched } = tally;
  const slotOf = (bit: number) => Math.min(31 - Math.clz32(bit), width - 1);
  /** Raises the best score of every word in `words` for a document. */
  const credit = (id: number, words: number, value: number) => {
    for (let rest = words; rest !== 0; rest &= rest - 1) {
      const at = id * width + slotOf(rest & -rest);
      if ((wordScores[at] as number) < value) wordScores[at] = value;
    }
  };
  const clauseSlots = new Map<number, Map<number, number>>();
  const clauseScores = new Map<number, Map<number, number>>();
  for (const lookup of lookups(index, plan, withPieces).values()) {
    const { postings, weight, slots } = lookup;
    const direct = lookup.any !== 0;
    for (let at = 0, id = 0; at < postings.length; at += 2) {
      id += postings[at] as number;
      const value = (weight * (postings[at + 1] as number)) / IMPACT_SCALE;
      if (seen[id] === 0) {
        seen[id] = 1;
        touched.push(id);
      }
      if (direct) {
        credit(id, lookup.any, value);
        terms[id] = (terms[id] as number) + 1;
        asTyped[id] = (asTyped[id] as number) | lookup.asTyped;
        any[id] = (any[id] as number) | lookup.any;
      }
      for (const slot of slots) {
        const clause = slot >> 5;
        const filled = clauseSlots.get(clause) ?? clauseSlots.set(clause, new Map()).get(clause)!;
        filled.set(id, (filled.get(id) ?? 0) | (1 << (slot & 31)));
        const scored = clauseScores.get(clause) ?? clauseScores.set(clause, new Map()).get(clause)!;
        scored.set(id, (scored.get(id) ?? 0) + value);
      }
    }
  }
  for (const [clause, filled] of clauseSlots) {
    const { words, positions } = plan.clauses[clause] as QueryPlan['clauses'][number];
    const full = (1 << positions.length) - 1;
    for (const [id, mask] of filled) {
      if (mask !== full) continue;
      // A clause stands for several words at once ("test card" for "tarjeta de prueba"): they share its score.
      credit(id, words, (clauseScores.get(clause)?.get(id) ?? 0) / bitCount(words));
      terms[id] = (terms[id] as number) + 1;
      asTyped[id] = (asTyped[id] as number) | words;
      any[id] = (any[id] as number) | words;
    }
  }
  const pathIds = new Set<number>();
  if (plan.path) {
    const postings = index.postings.get(plan.path) ?? [];
    for (let at = 0, id = 0; at < postings.length; at += 2) pathIds.add((id += postings[at] as number));
  }

  const best: Ranked[] = [];
  for (const id of touched) {
    const matchedTerms = terms[id] as number;
    let typed = asTyped[id] as number;
    let matched = any[id] as number;
    // A document of a product the query names comes before the others of its tier; the words
    // naming the product are matched by the product itself, and how often its pages repeat the
    // name ("Web Checkout" on its index page) says nothing about the rest of the query.
    let byProduct = 0;
    if (plan.products.length > 0) {
      const product = productOf(index, id);
      for (const mention of plan.products) if (mention.product === product) byProduct |= mention.words;
    }
    typed |= byProduct;
    matched |= byProduct;
    // A query that is only a product's name ranks its pages by that name.
    const ignored = (allWords & ~byProduct) === 0 ? 0 : byProduct;
    let total = 0;
    // Reset as we go: the arrays serve the next query.
    for (let at = id * width, word = 0; word < width; at++, word++) {
      if ((ignored & wordBit(word)) === 0) total += wordScores[at] as number;
      wordScores[at] = 0;
    }
    terms[id] = 0;
    asTyped[id] = 0;
    any[id] = 0;
    seen[id] = 0;
    if (matchedTerms === 0 || skip.has(id)) continue;
    total *= bitCount(matched & allWords);
    const words = (typed & allWords) === allWords ? 0 : (matched & allWords) === allWords ? 1 : 2;
    const outside = plan.products.length > 0 && byProduct === 0 ? 1 : 0;
    const tier = pathIds.has(id) ? -1 : words * 2 + outside;
    keepBest(best, { id, tier, score: total }, limit);
  }
  touched.length = 0;
  return best;
}

/**
 * The best `limit` documents for a plan, best first. The words as typed are looked up first; the
 * pieces of code-like words ("api", "session" of `/api/session`) only when that finds fewer than
 * `limit` documents matching every word, and then only for the places left.
 */
export function rank(index: LoadedIndex, plan: QueryPlan, limit: number, withPieces = false): Ranked[] {
  if (plan.words.length === 0 || limit <= 0) return [];
  const first = pass(index, plan, false, limit, new Set());
  if (!withPieces) return first;
  const kept = first.filter((entry) => entry.tier <= MATCHED_AS_TYPED);
  return [...kept, ...pass(index, plan, true, limit - kept.length, new Set(kept.map((entry) => entry.id)))];
}

/** Whether the pieces pass is worth running: some word has pieces and too few documents matched every word. */
export function needsPieces(plan: QueryPlan, first: readonly Ranked[], limit: number): boolean {
  return plan.words.some((word) => word.some((term) => term.piece)) && first.filter((entry) => entry.tier <= MATCHED_AS_TYPED).length < limit;
}

/**
 * The index terms a document matched, for marking them in its title and snippet; `focus`, those
 * standing for words other than a product's name, where the snippet should look first ("webhooks"
 * in "webhooks account validator", not the product's name its text starts with).
 */
export function matchedTerms(index: LoadedIndex, plan: QueryPlan, id: number, withPieces: boolean): { terms: string[]; focus: string[] } {
  const productWords = plan.products.reduce((mask, mention) => mask | mention.words, 0);
  const terms: string[] = [];
  const focus: string[] = [];
  for (const [term, lookup] of lookups(index, plan, withPieces)) {
    for (let at = 0, doc = 0; at < lookup.postings.length; at += 2) {
      doc += lookup.postings[at] as number;
      if (doc > id) break;
      if (doc !== id) continue;
      terms.push(term);
      const words = lookup.slots.reduce((mask, slot) => mask | (plan.clauses[slot >> 5]?.words ?? 0), lookup.any);
      if ((words & ~productWords) !== 0) focus.push(term);
      break;
    }
  }
  return { terms, focus };
}

/** The plan of a query against this index (its synonyms and products). */
export function planFor(index: LoadedIndex, query: string): QueryPlan {
  return planSearch(query, index.locale, index.phrases);
}
