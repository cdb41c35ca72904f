/**
 * Load benchmark of the OpenAPI reader (docs/benchmarks.md): a generated definition of ~70 MB of
 * JSON with 1,500 operations and an English overlay translating every text, loaded the way the
 * build loads definitions (read, parse, overlay, translation check), then validated. Each run is
 * a fresh process, so its peak memory is its own.
 *
 *   npx tsx scripts/bench/openapi-load.ts [--operations 1500] [--items 150] [--file openapi.json|openapi.yaml] [--runs 3]
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { stringify } from 'yaml';
import { argumentValue, countArgument } from './shared';

interface RunResult {
  readMs: number;
  loadMs: number;
  validateMs: number;
  loadProblems: number;
  validateProblems: number;
  firstProblem?: string;
  /** Peak resident memory of the process. */
  maxRssMiB: number;
}

async function child(root: string): Promise<void> {
  const { buildDefinitions, readDefinitionSources } = await import('../../src/node/openapi/load-definitions');
  const { validateDefinitions } = await import('../../src/node/openapi/validate');
  let started = performance.now();
  const sources = readDefinitionSources(root);
  const readMs = performance.now() - started;
  started = performance.now();
  const { definitions, problems } = buildDefinitions(sources);
  const loadMs = performance.now() - started;
  started = performance.now();
  const invalid = await validateDefinitions(definitions);
  const validateMs = performance.now() - started;
  const result: RunResult = {
    readMs,
    loadMs,
    validateMs,
    loadProblems: problems.length,
    validateProblems: invalid.length,
    ...(problems[0] ?? invalid[0] ? { firstProblem: (problems[0] ?? invalid[0])?.message.slice(0, 300) } : {}),
    maxRssMiB: process.resourceUsage().maxRSS / 1024,
  };
  console.log(JSON.stringify(result));
}

async function main(): Promise<void> {
  if (process.argv.includes('--child')) return child(argumentValue('child') ?? '');
  const operations = countArgument('operations', 1500);
  const items = countArgument('items', 150);
  const file = argumentValue('file') ?? 'openapi.json';
  const runs = countArgument('runs', 3);
  const { loadBenchmarkDefinition } = await import('../../tests/fixtures/openapi/load-benchmark-definition');
  const root = mkdtempSync(path.join(tmpdir(), 'openapi-load-'));
  try {
    const dir = path.join(root, 'openapi', 'large');
    mkdirSync(dir, { recursive: true });
    const { definition, overlay } = loadBenchmarkDefinition({ operations, exampleItems: items });
    const text = JSON.stringify(definition, null, 2);
    writeFileSync(path.join(dir, file), text);
    writeFileSync(path.join(dir, 'en.overlay.yaml'), stringify(overlay));
    console.log(`${file}: ${(statSync(path.join(dir, file)).size / 1e6).toFixed(1)} MB, ${operations} operations; overlay ${(statSync(path.join(dir, 'en.overlay.yaml')).size / 1e3).toFixed(0)} kB, ${(overlay.actions as unknown[]).length} actions`);
    const self = fileURLToPath(import.meta.url);
    for (let run = 0; run < runs; run++) {
      const output = execFileSync(process.execPath, ['--import', 'tsx', self, '--child', root], { encoding: 'utf8', maxBuffer: 1 << 24, stdio: ['ignore', 'pipe', 'inherit'] });
      const result = JSON.parse(output.trim().split('\n').at(-1) ?? '{}') as RunResult;
      const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
      console.log(
        `run ${run + 1}: read ${seconds(result.readMs)}, load (parse + overlay + translation check) ${seconds(result.loadMs)}, validate ${seconds(result.validateMs)}; ` +
          `peak RSS ${result.maxRssMiB.toFixed(0)} MiB; problems ${result.loadProblems} + ${result.validateProblems}${result.firstProblem ? ` (${result.firstProblem})` : ''}`,
      );
    }
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

await main();
