import { fold, stem, surfaceTokens, type SurfaceToken } from './normalize';
import { stopwords } from './stopwords';

/*
 * Phrases found in a query whatever its language and word forms: synonyms of
 * the glossary ("tarjeta de prueba" = "test card") and product names
 * ("Account Validator"). A query word matches a phrase word when they are the
 * same folded, or have the same Spanish or English stem, so "test cards"
 * finds "test card" and "webhooks" finds "webhook" in either index.
 * Browser code.
 */

/** The ways a word may be written and still be the same word. */
type Forms = ReadonlySet<string>;

const PLAIN_WORD = /^\p{L}+$/u;
const isStopword = (folded: string) => stopwords.es.has(folded) || stopwords.en.has(folded);

function formsOf(text: string): Forms {
  const folded = fold(text);
  const joined = folded.replace(/[-._]/g, '');
  const forms = new Set([folded, joined]);
  if (PLAIN_WORD.test(joined)) {
    forms.add(stem(joined, 'es'));
    forms.add(stem(joined, 'en'));
  }
  return forms;
}

/** A phrase's words as forms, stopwords of either language left out ("tarjeta de prueba" -> tarjeta, prueba). */
function phraseWords(text: string): Forms[] {
  return surfaceTokens(text)
    .filter((token) => !isStopword(fold(token.text)))
    .map((token) => formsOf(token.text));
}

export interface PhraseGroup {
  texts: string[];
  words: Forms[][];
}

export interface PhraseSet {
  synonyms: PhraseGroup[];
  /** One group per product, in the manifest's order: its names. */
  products: PhraseGroup[];
  /** Product names that are also everyday words of the site ("Pagos"), as the groups hold them. */
  everydayProducts: ReadonlySet<string>;
}

/** "AutoPay (BETA)" is named "AutoPay": the parenthesis is a label, not part of the name. */
export const withoutLabels = (name: string) => name.replace(/\s*\([^)]*\)/g, '').trim();

export function phraseGroup(texts: readonly string[]): PhraseGroup {
  const kept = texts.map((text) => text.trim()).filter(Boolean);
  return { texts: kept, words: kept.map(phraseWords) };
}

export function phraseSet(synonyms: readonly (readonly string[])[], products: readonly (readonly string[])[], everydayProducts: readonly string[] = []): PhraseSet {
  return {
    synonyms: synonyms.map(phraseGroup),
    products: products.map((names) => phraseGroup(names.map(withoutLabels))),
    everydayProducts: new Set(everydayProducts.map(withoutLabels)),
  };
}

export interface PhraseMatch {
  /** Which group of the set. */
  set: number;
  /** Which phrase of the group. */
  phrase: number;
  /** First and last query token it covers. */
  from: number;
  to: number;
}

/** The last word may still be being typed: four letters that start a phrase's last word are enough ("validat"). */
const MIN_TYPED_PREFIX = 4;

function sameWord(query: { forms: Forms; folded: string; typing: boolean }, phrase: Forms): boolean {
  for (const form of query.forms) if (phrase.has(form)) return true;
  if (query.typing && query.folded.length >= MIN_TYPED_PREFIX) for (const form of phrase) if (form.startsWith(query.folded)) return true;
  return false;
}

/** Every place a phrase of the groups appears in the query's tokens, longest first where two overlap. */
export function findPhrases(tokens: readonly SurfaceToken[], groups: readonly PhraseGroup[]): PhraseMatch[] {
  const words = tokens
    .map((token, at) => ({ at, folded: fold(token.text), forms: formsOf(token.text), typing: at === tokens.length - 1 }))
    .filter((word) => !isStopword(word.folded));
  const matches: PhraseMatch[] = [];
  groups.forEach((group, set) => {
    group.words.forEach((phrase, index) => {
      if (phrase.length === 0) return;
      for (let start = 0; start + phrase.length <= words.length; start++) {
        if (!phrase.every((forms, offset) => sameWord(words[start + offset] as (typeof words)[number], forms))) continue;
        matches.push({ set, phrase: index, from: (words[start] as (typeof words)[number]).at, to: (words[start + phrase.length - 1] as (typeof words)[number]).at });
      }
    });
  });
  return matches.sort((a, b) => b.to - b.from - (a.to - a.from));
}
