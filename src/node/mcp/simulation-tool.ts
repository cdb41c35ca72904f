import type { Facts } from '../../shared/facts/facts-data';
import { defaultLocale, type Locale } from '../../shared/i18n/locales';
import { isObject, type RawObject } from '../../shared/openapi/raw';
import { operationsOf, type SimApi } from '../../shared/simulator/api-data';
import type { SimNotification } from '../../shared/simulator/notifications';
import { createSimulator, type Simulator } from '../../shared/simulator/simulator';
import type { SimEvent, SimRequest, SimResponse } from '../../shared/simulator/types';
import { handedCredentials, type HandedCredentials } from '../../shared/try-it/handed-credentials';
import { actionNamesOf, runAction } from '../../shared/try-it/payer-actions';
import { rememberAnswer } from '../../shared/try-it/prefill';
import { TRY_IT_FACTS_PATH, TRY_IT_INDEX_PATH, tryItDataPath, type TryItData, type TryItIndex } from '../../shared/ui/try-it-markup';
import { journeyBundlePath, JOURNEY_INDEX_PATH, type JourneyBundle, type JourneyIndexEntry } from '../../shared/workflows/journey-bundle';
import { OperationInputError, runOperation } from '../../shared/workflows/run-operation';
import { WorkflowDefinitionError, type StepRun } from '../../shared/workflows/run-workflow';
import { simulatedRun } from '../../shared/workflows/simulated-run';
import { ToolError } from './docs-tools';
import { createSessionStore, SESSION_LIMITS, type SessionLimits } from './simulation-sessions';
import type { SiteReader } from './site-reader';

/**
 * The MCP tool `run_simulation` (docs/simulator.md, "For assistants"): against the simulated
 * Ondapay test environment, one Arazzo workflow whole (workflowId + inputs, a fresh simulator at
 * the workflow's instant), or one step of the agent's own flow in a session it keeps: an API
 * operation of any API the simulator loads (operationId + parameters + body, with the credentials
 * Try it writes: a fresh body `auth`, Basic, a Bearer token the environment hands out, Api Scudo's
 * signature), one of the simulator's commands (`action`: the payer pays, signs, answers a
 * challenge; a token is handed out) or the clock moved on (`advance`). Each call but a workflow
 * returns the `session` whose simulator it used; passing it back continues there (create a
 * session, pay it, query it). Definitions and facts are the files Try it reads (`/simulator/`),
 * the workflows the journeys' (`/journeys/`). Nothing leaves the process: the simulator answers.
 */
export interface SimulationInput {
  workflowId?: string;
  inputs?: Record<string, unknown>;
  operationId?: string;
  parameters?: Record<string, string | number>;
  body?: unknown;
  headers?: Record<string, string>;
  action?: { api: string; name: string; input?: Record<string, unknown> };
  advance?: number;
  session?: string;
  locale?: Locale;
}

export interface SimulatedExchange {
  request: { method: string; url: string; headers?: Record<string, string>; body?: unknown };
  response: { status: number; headers: Record<string, string>; body: unknown; notes?: SimResponse['notes'] };
}

export interface SimulationStep extends SimulatedExchange {
  stepId: string;
  operation: string;
  ok: boolean;
  criteria: { condition: string; ok: boolean; detail?: string }[];
  outputs: Record<string, unknown>;
  error?: string;
}

export interface SimulationResult {
  simulated: true;
  /** What the answer is: the simulator's, for the test host named, never Ondapay's. */
  notice: string;
  /** The simulator this call used, to pass back as `session` (none for a workflow: it runs on its own). */
  session?: string;
  locale: Locale;
  workflowId?: string;
  operationId?: string;
  action?: { api: string; name: string; input: Record<string, unknown>; result: unknown };
  ok: boolean;
  failure?: string;
  steps: SimulationStep[];
  outputs?: Record<string, unknown>;
  /** The simulated environment's clock after the call. */
  now: string;
  /** The notifications (webhooks) the call produced, each with its body and signature headers. */
  notifications: SimNotification[];
  /** What happened in the simulated environment during the call. */
  events: SimEvent[];
}

interface Session {
  locale: Locale;
  simulator: Simulator;
  apis: Map<string, SimApi>;
  /** What earlier answers gave, by field name (Token Requestor's `access_token`). */
  remembered: Map<string, string>;
  handed: HandedCredentials;
}

/** The farthest one call moves the clock: a year and a day (an AutoPay's yearly cycle). */
export const MAX_ADVANCE_SECONDS = 366 * 86_400;

