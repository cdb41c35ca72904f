/**
 * Serving benchmark (npm run bench:serve): a bounded load test of the project's static server
 * (`serve`, compressing, with serve.json's headers) on 127.0.0.1, with autocannon: 100
 * connections for 20 s over a mix of a reader's requests. Writes bench-results/serve.json.
 *
 *   npm run bench:serve
 *   npm run bench:serve -- --connections 50 --duration 10
 *
 * autocannon runs in this process, on the same machine as the server: on two cores the client
 * takes one of them, so the figures are a floor for the server, not its ceiling.
 */
import { request } from 'node:http';
import { cpus, loadavg } from 'node:os';
import autocannon from 'autocannon';
import { largestHomeScript } from './home-script';
import { machineCpu, waitForQuietMachine } from './machine-load';
import { sampleTree } from './process-tree';
import { samplePages } from './sample-pages';
import { argumentValue, benchCommand, copyBuiltSite, countArgument, formatBytes, formatMs, markdownTable, runBenchmark, startServer, stopServer, writeResults } from './shared';

const PORT = 4174;
// What a browser sends: without it `serve` skips compression and the test measures another server.
// `--accept-encoding identity` (or `gzip`) shows how much of the cost is compressing each response.
const BROWSER_ENCODINGS = 'gzip, deflate, br';

interface Probe {
  path: string;
  status: number;
  contentType: string;
  contentEncoding: string;
  transferBytes: number;
}

/** One request per URL before the load: each must answer 200, and the table shows what it weighs. */
function probe(origin: string, urlPath: string, headers: Record<string, string>): Promise<Probe> {
  return new Promise((resolve, reject) => {
    const req = request(origin + urlPath, { headers }, (response) => {
      let bytes = 0;
      response.on('data', (chunk: Buffer) => (bytes += chunk.length));
      response.on('end', () =>
        resolve({
          path: urlPath,
          status: response.statusCode ?? 0,
          contentType: String(response.headers['content-type'] ?? '').split(';')[0] ?? '',
          contentEncoding: String(response.headers['content-encoding'] ?? 'identity'),
          transferBytes: bytes,
        }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

runBenchmark(async () => {
  const connections = countArgument('connections', 100);
  const duration = countArgument('duration', 20);
  const headers = { 'accept-encoding': argumentValue('accept-encoding') ?? BROWSER_ENCODINGS };
  const site = copyBuiltSite();
  const pages = samplePages(site.outDir).filter((page) => page.locale === 'es');
  const mix = ['/', pages.find((p) => p.kind === 'guide')!.url, pages.find((p) => p.kind === 'api')!.url, '/search/es.json', largestHomeScript(site.outDir)];

  const server = await startServer(site, PORT);
  const probes = await Promise.all(mix.map((urlPath) => probe(server.origin, urlPath, headers)));
  console.log(markdownTable(['URL', 'Status', 'Type', 'Encoding', 'Transfer'], probes.map((p) => [p.path, String(p.status), p.contentType, p.contentEncoding, formatBytes(p.transferBytes)])));
  const broken = probes.filter((p) => p.status !== 200);
  if (broken.length > 0) throw new Error(`Not every URL of the mix answers 200: ${broken.map((p) => `${p.path} ${p.status}`).join(', ')}`);

  const quietWait = await waitForQuietMachine();
  console.log(`\nautocannon: ${connections} connections for ${duration} s on ${server.origin}, each connection cycling through the ${mix.length} URLs…`);
  const loadAverageBefore = loadavg();
  const cpuBefore = { machine: machineCpu(), server: sampleTree(server.process.pid!).cpuSeconds, client: process.cpuUsage() };
  const result = await autocannon({
    url: server.origin,
    connections,
    duration,
    headers,
    requests: mix.map((urlPath) => ({ method: 'GET', path: urlPath })),
  });
  const loadAverageAfter = loadavg();
  const machine = machineCpu();
  const seconds = machine.total - cpuBefore.machine.total;
  const cores = seconds / result.duration;
  const serverCpu = sampleTree(server.process.pid!).cpuSeconds - cpuBefore.server;
  const clientUsage = process.cpuUsage(cpuBefore.client);
  const clientCpu = (clientUsage.user + clientUsage.system) / 1e6;
  // What else ran on the same cores meanwhile: above a few percent, the figures are a floor.
  const cpu = {
    serverCores: serverCpu / result.duration,
    clientCores: clientCpu / result.duration,
    otherLoadPercent: Math.max(0, (100 * (machine.busy - cpuBefore.machine.busy - serverCpu - clientCpu)) / seconds),
    machineCores: cores,
  };
  stopServer(server);

  const summary = {
    requestsPerSecondAverage: result.requests.average,
    requestsPerSecondP50: result.requests.p50,
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    latencyMaxMs: result.latency.max,
    totalRequests: result.requests.total,
    responses2xx: result['2xx'],
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    throughputBytesPerSecond: result.throughput.average,
    durationSeconds: result.duration,
  };
  console.log(`\nCPU during the test: server ${cpu.serverCores.toFixed(2)} cores, autocannon ${cpu.clientCores.toFixed(2)} cores, other processes ${cpu.otherLoadPercent.toFixed(0)} % of the machine.`);
  console.log(
    '\n' +
      markdownTable(
        ['Req/s (avg)', 'Req/s (p50)', 'Latency p50', 'Latency p99', 'Latency max', 'Requests', 'Non-2xx', 'Errors', 'Timeouts', 'Throughput'],
        [
          [
            summary.requestsPerSecondAverage.toFixed(0),
            String(summary.requestsPerSecondP50),
            formatMs(summary.latencyP50Ms),
            formatMs(summary.latencyP99Ms),
            formatMs(summary.latencyMaxMs),
            String(summary.totalRequests),
            String(summary.non2xx),
            String(summary.errors),
            String(summary.timeouts),
            `${formatBytes(summary.throughputBytesPerSecond)}/s`,
          ],
        ],
      ),
  );

  // A run with another Accept-Encoding is a comparison, not the benchmark: it must not replace serve.json.
  const encoding = argumentValue('accept-encoding');
  const file = writeResults(encoding === undefined ? 'serve.json' : `serve-${encoding.replace(/[^a-z0-9]+/gi, '-')}.json`, {
    date: new Date().toISOString(),
    siteBuiltAt: site.builtAt,
    command: benchCommand('bench:serve'),
    server: `serve (compressing) on ${server.origin}, headers from serve.json, request logging off`,
    client: `autocannon in the same process and machine, ${connections} connections, ${duration} s, headers ${JSON.stringify(headers)}`,
    machine: { cpus: cpus().length, cpuModel: cpus()[0]?.model, node: process.version },
    quietWait,
    loadAverageBefore,
    loadAverageAfter,
    mix: probes,
    summary,
    cpu,
    statusCodes: result.statusCodeStats,
  });
  console.log(`\nWrote ${file}`);
});
