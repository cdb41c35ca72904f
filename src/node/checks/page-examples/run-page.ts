import type { Facts } from '../../../shared/facts/facts-data';
import type { Locale } from '../../../shared/i18n/locales';
import { isObject } from '../../../shared/openapi/raw';
import type { SimApi, SimOperation } from '../../../shared/simulator/api-data';
import { fixedClock, parseInstant } from '../../../shared/simulator/clock';
import { jsonMedia } from '../../../shared/simulator/examples';
import { schemaProblems } from '../../../shared/simulator/request-validation';
import { createSimulator, type Simulator } from '../../../shared/simulator/simulator';
import type { SimResponse } from '../../../shared/simulator/types';
import { compareShown } from './compare-shown';
import { exampleCredentials } from './example-credentials';
import { gapKey, type SimulatorGap } from './simulator-gaps';
import { lineOfField, type PageRequest } from './extract-page';
import { resolveTarget } from './resolve-target';
import { withIssuedToken } from './issued-token';

/**
 * Runs a page's request examples, in page order, against one fresh simulator in the page's
 * language: each is sent at the time its example says (the `status.date` of the response the page
 * shows, else the `auth.seed` of the request; the clock only moves forward), and the answer is
 * compared with the response the page shows. An operation the simulator does not model yet (HTTP
 * 501) is validated against its schema only, so coverage grows with the simulator's models.
 */

export type Outcome =
  /** Sent to the simulator; its answer agrees with the page. */
  | 'simulated'
  /** Validated against the operation's schema only (the simulator answered 501, or the page says `example="schema-only"`). */
  | 'schema-only'
  /** Deliberately partial (`example="fragment"`, or a curl command whose body is a file the page does not show). */
  | 'fragment'
  /** Not a call to an Ondapay API (the merchant's own server, a webhook path). */
  | 'not-api'
  /** A call to an Ondapay host that no definition describes (ACS's issuer API): nothing to check it against. */
  | 'no-definition'
  | 'failed';

export interface ExampleFailure {
  file: string;
  line: number;
  /** JSON pointer of the field at fault, in the response the page shows or in the request body. */
  pointer?: string;
  message: string;
}

export interface ExampleResult {
  request: PageRequest;
  outcome: Outcome;
  /** `checkout POST /api/session`. */
  operation?: string;
  failures: ExampleFailure[];
  /** Fields the page shows that the simulator does not produce yet (simulator-gaps.ts), by gap key. */
  gaps?: string[];
}

/** What a page's simulator is made of: the page's language, the definitions in it, the facts. */
export interface PageWorld {
  locale: Locale;
  apis: readonly SimApi[];
  facts: Facts;
  /** Fields the simulator does not produce yet (simulator-gaps.ts). */
  gaps?: readonly SimulatorGap[];
  /** The request examples of another page of the same language (`/gateway/index`), for `after=`; undefined when there is no such page. */
  pageRequests?: (page: string) => readonly PageRequest[] | undefined;
}

/** The examples' moment when an example gives none (content guide: seeds at 14:30:00 on 2026-11-20). */
const DEFAULT_TIME = '2026-11-20T14:30:00-05:00';

const parseJson = (text: string | undefined): { ok: true; value: unknown } | { ok: false } => {
  if (text === undefined) return { ok: true, value: undefined };
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
};

/** When the example happens: the response's `status.date`, else the request's `auth.seed`. */
function exampleTime(body: unknown, response: unknown): Date | undefined {
  const answered = isObject(response) && isObject(response.status) ? parseInstant(response.status.date) : undefined;
  if (answered) return answered;
  return isObject(body) && isObject(body.auth) ? parseInstant(body.auth.seed) : undefined;
}

/**
 * The request carries credentials the simulator can judge: a body `auth`, or an `Authorization`
 * (Basic) / `X-Scudo-Signature` header written out, without a shell variable. A Bearer token is
 * never judged: the simulator knows only the tokens issued in the page's own story (a variable its
 * definition names is replaced by the token the environment issues, issued-token.ts).
 */
export function credentialsShown(request: Pick<PageRequest, 'headers'>, body: unknown): boolean {
  if (isObject(body) && isObject(body.auth)) return true;
  return ['authorization', 'x-scudo-signature'].some((name) => {
    const value = Object.entries(request.headers).find(([key]) => key.toLowerCase() === name)?.[1];
    if (value === undefined || /^bearer\s/i.test(value)) return false;
    const basic = /^basic\s+(\S+)/i.exec(value)?.[1];
    return !(basic ? Buffer.from(basic, 'base64').toString('utf8') : value).includes('$');
  });
}

