import type { Facts } from '../facts/facts-data';
import { isObject, type RawObject } from '../openapi/raw';
import { failedBody, jsonAnswer } from './answers';
import { operationsOf, routeRequest, type SimApi, type SimOperation } from './api-data';
import { apiMessage, problemMessage } from './api-messages';
import { checkBodyAuth, NonceMemory } from './body-auth';
import { payCheckoutSession, type PayResult } from './checkout/checkout-pay';
import { checkoutModel } from './checkout/checkout-model';
import { gatewayModel } from './gateway/gateway-model';
import { autopayModel } from './autopay/autopay-model';
import { accountValidatorModel } from './account-validator/validator-model';
import { threeDSServerModel } from './three-d-s-server/threeds-model';
import { invoicesModel } from './invoices/invoices-model';
import { coreModel } from './core/core-model';
import { exampleAdministrator, type SimAdministrator } from './core/administrators';
import { paymentLinksModel } from './payment-links/links-model';
import { apiScudoModel } from './api-scudo/scudo-model';
import { acsModel } from './acs/acs-model';
import { ticketModel } from './ticket/tickets-model';
import { micrositesModel } from './microsites/microsites-model';
import { selfdeclarationsModel } from './selfdeclarations/selfdeclarations-model';
import { createClock, siteDateTime, type SimClock } from './clock';
import type { ApiModel, ModelAction, OperationCall, SimEnvironment } from './environment';
import { formMedia, jsonMedia, responseExamples, statusMessageOf } from './examples';
import { checkBearer, checkScudo, headerOf, readBasic } from './auth/header-auth';
import { operationScheme, SCUDO_HEADER } from './auth/security';
import { TokenStore } from './auth/token-store';
import { exampleClients, type OAuthClient } from './token-requestor/oauth-model';
import { tokenRequestorModel } from './token-requestor/token-requestor-model';
import { notSimulated } from './not-simulated';
import type { SimNotification } from './notifications';
import { schemaProblems } from './request-validation';
import { exampleMessage } from './words';
import { exampleSite, exampleSites, type SimSite } from './site';
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
  /** Core's administrators; by default the pages' example one (`PLATFORM`). */
  administrators?: SimAdministrator[];
  /** OAuth clients (Token Requestor); by default the pages' example credential, for the example site. */
  clients?: OAuthClient[];
  /** Where a URL of the test environment is served (default: itself). */
  urlFor?: (testUrl: string) => string;
}

export type ActionResult = Awaited<ReturnType<ModelAction>>;

export interface Simulator {
  handle(request: SimRequest): Promise<SimResponse>;
  /** The payer pays a Web Checkout session on its `processUrl` page. */
  payCheckoutSession(requestId: number, card: string, otp?: string): Promise<PayResult>;
  /** A model's command that no API operation does (`payment-links` `pay`, a voucher paid at a store): the sandbox's `POST /_simulator/<api>/<action>`. */
  act(api: string, action: string, input: RawObject): Promise<ActionResult>;
  /** The names of the commands `act` runs for `api` (none for an API without a model). */
  actionNames(api: string): string[];
  /** Moves the clock forward; expirations and settlements that fall due happen, with their notifications. */
  advance(seconds: number): Promise<void>;
  /** The notifications produced since the last call, for whoever delivers them. */
  takeNotifications(): SimNotification[];
  readonly events: readonly SimEvent[];
  readonly clock: SimClock;
}

const models: Record<string, (api: SimApi, apis: readonly SimApi[]) => ApiModel> = { checkout: checkoutModel, gateway: gatewayModel, 'token-requestor': tokenRequestorModel, 'payment-links': paymentLinksModel, autopay: autopayModel, 'account-validator': accountValidatorModel, 'three-d-s-server': threeDSServerModel, invoices: invoicesModel, 'api-scudo': apiScudoModel, acs: acsModel, ticket: ticketModel, microsites: micrositesModel, selfdeclarations: selfdeclarationsModel, core: coreModel };

/**
 * The header-authenticated APIs whose credentials the simulated environment can hand out: Token
 * Requestor's OAuth client (the pages' example credential), the 3DS Server's and the ACS's first
 * token (the account manager's, the action `token`) and Api Scudo's site login. Another API's token (the PIN
 * pad's) could never be valid here, so its operations answer that they are not simulated.
 */
const CREDENTIAL_SOURCES = new Set(['token-requestor', 'three-d-s-server', 'api-scudo', 'acs']);

