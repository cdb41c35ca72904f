/**
 * Build benchmark (npm run bench:build): wall time and peak memory of a full, cold `npm run build`
 * of the real documentation and of the documentation at its full size (synthetic-corpus.ts: 16
 * namespaces, 250 pages per locale, 14 definitions, 180 operations). Writes
 * bench-results/build.json and each build's log.
 *
 *   npm run bench:build                                   # real corpus, then full size
 *   npm run bench:build -- --only full                    # only the full-size corpus
 *   npm run bench:build -- --only full --pages 500 --operations 360   # a larger one
 *
 * Each build runs in its own temp copy of the repository, one at a time, never in the working tree.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import path from 'node:path';
import { type QuietWait, waitForQuietMachine } from './machine-load';
import { watchTree, type TreePeak } from './process-tree';
import { copyRepository } from './repo-copy';
import { argumentValue, benchCommand, countArgument, formatBytes, formatMs, killTree, listFiles, markdownTable, onCleanup, repoRoot, resultsDir, runBenchmark, writeResults } from './shared';
import { fullSize, growCorpus, type CorpusTarget, type SyntheticCorpus } from './synthetic-corpus';

interface Phases {
  /** From the start to the checked site written: content, navigation, OpenAPI and translation checks (beside Next's compile since scripts/build.ts). */
  checksMs?: number;
  /** From Next's banner to the first Markdown twin: compile, type-check and prerender. */
  nextBuildMs?: number;
  /** Markdown twins, search indexes and the per-page CSP. */
  postBuildMs?: number;
  /** Next's own timings, as it prints them. */
  nextCompileMs?: number;
  nextTypeScriptMs?: number;
  nextStaticPagesMs?: number;
}

interface BuildResult {
  corpus: string;
  synthetic?: SyntheticCorpus;
  htmlPages: number;
  outputBytes: number;
  wallMs: number;
  memory: TreePeak;
  phases: Phases;
  quietWait: QuietWait;
  loadAverageBefore: number[];
  loadAverageAfter: number[];
  log: string;
}

/** Next prints `✓ Compiled successfully in 12.1s`; minutes appear as `1.2min` on slow builds. */
function nextDuration(log: string, pattern: RegExp): number | undefined {
  const match = pattern.exec(log);
  if (!match) return undefined;
  const value = Number(match[1]);
  return match[2] === 'min' ? value * 60_000 : match[2] === 'ms' ? value : value * 1000;
}

async function timedBuild(repo: string): Promise<{ wallMs: number; memory: TreePeak; phases: Phases; log: string }> {
  const started = performance.now();
  const marks: { next?: number; checked?: number; markdown?: number } = {};
  let log = '';
  const child = spawn('npm', ['run', 'build'], {
    cwd: repo,
    // Its own process group, so a failure or Ctrl-C here takes Next's workers down with it.
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
  });
  onCleanup(() => killTree(child));
  const watcher = watchTree(child.pid!);
  const collect = (chunk: Buffer) => {
    log += chunk.toString();
    const now = performance.now() - started;
    // Tested on the whole log, not the chunk, in case a marker straddles two chunks.
    if (marks.next === undefined && log.includes('▲ Next.js')) marks.next = now;
    if (marks.checked === undefined && log.includes('Checked site written')) marks.checked = now;
    if (marks.markdown === undefined && /^Markdown:/m.test(log)) marks.markdown = now;
  };
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
  const wallMs = performance.now() - started;
  const memory = watcher.stop();
  if (code !== 0) throw new Error(`npm run build failed in ${repo} (exit ${code}; BENCH_KEEP_TMP=1 keeps the copy to look at):\n${log.split('\n').slice(-40).join('\n')}`);
  const unit = '([\\d.]+)\\s*(ms|s|min)';
  const phases: Phases = {
    ...(marks.checked !== undefined ? { checksMs: marks.checked } : {}),
    ...(marks.next !== undefined && marks.markdown !== undefined ? { nextBuildMs: marks.markdown - marks.next, postBuildMs: wallMs - marks.markdown } : {}),
  };
  const compile = nextDuration(log, new RegExp(`Compiled successfully in ${unit}`));
  const typescript = nextDuration(log, new RegExp(`Finished TypeScript in ${unit}`));
  const staticPages = nextDuration(log, new RegExp(`Generating static pages[^\\n]*\\) in ${unit}`));
  if (compile !== undefined) phases.nextCompileMs = compile;
  if (typescript !== undefined) phases.nextTypeScriptMs = typescript;
  if (staticPages !== undefined) phases.nextStaticPagesMs = staticPages;
  return { wallMs, memory, phases, log };
}

