import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { locales, type Locale } from '../../../shared/i18n/locales';
import type { Facts } from '../../../shared/facts/facts-data';
import type { SimApi } from '../../../shared/simulator/api-data';
import { repositoryFacts } from '../../facts/load-facts';
import { loadSimulatorApisPerLocale } from '../../simulator/load-simulator-apis';
import { extractPageExamples } from './extract-page';
import { gapKey, type SimulatorGap } from './simulator-gaps';
import { runPage, type ExampleFailure, type ExampleResult, type Outcome } from './run-page';

/** What the example check saw and found over the pages (and the definitions' own examples). */
export interface ExampleReport {
  results: ExampleResult[];
  failures: ExampleFailure[];
  /** `compared`: simulated examples whose page shows the response (the others are checked for an accepted answer). */
  counts: Record<Outcome, number> & { found: number; compared: number };
}

function mdxFiles(root: string, dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true })
    .flatMap((entry) => {
      const relative = `${dir}/${entry.name}`;
      if (entry.isDirectory()) return mdxFiles(root, relative);
      return entry.name.endsWith('.mdx') ? [relative] : [];
    })
    .sort();
}

/** What the simulators of the check read: every definition in both languages (read once) and the facts. */
export interface ExampleWorld {
  apis: Record<Locale, SimApi[]>;
  facts: Facts;
}

export const loadExampleWorld = (root: string): ExampleWorld => ({ apis: loadSimulatorApisPerLocale(root), facts: repositoryFacts(root) });

export function countOutcomes(results: readonly ExampleResult[]): ExampleReport['counts'] {
  const counts = { found: results.length, simulated: 0, compared: 0, 'schema-only': 0, fragment: 0, 'not-api': 0, 'no-definition': 0, failed: 0 };
  for (const result of results) {
    counts[result.outcome] += 1;
    if (result.outcome === 'simulated' && result.request.response) counts.compared += 1;
  }
  return counts;
}

/** Checks the request examples of the given pages (paths from `root`, `content/<locale>/…`). */
export async function checkPages(root: string, files: readonly string[], world: ExampleWorld, gaps: readonly SimulatorGap[] = []): Promise<ExampleReport> {
  const results: ExampleResult[] = [];
  const failures: ExampleFailure[] = [];
  const pageRequests = (locale: Locale) => (page: string) => {
    const file = [`content/${locale}${page}.mdx`, `content/${locale}${page}/index.mdx`].find((candidate) => existsSync(path.join(root, candidate)));
    return file ? extractPageExamples(file, readFileSync(path.join(root, file), 'utf8')).requests : undefined;
  };
  for (const file of files) {
    const page = extractPageExamples(file, readFileSync(path.join(root, file), 'utf8'));
    failures.push(...page.problems.map((problem) => ({ file, line: problem.line, message: problem.message })));
    const pageResults = await runPage(page.requests, { locale: page.locale, apis: world.apis[page.locale], facts: world.facts, gaps, pageRequests: pageRequests(page.locale) });
    results.push(...pageResults);
    failures.push(...pageResults.flatMap((result) => result.failures));
  }
  return { results, failures, counts: countOutcomes(results) };
}

/** The gaps no result met: the simulator now produces those fields, or no page shows them any more. */
export function unusedGaps(results: readonly ExampleResult[], gaps: readonly SimulatorGap[]): SimulatorGap[] {
  const met = new Set(results.flatMap((result) => result.gaps ?? []));
  return gaps.filter((gap) => !met.has(gapKey(gap)));
}

/** Every page of content/, both languages. */
export const contentPages = (root: string) => locales.flatMap((locale) => mdxFiles(root, `content/${locale}`));

export const describeFailure = (failure: ExampleFailure) => `${failure.file}${failure.line > 0 ? `:${failure.line}` : ''}${failure.pointer !== undefined ? ` ${failure.pointer || '/'}` : ''}: ${failure.message}`;
