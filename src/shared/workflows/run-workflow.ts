import { isObject, type RawObject } from '../openapi/raw';
import { operationsOf, type SimApi, type SimOperation } from '../simulator/api-data';
import type { SimRequest, SimResponse } from '../simulator/types';
import { defaultInputs, findWorkflow, type ArazzoDocument, type ArazzoParameter, type ArazzoStep, type ArazzoWorkflow } from './arazzo';
import { checkCriterion, type CriterionResult } from './criteria';
import { resolveValue, type ExpressionContext } from './runtime-expressions';

/**
 * Runs an Arazzo 1.0 workflow step by step: each step's operation (found by `operationId` in its
 * source description), its parameters and payload with their runtime expressions read, sent
 * through `send` (the simulator in the page and the tests, the sandbox over HTTP), its
 * `successCriteria` checked and its `outputs` kept for the next steps. Pure: no network, no page.
 * A step whose criteria fail ends the run; the result names the workflow, the step and the criterion.
 */
export interface WorkflowRunOptions {
  document: ArazzoDocument;
  /** Each source description's definition, by its `name` in the document. */
  sources: Readonly<Record<string, SimApi>>;
  workflowId: string;
  inputs?: Record<string, unknown>;
  send(request: SimRequest): Promise<SimResponse>;
  /** What a request needs that a workflow cannot write (a fresh body `auth`, signed.ts): the body to send. */
  prepare?(body: unknown, source: SimApi): Promise<unknown>;
}

export interface StepRun {
  stepId: string;
  /** The operation, as `operationId` (`createSession`) and `POST /api/session`. */
  operationId: string;
  operation: string;
  request: SimRequest;
  response?: SimResponse;
  criteria: CriterionResult[];
  outputs: Record<string, unknown>;
  ok: boolean;
  /** Why the step could not be sent (an unknown operation, an unreadable expression). */
  error?: string;
}

export interface WorkflowFailure {
  workflowId: string;
  stepId: string;
  /** The criterion that does not hold, or the step's error. */
  criterion?: string;
  message: string;
}

export interface WorkflowRun {
  readonly workflow: ArazzoWorkflow;
  readonly steps: readonly StepRun[];
  /** The next step to run, or undefined when the run is over (finished or failed). */
  readonly next: ArazzoStep | undefined;
  readonly failure: WorkflowFailure | undefined;
  /** Runs the next step; undefined when nothing is left to run. */
  step(): Promise<StepRun | undefined>;
  /** Runs every step left, stopping at the first that fails. */
  all(): Promise<WorkflowResult>;
  outputs(): Record<string, unknown>;
}

export interface WorkflowResult {
  workflowId: string;
  ok: boolean;
  steps: StepRun[];
  outputs: Record<string, unknown>;
  failure?: WorkflowFailure;
}

interface Located {
  source: SimApi;
  operation: SimOperation;
}

export class WorkflowDefinitionError extends Error {}

/** The operation an `operationId` names (`createSession` or `$sourceDescriptions.checkout.createSession`). */
export function locateOperation(sources: Readonly<Record<string, SimApi>>, operationId: string): Located {
  const qualified = /^\$sourceDescriptions\.([^.]+)\.(.+)$/.exec(operationId);
  const names = qualified ? [qualified[1]!] : Object.keys(sources);
  const id = qualified ? qualified[2]! : operationId;
  const found = names.flatMap((name) => {
    const source = sources[name];
    if (!source) return [];
    return operationsOf(source)
      .filter((operation) => operation.operationId === id)
      .map((operation) => ({ source, operation }));
  });
  if (found.length === 1) return found[0]!;
  throw new WorkflowDefinitionError(found.length === 0 ? `No operation ${operationId} in ${names.join(', ')}` : `${operationId} is in several sources (${found.map((item) => item.source.api).join(', ')}): write $sourceDescriptions.<name>.${id}`);
}

const unsupported = (step: ArazzoStep) =>
  step.operationPath !== undefined ? 'operationPath' : step.workflowId !== undefined ? 'workflowId' : step.requestBody?.replacements ? 'requestBody.replacements' : step.onSuccess || step.onFailure ? 'onSuccess/onFailure' : undefined;

function parametersOf(workflow: ArazzoWorkflow, step: ArazzoStep): ArazzoParameter[] {
  const own = step.parameters ?? [];
  const shared = (workflow.parameters ?? []).filter((parameter) => !own.some((item) => item.name === parameter.name && item.in === parameter.in));
  return [...shared, ...own];
}