/** The page shows an authentication failure (HTTP 401, or a body whose `status.reason` is 401). */
const showsAuthFailure = (status: number | undefined, shown: unknown) => status === 401 || (isObject(shown) && isObject(shown.status) && Number(shown.status.reason) === 401);

const show = (value: unknown) => (value === undefined ? 'nothing' : JSON.stringify(value));

function explain(answer: SimResponse): string {
  const notes = answer.notes.map((note) => `${note.pointer !== undefined ? `${note.pointer || '/'}: ` : ''}${note.message}`);
  let message = '';
  try {
    const body = JSON.parse(answer.body) as unknown;
    if (isObject(body) && isObject(body.status) && typeof body.status.message === 'string') message = ` "${body.status.message}"`;
  } catch {
    // A body that is not JSON says nothing more.
  }
  return `HTTP ${answer.status}${message}${notes.length > 0 ? ` (simulator: ${notes.join('; ')})` : ''}`;
}

function schemaOnly(request: PageRequest, api: SimApi, operation: SimOperation, body: unknown, label: string): ExampleResult {
  const schema = jsonMedia(api.document, operation.operation.requestBody)?.schema;
  const problems = body === undefined ? [] : schemaProblems(api.document, schema, body);
  const failures = problems.map((problem) => ({ file: request.file, line: request.line, pointer: problem.pointer, message: `request body ${problem.pointer || '/'} breaks its schema (${problem.keyword}${problem.detail ? `: ${problem.detail}` : ''})` }));
  return { request, outcome: failures.length > 0 ? 'failed' : 'schema-only', operation: label, failures };
}

/** Moves the simulator to the example's time, or starts a fresh one when there is none or the example is earlier (the clock never goes back). */
async function simulatorAt(sim: Simulator | undefined, at: Date | undefined, world: PageWorld): Promise<Simulator> {
  if (!sim || (at && at.getTime() < sim.clock.now().getTime())) return createSimulator({ locale: world.locale, apis: [...world.apis], facts: world.facts, clock: fixedClock(at ?? DEFAULT_TIME) });
  if (at && at.getTime() > sim.clock.now().getTime()) await sim.advance((at.getTime() - sim.clock.now().getTime()) / 1000);
  return sim;
}

/** Runs another page's request examples on a fresh simulator, as the story before an `after=` example; their own page checks their answers. */
async function prelude(requests: readonly PageRequest[], world: PageWorld): Promise<Simulator | undefined> {
  let sim: Simulator | undefined;
  for (const request of requests) {
    if (request.role !== 'send' || request.after) continue;
    const target = resolveTarget(request, world.apis);
    if (!target || target === 'no-definition' || 'problem' in target) continue;
    const body = parseJson(request.body);
    const shown = request.response ? parseJson(request.response.body) : ({ ok: true, value: undefined } as const);
    sim = await simulatorAt(sim, exampleTime(body.ok ? body.value : undefined, shown.ok ? shown.value : undefined), world);
    const api = world.apis.find((candidate) => candidate.api === target.operation.api)!;
    const headers = await exampleCredentials(sim, api, target.operation, { ...request, headers: await withIssuedToken(sim, api, target.operation, request.headers) }, target.url);
    await sim.handle({ method: request.method, url: target.url, headers, ...(request.body === undefined ? {} : { body: request.body }) });
  }
  return sim;
}

