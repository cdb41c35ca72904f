/**
 * First paint and main-thread work of the largest API page against the longest guide, in the same
 * run (issue 15): real Chromium with Lighthouse's mobile conditions applied by the browser itself
 * (4× slower CPU, 150 ms round trip, 1.6 Mbps down), the pages loaded in turns so drift on this
 * shared machine hits both alike. Prints a table and writes bench-results/paint.json.
 *
 *   npm run bench:paint                 # 7 loads of each page (medians)
 *   npm run bench:paint -- --runs 3
 *   npm run bench:paint -- --out /tmp/variant/out   # another build's out/ (a variant of this one)
 *
 * Main-thread work is Chromium's own count (`Performance.getMetrics`: TaskDuration, of which
 * ScriptDuration and LayoutDuration) from navigation until the page has been idle for 2 s.
 */
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { readFileSync } from 'node:fs';
import type { Browser } from '@playwright/test';
import { waitForQuietMachine } from './machine-load';
import { CPU_SLOWDOWN, launchBenchBrowser, NETWORK, openPhone } from './phone';
import { samplePages, type SamplePage } from './sample-pages';
import { argumentValue, copyBuiltSite, countArgument, formatBytes, markdownTable, median, runBenchmark, startServer, stopServer, writeResults } from './shared';

const PORT = 4175;

interface Load {
  fcp: number;
  lcp: number;
  taskMs: number;
  scriptMs: number;
  layoutMs: number;
}

async function load(browser: Browser, url: string): Promise<Load> {
  const { context, page, cdp } = await openPhone(browser, { cache: false });
  try {
    await cdp.send('Performance.enable', { timeDomain: 'timeTicks' });
    await page.addInitScript(() => {
      const w = window as unknown as { __lcp: number };
      w.__lcp = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) w.__lcp = entry.startTime;
      }).observe({ type: 'largest-contentful-paint', buffered: true });
    });
    await page.goto(url, { waitUntil: 'networkidle', timeout: 120_000 });
    await page.waitForTimeout(2_000);
    const paints = await page.evaluate(() => ({
      fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
      lcp: (window as unknown as { __lcp: number }).__lcp,
    }));
    const { metrics } = (await cdp.send('Performance.getMetrics')) as { metrics: Array<{ name: string; value: number }> };
    const metric = (name: string) => (metrics.find((entry) => entry.name === name)?.value ?? Number.NaN) * 1000;
    return { ...paints, taskMs: metric('TaskDuration'), scriptMs: metric('ScriptDuration'), layoutMs: metric('LayoutDuration') };
  } finally {
    await context.close();
  }
}

runBenchmark(async () => {
  const runs = countArgument('runs', 7);
  const other = argumentValue('out');
  const site = other === undefined ? copyBuiltSite() : copyBuiltSite(path.resolve(other));
  const sampled = samplePages(site.outDir).filter((page) => page.kind !== 'home');
  const server = await startServer(site, PORT);
  const quiet = await waitForQuietMachine();
  const browser = await launchBenchBrowser();
  const loads = new Map<SamplePage, Load[]>(sampled.map((page) => [page, []]));
  // One warm-up load each (the server's compression cache, Chromium's first start), not counted.
  for (const page of sampled) await load(browser, server.origin + page.url);
  for (let run = 0; run < runs; run++) {
    for (const page of sampled) loads.get(page)!.push(await load(browser, server.origin + page.url));
  }
  await browser.close();
  stopServer(server);

  const rows = sampled.map((page) => {
    const measured = loads.get(page)!;
    return {
      kind: page.kind,
      locale: page.locale,
      url: page.url,
      htmlGzipBytes: gzipSync(readFileSync(page.file)).length,
      fcp: median(measured.map((entry) => entry.fcp)),
      lcp: median(measured.map((entry) => entry.lcp)),
      taskMs: median(measured.map((entry) => entry.taskMs)),
      scriptMs: median(measured.map((entry) => entry.scriptMs)),
      layoutMs: median(measured.map((entry) => entry.layoutMs)),
      loads: measured,
    };
  });
  const ms = (value: number) => `${Math.round(value)} ms`;
  console.log(
    markdownTable(
      ['Page', 'HTML gzip', 'FCP', 'LCP', 'Main-thread work', 'of which script', 'of which layout'],
      rows.map((row) => [`${row.kind} ${row.url}`, formatBytes(row.htmlGzipBytes), ms(row.fcp), ms(row.lcp), ms(row.taskMs), ms(row.scriptMs), ms(row.layoutMs)]),
    ),
  );
  for (const locale of ['es', 'en'] as const) {
    const api = rows.find((row) => row.kind === 'api' && row.locale === locale);
    const guide = rows.find((row) => row.kind === 'guide' && row.locale === locale);
    if (api && guide) console.log(`${locale}: the API page's first paint is ${Math.round(api.fcp - guide.fcp)} ms after the guide's; its main-thread work is ${(api.taskMs / guide.taskMs).toFixed(2)}× the guide's.`);
  }
  console.log(`Medians of ${runs} loads each; other processes used ${(quiet.busyShareAtStart * 100).toFixed(0)} % of the CPUs at the start. Built ${site.builtAt}.`);
  console.log(`Wrote ${writeResults('paint.json', { runs, cpuSlowdown: CPU_SLOWDOWN, network: NETWORK, quiet, builtAt: site.builtAt, rows })}`);
});
