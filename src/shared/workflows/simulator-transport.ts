import type { Simulator } from '../simulator/simulator';
import type { SimRequest, SimResponse } from '../simulator/types';
import { controlRoute, runControl } from './simulator-controls';

/**
 * Sends a workflow's requests to a simulator object: the API's own to `handle`, and those of the
 * simulator's controls (openapi/workflows/simulator-controls.yaml, served by `npm run sandbox`
 * under `/_simulator/`) to the same actions the sandbox runs: the payer pays, the clock moves on,
 * the events are read, a model's command runs (`POST /_simulator/<api>/<action>`). So a workflow runs the same in the page, in the tests and against the sandbox.
 */
const json = (status: number, value: unknown): SimResponse => ({ status, headers: { 'content-type': 'application/json; charset=utf-8' }, body: JSON.stringify(value), notes: [] });

function fieldsOf(request: SimRequest): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(request.body ?? '{}');
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

export function simulatorTransport(simulator: Simulator): (request: SimRequest) => Promise<SimResponse> {
  return async (request) => {
    const url = new URL(request.url);
    if (!url.pathname.startsWith('/_simulator/')) return simulator.handle(request);
    const method = request.method.toUpperCase();
    const route = controlRoute(method, url.pathname);
    if (!route) return json(404, { error: `${method} ${url.pathname}` });
    if (route.kind === 'events') return json(200, { events: simulator.events });
    const answer = await runControl(simulator, route, fieldsOf(request));
    return json(answer.status, answer.body);
  };
}
