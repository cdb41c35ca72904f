/**
 * Helpers shared by the benchmarks (npm run bench): a private copy of the built site, the
 * `serve` process that serves it, temp folders, results files and tables. Everything a
 * benchmark starts is registered here, so it is stopped on exit, on Ctrl-C and on errors.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const resultsDir = path.join(repoRoot, 'bench-results');
const builtSite = path.join(repoRoot, 'out');

// ------------------------------------------------------------------ cleanup

const cleanups: Array<() => void> = [];

/** Registers a synchronous cleanup, run once on normal exit, on signals and on uncaught errors. */
export function onCleanup(cleanup: () => void): void {
  cleanups.push(cleanup);
}

function runCleanups(): void {
  for (const cleanup of cleanups.splice(0).reverse()) {
    try {
      cleanup();
    } catch {
      // A cleanup that fails (process already gone, folder already removed) must not stop the others.
    }
  }
}

process.on('exit', runCleanups);
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.on(signal, () => {
    runCleanups();
    process.exit(130);
  });
}

/** Runs a benchmark's main function; any error is printed and exits 1 after the cleanups. */
export function runBenchmark(main: () => Promise<void>): void {
  main().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error instanceof Error ? (error.stack ?? error.message) : error);
      process.exit(1);
    },
  );
}

/** Kills a child and, when it was started detached, its whole process group (Next spawns workers). */
export function killTree(child: ChildProcess): void {
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
  try {
    process.kill(-child.pid, 'SIGKILL');
  } catch {
    child.kill('SIGKILL');
  }
}

// ------------------------------------------------------------------ folders

/** A fresh folder under the system temp dir, removed on exit unless BENCH_KEEP_TMP=1. */
export function tempDir(prefix: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), `ondapay-bench-${prefix}-`));
  if (process.env.BENCH_KEEP_TMP !== '1') onCleanup(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/** Stops with the usual hint when there is no built site to measure. */
export function requireBuiltSite(): void {
  if (!existsSync(path.join(builtSite, 'index.html'))) {
    console.error('Run npm run build first: there is no out/index.html to measure.');
    process.exit(1);
  }
}

export interface SiteCopy {
  outDir: string;
  serveConfig: string;
  /** When out/index.html was written: which build the figures belong to. */
  builtAt: string;
}

/**
 * Copies out/ (or another built site's out/ folder) and serve.json to a temp folder, so a rebuild
 * of out/ by someone else during a run cannot change the files under measurement half-way.
 */
export function copyBuiltSite(from = builtSite): SiteCopy {
  if (from === builtSite) requireBuiltSite();
  else if (!existsSync(path.join(from, 'index.html'))) throw new Error(`${from} has no index.html: give the out/ folder of a built site.`);
  const builtAt = statSync(path.join(from, 'index.html')).mtime.toISOString();
  const dir = tempDir('site');
  const outDir = path.join(dir, 'out');
  cpSync(from, outDir, { recursive: true });
  const serveConfig = path.join(dir, 'serve.json');
  cpSync(path.join(repoRoot, 'serve.json'), serveConfig);
  // out/ may have been mid-rebuild while copying; a copy without a home page is not a site.
  if (!existsSync(path.join(outDir, 'index.html'))) throw new Error('out/ changed while it was being copied (a build running?). Try again.');
  return { outDir, serveConfig, builtAt };
}

// ------------------------------------------------------------------ server

export interface Server {
  origin: string;
  process: ChildProcess;
}

async function responds(url: string): Promise<boolean> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(1_000) });
    await response.arrayBuffer();
    return true;
  } catch {
    return false;
  }
}

/** Which server a benchmark runs: the site's own (npm start's, src/node/server/) or `serve`, the static server it replaced. */
export type ServerKind = 'site' | 'serve';

/**
 * Serves a site copy on 127.0.0.1:port with the headers of serve.json, by the site's own server
 * (what `npm start` runs) or by `serve` (compressing every response, as `npm start` did before
 * issue 48), and waits until it answers.
 */