async function benchCorpus(target: CorpusTarget | undefined): Promise<BuildResult> {
  const corpus = target ? `full size (${target.pagesPerLocale} pages per locale, ${target.operations} operations)` : 'real';
  console.log(`\n${corpus}: copying the repository…`);
  const repo = copyRepository(target ? 'full' : 'real');
  const synthetic = target ? growCorpus(repo, target) : undefined;
  if (synthetic) console.log(`${corpus}: added ${synthetic.addedGuides} guides and ${synthetic.addedApiPages} API pages per locale, and ${synthetic.addedOperations} operations.`);
  const quietWait = await waitForQuietMachine();
  const loadAverageBefore = loadavg();
  console.log(`${corpus}: npm run build (load average before: ${loadAverageBefore.map((l) => l.toFixed(2)).join(', ')})…`);
  const build = await timedBuild(repo);
  const outDir = path.join(repo, 'out');
  const files = listFiles(outDir);
  const result: BuildResult = {
    corpus,
    ...(synthetic ? { synthetic } : {}),
    htmlPages: files.filter((file) => file.endsWith('.html')).length,
    outputBytes: files.reduce((sum, file) => sum + statSync(path.join(outDir, file)).size, 0),
    wallMs: build.wallMs,
    memory: build.memory,
    phases: build.phases,
    quietWait,
    loadAverageBefore,
    loadAverageAfter: loadavg(),
    log: path.relative(repoRoot, path.join(resultsDir, `build-${target ? 'full' : 'real'}.log`)),
  };
  writeFileSync(path.join(resultsDir, `build-${target ? 'full' : 'real'}.log`), build.log);
  console.log(`${corpus}: ${result.htmlPages} HTML pages in ${formatMs(result.wallMs)}, peak tree RSS ${formatBytes(result.memory.peakTotalRss)}, PSS ${formatBytes(result.memory.peakTotalPss)}.`);
  const atPeak = result.memory.atPeakPss;
  if (atPeak) console.log(`  at the PSS peak (${atPeak.seconds} s): ${atPeak.processes.map((p) => `${p.command} ${p.pssMiB} MiB`).join('; ')}`);
  // A full-size copy holds a few hundred MB of output: free it before the next build.
  if (process.env.BENCH_KEEP_TMP !== '1') rmSync(path.dirname(repo), { recursive: true, force: true });
  return result;
}

function printTable(results: readonly BuildResult[]): void {
  const base = results.find((r) => r.synthetic === undefined);
  const ratio = (value: number, of: number | undefined) => (of ? `${(value / of).toFixed(2)}×` : '–');
  console.log(
    '\n' +
      markdownTable(
        ['Corpus', 'HTML pages', 'Wall time', 'Time per page', 'Peak RSS (tree)', 'Peak PSS (tree)', 'Peak RSS (largest process)', 'Output', 'Pages ×', 'Time ×', 'Memory ×'],
        results.map((r) => [
          r.corpus,
          String(r.htmlPages),
          formatMs(r.wallMs),
          formatMs(r.wallMs / r.htmlPages),
          formatBytes(r.memory.peakTotalRss),
          formatBytes(r.memory.peakTotalPss),
          formatBytes(r.memory.peakLargestRss),
          formatBytes(r.outputBytes),
          ratio(r.htmlPages, base?.htmlPages),
          ratio(r.wallMs, base?.wallMs),
          ratio(r.memory.peakTotalRss, base?.memory.peakTotalRss),
        ]),
      ),
  );
  // CPU the rest of the machine used during the build, as a share of all cores: above a few
  // percent, someone else was working on the same cores and the wall times are inflated.
  console.log(
    '\n' +
      markdownTable(
        ['Corpus', 'Build CPU time', 'Cores used by the build', 'Other CPU load during the build'],
        results.map((r) => [
          r.corpus,
          formatMs(r.memory.treeCpuSeconds * 1000),
          (r.memory.treeCpuSeconds / (r.wallMs / 1000)).toFixed(2),
          `${Math.max(0, (100 * (r.memory.machineBusyCpuSeconds - r.memory.treeCpuSeconds)) / r.memory.machineAvailableCpuSeconds).toFixed(0)} %`,
        ]),
      ),
  );
  const phase = (ms: number | undefined) => (ms === undefined ? '–' : formatMs(ms));
  console.log(
    '\n' +
      markdownTable(
        ['Corpus', 'Checks', 'next build', '↳ compile', '↳ TypeScript', '↳ static pages', 'Markdown, search, CSP'],
        results.map((r) => [r.corpus, phase(r.phases.checksMs), phase(r.phases.nextBuildMs), phase(r.phases.nextCompileMs), phase(r.phases.nextTypeScriptMs), phase(r.phases.nextStaticPagesMs), phase(r.phases.postBuildMs)]),
      ),
  );
}

runBenchmark(async () => {
  const target: CorpusTarget = { pagesPerLocale: countArgument('pages', fullSize.pagesPerLocale), definitions: countArgument('definitions', fullSize.definitions), operations: countArgument('operations', fullSize.operations) };
  const only = argumentValue('only');
  if (only !== undefined && only !== 'real' && only !== 'full') throw new Error('--only takes real or full.');
  const corpora = only === 'real' ? [undefined] : only === 'full' ? [target] : [undefined, target];

  mkdirSync(resultsDir, { recursive: true });
  const results: BuildResult[] = [];
  // One build at a time: two at once on two cores would measure the contention, not the build.
  for (const corpus of corpora) results.push(await benchCorpus(corpus));
  printTable(results);

  const file = writeResults('build.json', {
    date: new Date().toISOString(),
    command: benchCommand('bench:build'),
    machine: { cpus: cpus().length, cpuModel: cpus()[0]?.model, memoryBytes: totalmem(), node: process.version },
    memorySampling: 'sum of RSS over the build process tree, read from /proc every 200 ms (shared pages counted once per process)',
    results,
  });
  console.log(`\nWrote ${file}`);
});
