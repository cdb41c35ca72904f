import type { Facts } from '../facts/facts-data';
import { isObject, type RawObject } from '../openapi/raw';
import { failedBody, jsonAnswer } from './answers';
import { operationsOf, routeRequest, type SimApi, type SimOperation } from './api-data';
import { apiMessage, problemMessage } from './api-messages';
import { checkBodyAuth, NonceMemory } from './body-auth';
import { payCheckoutSession, type PayResult } from './checkout/checkout-pay';
import { checkoutModel } from './checkout/checkout-model';
import { gatewayModel } from './gateway/gateway-model';
import { createClock, siteDateTime, type SimClock } from './clock';
import type { ApiModel, SimEnvironment } from './environment';
import { jsonMedia, responseExamples, statusMessageOf } from './examples';
import { notSimulated } from './not-simulated';
import type { SimNotification } from './notifications';
import { schemaProblems } from './request-validation';
import { exampleSite, type SimSite } from './site';
import type { SimEvent, SimOptions, SimRequest, SimResponse } from './types';

/**
 * One reader's simulated Ondapay test environment: it takes a request as the reader's code sends it
 * to the test host and answers as the API would, from the definitions (routes, schemas, examples'
 * words, signature rules) and the test-card data. Runs in the page and in Node (no Node module, no
 * page global): the local server (src/node/simulator/) and the tests drive the same object.
 */
export interface SimulatorOptions extends SimOptions {
  /** The definitions in the simulator's language (api-data.ts `simulatorDocument` trims them for the page). */
  apis: SimApi[];
  /** facts/*.yaml (the Node loader's `repositoryFacts`, the page's facts download). */
  facts?: Facts;
  clock?: SimClock;
  sites?: SimSite[];
  /** Where a URL of the test environment is served (default: itself). */
  urlFor?: (testUrl: string) => string;
}

export interface Simulator {
  handle(request: SimRequest): Promise<SimResponse>;
  /** The payer pays a Web Checkout session on its `processUrl` page. */
  payCheckoutSession(requestId: number, card: string, otp?: string): Promise<PayResult>;
  /** Moves the clock forward; expirations and settlements that fall due happen, with their notifications. */
  advance(seconds: number): Promise<void>;
  /** The notifications produced since the last call, for whoever delivers them. */
  takeNotifications(): SimNotification[];
  readonly events: readonly SimEvent[];
  readonly clock: SimClock;
}

const models: Record<string, (api: SimApi) => ApiModel> = { checkout: checkoutModel, gateway: gatewayModel };

/** The APIs the simulator models (some of their operations); every other one answers that it is not simulated. */
export const MODELED_APIS = Object.keys(models);

export function createSimulator(options: SimulatorOptions): Simulator {
  const counters = new Map<string, number>();
  const env: SimEnvironment = {
    locale: options.locale,
    facts: options.facts ?? {},
    clock: options.clock ?? createClock(),
    sites: options.sites ?? [exampleSite],
    nonces: new NonceMemory(),
    events: [],
    outbox: [],
    nextId(kind, start) {
      const next = counters.get(kind) ?? start;
      counters.set(kind, next + 1);
      return next;
    },
    urlFor: options.urlFor ?? ((url) => url),
  };
  const apis = new Map(options.apis.map((api) => [api.api, api]));
  const apiModels = options.apis.flatMap((api) => (models[api.api] ? [models[api.api]!(api)] : []));
  const operations = options.apis.flatMap((api) => operationsOf(api));
  const tick = async () => {
    for (const model of apiModels) await model.tick(env);
  };

  async function answer(request: SimRequest): Promise<SimResponse> {
    const date = siteDateTime(env.clock.now());
    const route = routeRequest(operations, request.method, request.url);
    if (route.kind === 'unknownHost') return notSimulated(env.locale, route.host);
    if (route.kind === 'unknownPath') return jsonAnswer(404, failedBody(404, apiMessage('invalidRequest', env.locale), date), [{ kind: 'problem', message: route.path }]);
    if (route.kind === 'methodNotAllowed') return jsonAnswer(405, failedBody(405, apiMessage('invalidRequest', env.locale), date), [], { allow: route.allowed.join(', ') });
    const { operation, params } = route;
    const api = apis.get(operation.api)!;
    const label = `${operation.method} ${operation.path}`;
    const model = apiModels.find((candidate) => candidate.api === api.api);
    const handler = operation.operationId ? model?.handlers[operation.operationId] : undefined;
    if (!handler || !isObject(api.document['x-body-auth'])) return notSimulated(env.locale, `${api.api} ${label}`);

    let body: unknown;
    try {
      body = JSON.parse(request.body ?? '');
    } catch {
      return jsonAnswer(400, failedBody(400, apiMessage('badJson', env.locale), date), [{ kind: 'problem', pointer: '', message: apiMessage('badJson', env.locale) }]);
    }
    const problems = schemaProblems(api.document, jsonMedia(api.document, operation.operation.requestBody)?.schema, body);
    const badRequest = (list: typeof problems) => {
      const notes = list.map((problem) => ({ kind: 'problem' as const, pointer: problem.pointer, message: problemMessage(problem, env.locale) }));
      return jsonAnswer(400, failedBody(400, notes[0]!.message, date), notes);
    };
    // Without a well-formed `auth` nothing else is read; with a wrong one the answer is 401 whatever else is wrong.
    const authProblems = problems.filter((problem) => problem.pointer === '/auth' || problem.pointer.startsWith('/auth/') || problem.pointer === '');
    if (authProblems.length > 0 || !isObject(body)) return badRequest(authProblems.length > 0 ? authProblems : problems);
    const auth = await checkBodyAuth(body.auth, env.sites, env.clock.now(), env.nonces);
    if (!auth.ok) return authenticationFailed(api, operation, date, auth.failure);
    if (problems.length > 0) return badRequest(problems);
    return handler({ env, api, operation, params, body: body as RawObject, site: auth.site });
  }

  function authenticationFailed(api: SimApi, operation: SimOperation, date: string, failure: string): SimResponse {
    const message = statusMessageOf(responseExamples(api.document, operation, 401).values().next().value) ?? '';
    return jsonAnswer(401, failedBody(401, message, date), [{ kind: 'auth', message: failure }]);
  }

  return {
    async handle(request) {
      await tick();
      const response = await answer(request);
      env.events.push({ kind: 'request', at: siteDateTime(env.clock.now()), method: request.method.toUpperCase(), url: request.url, status: response.status });
      return response;
    },
    async payCheckoutSession(requestId, card, otp) {
      await tick();
      const api = apis.get('checkout');
      if (!api) return { ok: false, problem: 'unknownSession' };
      const result = await payCheckoutSession(env, api, requestId, card, otp);
      env.events.push({ kind: 'action', at: siteDateTime(env.clock.now()), action: 'pay', summary: `${requestId} ${result.ok ? result.payment.status : result.problem}` });
      return result;
    },
    async advance(seconds) {
      env.clock.advance(seconds);
      env.events.push({ kind: 'clock', at: siteDateTime(env.clock.now()), seconds });
      await tick();
    },
    takeNotifications: () => env.outbox.splice(0),
    events: env.events,
    clock: env.clock,
  };
}
