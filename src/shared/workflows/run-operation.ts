import type { SimApi } from '../simulator/api-data';
import { createSimulator } from '../simulator/simulator';
import type { Facts } from '../facts/facts-data';
import type { Locale } from '../i18n/locales';
import type { SimRequest, SimResponse } from '../simulator/types';
import { exampleSite } from '../simulator/site';
import { bodyAuthPreparer, type Credentials } from './body-auth';
import { locateOperation } from './run-workflow';
import { simulatorTransport } from './simulator-transport';

/**
 * One operation sent to a fresh simulator (the clock at now): the path parameters filled in, the
 * body's `auth` built fresh where the definition asks for one and the body has none, as a workflow
 * step would be. For the MCP tool `run_simulation`.
 */
export interface OperationRunOptions {
  apis: readonly SimApi[];
  /** `createSession`, or `checkout.createSession` when two APIs share the name. */
  operationId: string;
  parameters?: Record<string, string | number>;
  body?: unknown;
  locale: Locale;
  facts?: Facts;
  credentials?: Credentials;
}

export async function runOperation(options: OperationRunOptions): Promise<{ operation: string; request: SimRequest; response: SimResponse }> {
  const sources = Object.fromEntries(options.apis.map((api) => [api.api, api]));
  const dotted = /^([a-z0-9-]+)\.([A-Za-z0-9_]+)$/.exec(options.operationId);
  const { source, operation } = locateOperation(sources, dotted ? `$sourceDescriptions.${dotted[1]}.${dotted[2]}` : options.operationId);
  const simulator = createSimulator({ locale: options.locale, apis: options.apis as SimApi[], ...(options.facts ? { facts: options.facts } : {}) });
  const parameters = options.parameters ?? {};
  const missing = [...operation.path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1]!).filter((name) => parameters[name] === undefined);
  if (missing.length > 0) throw new Error(`${operation.method} ${operation.path} needs the path parameter(s) ${missing.join(', ')} in parameters`);
  const url = operation.server + operation.path.replace(/\{([^}]+)\}/g, (_, name: string) => encodeURIComponent(String(parameters[name])));
  const request: SimRequest = { method: operation.method, url };
  if (options.body !== undefined) {
    const body = await bodyAuthPreparer(options.credentials ?? exampleSite, () => simulator.clock.now())(options.body, source);
    request.headers = { 'content-type': 'application/json' };
    request.body = JSON.stringify(body);
  }
  return { operation: `${operation.method} ${operation.path}`, request, response: await simulatorTransport(simulator)(request) };
}
