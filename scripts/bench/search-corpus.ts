/**
 * The corpora the search benchmark measures: the real documentation, the documentation at its
 * full size (synthetic-corpus.ts: 250 pages per locale, 180 operations), and synthetic copies of
 * either 10× or 100× larger. Each is the documents of one locale plus the options the build
 * gives the index (products, glossary synonyms), so the bench builds the index the site ships.
 */
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { readContentFiles } from '../../src/node/content/files';
import type { Locale } from '../../src/shared/i18n/locales';
import { loadManifests } from '../../src/node/navigation/load-manifests';
import { writtenLocales } from '../../src/shared/navigation/manifest';
import { loadDefinitions } from '../../src/node/openapi/load-definitions';
import type { SearchIndexOptions } from '../../src/node/search/build-index';
import { buildDocuments } from '../../src/node/search/documents';
import { readGlossarySynonyms } from '../../src/node/search/glossary';
import { productNames } from '../../src/node/search/products';
import type { SearchDocument } from '../../src/shared/search/types';
import { buildSite } from '../../src/node/site/build-site';
import { seededRandom } from '../../tests/support/seeded-random';
import { growCorpus } from './synthetic-corpus';

export interface Corpus {
  name: string;
  locale: Locale;
  documents: SearchDocument[];
  pages: number;
  options: SearchIndexOptions;
}

/** The site of a repository folder, read afresh (the site loader keeps one site per process). */
function readSite(root: string) {
  const manifests = loadManifests(root).namespaces;
  const definitions = loadDefinitions(root, (_api, locale) => {
    const manifest = manifests[_api];
    return manifest !== undefined && !writtenLocales(manifest).includes(locale);
  }).definitions;
  return { site: buildSite(readContentFiles(root), manifests, definitions), manifests };
}

function corpusOf(name: string, root: string, locale: Locale, synonyms: string[][]): Corpus {
  const { site, manifests } = readSite(root);
  const documents = buildDocuments(site.pages, locale);
  return { name, locale, documents, pages: site.pages.filter((page) => page.locale === locale).length, options: { synonyms, products: productNames(manifests, site.pages, locale) } };
}

/** The real documentation of the repository. */
export function realCorpus(root: string, locale: Locale): Corpus {
  return corpusOf('real', root, locale, readGlossarySynonyms(root));
}

/** The documentation grown to its full size in a temp copy of content/, navigation/ and openapi/. */
export function fullCorpus(root: string, locale: Locale): Corpus {
  const copy = mkdtempSync(path.join(tmpdir(), 'search-full-'));
  try {
    for (const dir of ['content', 'navigation', 'openapi']) cpSync(path.join(root, dir), path.join(copy, dir), { recursive: true });
    growCorpus(copy);
    return corpusOf('full', copy, locale, readGlossarySynonyms(root));
  } finally {
    rmSync(copy, { recursive: true, force: true });
  }
}

const LETTERS = 'abcdefghijklmnopqrstuvwxyz';

/** A word with one letter replaced, inserted or appended: a new term, as a larger corpus has more distinct words. */
function mutate(word: string, next: () => number): string {
  const at = 1 + Math.floor(next() * (word.length - 1));
  const letter = LETTERS[Math.floor(next() * LETTERS.length)] ?? 'x';
  const operation = next();
  if (operation < 0.4) return word.slice(0, at) + letter + word.slice(at + 1);
  if (operation < 0.8) return word.slice(0, at) + letter + word.slice(at);
  return word + letter;
}

/**
 * Share of words (four letters or more) changed in each copy. Each change is
 * a new distinct term, so the vocabulary grows with the corpus the way real
 * text does (Heaps' law: 100× the text gives roughly 10× the vocabulary).
 */
const PERTURBED_SHARE = 0.1;

/**
 * The corpus plus `scale - 1` copies with some of their words perturbed and new URLs
 * (`/checkout/refund-c2#errores`), in the same products.
 */
export function synthesize(corpus: Corpus, scale: number, seed: number): Corpus {
  const next = seededRandom(seed);
  const documents = [...corpus.documents];
  for (let copy = 1; copy < scale; copy++) {
    const titles = new Map<string, string>();
    const perturb = (text: string) => text.replace(/\p{L}{4,}/gu, (word) => (next() < PERTURBED_SHARE ? mutate(word, next) : word));
    // A page's sections keep one page title per copy, as real pages do.
    const pageTitle = (title: string) => titles.get(title) ?? titles.set(title, perturb(title)).get(title) ?? title;
    for (const document of corpus.documents) {
      const [href = '', hash] = document.url.split('#');
      documents.push({
        ...document,
        id: documents.length,
        url: `${href}-c${copy}${hash === undefined ? '' : `#${hash}`}`,
        title: document.kind === 'page' ? pageTitle(document.title) : perturb(document.title),
        pageTitle: pageTitle(document.pageTitle),
        ...(document.parentHeading ? { parentHeading: perturb(document.parentHeading) } : {}),
        body: perturb(document.body),
      });
    }
  }
  return { ...corpus, name: `${corpus.name} ×${scale}`, documents, pages: corpus.pages * scale };
}
