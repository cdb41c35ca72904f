/**
 * Search benchmark (npm run bench:search): the split index (src/shared/search/index-format.ts) on the
 * real content, at the documentation's full size and on synthetic corpora 10× larger: what the
 * first query downloads, what later ones add, how long a query takes, and recall@3.
 *
 *   npm run bench:search                                   # real, full, full ×10; both locales
 *   npm run bench:search -- --corpora real,full --locales es
 *   npm run bench:search -- --corpora full,full×10,real×100   # any corpus ×N
 *   npm run bench:search -- --browser                      # also in Chromium (needs `npm run build`)
 *   npm run bench:search -- --json bench-results/search.json --slowest 5
 *
 * Node figures: every query of the set runs on a fresh client for its first-query download (the
 * manifest, the term shards it reads, the document files of the five results, gzip), then all of them
 * on one client in three timed rounds after a warm-up (the shards already downloaded), which is
 * the query time a reader waits for once the files are there. The browser figures
 * (search-browser.ts) add what Node cannot see: the code the dialog downloads, and the same
 * queries timed in Chromium.
 */
import { writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { build as esbuild } from 'esbuild';
import type { Locale } from '../src/shared/i18n/locales';
import { buildSearchIndex, indexSizes, type SearchIndexFiles } from '../src/node/search/build-index';
import { createSearchClient } from '../src/shared/search/client';
import { memoryFetcher } from '../src/node/search/memory-fetcher';
import { exampleCases, relevanceCases } from '../tests/search/relevance-cases';
import { SEARCH_RESULT_LIMIT } from '../src/shared/search/types';
import { seededRandom } from '../tests/support/seeded-random';
import { browserFigures, type BrowserFigures } from './bench/search-browser';
import { fullCorpus, realCorpus, synthesize, type Corpus } from './bench/search-corpus';

const root = process.cwd();

function argument(name: string): string | undefined {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 ? process.argv[at + 1] : undefined;
}

/** Issue 14's examples in a locale. */
const examplesIn = (locale: Locale) => exampleCases.filter((c) => c.locale === locale).map((c) => c.query);

/** About 200 queries per locale: the relevance set, the same half typed and with a typo, title words and pairs, the issue's examples. */
export function benchQueries(locale: Locale, corpus: Corpus): string[] {
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
  const titleWords = corpus.documents.flatMap((document) => document.title.split(/\s+/).filter((word) => /^\p{L}{4,}$/u.test(word)));
  const pick = () => titleWords[Math.floor(next() * titleWords.length)] ?? 'pago';
  const words = Array.from({ length: 30 }, pick);
  const pairs = Array.from({ length: 30 }, () => `${pick()} ${pick()}`);
  return [...examplesIn(locale), ...real, ...halfTyped, ...withTypo, ...words, ...pairs].slice(0, 220);
}

/** Minified, gzipped size of the search code the browser downloads lazily (client, analysis, ranking, MiniSearch's radix tree). */
export async function clientBundle(): Promise<{ code: string; gzipBytes: number }> {
  const result = await esbuild({
    stdin: { contents: `export { createSearchClient } from './src/shared/search/client';`, resolveDir: root, loader: 'ts', sourcefile: 'search-entry.ts' },
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2020',
    write: false,
    logLevel: 'silent',
  });
  const code = result.outputFiles[0]?.text ?? '';
  return { code, gzipBytes: gzipSync(code).length };
}

interface Row {
  corpus: string;
  locale: Locale;
  pages: number;
  documents: number;
  buildMs: number;
  manifestGzip: number;
  shards: number;
  shardsGzip: number;
  largestShardGzip: number;
  largestDocumentFileGzip: number;
  vocabularyGzip: number;
  /** Index bytes (gzip) of a query on a fresh client: median, p95, max over the set. */
  firstQuery: { p50: number; p95: number; max: number; worst: string };
  /** Index bytes a query adds after the ones before it in the set (same client). */
  laterQueryP95: number;
  p50Ms: number;
  p95Ms: number;
  maxMs: number;
  cpuP95Ms: number;
  recallAt3: number;
  queries: number;
  browser?: BrowserFigures['rows'][number];
}

const percentile = (sorted: readonly number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0;

function gzipSizes(files: SearchIndexFiles['files']): Map<string, number> {
  return new Map([...files].map(([file, text]) => [file, gzipSync(text).length]));
}

async function measure(corpus: Corpus, showSlowest: number): Promise<{ row: Row; index: SearchIndexFiles; queries: string[] }> {
  const { locale } = corpus;
  const buildStart = performance.now();
  const index = buildSearchIndex(corpus.documents, locale, corpus.options);
  const buildMs = performance.now() - buildStart;
  const sizes = indexSizes(index);
  const gzip = gzipSizes(index.files);
  const queries = benchQueries(locale, corpus);
  const bytesOf = (paths: readonly string[]) => paths.reduce((sum, file) => sum + (gzip.get(file) ?? 0), 0);

  // First query: a fresh client per query, as a reader who opens search and types it.
  const first: Array<[number, string]> = [];
  for (const query of queries) {
    const requested: string[] = [];
    await createSearchClient(memoryFetcher(index.files, requested)).search(query, { locale });
    first.push([bytesOf(requested), query]);
  }
  first.sort((a, b) => a[0] - b[0]);

  // Later queries: one client through the whole set, each query's new downloads.
  const requested: string[] = [];
  const client = createSearchClient(memoryFetcher(index.files, requested));
  const later: number[] = [];
  for (const query of queries) {
    const before = requested.length;
    await client.search(query, { locale });
    later.push(bytesOf(requested.slice(before)));
  }
  later.shift();
  later.sort((a, b) => a - b);

  // Query time with the files downloaded: three rounds after the warm-up above.
  (globalThis as { gc?: () => void }).gc?.();
  const times: number[] = [];
  const cpuTimes: number[] = [];
  const slowest = new Map<string, number>();
  for (let round = 0; round < 3; round++) {
    for (const query of queries) {
      const cpuStart = process.cpuUsage();
      const start = performance.now();
      await client.search(query, { locale, limit: SEARCH_RESULT_LIMIT });
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
    console.error(`slowest ${corpus.name} ${locale}: ${worst.map(([query, ms]) => `"${query}" ${ms.toFixed(1)} ms`).join(', ')}`);
  }

  // In a synthetic corpus a copy of the expected section is as good an answer as the original.
  const original = (url: string) => url.replace(/-c\d+(?=#|$)/, '');
  const cases = relevanceCases.filter((c) => c.locale === locale);
  let found = 0;
  for (const c of cases) {
    const top = (await client.search(c.query, { locale })).slice(0, 3).map((result) => original(result.url));
    if (top.includes(c.expected)) found++;
  }

  const firstBytes = first.map(([bytes]) => bytes);
  return {
    index,
    queries,
    row: {
      corpus: corpus.name,
      locale,
      pages: corpus.pages,
      documents: index.manifest.documents,
      buildMs,
      manifestGzip: sizes.manifest,
      shards: sizes.shards.length,
      shardsGzip: sizes.shards.reduce((sum, size) => sum + size, 0),
      largestShardGzip: Math.max(...sizes.shards),
      largestDocumentFileGzip: Math.max(...sizes.documents),
      vocabularyGzip: sizes.vocabulary.reduce((sum, size) => sum + size, 0),
      firstQuery: { p50: percentile(firstBytes, 0.5), p95: percentile(firstBytes, 0.95), max: firstBytes[firstBytes.length - 1] ?? 0, worst: first[first.length - 1]?.[1] ?? '' },
      laterQueryP95: percentile(later, 0.95),
      p50Ms: percentile(times, 0.5),
      p95Ms: percentile(times, 0.95),
      maxMs: times[times.length - 1] ?? 0,
      cpuP95Ms: percentile(cpuTimes, 0.95),
      recallAt3: found / cases.length,
      queries: queries.length,
    },
  };
}

/** `real`, `full`, `full×10`, `real×100`: the corpus of that name, grown synthetically when asked. */
function corpusFor(spec: string, locale: Locale, cache: Map<string, Corpus>): Corpus {
  const [base = 'real', times] = spec.split(/[×x]/);
  const key = `${base} ${locale}`;
  let corpus = cache.get(key);
  if (!corpus) {
    corpus = base === 'full' ? fullCorpus(root, locale) : realCorpus(root, locale);
    cache.set(key, corpus);
  }
  const scale = Number(times ?? 1);
  return scale > 1 ? synthesize(corpus, scale, scale * 7 + (locale === 'es' ? 1 : 2)) : corpus;
}

async function main() {
  const specs = (argument('corpora') ?? 'real,full,full×10').split(',');
  const chosenLocales = (argument('locales') ?? 'es,en').split(',') as Locale[];
  const jsonPath = argument('json');
  const showSlowest = Number(argument('slowest') ?? 0);
  const inBrowser = process.argv.includes('--browser');
  const client = await clientBundle();
  const rows: Row[] = [];
  const cache = new Map<string, Corpus>();
  const measured: Array<{ row: Row; index: SearchIndexFiles; queries: string[] }> = [];
  for (const locale of chosenLocales) {
    for (const spec of specs) {
      const corpus = corpusFor(spec, locale, cache);
      const result = await measure(corpus, showSlowest);
      measured.push(result);
      rows.push(result.row);
      console.error(`done ${corpus.name} ${locale}`);
    }
  }
  let browser: BrowserFigures | undefined;
  if (inBrowser) {
    browser = await browserFigures(root, client.code, measured.map(({ row, index, queries }) => ({ corpus: row.corpus, locale: row.locale, index, queries, typed: [...new Set([...examplesIn(row.locale), row.firstQuery.worst])] })));
    browser.rows.forEach((figures, at) => ((rows[at] as Row).browser = figures));
  }

  const kb = (bytes: number) => (bytes / 1024).toFixed(1);
  const ms = (value: number) => value.toFixed(value < 10 ? 2 : 1);
  const header = ['corpus', 'locale', 'pages', 'docs', 'build ms', 'manifest KB', 'shards', 'shards KB', 'largest shard KB', 'vocabulary KB', 'first query index KB p50/p95/max', 'later query KB p95', 'p50 ms', 'p95 ms', 'max ms', 'cpu p95 ms', 'recall@3'];
  if (browser) header.push('browser first query KB (requests)', 'browser p50 ms', 'browser p95 ms');
  const table = rows.map((row) => {
    const cells = [
      row.corpus,
      row.locale,
      String(row.pages),
      String(row.documents),
      ms(row.buildMs),
      kb(row.manifestGzip),
      String(row.shards),
      kb(row.shardsGzip),
      kb(row.largestShardGzip),
      kb(row.vocabularyGzip),
      `${kb(row.firstQuery.p50)} / ${kb(row.firstQuery.p95)} / ${kb(row.firstQuery.max)}`,
      kb(row.laterQueryP95),
      ms(row.p50Ms),
      ms(row.p95Ms),
      ms(row.maxMs),
      ms(row.cpuP95Ms),
      row.recallAt3.toFixed(3),
    ];
    if (row.browser) cells.push(`${kb(row.browser.firstQueryBytes)} (${row.browser.firstQueryRequests})`, ms(row.browser.p50Ms), ms(row.browser.p95Ms));
    return cells;
  });
  const widths = header.map((title, column) => Math.max(title.length, ...table.map((cells) => (cells[column] ?? '').length)));
  const line = (cells: string[]) => `| ${cells.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join(' | ')} |`;
  console.log(line(header));
  console.log(`|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`);
  for (const cells of table) console.log(line(cells));
  console.log(`\nSearch code (client, ranking, analysis; esbuild, minified, gzip): ${kb(client.gzipBytes)} KB.`);
  if (browser) {
    console.log(`Browser (Chromium ${browser.chromium}): the dialog's code ${kb(browser.dialogCodeBytes)} KB gzip, as served from out/ when search opens and a query is typed.`);
    console.log('Browser first query = the dialog\'s code + the index files fetched while typing letter by letter, from the click on "Buscar..." to the results, gzip bodies (HTTP headers not counted: about 0.6 KB a request with serve.json\'s headers); the most of the issue\'s examples and the set\'s heaviest query.');
  }
  for (const row of rows) console.log(`heaviest first query ${row.corpus} ${row.locale}: "${row.firstQuery.worst}"${row.browser ? `; typed in the browser: "${row.browser.worstTyped}"` : ''}`);
  console.log(`${rows[0]?.queries ?? 0} queries per locale; recall@3 over the locale's relevance cases (a synthetic copy of the expected page counts).`);
  console.log(`Load average at the end: ${loadavg().map((value) => value.toFixed(2)).join(' ')} on ${cpus().length} CPUs; Node ${process.version}.`);
  if (jsonPath) {
    writeFileSync(path.resolve(jsonPath), JSON.stringify({ node: process.version, clientGzipBytes: client.gzipBytes, rows, browser }, null, 2));
    console.log(`Wrote ${jsonPath}`);
  }
}

// Run when executed, not when another script imports the query set.
if (process.argv[1]?.endsWith('bench-search.ts')) main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
