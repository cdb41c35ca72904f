/**
 * Load benchmark of the OpenAPI reader (docs/benchmarks.md): a generated definition of ~70 MB of
 * JSON with 1,500 operations and an English overlay translating every text, loaded the way the
 * build loads definitions (read, parse, overlay, translation check), then validated. Both paths
 * of the validator are timed: the valid definition, and an invalid copy with mistakes planted in
 * every 50th path (plantErrors). Each run is a fresh process, so its peak memory is its own.
 *
 *   npx tsx scripts/bench/openapi-load.ts [--operations 1500] [--items 150] [--file openapi.json|openapi.yaml] [--runs 3] [--openapi 3.0.3]
 *
 * `--openapi 3.0.3` labels the same definition (valid in both versions) as 3.0, so OpenAPI 3.0's draft-04 schema judges it.
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
  /** CPU time of validation (user + system), which the wall time includes with other processes' load. */
  validateCpuMs?: number;
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
  const cpu = process.cpuUsage();
  const invalid = await validateDefinitions(definitions);
  const validateMs = performance.now() - started;
  const { user, system } = process.cpuUsage(cpu);
  const result: RunResult = {
    readMs,
    loadMs,
    validateMs,
    validateCpuMs: (user + system) / 1000,
    loadProblems: problems.length,
    validateProblems: invalid.length,
    ...(problems[0] ?? invalid[0] ? { firstProblem: (problems[0] ?? invalid[0])?.message.slice(0, 300) } : {}),
    maxRssMiB: process.resourceUsage().maxRSS / 1024,
  };
  console.log(JSON.stringify(result));
}

type Operation = Record<string, unknown>;
type PathItem = { get?: Operation; post?: Operation };

/**
 * Mistakes an author makes, planted in every 50th path of the definition: `required: "yes"` for
 * `true`, a misspelt operation field, a parameter in a place that does not exist. Returns how
 * many were planted; each is one schema problem per language.
 */
function plantErrors(definition: { paths: Record<string, PathItem> }): number {
  let planted = 0;
  Object.values(definition.paths).forEach((pathItem, index) => {
    if (index % 50 !== 0 || !pathItem.get || !pathItem.post) return;
    pathItem.post.requestBody = { ...(pathItem.post.requestBody as object), required: 'yes' };
    pathItem.post.summry = pathItem.post.summary;
    pathItem.get.parameters = [{ name: 'page', in: 'querystring', schema: { type: 'integer' } }];
    planted += 3;
  });
  return planted;
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
    const { definition, overlay } = loadBenchmarkDefinition({ operations, exampleItems: items });
    definition.openapi = argumentValue('openapi') ?? definition.openapi;
    const write = (name: string, document: unknown) => {
      const dir = path.join(root, name, 'openapi', 'large');
      mkdirSync(dir, { recursive: true });
      writeFileSync(path.join(dir, file), JSON.stringify(document, null, 2));
      writeFileSync(path.join(dir, 'en.overlay.yaml'), stringify(overlay));
      return dir;
    };
    const validDir = write('valid', definition);
    const planted = plantErrors(definition as never);
    write('invalid', definition);
    console.log(`${file} (OpenAPI ${String(definition.openapi)}): ${(statSync(path.join(validDir, file)).size / 1e6).toFixed(1)} MB, ${operations} operations; overlay ${(statSync(path.join(validDir, 'en.overlay.yaml')).size / 1e3).toFixed(0)} kB, ${(overlay.actions as unknown[]).length} actions; the invalid copy has ${planted} planted mistakes`);
    const self = fileURLToPath(import.meta.url);
    for (let run = 0; run < runs; run++) {
      for (const copy of ['valid', 'invalid']) {
        const output = execFileSync(process.execPath, ['--import', 'tsx', self, '--child', path.join(root, copy)], { encoding: 'utf8', maxBuffer: 1 << 24, stdio: ['ignore', 'pipe', 'inherit'] });
        const result = JSON.parse(output.trim().split('\n').at(-1) ?? '{}') as RunResult;
        const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
        console.log(
          `run ${run + 1}, ${copy}: read ${seconds(result.readMs)}, load (parse + overlay + translation check) ${seconds(result.loadMs)}, validate ${seconds(result.validateMs)} (${result.validateCpuMs === undefined ? '' : `${seconds(result.validateCpuMs)} CPU`}); ` +
            `peak RSS ${result.maxRssMiB.toFixed(0)} MiB; problems ${result.loadProblems} + ${result.validateProblems}${result.firstProblem ? ` (first: ${result.firstProblem})` : ''}`,
        );
      }
    }
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

await main();
