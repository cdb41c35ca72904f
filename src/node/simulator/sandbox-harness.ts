import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { repositoryFacts } from '../facts/load-facts';
import type { Locale } from '../../shared/i18n/locales';
import { serverUrlFor } from '../../shared/openapi/servers';
import { afterAll, beforeAll } from 'vitest';
import { fixedClock, type SimClock } from '../../shared/simulator/clock';
import { createSimulator, type Simulator } from '../../shared/simulator/simulator';
import { loadSimulatorApis } from './load-simulator-apis';
import { createSandboxServer } from './sandbox-server';

/**
 * A sandbox on a free port for the sandbox-server tests of each product, with a local receiver for
 * its notifications: what `npm run sandbox` starts, without the command line.
 */
export interface Harness {
  origin: string;
  simulator: Simulator;
  /** Bodies the receiver got, in order. */
  received: { headers: IncomingMessage['headers']; body: string }[];
  settled(): Promise<void>;
  /** A JSON call to the sandbox: `call('POST', '/api-test.ondapay.dev/payment-links/api/links', body)`. */
  call(method: string, path: string, body?: unknown, headers?: Record<string, string>): Promise<{ status: number; headers: Headers; json: Record<string, unknown> }>;
  close(): Promise<void>;
}

const listen = (server: Server) => new Promise<string>((resolve) => server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)));
const close = (server: Server) => new Promise<void>((resolve) => server.close(() => resolve()));

export async function startHarness(apiNames: readonly string[], clock: SimClock, locale: Locale = 'es'): Promise<Harness> {
  const received: Harness['received'] = [];
  const receiver = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      response.writeHead(200).end();
    });
  });
  const receiverUrl = await listen(receiver);
  let origin = '';
  const apis = loadSimulatorApis(process.cwd(), locale, apiNames);
  const simulator = createSimulator({ locale, apis, facts: repositoryFacts(), clock, urlFor: (url) => url.replace(/^https:\/\//, `${origin}/`) });
  const created = createSandboxServer({ simulator, locale, hosts: apis.map((api) => serverUrlFor(api.document)), origin: () => origin, answerSeconds: 10, notify: `${receiverUrl}/webhooks/ondapay` });
  origin = await listen(created.server);
  return {
    origin,
    simulator,
    received,
    settled: created.settled,
    async call(method, path, body, headers = {}) {
      const text = body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body);
      const response = await fetch(`${origin}${path}`, { method, headers: { 'content-type': 'application/json', ...headers }, ...(text === undefined ? {} : { body: text }) });
      return { status: response.status, headers: response.headers, json: (await response.json()) as Record<string, unknown> };
    },
    async close() {
      await close(created.server);
      await close(receiver);
    },
  };
}

/** A harness for one test file: started before its tests, closed after them. */
export function sandboxPerFile(apiNames: readonly string[], at: string, locale: Locale = 'es'): () => Harness {
  let harness: Harness | undefined;
  beforeAll(async () => {
    harness = await startHarness(apiNames, fixedClock(at), locale);
  });
  afterAll(() => harness?.close());
  return () => {
    if (!harness) throw new Error('the sandbox has not started');
    return harness;
  };
}
