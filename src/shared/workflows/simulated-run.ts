import type { Facts } from '../facts/facts-data';
import type { Locale } from '../i18n/locales';
import type { SimApi } from '../simulator/api-data';
import { createClock, fixedClock } from '../simulator/clock';
import { createSimulator, type Simulator } from '../simulator/simulator';
import { exampleSite } from '../simulator/site';
import type { ArazzoDocument } from './arazzo';
import { bodyAuthPreparer, type Credentials } from './body-auth';
import { simulatorTransport } from './simulator-transport';
import { startWorkflow, WorkflowDefinitionError, type WorkflowRun } from './run-workflow';

/**
 * A workflow set up against a fresh simulator: its clock at the workflow's `x-simulator-clock`
 * (the instant the pages' examples start at, so the answers are the pages'), the definitions of
 * its source descriptions, and a fresh body `auth` per request for the given site (the pages'
 * example site by default). The same in the page's journeys, the tests and the MCP tool.
 */
export interface SimulatedRunOptions {
  document: ArazzoDocument;
  sources: Readonly<Record<string, SimApi>>;
  workflowId: string;
  inputs?: Record<string, unknown>;
  locale: Locale;
  facts?: Facts;
  credentials?: Credentials;
}

export function simulatedRun(options: SimulatedRunOptions): { run: WorkflowRun; simulator: Simulator } {
  const workflow = options.document.workflows.find((item) => item.workflowId === options.workflowId);
  if (!workflow) throw new WorkflowDefinitionError(`No workflow ${options.workflowId}. Workflows: ${options.document.workflows.map((item) => item.workflowId).join(', ')}`);
  const start = workflow['x-simulator-clock'];
  const clock = start ? fixedClock(start) : createClock();
  const apis = Object.values(options.sources);
  const credentials = options.credentials ?? exampleSite;
  const sites = credentials.login === exampleSite.login ? [exampleSite] : [exampleSite, { ...exampleSite, ...credentials }];
  const simulator = createSimulator({ locale: options.locale, apis, clock, sites, ...(options.facts ? { facts: options.facts } : {}) });
  // Each nonce differs from the last (the simulator refuses a reused one) and a run is repeatable.
  let counter = 0;
  const nonce = () => {
    counter += 1;
    const bytes = new Uint8Array(16);
    new DataView(bytes.buffer).setUint32(12, counter);
    bytes[0] = 0x6f;
    return bytes;
  };
  const run = startWorkflow({
    document: options.document,
    sources: options.sources,
    workflowId: options.workflowId,
    ...(options.inputs ? { inputs: options.inputs } : {}),
    send: simulatorTransport(simulator),
    prepare: bodyAuthPreparer(credentials, () => simulator.clock.now(), nonce),
  });
  return { run, simulator };
}
