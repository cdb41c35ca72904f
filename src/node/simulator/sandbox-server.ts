import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Locale } from '../../shared/i18n/locales';
import { isObject } from '../../shared/openapi/raw';
import { parseJsonSafely } from '../../shared/text/safe-decode';
import type { SimNotification } from '../../shared/simulator/notifications';
import type { Simulator } from '../../shared/simulator/simulator';
import type { SimResponse } from '../../shared/simulator/types';
import { controlRoute, runControl } from '../../shared/workflows/simulator-controls';
import { actionPage, eventsPage, payPage, type Delivery, type PayerForm } from './sandbox-pages';
import { sandboxWords } from './sandbox-words';

/**
 * The simulator on the command line (`npm run sandbox`): an HTTP server on 127.0.0.1 that answers
 * `http://127.0.0.1:<port>/<test host>/<path>` as the test host answers `https://<test host>/<path>`
 * (`/checkout-test.ondapay.dev/api/session`), so an integrator's code points its base URL at it. It
 * serves the payer's page at each session's `processUrl`, delivers each notification to a local
 * `notificationUrl` (or to `notify`, whatever the session says), lists what happened at `/`, and
 * takes the sandbox's own commands under `/_simulator/` (pay, advance the clock, the events as JSON).
 */
export interface SandboxOptions {
  simulator: Simulator;
  locale: Locale;
  /** The simulated hosts, for the banner and the index (`https://checkout-test.ondapay.dev`). */
  hosts: readonly string[];
  /** Where every notification goes instead of the URL the session gives. */
  notify?: string;
  /** The server's own origin, once listening (`http://127.0.0.1:4010`). */
  origin: () => string;
  /** Seconds a receiver has to answer a notification (facts/checkout.yaml `notificationAnswerSeconds`). */
  answerSeconds: number;
}

/** Where the sandbox serves a test server: `https://api-test.ondapay.dev/autopay` → `http://127.0.0.1:4010/api-test.ondapay.dev/autopay`. */
export function sandboxBase(origin: string, server: string): string {
  const url = new URL(server);
  return `${origin}/${url.host}${url.pathname.replace(/\/$/, '')}`;
}

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function send(response: ServerResponse, status: number, headers: Record<string, string>, body: string) {
  response.writeHead(status, { ...headers, 'x-ondapay-simulator': 'true', 'cache-control': 'no-store' });
  response.end(body);
}

const sendJson = (response: ServerResponse, status: number, value: unknown) => send(response, status, { 'content-type': 'application/json; charset=utf-8' }, JSON.stringify(value));
const sendHtml = (response: ServerResponse, status: number, html: string) => send(response, status, { 'content-type': 'text/html; charset=utf-8' }, html);

/** A form's or a JSON body's fields. */
function fieldsOf(request: IncomingMessage, text: string): Record<string, string> {
  if ((request.headers['content-type'] ?? '').includes('application/json')) {
    try {
      const parsed: unknown = JSON.parse(text);
      return isObject(parsed) ? Object.fromEntries(Object.entries(parsed).map(([key, value]) => [key, String(value)])) : {};
    } catch {
      return {};
    }
  }
  return Object.fromEntries(new URLSearchParams(text));
}