export async function startServer(site: SiteCopy, port: number, kind: ServerKind = 'site', extraArgs: string[] = []): Promise<Server> {
  const origin = `http://127.0.0.1:${port}`;
  // Something already answering there would be measured instead of this copy.
  if (await responds(origin)) throw new Error(`Port ${port} is already in use on 127.0.0.1; stop whatever listens there.`);
  // Request logging is off (serve's; the site's server logs none): under load, printing every request would cost more than serving it.
  const [bin, args] =
    kind === 'serve'
      ? [path.join(repoRoot, 'node_modules', '.bin', 'serve'), [site.outDir, '--listen', `tcp://127.0.0.1:${port}`, '--config', site.serveConfig, '--no-port-switching', '--no-request-logging']]
      : [process.execPath, ['--import', 'tsx', path.join(repoRoot, 'scripts', 'serve.ts'), '--out', site.outDir, '--config', site.serveConfig, '--port', String(port), ...extraArgs]];
  const child = spawn(bin, args, { stdio: ['ignore', 'ignore', 'pipe'], detached: true, cwd: repoRoot });
  onCleanup(() => killTree(child));
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${kind} exited with code ${child.exitCode}: ${stderr.trim()}`);
    if (await responds(origin)) return { origin, process: child };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  killTree(child);
  throw new Error(`${kind} did not answer on ${origin} within 20 s: ${stderr.trim()}`);
}

export function stopServer(server: Server): void {
  killTree(server.process);
}

// ------------------------------------------------------------------ output

export function writeResults(name: string, data: unknown): string {
  mkdirSync(resultsDir, { recursive: true });
  const file = path.join(resultsDir, name);
  writeFileSync(file, JSON.stringify(data, null, 2) + '\n');
  return path.relative(repoRoot, file);
}

export function markdownTable(header: readonly string[], rows: ReadonlyArray<readonly string[]>): string {
  const line = (cells: readonly string[]) => `| ${cells.join(' | ')} |`;
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n');
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KiB`;
  if (bytes < 1024 * 1024 * 1024) return `${(bytes / 1024 / 1024).toFixed(1)} MiB`;
  return `${(bytes / 1024 / 1024 / 1024).toFixed(2)} GiB`;
}

/** The middle value (the upper one of an even count); NaN with none. */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

/** Every value of `--name value` on the command line (an option may be given several times). */
export function argumentValues(name: string): string[] {
  return process.argv.flatMap((arg, index) => (arg === `--${name}` && process.argv[index + 1] !== undefined ? [process.argv[index + 1]!] : []));
}

/** The value of `--name value` (the last one when given twice), or undefined. */
export function argumentValue(name: string): string | undefined {
  return argumentValues(name).at(-1);
}

/** `--name N`, a whole number of at least 1, or the fallback when it is not given. */
export function countArgument(name: string, fallback: number): number {
  const given = argumentValue(name);
  const value = given === undefined ? fallback : Number(given);
  if (!Number.isInteger(value) || value < 1) throw new Error(`--${name} takes a whole number, 1 or more.`);
  return value;
}

/** The command that ran this benchmark, as a reader would type it to run it again. */
export function benchCommand(script: string): string {
  const given = process.argv.slice(2);
  return `npm run ${script}${given.length > 0 ? ` -- ${given.join(' ')}` : ''}`;
}

export function formatMs(ms: number): string {
  return ms < 1000 ? `${Math.round(ms)} ms` : `${(ms / 1000).toFixed(ms < 10_000 ? 2 : 1)} s`;
}

/** Every file under dir, relative to it, with forward slashes. */
export function listFiles(dir: string, relative = ''): string[] {
  return readdirSync(path.join(dir, relative), { withFileTypes: true }).flatMap((entry) => {
    const child = relative ? `${relative}/${entry.name}` : entry.name;
    return entry.isDirectory() ? listFiles(dir, child) : [child];
  });
}