export async function runPage(requests: readonly PageRequest[], world: PageWorld): Promise<ExampleResult[]> {
  const { apis, gaps = [] } = world;
  const gapOf = new Map(gaps.map((gap) => [gapKey(gap), gap]));
  let sim: Simulator | undefined;
  const results: ExampleResult[] = [];
  for (const request of requests) {
    const fail = (message: string, pointer?: string, line = request.line): ExampleFailure => ({ file: request.file, line, message, ...(pointer === undefined ? {} : { pointer }) });
    if (request.role === 'fragment') {
      results.push({ request, outcome: 'fragment', failures: [] });
      continue;
    }
    if (!request.target) {
      results.push({ request, outcome: 'failed', failures: [fail('the curl command cannot be read (curlconverter); fix it, or mark a deliberately partial block example="fragment"')] });
      continue;
    }
    const target = resolveTarget(request, apis);
    if (!target || target === 'no-definition') {
      results.push({ request, outcome: target ?? 'not-api', failures: [] });
      continue;
    }
    if ('problem' in target) {
      results.push({ request, outcome: 'failed', failures: [fail(`${request.method} ${request.target}: ${target.problem}`)] });
      continue;
    }
    const { operation, url } = target;
    const label = `${operation.api} ${operation.method} ${operation.path}`;
    const api = apis.find((candidate) => candidate.api === operation.api)!;
    const json = !request.headers['content-type'] || /json/i.test(request.headers['content-type']);
    const body = json ? parseJson(request.body) : ({ ok: true, value: undefined } as const);
    if (!body.ok) {
      results.push({ request, outcome: 'failed', operation: label, failures: [fail(`${label}: the request body is not JSON; mark a deliberately partial block example="fragment"`)] });
      continue;
    }
    if (request.role === 'schema-only') {
      results.push(schemaOnly(request, api, operation, body.value, label));
      continue;
    }
    const shown = request.response ? parseJson(request.response.body) : ({ ok: true, value: undefined } as const);
    if (!shown.ok) {
      results.push({ request, outcome: 'failed', operation: label, failures: [fail(`${label}: the response the page shows is not JSON; mark it example="fragment" or example="standalone"`, undefined, request.response!.line)] });
      continue;
    }
    // The page's story goes on in one simulator while its examples move forward in time; an example
    // dated before the one above it starts another story (a fresh simulator), as the clock never goes back.
    // An `after=` example starts a fresh story too, with the requests of the page it names.
    if (request.after) {
      const before = world.pageRequests?.(request.after);
      if (!before) {
        results.push({ request, outcome: 'failed', operation: label, failures: [fail(`after="${request.after}" names no page of content/${world.locale}/ (write its path: after="/gateway/index")`)] });
        continue;
      }
      sim = await prelude(before, world);
    }
    if (request.pay) {
      // The payer pays when the session's status changed: the `status.date` of the response shown, else the request's time.
      sim = await simulatorAt(sim, exampleTime(undefined, shown.value) ?? exampleTime(body.value, undefined), world);
      const paid = await sim.payCheckoutSession(Number(target.params.requestId), request.pay);
      if (!paid.ok) {
        results.push({ request, outcome: 'failed', operation: label, failures: [fail(`pay="${request.pay}": the payer cannot pay session ${target.params.requestId ?? '(none in the URL)'} (${paid.problem})`)] });
        continue;
      }
    }
    sim = await simulatorAt(sim, exampleTime(body.value, request.pay ? undefined : shown.value), world);
    const headers = await exampleCredentials(sim, api, operation, { ...request, headers: await withIssuedToken(sim, api, operation, request.headers) }, url);
    const answer = await sim.handle({ method: request.method, url, headers, ...(request.body === undefined ? {} : { body: request.body }) });
    const response = request.response;
    // Not modeled yet; or refused for credentials the page does not show (`$ONDAPAY_3DSS_TOKEN`, a body without its signature header).
    if (answer.status === 501 || (answer.status === 401 && !credentialsShown({ headers }, body.value) && !showsAuthFailure(response?.status, shown.value))) {
      results.push(schemaOnly(request, api, operation, body.value, label));
      continue;
    }
    const failures: ExampleFailure[] = [];
    const gapsMet: string[] = [];
    if (response?.status !== undefined && response.status !== answer.status) {
      failures.push(fail(`${label}: the page shows HTTP ${response.status}, the simulator answers ${explain(answer)}`, undefined, response.line));
    }
    if (response && shown.value !== undefined) {
      const got = parseJson(answer.body);
      for (const mismatch of compareShown(shown.value, got.ok ? got.value : undefined, response.variable)) {
        const key = gapKey({ operation: label, pointer: mismatch.pointer });
        const gap = gapOf.get(key);
        if (gap && answer.status < 400 && (gap.differs ? mismatch.got !== undefined : mismatch.got === undefined)) {
          gapsMet.push(key);
          continue;
        }
        failures.push(fail(`${label}: the page shows ${mismatch.pointer} = ${show(mismatch.shown)}, the simulator answers ${show(mismatch.got)} (${explain(answer)})`, mismatch.pointer, lineOfField(response, mismatch.pointer)));
      }
    } else if (!response && answer.status >= 400) {
      failures.push(fail(`${label}: the simulator answers ${explain(answer)}; fix the request, or show the response the page expects`));
    }
    results.push({ request, outcome: failures.length > 0 ? 'failed' : 'simulated', operation: label, failures, ...(gapsMet.length > 0 ? { gaps: gapsMet } : {}) });
  }
  return results;
}