function parseBody(text: string): unknown {
  if (text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

export function startWorkflow(options: WorkflowRunOptions): WorkflowRun {
  const workflow = findWorkflow(options.document, options.workflowId);
  if (!workflow) throw new WorkflowDefinitionError(`No workflow ${options.workflowId} in ${options.document.info.title}: ${options.document.workflows.map((item) => item.workflowId).join(', ')}`);
  const inputs = { ...defaultInputs(workflow), ...(options.inputs ?? {}) };
  const steps: StepRun[] = [];
  const stepOutputs: ExpressionContext['steps'] = {};
  const sourceDescriptions = Object.fromEntries(options.document.sourceDescriptions.map((source) => [source.name, { url: source.url }]));
  let failure: WorkflowFailure | undefined;
  const base = (): ExpressionContext => ({ inputs, steps: stepOutputs, sourceDescriptions });

  async function runStep(step: ArazzoStep): Promise<StepRun> {
    const operationId = step.operationId ?? '';
    const fail = (message: string, partial: Partial<StepRun> = {}): StepRun => ({ stepId: step.stepId, operationId, operation: '', request: { method: '', url: '' }, criteria: [], outputs: {}, ...partial, ok: false, error: message });
    const notRead = unsupported(step);
    if (notRead) return fail(`The runner does not read ${notRead} (step ${step.stepId})`);
    let located: Located;
    try {
      located = locateOperation(options.sources, operationId);
    } catch (error) {
      return fail((error as Error).message);
    }
    const { operation, source } = located;
    const label = `${operation.method} ${operation.path}`;
    let request: SimRequest;
    const path: Record<string, unknown> = {};
    const query: Record<string, unknown> = {};
    let payload: unknown;
    try {
      const headers: Record<string, string> = {};
      for (const parameter of parametersOf(workflow!, step)) {
        const value = resolveValue(parameter.value, base());
        if (parameter.in === 'path') path[parameter.name] = value;
        else if (parameter.in === 'query') query[parameter.name] = value;
        else if (parameter.in === 'header') headers[parameter.name] = String(value);
      }
      const missing = [...operation.path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1]!).filter((name) => path[name] === undefined);
      if (missing.length > 0) return fail(`No value for the path parameter ${missing.join(', ')} of ${label}`, { operation: label });
      const filled = operation.path.replace(/\{([^}]+)\}/g, (_, name: string) => encodeURIComponent(String(path[name])));
      const search = new URLSearchParams(Object.entries(query).map(([name, value]) => [name, String(value)])).toString();
      const url = `${operation.server}${filled}${search ? `?${search}` : ''}`;
      request = { method: operation.method, url, headers };
      if (step.requestBody) {
        payload = resolveValue(step.requestBody.payload, base());
        if (options.prepare) payload = await options.prepare(payload, source);
        request.headers = { 'content-type': step.requestBody.contentType ?? 'application/json', ...headers };
        request.body = typeof payload === 'string' ? payload : JSON.stringify(payload);
      }
    } catch (error) {
      return fail((error as Error).message, { operation: label });
    }
    const response = await options.send(request);
    const context: ExpressionContext = {
      ...base(),
      request: { method: request.method, url: request.url, headers: request.headers ?? {}, body: payload, path, query },
      response: { status: response.status, headers: response.headers, body: parseBody(response.body) },
    };
    const criteria = (step.successCriteria ?? []).map((criterion) => checkCriterion(criterion, context));
    const outputs: Record<string, unknown> = {};
    for (const [name, expression] of Object.entries(step.outputs ?? {})) {
      try {
        outputs[name] = resolveValue(expression, context);
      } catch (error) {
        criteria.push({ condition: `outputs.${name}: ${expression}`, ok: false, detail: (error as Error).message });
      }
    }
    return { stepId: step.stepId, operationId, operation: label, request, response, criteria, outputs, ok: criteria.every((criterion) => criterion.ok) };
  }

  const run: WorkflowRun = {
    workflow,
    steps,
    get next() {
      return failure ? undefined : workflow.steps[steps.length];
    },
    get failure() {
      return failure;
    },
    async step() {
      const step = run.next;
      if (!step) return undefined;
      const result = await runStep(step);
      steps.push(result);
      stepOutputs[step.stepId] = { outputs: result.outputs };
      if (!result.ok) failure = failureOf(workflow.workflowId, result);
      return result;
    },
    async all() {
      while (run.next) await run.step();
      return { workflowId: workflow.workflowId, ok: failure === undefined, steps: [...steps], outputs: run.outputs(), ...(failure ? { failure } : {}) };
    },
    outputs() {
      const out: Record<string, unknown> = {};
      if (failure || steps.length < workflow.steps.length) return out;
      for (const [name, expression] of Object.entries(workflow.outputs ?? {})) {
        try {
          out[name] = resolveValue(expression, base());
        } catch {
          out[name] = undefined;
        }
      }
      return out;
    },
  };
  return run;
}

function failureOf(workflowId: string, step: StepRun): WorkflowFailure {
  if (step.error !== undefined) return { workflowId, stepId: step.stepId, message: `Workflow ${workflowId}, step ${step.stepId}: ${step.error}` };
  const failed = step.criteria.find((criterion) => !criterion.ok)!;
  const status = step.response ? ` (the answer was HTTP ${step.response.status})` : '';
  const detail = failed.detail ? `: ${failed.detail}` : '';
  return { workflowId, stepId: step.stepId, criterion: failed.condition, message: `Workflow ${workflowId}, step ${step.stepId}: the criterion ${failed.condition} does not hold${detail}${status}` };
}

/** Runs a whole workflow. */
export const runWorkflow = (options: WorkflowRunOptions): Promise<WorkflowResult> => startWorkflow(options).all();

/** The body of a step's response read as JSON, when it is. */
export const responseJson = (step: StepRun): RawObject | undefined => {
  const body = step.response ? parseBody(step.response.body) : undefined;
  return isObject(body) ? body : undefined;
};
