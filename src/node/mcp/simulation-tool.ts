import { defaultLocale, type Locale } from '../../shared/i18n/locales';
import type { SimRequest, SimResponse } from '../../shared/simulator/types';
import { journeyBundlePath, JOURNEY_INDEX_PATH, type JourneyBundle, type JourneyIndexEntry } from '../../shared/workflows/journey-bundle';
import { runOperation } from '../../shared/workflows/run-operation';
import { WorkflowDefinitionError, type StepRun } from '../../shared/workflows/run-workflow';
import { simulatedRun } from '../../shared/workflows/simulated-run';
import { ToolError } from './docs-tools';
import type { SiteReader } from './site-reader';

/**
 * The MCP tool `run_simulation`: one operation (operationId + body) or one Arazzo workflow
 * (workflowId + inputs) run against a fresh simulated test environment (docs/simulator.md), with
 * the definitions and workflows the build wrote for the journeys (`/journeys/`). Returns each
 * step's request and response. Nothing leaves the process: the simulator answers.
 */
export interface SimulationInput {
  workflowId?: string;
  inputs?: Record<string, unknown>;
  operationId?: string;
  parameters?: Record<string, string | number>;
  body?: unknown;
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
  locale: Locale;
  workflowId?: string;
  operationId?: string;
  ok: boolean;
  failure?: string;
  steps: SimulationStep[];
  outputs?: Record<string, unknown>;
}

const parsed = (text: string | undefined): unknown => {
  if (text === undefined || text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
};

const exchange = (request: SimRequest, response: SimResponse | undefined): SimulatedExchange => ({
  request: { method: request.method, url: request.url, ...(request.headers ? { headers: request.headers } : {}), ...(request.body !== undefined ? { body: parsed(request.body) } : {}) },
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

export function createSimulationTool(reader: SiteReader) {
  const cache = new Map<string, Promise<unknown>>();
  const readJson = <T>(sitePath: string): Promise<T> => {
    let found = cache.get(sitePath);
    if (!found) {
      found = reader.read(sitePath).then((text) => {
        if (text === undefined) throw new ToolError(`${sitePath} is missing from ${reader.describe}. Rebuild the site (npm run build).`);
        return JSON.parse(text) as unknown;
      });
      found.catch(() => cache.delete(sitePath));
      cache.set(sitePath, found);
    }
    return found as Promise<T>;
  };
  const index = async () => (await readJson<{ workflows: JourneyIndexEntry[] }>(JOURNEY_INDEX_PATH)).workflows;

  async function runWorkflowInput(workflowId: string, inputs: Record<string, unknown> | undefined, locale: Locale): Promise<SimulationResult> {
    const workflows = await index();
    const entry = workflows.find((item) => item.workflowId === workflowId);
    if (!entry) throw new ToolError(`No workflow "${workflowId.slice(0, 100)}". Workflows: ${workflows.map((item) => `${item.workflowId} (${item.summary.en})`).join(', ')}.`);
    const bundle = await readJson<JourneyBundle>(journeyBundlePath(locale, entry.file));
    const { run } = simulatedRun({ document: bundle.document, sources: bundle.sources, workflowId, locale, facts: bundle.facts, ...(inputs ? { inputs } : {}) });
    const result = await run.all();
    return { simulated: true, locale, workflowId, ok: result.ok, ...(result.failure ? { failure: result.failure.message } : {}), steps: result.steps.map(stepOf), outputs: result.outputs };
  }

  async function runOperationInput(input: SimulationInput, operationId: string, locale: Locale): Promise<SimulationResult> {
    const workflows = await index();
    const files = [...new Set(workflows.map((item) => item.file))];
    const bundles = await Promise.all(files.map((file) => readJson<JourneyBundle>(journeyBundlePath(locale, file))));
    const apis = new Map(bundles.flatMap((bundle) => Object.values(bundle.sources).filter((source) => source.document['x-body-auth'] !== undefined).map((source) => [source.api, source] as const)));
    const facts = Object.assign({}, ...bundles.map((bundle) => bundle.facts)) as JourneyBundle['facts'];
    try {
      const done = await runOperation({ apis: [...apis.values()], operationId, locale, facts, ...(input.parameters ? { parameters: input.parameters } : {}), ...(input.body !== undefined ? { body: input.body } : {}) });
      const step: SimulationStep = { stepId: operationId, operation: done.operation, ok: done.response.status < 400, criteria: [], outputs: {}, ...exchange(done.request, done.response) };
      return { simulated: true, locale, operationId, ok: step.ok, steps: [step] };
    } catch (error) {
      if (error instanceof WorkflowDefinitionError) throw new ToolError(`${error.message}: the APIs the simulator runs (find their operationIds with list_operations).`);
      if (error instanceof Error) throw new ToolError(error.message);
      throw error;
    }
  }

  return {
    async runSimulation(input: SimulationInput): Promise<SimulationResult> {
      const locale = input.locale ?? defaultLocale;
      if ((input.workflowId === undefined) === (input.operationId === undefined)) throw new ToolError('Pass either workflowId (with inputs) to run a workflow, or operationId (with body and parameters) to run one operation; not both.');
      if (input.workflowId !== undefined) return runWorkflowInput(input.workflowId, input.inputs, locale);
      return runOperationInput(input, input.operationId!, locale);
    },
    async listWorkflows(): Promise<JourneyIndexEntry[]> {
      return index();
    },
  };
}

export type SimulationTool = ReturnType<typeof createSimulationTool>;
