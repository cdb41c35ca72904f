/**
 * Search engine bench: which engine ships the docs search, measured on the
 * real content and on synthetic corpora 10× and 100× larger.
 *
 *   npx tsx scripts/bench-search.ts                 # every engine, scales 1, 10, 100
 *   npx tsx --expose-gc scripts/bench-search.ts     # same, collecting garbage between engines (steadier max)
 *   npx tsx scripts/bench-search.ts --json out.json # also write the results as JSON
 *   npx tsx scripts/bench-search.ts --scales 1,10 --engines minisearch,orama --locales es
 *   npx tsx scripts/bench-search.ts --slowest 10    # also list each run's 10 slowest queries
 *
 * Every engine gets the same documents (src/lib/search/documents.ts), the same
 * text analysis (src/lib/search/normalize.ts: accent folding, Spanish/English
 * stemming, path and camelCase tokens) and the same query plan
 * (src/lib/search/plan.ts: per-word typo tolerance, prefix on the word being
 * typed, field boosts, tiers). Only what an engine cannot do is left out, and
 * the table says so.
 */
import { writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { create, insertMultiple, load as oramaLoad, save as oramaSave } from '@orama/orama';
import { build as esbuild } from 'esbuild';
import { Index as FlexIndex } from 'flexsearch';
import type { Locale } from '../src/lib/i18n/locales';
import { buildSearchIndex } from '../src/lib/search/build-index';
import { buildDocuments } from '../src/lib/search/documents';
import { FIELD_BOOSTS, fieldText, INDEXED_FIELDS, PAGE_BOOST } from '../src/lib/search/engine';
import { analyze } from '../src/lib/search/normalize';
import { joinedTerms, planQuery, type QueryTerm, type QueryWord } from '../src/lib/search/plan';
import { loadSearchIndex, search as miniSearch } from '../src/lib/search/query';
import { relevanceCases } from '../src/lib/search/relevance-cases';
import { SEARCH_RESULT_LIMIT, type SearchDocument } from '../src/lib/search/types';
import { loadSite } from '../src/lib/site/load-site';
import { seededRandom } from '../src/lib/testing/seeded-random';

const root = process.cwd();
const locales: Locale[] = ['es', 'en'];

function argument(name: string): string | undefined {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 ? process.argv[at + 1] : undefined;
}


// ---------------------------------------------------------------- corpora

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
 * The real documents plus `scale - 1` copies with some of their words
 * perturbed and new URLs (`/checkout/refund-c2#errores`).
 */
export function synthesize(documents: readonly SearchDocument[], scale: number, seed: number): SearchDocument[] {
  const next = seededRandom(seed);
  const result = [...documents];
  for (let copy = 1; copy < scale; copy++) {
    const titles = new Map<string, string>();
    const perturb = (text: string) => text.replace(/\p{L}{4,}/gu, (word) => (next() < PERTURBED_SHARE ? mutate(word, next) : word));
    // A page's sections keep one page title per copy, as real pages do.
    const pageTitle = (title: string) => titles.get(title) ?? titles.set(title, perturb(title)).get(title) ?? title;
    for (const document of documents) {
      const [href = '', hash] = document.url.split('#');
      result.push({
        ...document,
        id: result.length,
        url: `${href}-c${copy}${hash === undefined ? '' : `#${hash}`}`,
        title: document.kind === 'page' ? pageTitle(document.title) : perturb(document.title),
        pageTitle: pageTitle(document.pageTitle),
        ...(document.parentHeading ? { parentHeading: perturb(document.parentHeading) } : {}),
        body: perturb(document.body),
      });
    }
  }
  return result;
}

// ---------------------------------------------------------------- queries

/** About 200 queries per locale: the relevance set, the same queries half typed and with a typo, and title words. */
function benchQueries(locale: Locale, documents: readonly SearchDocument[]): string[] {
  const next = seededRandom(locale === 'es' ? 11 : 22);
  const real = relevanceCases.filter((c) => c.locale === locale).map((c) => c.query);
  const halfTyped = real.map((query) => query.slice(0, Math.max(3, Math.ceil(query.length * 0.6))));
  const withTypo = real.map((query) => {
    const words = query.split(' ');
    const longest = words.reduce((a, b) => (b.length > a.length ? b : a), '');
    if (longest.length < 5) return query;
    const at = 1 + Math.floor(next() * (longest.length - 2));
    const swapped = longest.slice(0, at) + (longest[at + 1] ?? '') + (longest[at] ?? '') + longest.slice(at + 2);
    return words.map((word) => (word === longest ? swapped : word)).join(' ');
  });
  const titleWords = documents.flatMap((document) => document.title.split(/\s+/).filter((word) => /^\p{L}{4,}$/u.test(word)));
  const pick = () => titleWords[Math.floor(next() * titleWords.length)] ?? 'pago';
  const words = Array.from({ length: 40 }, pick);
  const pairs = Array.from({ length: 40 }, () => `${pick()} ${pick()}`);
  return [...real, ...halfTyped, ...withTypo, ...words, ...pairs].slice(0, 200);
}

// ---------------------------------------------------------------- engines

interface Loaded {
  search(query: string, limit: number): string[];
}

interface Engine {
  name: string;
  /** What this engine leaves out of the shared settings. */
  gaps: string;
  build(documents: readonly SearchDocument[], locale: Locale): Promise<string>;
  load(serialized: string, locale: Locale): Promise<Loaded>;
  /** A tiny browser entry: the engine plus what the query needs, bundled to measure the client download. */
  clientEntry: string;
}

type Scores = Map<number, number>;

/**
 * The query plan of src/lib/search/plan.ts, ranked as src/lib/search/query.ts does, over any engine that can score
 * one term: words ANDed as typed, then with the pieces of code-like words,
 * then ORed; a word's score is the sum of its terms'.
 */
function tieredSearch(query: string, locale: Locale, limit: number, termScores: (term: QueryTerm) => Scores, isPage: (id: number) => boolean): number[] {
  const words = planQuery(query, locale);
  if (words.length === 0) return [];
  const wordScores = (word: QueryWord, withPieces: boolean): Scores => {
    const total: Scores = new Map();
    for (const term of word) {
      if (term.piece && !withPieces) continue;
      for (const [id, score] of termScores(term)) total.set(id, (total.get(id) ?? 0) + score * term.boost);
    }
    return total;
  };
  const combine = (withPieces: boolean, all: boolean): Array<[number, number]> => {
    const perWord = words.map((word) => wordScores(word, withPieces));
    const total: Scores = new Map();
    const matched = new Map<number, number>();
    for (const scores of perWord) {
      for (const [id, score] of scores) {
        total.set(id, (total.get(id) ?? 0) + score);
        matched.set(id, (matched.get(id) ?? 0) + 1);
      }
    }
    const ranked: Array<[number, number]> = [];
    for (const [id, score] of total) {
      const count = matched.get(id) ?? 0;
      if (all && count < words.length) continue;
      ranked.push([id, score * count * (isPage(id) ? PAGE_BOOST : 1)]);
    }
    return ranked.sort((a, b) => b[1] - a[1]);
  };
  const results: number[] = [];
  const seen = new Set<number>();
  const take = (ranked: Array<[number, number]>) => {
    for (const [id] of ranked) if (!seen.has(id) && seen.add(id)) results.push(id);
  };
  const first = combine(false, true);
  const joined = joinedTerms(query, locale);
  if (joined.length > 0) {
    const byId = new Map(first);
    for (const term of joined) {
      for (const [id, score] of termScores({ term, prefix: false, fuzzy: 0, boost: 1, piece: false })) byId.set(id, (byId.get(id) ?? 0) + score);
    }
    take([...byId].sort((a, b) => b[1] - a[1]));
  } else take(first);
  if (results.length < limit && words.some((word) => word.some((term) => term.piece))) take(combine(true, true));
  if (results.length < limit && words.length > 1) take(combine(true, false));
  return results.slice(0, limit);
}

const minisearchEngine: Engine = {
  name: 'minisearch',
  gaps: 'none',
  async build(documents, locale) {
    return JSON.stringify(buildSearchIndex(documents, locale));
  },
  async load(serialized) {
    const index = loadSearchIndex(serialized);
    return { search: (query, limit) => miniSearch(index, query, { locale: index.locale, limit }).map((result) => result.url) };
  },
  clientEntry: `export { createSearchClient, highlightRanges } from './src/lib/search/index';`,
};

const ORAMA_SCHEMA = { title: 'string', parent: 'string', keywords: 'string', body: 'string' } as const;

/** Orama with our analysis as its tokenizer: at insert time (a property is given) the full analysis; at query time the terms as planned. */
function oramaDatabase(locale: Locale) {
  return create({
    schema: ORAMA_SCHEMA,
    components: {
      tokenizer: {
        language: locale === 'es' ? 'spanish' : 'english',
        normalizationCache: new Map(),
        tokenize: (raw: string, _language?: string, property?: string) => (property ? analyze(raw, locale) : [raw]),
      },
    },
  });
}

interface OramaInternals {
  data: { index: unknown; docs: { docs: Record<string, { url?: string } | undefined> } };
  index: {
    search(
      index: unknown,
      term: string,
      tokenizer: unknown,
      language: string | undefined,
      properties: string[],
      exact: boolean,
      tolerance: number,
      boost: Record<string, number>,
      relevance: { k: number; b: number; d: number },
      docsCount: number,
      where: undefined,
      threshold: number,
    ): Array<[number, number]>;
  };
  tokenizer: unknown;
}

const oramaEngine: Engine = {
  name: 'orama',
  gaps: 'prefix and typo matches score like exact ones (no prefix/fuzzy weights)',
  async build(documents, locale) {
    const db = oramaDatabase(locale);
    await insertMultiple(
      db,
      documents.map((document) => ({
        id: String(document.id),
        url: document.url,
        pageTitle: document.pageTitle,
        ...Object.fromEntries(INDEXED_FIELDS.map((field) => [field, fieldText(document, field)])),
      })),
      1000,
    );
    // Orama stores whole documents; keep only what a result shows, as MiniSearch's storeFields does.
    const stored = (db as unknown as OramaInternals).data.docs.docs;
    for (const [key, document] of Object.entries(stored)) {
      const { url, title, pageTitle } = document as { url: string; title: string; pageTitle: string };
      stored[key] = { url, title, pageTitle } as never;
    }
    return JSON.stringify(oramaSave(db));
  },
  async load(serialized, locale) {
    const db = oramaDatabase(locale);
    oramaLoad(db, JSON.parse(serialized));
    const internals = db as unknown as OramaInternals;
    const docs = internals.data.docs.docs;
    const count = Object.keys(docs).length;
    const relevance = { k: 1.2, b: 0.75, d: 0.5 };
    const boost = { ...FIELD_BOOSTS };
    const run = (term: string, exact: boolean, tolerance: number) =>
      internals.index.search(internals.data.index, term, internals.tokenizer, undefined, [...INDEXED_FIELDS], exact, tolerance, boost, relevance, count, undefined, 1);
    const termScores = (term: QueryTerm): Scores => {
      const scores: Scores = new Map(run(term.term, !term.prefix, 0));
      if (term.fuzzy > 0) for (const [id, score] of run(term.term, false, term.fuzzy)) scores.set(id, Math.max(scores.get(id) ?? 0, score));
      return scores;
    };
    const isPage = (id: number) => !String(docs[id]?.url ?? '').includes('#');
    return {
      search: (query, limit) => tieredSearch(query, locale, limit, termScores, isPage).map((id) => String(docs[id]?.url)),
    };
  },
  clientEntry: `export { create, load } from '@orama/orama'; export { analyze } from './src/lib/search/normalize'; export { planQuery, joinedTerms } from './src/lib/search/plan';`,
};

/** FlexSearch: one index per field over pre-analyzed text. `forward` tokenization is its only prefix search. */
function flexIndex() {
  return new FlexIndex({ tokenize: 'forward', resolution: 9, encode: (text: string) => text.split(' ').filter(Boolean) });
}

const FLEX_LIMIT = 500;

const flexsearchEngine: Engine = {
  name: 'flexsearch',
  gaps: 'no typo tolerance (no edit distance); every word matches as a prefix; rank by position, not BM25',
  async build(documents, locale) {
    const fields: Record<string, Record<string, string>> = {};
    for (const field of INDEXED_FIELDS) {
      const index = flexIndex();
      for (const document of documents) {
        const text = analyze(fieldText(document, field), locale).join(' ');
        if (text) index.add(document.id, text);
      }
      const data: Record<string, string> = {};
      index.export((key: string, value: string) => {
        data[key] = value;
      });
      fields[field] = data;
    }
    const stored = documents.map((document) => [document.url, document.title, document.pageTitle]);
    return JSON.stringify({ fields, stored });
  },
  async load(serialized, locale) {
    const data = JSON.parse(serialized) as { fields: Record<string, Record<string, string>>; stored: string[][] };
    const indexes = INDEXED_FIELDS.map((field) => {
      const index = flexIndex();
      for (const [key, value] of Object.entries(data.fields[field] ?? {})) index.import(key, value);
      return { field, index };
    });
    const termScores = (term: QueryTerm): Scores => {
      const scores: Scores = new Map();
      for (const { field, index } of indexes) {
        const ids = index.search(term.term, { limit: FLEX_LIMIT }) as number[];
        ids.forEach((id, rank) => scores.set(id, (scores.get(id) ?? 0) + FIELD_BOOSTS[field] / (1 + rank / 10)));
      }
      return scores;
    };
    const isPage = (id: number) => !(data.stored[id]?.[0] ?? '').includes('#');
    return { search: (query, limit) => tieredSearch(query, locale, limit, termScores, isPage).map((id) => data.stored[id]?.[0] ?? '') };
  },
  clientEntry: `export { Index } from 'flexsearch'; export { analyze } from './src/lib/search/normalize'; export { planQuery, joinedTerms } from './src/lib/search/plan';`,
};

const engines: Engine[] = [minisearchEngine, oramaEngine, flexsearchEngine];

/** Minified and gzipped size of what the browser downloads to query. */
async function clientGzipBytes(entry: string): Promise<number> {
  const result = await esbuild({
    stdin: { contents: entry, resolveDir: root, loader: 'ts', sourcefile: 'search-client.ts' },
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2020',
    write: false,
    logLevel: 'silent',
  });
  const code = result.outputFiles[0]?.contents ?? new Uint8Array();
  return gzipSync(code).length;
}

// ---------------------------------------------------------------- run

interface Row {
  engine: string;
  locale: Locale;
  scale: number;
  documents: number;
  terms: number;
  buildMs: number;
  indexBytes: number;
  indexGzipBytes: number;
  clientGzipBytes: number;
  firstQueryGzipBytes: number;
  loadMs: number;
  p50Ms: number;
  p95Ms: number;
  maxMs: number;
  cpuP95Ms: number;
  recallAt3: number;
  queries: number;
}

const percentile = (sorted: readonly number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0;

async function main() {
  const scales = (argument('scales') ?? '1,10,100').split(',').map(Number);
  const chosen = (argument('engines') ?? engines.map((engine) => engine.name).join(',')).split(',');
  const jsonPath = argument('json');
  const showSlowest = Number(argument('slowest') ?? 0);
  const pages = loadSite(root).pages;
  const rows: Row[] = [];

  const clientSizes = new Map<string, number>();
  for (const engine of engines) if (chosen.includes(engine.name)) clientSizes.set(engine.name, await clientGzipBytes(engine.clientEntry));

  const chosenLocales = (argument('locales') ?? locales.join(',')).split(',') as Locale[];
  for (const locale of chosenLocales) {
    const real = buildDocuments(pages, locale);
    const queries = benchQueries(locale, real);
    const cases = relevanceCases.filter((c) => c.locale === locale);
    for (const scale of scales) {
      const documents = scale === 1 ? real : synthesize(real, scale, scale * 7 + (locale === 'es' ? 1 : 2));
      const vocabulary = new Set<string>();
      for (const document of documents) for (const field of INDEXED_FIELDS) for (const term of analyze(fieldText(document, field), locale)) vocabulary.add(term);
      for (const engine of engines) {
        if (!chosen.includes(engine.name)) continue;
        const buildStart = performance.now();
        const serialized = await engine.build(documents, locale);
        const buildMs = performance.now() - buildStart;
        const loadStart = performance.now();
        const loaded = await engine.load(serialized, locale);
        const loadMs = performance.now() - loadStart;

        for (const query of queries) loaded.search(query, SEARCH_RESULT_LIMIT); // warm up
        // With --expose-gc, start each engine's timing without the previous engine's garbage.
        (globalThis as { gc?: () => void }).gc?.();
        const times: number[] = [];
        // CPU time as well as wall time: on a shared machine, waiting for a CPU inflates wall time.
        const cpuTimes: number[] = [];
        const slowest = new Map<string, number>();
        for (let round = 0; round < 3; round++) {
          for (const query of queries) {
            const cpuStart = process.cpuUsage();
            const start = performance.now();
            loaded.search(query, SEARCH_RESULT_LIMIT);
            const elapsed = performance.now() - start;
            const cpu = process.cpuUsage(cpuStart);
            times.push(elapsed);
            cpuTimes.push((cpu.user + cpu.system) / 1000);
            slowest.set(query, Math.max(slowest.get(query) ?? 0, elapsed));
          }
        }
        times.sort((a, b) => a - b);
        cpuTimes.sort((a, b) => a - b);
        if (showSlowest > 0) {
          const worst = [...slowest].sort((a, b) => b[1] - a[1]).slice(0, showSlowest);
          console.error(`slowest ${engine.name} ${locale} ${scale}x: ${worst.map(([query, elapsed]) => `"${query}" ${elapsed.toFixed(1)} ms`).join(', ')}`);
        }
        // In a synthetic corpus a copy of the expected section is as good an answer as the original.
        const original = (url: string) => url.replace(/-c\d+(?=#|$)/, '');
        const found = cases.filter((c) => loaded.search(c.query, SEARCH_RESULT_LIMIT).slice(0, 3).map(original).includes(c.expected)).length;
        const indexGzipBytes = gzipSync(serialized).length;
        const client = clientSizes.get(engine.name) ?? 0;
        const row: Row = {
          engine: engine.name,
          locale,
          scale,
          documents: documents.length,
          terms: vocabulary.size,
          buildMs,
          indexBytes: Buffer.byteLength(serialized),
          indexGzipBytes,
          clientGzipBytes: client,
          firstQueryGzipBytes: indexGzipBytes + client,
          loadMs,
          p50Ms: percentile(times, 0.5),
          p95Ms: percentile(times, 0.95),
          maxMs: times[times.length - 1] ?? 0,
          cpuP95Ms: percentile(cpuTimes, 0.95),
          recallAt3: found / cases.length,
          queries: queries.length,
        };
        rows.push(row);
        console.error(`done ${engine.name} ${locale} ${scale}x`);
      }
    }
  }

  const kb = (bytes: number) => (bytes / 1024).toFixed(1);
  const ms = (value: number) => value.toFixed(value < 10 ? 2 : 0);
  const header = ['engine', 'locale', 'scale', 'docs', 'terms', 'build ms', 'index KB', 'index gz KB', 'client gz KB', 'first query gz KB', 'load ms', 'p50 ms', 'p95 ms', 'max ms', 'cpu p95 ms', 'recall@3'];
  const table = rows.map((row) => [
    row.engine,
    row.locale,
    `${row.scale}x`,
    String(row.documents),
    String(row.terms),
    ms(row.buildMs),
    kb(row.indexBytes),
    kb(row.indexGzipBytes),
    kb(row.clientGzipBytes),
    kb(row.firstQueryGzipBytes),
    ms(row.loadMs),
    ms(row.p50Ms),
    ms(row.p95Ms),
    ms(row.maxMs),
    ms(row.cpuP95Ms),
    row.recallAt3.toFixed(3),
  ]);
  const widths = header.map((title, column) => Math.max(title.length, ...table.map((cells) => (cells[column] ?? '').length)));
  const line = (cells: string[]) => `| ${cells.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join(' | ')} |`;
  console.log(line(header));
  console.log(`|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`);
  for (const cells of table) console.log(line(cells));
  console.log(`\n${rows[0]?.queries ?? 0} queries per locale, 3 timed rounds after a warm-up; recall@3 over the ${relevanceCases.length} relevance cases (its locale's half).`);
  console.log('At 10x and 100x a copy of the expected section counts as found; near-identical copies of one page then crowd the top 3, so recall there is not a quality measure.');
  console.log(`first query = serialized index + client bundle (minified, gzip); zlib gzip at its default level. Load average at the end: ${loadavg().map((value) => value.toFixed(2)).join(' ')} on ${cpus().length} CPUs.`);
  for (const engine of engines) if (chosen.includes(engine.name)) console.log(`${engine.name}: gaps: ${engine.gaps}`);
  console.log(`Node ${process.version}, ${process.platform} ${process.arch}.`);

  if (jsonPath) {
    writeFileSync(path.resolve(jsonPath), JSON.stringify({ node: process.version, rows, gaps: Object.fromEntries(engines.map((e) => [e.name, e.gaps])) }, null, 2));
    console.log(`Wrote ${jsonPath}`);
  }
}

// Run when executed, not when another script imports the corpus generator.
if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
