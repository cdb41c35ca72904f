/**
 * Serving benchmark (npm run bench:serve): a bounded load test of the site's own server (what
 * `npm start` runs, src/node/server/) beside `serve`, the static server it replaced, on
 * 127.0.0.1 with autocannon, one after the other in one run over the same copy of out/:
 *
 *   1. pages with a browser's encodings, on `serve` (compressing every response), then
 *   2. the same on the site's server (each file compressed once);
 *   3. the site's server with pages, Markdown (Accept: text/markdown) and MCP calls mixed;
 *   4. MCP search calls alone (tools/call search_docs over Streamable HTTP), with 8 connections
 *      (`--mcp-connections`): agents call one tool at a time; then
 *   5. the same with searches on the server's own thread (`--search-workers 0`), for comparison.
 *
 * Targets (issue 48): pages at least 3× serve's requests per second, MCP search p99 under 50 ms,
 * and no errors. Writes bench-results/serve.json.
 *
 *   npm run bench:serve
 *   npm run bench:serve -- --connections 100 --duration 10 --mcp-connections 4
 *
 * autocannon runs in this process, on the same machine as the server: on two cores the client
 * takes one of them, so the figures are a floor for the server, not its ceiling.
 */
import { readFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { machineCpu, waitForQuietMachine } from './machine-load';
import { sampleTree } from './process-tree';
import { samplePages } from './sample-pages';
import { benchCommand, copyBuiltSite, countArgument, formatBytes, formatMs, markdownTable, runBenchmark, startServer, stopServer, writeResults, type ServerKind } from './shared';

type Request = NonNullable<Parameters<typeof autocannon>[0]['requests']>[number];

const PORT = 4174;
// What a browser sends: without it `serve` skips compression and the test measures another server.
const BROWSER_ENCODINGS = 'gzip, deflate, br';
const PAGES_TARGET = 3;
const MCP_P99_TARGET_MS = 50;

/** The largest module the home page loads (after first paint): the JS a first visit cannot avoid. */
function largestHomeScript(outDir: string): string {
  const html = readFileSync(path.join(outDir, 'index.html'), 'utf8');
  // Named in attributes, some of them space-separated lists of modules.
  const scripts = [...new Set([...html.matchAll(/\/client\/[\w.-]+\.js/g)].map((match) => match[0]))];
  if (scripts.length === 0) throw new Error('out/index.html names no /client/ module.');
  const size = (src: string) => readFileSync(path.join(outDir, src)).length;
  return scripts.reduce((largest, src) => (size(src) > size(largest) ? src : largest));
}

const mcpCall = (id: number, query: string, locale: string): Request => ({
  method: 'POST',
  path: '/mcp',
  headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
  body: JSON.stringify({ jsonrpc: '2.0', id, method: 'tools/call', params: { name: 'search_docs', arguments: { query, locale, limit: 5 } } }),
});

interface Scenario {
  name: string;
  kind: ServerKind;
  requests: Request[];
  /** Fewer than the page scenarios' when set: agents call a tool at a time, not fifty. */
  connections?: number;
  /** Arguments for the site's server (scripts/serve.ts). */
  args?: string[];
}

runBenchmark(async () => {
  const connections = countArgument('connections', 50);
  const duration = countArgument('duration', 20);
  const mcpConnections = countArgument('mcp-connections', 8);
  const site = copyBuiltSite();
  const sample = samplePages(site.outDir);
  const es = sample.filter((page) => page.locale === 'es');
  const en = sample.filter((page) => page.locale === 'en');
  const guide = es.find((page) => page.kind === 'guide')!.url;
  const api = es.find((page) => page.kind === 'api')!.url;
  const browser = { 'accept-encoding': BROWSER_ENCODINGS, accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };
  const pages: Request[] = ['/', guide, api, '/search/es.json', largestHomeScript(site.outDir)].map((urlPath) => ({ method: 'GET', path: urlPath, headers: browser }));
  const markdown: Request[] = [guide, api, en.find((page) => page.kind === 'guide')?.url ?? guide].map((urlPath) => ({ method: 'GET', path: urlPath, headers: { accept: 'text/markdown', 'accept-encoding': 'gzip' } }));
  const mcp: Request[] = [mcpCall(1, 'reembolso', 'es'), mcpCall(2, 'refund a payment', 'en'), mcpCall(3, 'webhook firma', 'es'), mcpCall(4, 'returnUrl', 'en')];
  const scenarios: Scenario[] = [
    { name: 'pages, serve (before)', kind: 'serve', requests: pages },
    { name: 'pages, site server', kind: 'site', requests: pages },
    { name: 'pages + Markdown + MCP, site server', kind: 'site', requests: [...pages, ...markdown, ...mcp] },
    { name: 'MCP search_docs, site server', kind: 'site', requests: mcp, connections: mcpConnections },
    // The same with every search on the server's own thread, as before the search workers.
    { name: 'MCP search_docs, site server, no search workers', kind: 'site', requests: mcp, connections: mcpConnections, args: ['--search-workers', '0'] },
  ];

  const quietWait = await waitForQuietMachine();
  const results = [];
  for (const scenario of scenarios) {
    const server = await startServer(site, PORT, scenario.kind, scenario.args);
    // One of each first: every request must succeed, and the caches fill as a reader's would.
    for (const request of scenario.requests) {
      const response = await fetch(server.origin + request.path, { method: request.method, headers: request.headers, body: request.body });
      const text = await response.text();
      if (!response.ok || (request.path === '/mcp' && text.includes('"isError":true'))) throw new Error(`${scenario.name}: ${request.method} ${request.path} answered ${response.status}: ${text.slice(0, 200)}`);
    }
    const scenarioConnections = scenario.connections ?? connections;
    console.log(`\n${scenario.name}: autocannon, ${scenarioConnections} connections for ${duration} s on ${server.origin}, cycling through ${scenario.requests.length} requests…`);
    const loadAverageBefore = loadavg();
    const before = { machine: machineCpu(), server: sampleTree(server.process.pid!).cpuSeconds };
    const result = await autocannon({ url: server.origin, connections: scenarioConnections, duration, requests: scenario.requests });
    const machine = machineCpu();
    const serverCores = (sampleTree(server.process.pid!).cpuSeconds - before.server) / result.duration;
    stopServer(server);
    results.push({
      scenario: scenario.name,
      server: scenario.kind,
      connections: scenarioConnections,
      requestsPerSecond: result.requests.average,
      latencyP50Ms: result.latency.p50,
      latencyP99Ms: result.latency.p99,
      latencyMaxMs: result.latency.max,
      totalRequests: result.requests.total,
      non2xx: result.non2xx,
      errors: result.errors,
      timeouts: result.timeouts,
      throughputBytesPerSecond: result.throughput.average,
      serverCores,
      machineBusyPercent: (100 * (machine.busy - before.machine.busy)) / (machine.total - before.machine.total),
      loadAverageBefore,
      statusCodes: result.statusCodeStats,
    });
  }

  console.log(
    '\n' +
      markdownTable(
        ['Scenario', 'Connections', 'Req/s', 'p50', 'p99', 'max', 'Requests', 'Non-2xx', 'Errors', 'Timeouts', 'Throughput', 'Server cores'],
        results.map((r) => [r.scenario, String(r.connections), r.requestsPerSecond.toFixed(0), formatMs(r.latencyP50Ms), formatMs(r.latencyP99Ms), formatMs(r.latencyMaxMs), String(r.totalRequests), String(r.non2xx), String(r.errors), String(r.timeouts), `${formatBytes(r.throughputBytesPerSecond)}/s`, r.serverCores.toFixed(2)]),
      ),
  );
  const [before, after, , mcpOnly] = results;
  const speedup = after!.requestsPerSecond / before!.requestsPerSecond;
  const verdicts = {
    pagesSpeedup: speedup,
    pagesTargetMet: speedup >= PAGES_TARGET,
    mcpP99Ms: mcpOnly!.latencyP99Ms,
    mcpTargetMet: mcpOnly!.latencyP99Ms < MCP_P99_TARGET_MS,
    noErrors: results.filter((r) => r.server === 'site').every((r) => r.errors === 0 && r.non2xx === 0 && r.timeouts === 0),
  };
  console.log(`\nPages: ${speedup.toFixed(1)}× serve's requests per second (target ${PAGES_TARGET}×: ${verdicts.pagesTargetMet ? 'met' : 'NOT met'}). MCP search p99 ${formatMs(verdicts.mcpP99Ms)} (target < ${MCP_P99_TARGET_MS} ms: ${verdicts.mcpTargetMet ? 'met' : 'NOT met'}). Site server errors, timeouts and non-2xx: ${verdicts.noErrors ? 'none' : 'SOME'}.`);

  const file = writeResults('serve.json', {
    date: new Date().toISOString(),
    siteBuiltAt: site.builtAt,
    command: benchCommand('bench:serve'),
    client: `autocannon in the same process and machine, ${connections} connections, ${duration} s a scenario`,
    machine: { cpus: cpus().length, cpuModel: cpus()[0]?.model, node: process.version },
    quietWait,
    results,
    verdicts,
  });
  console.log(`\nWrote ${file}`);
  if (!verdicts.noErrors) process.exitCode = 1;
});