export function createSandboxServer(options: SandboxOptions): { server: Server; deliveries: Delivery[]; settled: () => Promise<void> } {
  const { simulator, locale } = options;
  const deliveries: Delivery[] = [];
  const pending = new Set<Promise<void>>();
  const hosts = options.hosts.join(', ');

  const deliver = (notification: SimNotification) => {
    const target = options.notify ?? notification.url;
    let url: URL | undefined;
    try {
      url = target ? new URL(target) : undefined;
    } catch {
      url = undefined;
    }
    if (!url || (!options.notify && !LOCAL_HOSTS.has(url.hostname))) {
      deliveries.push({ body: notification.body, url: target ?? '', outcome: { kind: 'kept' } });
      return;
    }
    const delivery: Delivery = { body: notification.body, url: url.href, outcome: { kind: 'failed' } };
    deliveries.push(delivery);
    const sent = fetch(url, { method: 'POST', headers: notification.headers, body: notification.body, signal: AbortSignal.timeout(options.answerSeconds * 1000) })
      .then((answer) => {
        delivery.outcome = { kind: 'delivered', status: answer.status };
      })
      .catch(() => undefined)
      .finally(() => pending.delete(sent));
    pending.add(sent);
  };
  const deliverAll = () => simulator.takeNotifications().forEach(deliver);

  /** The payer's page of a command: what it posts and its hidden fields (the link's code, the AutoPay's id). */
  function payerPage(api: string, fields: Record<string, string>): PayerForm | undefined {
    const words = sandboxWords[locale];
    if (api === 'payment-links' && fields.code) return { title: words.linkTitle(fields.code), action: '/_simulator/payment-links/pay', hidden: { code: fields.code }, button: words.pay, otp: true };
    if (api === 'autopay' && fields.autopayId) return { title: words.signTitle(fields.autopayId), action: '/_simulator/autopay/sign', hidden: { autopayId: fields.autopayId }, button: words.sign, otp: false };
    return undefined;
  }

  async function route(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? '/', options.origin());
    const method = (request.method ?? 'GET').toUpperCase();
    const body = method === 'GET' || method === 'HEAD' ? '' : await readBody(request);

    if (url.pathname === '/' && method === 'GET') return sendHtml(response, 200, eventsPage(locale, hosts, options.hosts.map((host) => sandboxBase(options.origin(), host)), simulator.events, deliveries));
    const control = controlRoute(method, url.pathname);
    if (control?.kind === 'events') return sendJson(response, 200, { events: simulator.events, deliveries });
    if (control) {
      // A model's command takes JSON, a body-less request or a payer's form; a JSON body that is no object is refused.
      const isJson = (request.headers['content-type'] ?? 'application/json').includes('application/json');
      const input: unknown = control.kind === 'action' && isJson ? (body.trim() === '' ? {} : parseJsonSafely(body)) : fieldsOf(request, body);
      if (!isObject(input)) return sendJson(response, 400, { ok: false, problem: 'badJson' });
      const answer = await runControl(simulator, control, input);
      deliverAll();
      // A payer's form gets a page back; JSON gets JSON.
      if (answer.kind === 'pay' && !(request.headers['content-type'] ?? '').includes('application/json')) return sendHtml(response, answer.status, payPage(locale, hosts, answer.requestId, url.pathname, answer.body));
      if (answer.kind === 'action' && !isJson) {
        const payer = payerPage(answer.api, Object.fromEntries(Object.entries(input).map(([key, value]) => [key, String(value)])));
        if (payer) return sendHtml(response, answer.status, actionPage(locale, hosts, payer.title, { ...payer, result: answer.body }));
      }
      return sendJson(response, answer.status, answer.body);
    }
    // A payment link's `url` and an AutoPay's `processUrl`: the payer's page, which posts to the command above.
    const link = /^\/[^/]+\/link\/([A-Za-z0-9]+)$/.exec(url.pathname);
    const autopay = /^\/[^/]+\/autopay\/(\d+)\/[0-9a-f]+$/.exec(url.pathname);
    const payer = method === 'GET' ? (link ? payerPage('payment-links', { code: link[1]! }) : autopay ? payerPage('autopay', { autopayId: autopay[1]! }) : undefined) : undefined;
    if (payer) return sendHtml(response, 200, actionPage(locale, hosts, payer.title, payer));
    // The payer's page: the `processUrl` the simulator wrote (`/<host>/session/<requestId>/<hash>`).
    const processPage = /^\/[^/]+\/session\/(\d+)\/[0-9a-f]+$/.exec(url.pathname);
    if (processPage && method === 'GET') return sendHtml(response, 200, payPage(locale, hosts, processPage[1]!, `/_simulator/checkout/sessions/${processPage[1]}/pay`));

    // Anything else is a call of the API on a test host: `/<host>/<path>`.
    const [, host, ...rest] = url.pathname.split('/');
    const headers = Object.fromEntries(Object.entries(request.headers).flatMap(([name, value]) => (typeof value === 'string' ? [[name, value]] : [])));
    const answer: SimResponse = await simulator.handle({ method, url: `https://${host ?? ''}/${rest.join('/')}${url.search}`, headers, body });
    deliverAll();
    const notes: Record<string, string> = answer.notes.length > 0 ? { 'x-ondapay-simulator-notes': encodeURIComponent(JSON.stringify(answer.notes)) } : {};
    return send(response, answer.status, { ...answer.headers, ...notes }, answer.body);
  }

  const server = createServer((request, response) => {
    route(request, response).catch((error: unknown) => sendJson(response, 500, { error: error instanceof Error ? error.message : String(error) }));
  });
  return { server, deliveries, settled: async () => void (await Promise.all([...pending])) };
}