const parsed = (text: string | undefined): unknown => {
  if (text === undefined || text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
};

const exchange = (request: SimRequest, response: SimResponse | undefined): SimulatedExchange => ({
  request: { method: request.method, url: request.url, ...(request.headers && Object.keys(request.headers).length > 0 ? { headers: { ...request.headers } } : {}), ...(request.body !== undefined ? { body: parsed(request.body) } : {}) },
  response: response ? { status: response.status, headers: response.headers, body: parsed(response.body), ...(response.notes.length ? { notes: response.notes } : {}) } : { status: 0, headers: {}, body: undefined },
});

const stepOf = (step: StepRun): SimulationStep => ({
  stepId: step.stepId,
  operation: step.operation,
  ok: step.ok,
  criteria: step.criteria,
  outputs: step.outputs,
  ...(step.error ? { error: step.error } : {}),
  ...exchange(step.request, step.response),
});

const originOf = (url: string) => {
  try {
    return new URL(url).origin;
  } catch {
    return url;
  }
};

/** The honest line every answer carries: whose answer it is, and which real host it stands for. */
export const simulationNotice = (hosts: readonly string[]) =>
  `A simulation: the simulator's answer, as Ondapay's test environment${hosts.length > 0 ? ` (${[...new Set(hosts)].join(', ')})` : ''} would give it. No request left this server, nothing reached Ondapay, and an operation the simulator does not model answers HTTP 501 saying so.`;

const listed = (names: readonly string[]) => (names.length > 0 ? names.join(', ') : 'none');

export function createSimulationTool(reader: SiteReader, limits: SessionLimits = SESSION_LIMITS, now: () => number = Date.now) {
  const cache = new Map<string, Promise<unknown>>();
  const readJson = <T>(sitePath: string, optional = false): Promise<T | undefined> => {
    let found = cache.get(sitePath);
    if (!found) {
      found = reader.read(sitePath).then((text) => {
        if (text === undefined && optional) return undefined;
        if (text === undefined) throw new ToolError(`${sitePath} is missing from ${reader.describe}. Rebuild the site (npm run build).`);
        return JSON.parse(text) as unknown;
      });
      found.catch(() => cache.delete(sitePath));
      cache.set(sitePath, found);
    }
    return found as Promise<T | undefined>;
  };
  const index = async () => (await readJson<{ workflows: JourneyIndexEntry[] }>(JOURNEY_INDEX_PATH))!.workflows;
  const sessions = createSessionStore<Session>(limits, now);

  /** Every API the simulator loads, in one language, and the facts: the files Try it reads. */
  async function environmentData(locale: Locale): Promise<{ apis: SimApi[]; facts: Facts }> {
    const [list, facts] = await Promise.all([readJson<TryItIndex>(TRY_IT_INDEX_PATH), readJson<Facts>(TRY_IT_FACTS_PATH)]);
    const data = await Promise.all(list!.apis.map((api) => readJson<TryItData>(tryItDataPath(locale, api), true)));
    return { apis: data.flatMap((item) => (item ? [{ api: item.api, locale, document: item.document }] : [])), facts: facts! };
  }

  async function openSession(input: SimulationInput): Promise<{ id: string; session: Session }> {
    if (input.session !== undefined) {
      const session = sessions.get(input.session);
      if (!session) throw new ToolError(`Unknown session "${input.session.slice(0, 100)}": it never existed, or it was dropped (the server keeps the ${limits.max} last used, each for ${limits.idleMs / 60_000} minutes after its last call). Leave session out to start a new one.`);
      if (input.locale !== undefined && input.locale !== session.locale) throw new ToolError(`Session "${input.session}" answers in ${session.locale}, not ${input.locale}: leave locale out, or start a new session in ${input.locale}.`);
      return { id: input.session, session };
    }
    const locale = input.locale ?? defaultLocale;
    const { apis, facts } = await environmentData(locale);
    const simulator = createSimulator({ locale, apis, facts });
    const byName = new Map(apis.map((api) => [api.api, api]));
    const remembered = new Map<string, string>();
    const session: Session = { locale, simulator, apis: byName, remembered, handed: handedCredentials(simulator, byName, remembered) };
    return { id: sessions.add(session), session };
  }

  async function runWorkflowInput(workflowId: string, inputs: Record<string, unknown> | undefined, locale: Locale): Promise<SimulationResult> {
    const workflows = await index();
    const entry = workflows.find((item) => item.workflowId === workflowId);
    if (!entry) throw new ToolError(`No workflow "${workflowId.slice(0, 100)}". Workflows: ${workflows.map((item) => `${item.workflowId} (${item.summary.en})`).join(', ')}.`);
    const bundle = (await readJson<JourneyBundle>(journeyBundlePath(locale, entry.file)))!;
    const { run, simulator } = simulatedRun({ document: bundle.document, sources: bundle.sources, workflowId, locale, facts: bundle.facts, ...(inputs ? { inputs } : {}) });
    const result = await run.all();
    const steps = result.steps.map(stepOf);
    return {
      simulated: true,
      notice: simulationNotice(steps.filter((step) => !new URL(step.request.url).pathname.startsWith('/_simulator/')).map((step) => originOf(step.request.url))),
      locale,
      workflowId,
      ok: result.ok,
      ...(result.failure ? { failure: result.failure.message } : {}),
      steps,
      outputs: result.outputs,
      now: simulator.clock.now().toISOString(),
      notifications: simulator.takeNotifications(),
      events: [...simulator.events],
    };
  }

  async function runInSession(input: SimulationInput): Promise<SimulationResult> {
    const { id, session } = await openSession(input);
    const { simulator, locale } = session;
    const eventsBefore = simulator.events.length;
    const done = (part: Pick<SimulationResult, 'ok' | 'steps'> & Partial<SimulationResult>, hosts: string[]): SimulationResult => ({
      simulated: true,
      notice: simulationNotice(hosts),
      session: id,
      locale,
      ...part,
      now: simulator.clock.now().toISOString(),
      notifications: simulator.takeNotifications(),
      events: simulator.events.slice(eventsBefore),
    });

    if (input.advance !== undefined) {
      if (!Number.isFinite(input.advance) || input.advance <= 0 || input.advance > MAX_ADVANCE_SECONDS) throw new ToolError(`advance takes seconds, more than 0 and at most ${MAX_ADVANCE_SECONDS} (a year and a day): 300 is 5 minutes, 86400 a day.`);
      await simulator.advance(input.advance);
      return done({ ok: true, steps: [] }, []);
    }

    if (input.action !== undefined) {
      const { api, name } = input.action;
      const withActions = [...session.apis.keys()].filter((candidate) => actionNamesOf(simulator, candidate).length > 0);
      if (!session.apis.has(api) || !withActions.includes(api)) throw new ToolError(`No actions for the API "${api.slice(0, 100)}". The APIs with actions: ${listed(withActions)}.`);
      const names = actionNamesOf(simulator, api);
      if (!names.includes(name)) throw new ToolError(`No action "${name.slice(0, 100)}" for ${api}. Its actions: ${listed(names)}.`);
      const actionInput = input.action.input ?? {};
      if (!isObject(actionInput)) throw new ToolError('action.input must be an object ({ "requestId": 8412345, "card": "4111111111111111" }).');
      const result = await runAction(simulator, api, name, actionInput as RawObject);
      const server = operationsOf(session.apis.get(api)!)[0]?.server;
      return done({ ok: result.ok, ...(result.ok ? {} : { failure: `${api} ${name}: ${result.problem}` }), action: { api, name, input: actionInput, result: result.ok ? result.value : { problem: result.problem } }, steps: [] }, server ? [originOf(server)] : []);
    }

    const operationId = input.operationId!;
    try {
      const run = await runOperation({
        apis: [...session.apis.values()],
        operationId,
        locale,
        simulator,
        handed: session.handed,
        ...(input.parameters ? { parameters: input.parameters } : {}),
        ...(input.body !== undefined ? { body: input.body } : {}),
        ...(input.headers ? { headers: input.headers } : {}),
      });
      rememberAnswer(session.remembered, run.response.body);
      const step: SimulationStep = { stepId: operationId, operation: run.operation, ok: run.response.status < 400, criteria: [], outputs: {}, ...exchange(run.request, run.response) };
      return done({ operationId, ok: step.ok, steps: [step] }, [originOf(run.request.url)]);
    } catch (error) {
      const several = error instanceof WorkflowDefinitionError ? /is in several sources \(([^)]+)\)/.exec(error.message) : null;
      if (several) throw new ToolError(`${operationId} is an operation of several APIs (${several[1]}): write <api>.${operationId}, as ${several[1]!.split(', ').map((name) => `${name}.${operationId}`).join(' or ')}.`);
      if (error instanceof WorkflowDefinitionError) throw new ToolError(`${error.message}: the APIs the simulator loads (${listed([...session.apis.keys()])}); find an operationId with list_operations and get_operation, and write <api>.<operationId> when two APIs share it.`);
      if (error instanceof OperationInputError) throw new ToolError(error.message);
      throw error;
    }
  }

  return {
    async runSimulation(input: SimulationInput): Promise<SimulationResult> {
      const kinds = (['workflowId', 'operationId', 'action', 'advance'] as const).filter((key) => input[key] !== undefined);
      if (kinds.length !== 1) throw new ToolError(`Pass exactly one of: workflowId (with inputs) to run a workflow; operationId (with parameters, body, headers) to send one operation; action ({ api, name, input }) to run one of the simulator's commands (a payer pays, a token is handed out); advance (seconds) to move the clock. ${kinds.length > 1 ? `Not ${kinds.join(' and ')} together.` : ''}`.trim());
      if (input.workflowId !== undefined) {
        if (input.session !== undefined) throw new ToolError('A workflow runs in a fresh simulator of its own, at its examples\' instant: leave session out (continue in a session with operationId, action or advance).');
        return runWorkflowInput(input.workflowId, input.inputs, input.locale ?? defaultLocale);
      }
      return runInSession(input);
    },
    async listWorkflows(): Promise<JourneyIndexEntry[]> {
      return index();
    },
    /** How many sessions are kept now (tests). */
    get sessionCount() {
      return sessions.size;
    },
  };
}

export type SimulationTool = ReturnType<typeof createSimulationTool>;
