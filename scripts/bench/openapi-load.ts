/**
 * Load benchmark of the OpenAPI reader (docs/benchmarks.md): a generated definition of ~70 MB of
 * JSON with 1,500 operations and an English overlay translating every text, loaded the way the
 * build loads definitions (read, parse, overlay, translation check), then validated. Both paths
 * of the validator are timed: the valid definition, and an invalid copy with mistakes planted in
 * every 50th path (plantErrors). Each run is a fresh process, so its peak memory is its own.
 *
 *   npx tsx scripts/bench/openapi-load.ts [--operations 1500] [--items 150] [--file openapi.json|openapi.yaml] [--runs 3] [--openapi 3.0.3] [--definition file.json]
 *
 * `--openapi 3.0.3` labels the same definition (valid in both versions) as 3.0, so OpenAPI 3.0's draft-04 schema judges it.
 * `--definition file.json` times a real definition instead (GitHub's REST API, say), untranslated:
 * its load problems are the English texts its empty overlay lacks.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
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
    ...(invalid[0] ?? problems[0] ? { firstProblem: (invalid[0] ?? problems[0])?.message.slice(0, 300) } : {}),
    maxRssMiB: process.resourceUsage().maxRSS / 1024,
  };
  console.log(JSON.stringify(result));
}

type Json = Record<string, unknown>;
const httpMethods = new Set(['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace']);

/**
 * Mistakes an author makes, planted in every 50th path item of the definition: its first
 * operation gets a misspelt `summry` and a parameter `in: querystring` (its first inline one, or
 * a new one), and its first inline request body `required: "yes"` for `true`. Returns how many
 * were planted; each is one schema problem per language.
 */
function plantErrors(definition: Json): number {
  let planted = 0;
  Object.values(definition.paths as Json).forEach((pathItem, index) => {
    if (index % 50 !== 0) return;
    const operations = Object.entries(pathItem as Json).filter(([method]) => httpMethods.has(method)).map(([, operation]) => operation as Json);
    const [first] = operations;
    if (!first) return;
    first.summry = first.summary ?? 'Misspelt';
    const parameters = Array.isArray(first.parameters) ? (first.parameters as Json[]) : [];
    const inline = parameters.find((parameter) => typeof parameter.$ref !== 'string');
    if (inline) inline.in = 'querystring';
    else first.parameters = [...parameters, { name: 'page', in: 'querystring', schema: { type: 'integer' } }];
    planted += 2;
    const withBody = operations.find((operation) => typeof operation.requestBody === 'object' && typeof (operation.requestBody as Json).$ref !== 'string');
    if (withBody) {
      withBody.requestBody = { ...(withBody.requestBody as Json), required: 'yes' };
      planted += 1;
    }
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
    const external = argumentValue('definition');
    // --definition: a real definition (JSON), with an overlay that translates nothing.
    const { definition, overlay } = external
      ? { definition: JSON.parse(readFileSync(external, 'utf8')) as Json, overlay: { overlay: '1.0.0', info: { title: 'English', version: '1' }, actions: [] } }
      : loadBenchmarkDefinition({ operations, exampleItems: items });
    definition.openapi = argumentValue('openapi') ?? definition.openapi;
    const write = (name: string, document: unknown) => {
      const dir = path.join(root, name, 'openapi', 'large');
      mkdirSync(dir, { recursive: true });
      writeFileSync(path.join(dir, file), JSON.stringify(document, null, 2));
      writeFileSync(path.join(dir, 'en.overlay.yaml'), stringify(overlay));
      return dir;
    };
    const validDir = write('valid', definition);
    const planted = plantErrors(definition);
    write('invalid', definition);
    console.log(`${file} (OpenAPI ${String(definition.openapi)}): ${(statSync(path.join(validDir, file)).size / 1e6).toFixed(1)} MB, ${external ?? `${operations} operations`}; overlay ${(statSync(path.join(validDir, 'en.overlay.yaml')).size / 1e3).toFixed(0)} kB, ${(overlay.actions as unknown[]).length} actions; the invalid copy has ${planted} planted mistakes`);
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
