import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { budgetProblems, budgetTargetProblems, weighPage, type Budgets, type PageKind } from '../src/node/checks/budgets';
import { builtPages } from '../src/node/checks/built-pages';
import { locales } from '../src/shared/i18n/locales';
import { searchIndexWeight, type SearchIndexWeight } from '../src/node/search/index-weight';
import { relevanceCases } from '../tests/search/relevance-cases';

/**
 * Size budgets in bytes (repeatable on any machine). budgets.json holds the limits:
 * a little above today's figures; a change that raises one says why in its commit.
 */
const out = path.resolve('out');
const budgets = JSON.parse(readFileSync('budgets.json', 'utf8')) as Budgets;

const built = builtPages(out)
  .filter((page) => !page.redirect)
  .map((page) => ({ url: page.url, notFound: page.notFound, html: readFileSync(page.file, 'utf8') }));
// Budgets are per kind of documentation page; the not-found pages and the pages left at old URLs are none.
const pages = built.filter((page) => !page.notFound);
const weights = pages.map((page) => weighPage(page.url, page.html, (asset) => readFileSync(path.join(out, asset))));
// The index as a reader downloads it: every relevance query (issue 14's examples among them), each as a first search.
const readSitePath = (sitePath: string) => {
  const file = path.join(out, sitePath);
  return existsSync(file) ? readFileSync(file, 'utf8') : undefined;
};
const searchIndexes: Record<string, SearchIndexWeight> = {};
for (const locale of locales) {
  const queries = relevanceCases.filter((c) => c.locale === locale).map((c) => c.query);
  const weight = await searchIndexWeight(readSitePath, locale, queries);
  if (weight) searchIndexes[locale] = weight;
}

const kinds: PageKind[] = ['home', 'guide', 'api', 'search', 'codes', 'explorer'];
const rows = kinds.flatMap((kind) => {
  const ofKind = weights.filter((weight) => weight.kind === kind);
  if (!ofKind.length) return [];
  const max = (key: 'javascript' | 'css' | 'stylesheets' | 'criticalCss' | 'html' | 'elements') => Math.max(...ofKind.map((weight) => weight[key]));
  const largest = ofKind.reduce((top, weight) => (weight.elements > top.elements ? weight : top));
  return [`| ${kind} (${ofKind.length}) | ${max('javascript')} / ${budgets.javascriptGzipBytes[kind]} | ${max('css')} / ${budgets.cssGzipBytes} | ${max('stylesheets')} / ${budgets.stylesheetsPerPage} | ${max('criticalCss')} / ${budgets.criticalCssGzipBytes} | ${max('html')} / ${budgets.htmlGzipBytes[kind]} | ${max('elements')} / ${budgets.elementsPerPage[kind]} (${largest.url}) |`];
});
console.log('| pages | JS gzip max / budget | CSS gzip max / budget | blocking stylesheets max / budget | critical CSS gzip max / budget | HTML gzip max / budget | elements max / budget |\n|---|---|---|---|---|---|---|\n' + rows.join('\n'));
for (const [locale, weight] of Object.entries(searchIndexes)) {
  const limits = budgets.searchIndexGzipBytes;
  console.log(
    `search index ${locale} (B gzip): manifest ${weight.manifest} / ${limits.manifest}; largest shard ${Math.max(weight.largestShard, weight.largestVocabulary)} / ${limits.shard}; largest document ${weight.largestDocument} / ${limits.document}; heaviest first query ${weight.firstQuery} / ${limits.firstQuery} ("${weight.heaviestQuery}")`,
  );
}

console.log(`A bare Next.js page loads ${budgets.bareNextJavascriptGzipBytes} B gzip of JavaScript; home and guides may add at most 10 KiB.`);
const problems = [...budgetTargetProblems(budgets), ...budgetProblems(weights, budgets, searchIndexes)];
if (problems.length) {
  console.error(`Budgets: ${problems.length} problem(s):`);
  for (const problem of problems) console.error(`  ${problem}`);
  process.exit(1);
}
console.log(`Budgets: all ${weights.length} pages within budget.`);