/** The APIs the simulator models (some of their operations); every other one answers that it is not simulated. */
export const MODELED_APIS = Object.keys(models);

/** The APIs the sandbox serves: the modeled ones and those whose authentication it checks (Api Scudo's signature). */
export const SERVED_APIS = [...new Set([...MODELED_APIS, ...CREDENTIAL_SOURCES])];

export function createSimulator(options: SimulatorOptions): Simulator {
  const counters = new Map<string, number>();
  const sites = options.sites ?? [...exampleSites];
  const tokenRequestor = options.apis.find((api) => api.api === 'token-requestor');
  const env: SimEnvironment = {
    locale: options.locale,
    facts: options.facts ?? {},
    clock: options.clock ?? createClock(),
    sites,
    administrators: options.administrators ?? [exampleAdministrator],
    clients: options.clients ?? (tokenRequestor ? exampleClients(tokenRequestor, sites[0] ?? exampleSite) : []),
    tokens: new TokenStore(),
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
  const apiModels = options.apis.flatMap((api) => (models[api.api] ? [models[api.api]!(api, options.apis)] : []));
  const operations = options.apis.flatMap((api) => operationsOf(api));
  const tick = async () => {
    for (const model of apiModels) await model.tick(env);
  };

  async function answer(request: SimRequest): Promise<SimResponse> {
    const now = env.clock.now();
    const date = siteDateTime(now);
    const route = routeRequest(operations, request.method, request.url);
    if (route.kind === 'unknownHost') return notSimulated(env.locale, route.host);
    if (route.kind === 'unknownPath') return jsonAnswer(404, failedBody(404, apiMessage('invalidRequest', env.locale), date), [{ kind: 'problem', message: route.path }]);
    if (route.kind === 'methodNotAllowed') return jsonAnswer(405, failedBody(405, apiMessage('invalidRequest', env.locale), date), [], { allow: route.allowed.join(', ') });
    const { operation } = route;
    // The query string's parameters too (`GET /api/admin/credentials?siteId=4410`); a path parameter wins.
    const params = { ...Object.fromEntries(new URL(request.url).searchParams), ...route.params };
    const api = apis.get(operation.api)!;
    const label = `${operation.method} ${operation.path}`;
    const model = apiModels.find((candidate) => candidate.api === api.api);
    const handler = operation.operationId ? model?.handlers[operation.operationId] : undefined;
    const administratorHandler = operation.operationId ? model?.administratorHandlers?.[operation.operationId] : undefined;
    const scheme = operationScheme(api, operation);
    const text = request.body ?? '';

    // Credentials in headers are checked first, as the API does: a wrong one is 401 whatever the body says.
    let caller: Pick<OperationCall, 'site' | 'token' | 'client'> | undefined;
    if ((scheme === 'basic' || scheme === 'bearer' || scheme === 'scudoSignature') && CREDENTIAL_SOURCES.has(api.api)) {
      const checked = await headerCaller(scheme, api, request, text);
      if (!checked.ok) return authenticationFailed(api, operation, date, checked.failure);
      caller = checked.caller;
    }
    if (!(handler || administratorHandler) || (scheme !== 'bodyAuth' && !caller)) return notSimulated(env.locale, `${api.api} ${label}`);

    const form = formMedia(api.document, operation.operation.requestBody);
    let body: unknown;
    if (form) body = Object.fromEntries(new URLSearchParams(text));
    else if (text.trim() === '' && !operation.operation.requestBody) body = {};
    else {
      try {
        body = JSON.parse(text);
      } catch {
        return jsonAnswer(400, failedBody(400, apiMessage('badJson', env.locale), date), [{ kind: 'problem', pointer: '', message: apiMessage('badJson', env.locale) }]);
      }
    }
    // A form body (OAuth's) is checked by its handler, in OAuth's own error format.
    const itemized = operation.operationId !== undefined && model?.ownValidation?.includes(operation.operationId);
    const problems = (form ? [] : schemaProblems(api.document, jsonMedia(api.document, operation.operation.requestBody)?.schema, body)).filter((problem) => !itemized || !/\/\d+(\/|$)/.test(problem.pointer));
    const exampleWords = (problem: (typeof problems)[number]) => {
      const rule = operation.operationId ? model?.problemExamples?.[operation.operationId]?.find((candidate) => candidate.pointer === problem.pointer && candidate.keywords.includes(problem.keyword)) : undefined;
      return rule && operation.operationId ? exampleMessage(api, operation.operationId, 400, rule.example) : undefined;
    };
    const badRequest = (list: typeof problems) => {
      const notes = list.map((problem) => ({ kind: 'problem' as const, pointer: problem.pointer, message: exampleWords(problem) ?? problemMessage(problem, env.locale) }));
      return model?.badRequest ? model.badRequest(env, operation, body, list, notes) : jsonAnswer(400, failedBody(400, notes[0]!.message, date), notes);
    };
    if (caller && handler) {
      if (problems.length > 0) return badRequest(problems);
      return handler({ env, api, operation, params, body: isObject(body) ? body : {}, ...caller });
    }
    // Without a well-formed `auth` nothing else is read; with a wrong one the answer is 401 whatever else is wrong.
    const authProblems = problems.filter((problem) => problem.pointer === '/auth' || problem.pointer.startsWith('/auth/') || problem.pointer === '');
    if (authProblems.length > 0 || !isObject(body)) return badRequest(authProblems.length > 0 ? authProblems : problems);
    if (administratorHandler) {
      const admin = await checkBodyAuth(body.auth, env.administrators, now, env.nonces, api.api);
      if (!admin.ok) return authenticationFailed(api, operation, date, admin.failure);
      if (problems.length > 0) return badRequest(problems);
      return administratorHandler({ env, api, operation, params, body: body as RawObject, admin: admin.holder });
    }
    if (!handler) return notSimulated(env.locale, `${api.api} ${label}`);
    const auth = await checkBodyAuth(body.auth, env.sites, now, env.nonces, api.api);
    if (!auth.ok) return authenticationFailed(api, operation, date, auth.failure);
    if (problems.length > 0) return badRequest(problems);
    return handler({ env, api, operation, params, body: body as RawObject, site: auth.holder });
  }

  type HeaderCaller = { ok: true; caller: Pick<OperationCall, 'site' | 'token' | 'client'> } | { ok: false; failure: string };

  async function headerCaller(scheme: 'basic' | 'bearer' | 'scudoSignature', api: SimApi, request: SimRequest, text: string): Promise<HeaderCaller> {
    const now = env.clock.now();
    const authorization = headerOf(request.headers, 'authorization');
    if (scheme === 'basic') {
      const basic = readBasic(authorization);
      if (!basic) return { ok: false, failure: 'basicMalformed' };
      const client = env.clients.find((candidate) => candidate.clientId === basic.user);
      if (!client) return { ok: false, failure: 'unknownClient' };
      if (client.clientSecret !== basic.password) return { ok: false, failure: 'wrongSecret' };
      if (client.revokedAt !== undefined) return { ok: false, failure: 'revokedClient' };
      return { ok: true, caller: { site: client.site, client } };
    }
    if (scheme === 'bearer') {
      const bearer = checkBearer(authorization, api.api, env.tokens, now);
      return bearer.ok ? { ok: true, caller: { site: bearer.token.site, token: bearer.token } } : { ok: false, failure: bearer.failure };
    }
    const path = new URL(request.url).pathname;
    const scudo = await checkScudo({ method: request.method, path, body: text, header: headerOf(request.headers, SCUDO_HEADER) }, env.sites, now, env.nonces);
    return scudo.ok ? { ok: true, caller: { site: scudo.site } } : { ok: false, failure: scudo.failure };
  }

  /** The operation's 401 example, as the API answers it: a `status` object dated now, or OAuth's `error` as written. */
  function authenticationFailed(api: SimApi, operation: SimOperation, date: string, failure: string): SimResponse {
    const example: unknown = responseExamples(api.document, operation, 401).values().next().value;
    const message = statusMessageOf(example);
    const body = message === undefined && isObject(example) ? example : failedBody(401, message ?? '', date);
    return jsonAnswer(401, body, [{ kind: 'auth', message: failure }]);
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
    async act(apiName, action, input) {
      await tick();
      const run = apiModels.find((model) => model.api === apiName)?.actions?.[action];
      const result: ActionResult = run ? await run(env, input) : { ok: false, problem: 'unknownAction' };
      env.events.push({ kind: 'action', at: siteDateTime(env.clock.now()), action: `${apiName} ${action}`, summary: result.ok ? JSON.stringify(result.value).slice(0, 200) : result.problem });
      return result;
    },
    actionNames: (apiName) => Object.keys(apiModels.find((model) => model.api === apiName)?.actions ?? {}),
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
