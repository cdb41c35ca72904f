/**
 * Test-suite benchmark (npm run bench:test): how long the whole `npm test` takes, and whether it
 * passes, at the documentation's full size or with the machine busy. Each run is in its own copy.
 *
 *   npm run bench:test                          # full-size corpus (synthetic-corpus.ts), quiet machine
 *   npm run bench:test -- --corpus real --load 2  # real content while two other builds run
 *
 * With --load N, N more copies build the site in a loop for as long as the tests run, the way a
 * developer's machine is busy with other work: a test that passes only on an idle machine fails.
 * Writes bench-results/test-<corpus>-load<N>.json and the run's log.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { type QuietWait, waitForQuietMachine } from './machine-load';
import { copyRepository } from './repo-copy';
import { argumentValue, formatMs, killTree, onCleanup, resultsDir, runBenchmark, writeResults } from './shared';
import { growCorpus } from './synthetic-corpus';

/** Runs `npm <args>` in `cwd` in its own process group, collecting its output. */
function npm(args: string[], cwd: string, env: Record<string, string> = {}): { child: ChildProcess; done: Promise<{ code: number | null; log: string }> } {
  const child = spawn('npm', args, { cwd, detached: true, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...env } });
  onCleanup(() => killTree(child));
  let log = '';
  child.stdout!.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (log += chunk.toString()));
  return { child, done: new Promise((resolve) => child.on('close', (code) => resolve({ code, log }))) };
}

/** Builds the site in `repo` again and again until stopped; returns how many builds finished. */
function buildLoop(repo: string): { stop: () => Promise<number> } {
  let running = true;
  let current: ChildProcess | undefined;
  let finished = 0;
  const loop = (async () => {
    while (running) {
      const build = npm(['run', 'build'], repo);
      current = build.child;
      const { code } = await build.done;
      if (running && code === 0) finished += 1;
    }
  })();
  return {
    stop: async () => {
      running = false;
      if (current) killTree(current);
      await loop;
      return finished;
    },
  };
}

/** The closing counts of Vitest and Playwright, as they print them. */
function summaries(log: string): string[] {
  const plain = log.replace(/\u001b\[[0-9;]*m/g, '');
  return plain.split('\n').filter((line) => /^\s*(Tests\s+\d|\d+ (passed|failed|flaky|skipped)\b)/.test(line)).map((line) => line.trim());
}

runBenchmark(async () => {
  const corpus = argumentValue('corpus') ?? 'full';
  if (corpus !== 'real' && corpus !== 'full') throw new Error('--corpus takes real or full.');
  const load = Number(argumentValue('load') ?? 0);
  if (!Number.isInteger(load) || load < 0) throw new Error('--load takes a whole number of builds, 0 or more.');

  console.log(`Copying the repository for the ${corpus} corpus…`);
  const repo = copyRepository(`test-${corpus}`);
  if (corpus === 'full') console.log('Grown to full size:', growCorpus(repo));
  const loaders = Array.from({ length: load }, (_, index) => copyRepository(`load-${index + 1}`));

  const quietWait: QuietWait = await waitForQuietMachine();
  const loops = loaders.map((copy) => buildLoop(copy));
  const started = performance.now();
  console.log(`npm test in ${repo}${load ? ` with ${load} builds looping beside it` : ''}…`);
  const { code, log } = await npm(['test'], repo, { CI: 'true' }).done;
  const wallMs = performance.now() - started;
  const backgroundBuilds = await Promise.all(loops.map((loop) => loop.stop()));

  mkdirSync(resultsDir, { recursive: true });
  const name = `test-${corpus}-load${load}`;
  writeFileSync(path.join(resultsDir, `${name}.log`), log);
  const result = { date: new Date().toISOString(), corpus, load, exitCode: code, wallMs, summaries: summaries(log), backgroundBuilds, quietWait, loadAverageAfter: loadavg() };
  console.log(`\nnpm test (${corpus}, ${load} builds beside it): exit ${code} in ${formatMs(wallMs)}; background builds finished: ${backgroundBuilds.join(', ') || 'none'}.`);
  for (const line of result.summaries) console.log(`  ${line}`);
  console.log(`Wrote ${writeResults(`${name}.json`, result)} and bench-results/${name}.log`);
  if (code !== 0) process.exitCode = 1;
});
