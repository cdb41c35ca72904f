/**
 * The search benchmark's browser half (bench-search.ts --browser), in Debian's Chromium:
 *
 * - What opening search downloads: the built site (out/, from `npm run build`) is served to the
 *   page from disk; the reader clicks "Buscar...", types a query letter by letter and waits for
 *   the results. Every file fetched from the click on is counted at its gzip size: the dialog's
 *   code, the search code, and the index files, which for a larger corpus come from that
 *   corpus's index instead of out/search/. So the full-size figure is the real dialog on a
 *   full-size index.
 * - How long a query takes in the browser: the search client bundle runs in a blank page against
 *   the corpus's index, with the same queries and rounds as in Node.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser, type Page, type Route } from '@playwright/test';
import { en } from '../../src/shared/i18n/dictionaries/en';
import { es } from '../../src/shared/i18n/dictionaries/es';
import type { Locale } from '../../src/shared/i18n/locales';
import type { SearchIndexFiles } from '../../src/node/search/build-index';

export interface BrowserCorpus {
  corpus: string;
  locale: Locale;
  index: SearchIndexFiles;
  /** Timed in the bundled client. */
  queries: string[];
  /** Typed in the dialog, one fresh page each: the examples and the set's heaviest first query. */
  typed: string[];
}

export interface BrowserFigures {
  chromium: string;
  /** JavaScript fetched when search opens and a query is typed (real index), gzip. */
  dialogCodeBytes: number;
  rows: Array<{ firstQueryBytes: number; firstQueryRequests: number; worstTyped: string; p50Ms: number; p95Ms: number; maxMs: number }>;
}

const ORIGIN = 'http://search-bench.test';
const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain',
  '.md': 'text/markdown',
};

/** A site path -> the file `serve` (cleanUrls) would answer with. */
function outFile(out: string, urlPath: string): string | undefined {
  const clean = decodeURIComponent(urlPath).replace(/\/$/, '') || '/index';
  for (const candidate of [clean, `${clean}.html`, `${clean}/index.html`]) {
    const file = path.join(out, candidate);
    if (file.startsWith(out) && existsSync(file) && statSync(file).isFile()) return file;
  }
  return undefined;
}

const gzipSizes = new Map<string, number>();
const gzipOf = (key: string, body: Buffer | string) => gzipSizes.get(key) ?? gzipSizes.set(key, gzipSync(body).length).get(key)!;

/** Serves out/ and, under /search/, the given index files; counts what it serves while `counting`. */
async function serveSite(page: Page, out: string, index: SearchIndexFiles | undefined, counter: { counting: boolean; bytes: number; paths: string[] }) {
  await page.route(`${ORIGIN}/**`, async (route: Route) => {
    const urlPath = new URL(route.request().url()).pathname;
    let body: Buffer | string | undefined;
    let type = TYPES[path.extname(urlPath)] ?? 'text/html; charset=utf-8';
    if (index && urlPath.startsWith('/search/')) {
      body = index.files.get(urlPath);
      type = TYPES['.json'] as string;
    } else {
      const file = outFile(out, urlPath);
      if (file) {
        body = readFileSync(file);
        type = TYPES[path.extname(file)] ?? 'application/octet-stream';
      }
    }
    if (body === undefined) return route.fulfill({ status: 404, body: 'not found' });
    if (counter.counting) {
      counter.bytes += gzipOf(`${index ? 'i' : 'o'}${urlPath}`, body);
      counter.paths.push(urlPath);
    }
    return route.fulfill({ status: 200, body, contentType: type });
  });
}

/** Opens search on a guide page, types `query` letter by letter and waits for the first result; the gzip bytes fetched meanwhile. */
async function typedQueryBytes(browser: Browser, out: string, locale: Locale, query: string, index?: SearchIndexFiles) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  const counter = { counting: false, bytes: 0, paths: [] as string[] };
  await serveSite(page, out, index, counter);
  const strings = locale === 'es' ? es : en;
  await page.goto(`${ORIGIN}${locale === 'es' ? '' : '/en'}/checkout/create-session`, { waitUntil: 'networkidle' });
  counter.counting = true;
  await page.getByRole('button', { name: strings['search.button'] }).click();
  await page.getByRole('combobox', { name: strings['search.inputLabel'] }).waitFor();
  await page.keyboard.type(query);
  await page.getByRole('option').first().waitFor({ timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  counter.counting = false;
  await context.close();
  return counter;
}

/** The queries timed in Chromium, with the bundled client, over the corpus's index. */
async function browserLatency(browser: Browser, clientCode: string, corpus: BrowserCorpus) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.route(`${ORIGIN}/**`, async (route) => {
    const urlPath = new URL(route.request().url()).pathname;
    if (urlPath === '/bench.html') return route.fulfill({ body: '<!doctype html><title>bench</title>', contentType: TYPES['.html'] });
    if (urlPath === '/client.js') return route.fulfill({ body: clientCode, contentType: TYPES['.js'] });
    const body = corpus.index.files.get(urlPath);
    return body === undefined ? route.fulfill({ status: 404, body: '' }) : route.fulfill({ body, contentType: TYPES['.json'] });
  });
  await page.goto(`${ORIGIN}/bench.html`);
  const times = await page.evaluate(
    async ({ queries, locale }) => {
      const { createSearchClient } = (await import(`${location.origin}/client.js`)) as typeof import('../../src/shared/search/client');
      const client = createSearchClient();
      for (const query of queries) await client.search(query, { locale });
      const measured: number[] = [];
      for (let round = 0; round < 3; round++) {
        for (const query of queries) {
          const start = performance.now();
          await client.search(query, { locale });
          measured.push(performance.now() - start);
        }
      }
      return measured;
    },
    { queries: corpus.queries, locale: corpus.locale },
  );
  await context.close();
  times.sort((a, b) => a - b);
  const at = (p: number) => times[Math.min(times.length - 1, Math.floor(p * times.length))] ?? 0;
  return { p50Ms: at(0.5), p95Ms: at(0.95), maxMs: times[times.length - 1] ?? 0 };
}

export async function browserFigures(root: string, clientCode: string, corpora: readonly BrowserCorpus[]): Promise<BrowserFigures> {
  const out = path.join(root, 'out');
  if (!existsSync(path.join(out, 'search'))) throw new Error('--browser needs a built site in out/: run npm run build first.');
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
  try {
    const real = await typedQueryBytes(browser, out, 'es', 'reembolso');
    const dialogCodeBytes = real.paths.filter((file) => file.startsWith('/_next/')).reduce((sum, file) => sum + (gzipSizes.get(`o${file}`) ?? 0), 0);
    const rows: BrowserFigures['rows'] = [];
    for (const corpus of corpora) {
      let worst = { bytes: 0, requests: 0, query: '' };
      for (const query of corpus.typed) {
        const typed = await typedQueryBytes(browser, out, corpus.locale, query, corpus.index);
        if (typed.bytes > worst.bytes) worst = { bytes: typed.bytes, requests: typed.paths.length, query };
      }
      rows.push({ firstQueryBytes: worst.bytes, firstQueryRequests: worst.requests, worstTyped: worst.query, ...(await browserLatency(browser, clientCode, corpus)) });
      console.error(`done in the browser: ${corpus.corpus} ${corpus.locale}`);
    }
    return { chromium: browser.version(), dialogCodeBytes, rows };
  } finally {
    await browser.close();
  }
}
