import type { Simulator } from '../simulator/simulator';
import type { SimRequest, SimResponse } from '../simulator/types';

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
    if (url.pathname === '/_simulator/events' && method === 'GET') return json(200, { events: simulator.events });
    if (url.pathname === '/_simulator/clock' && method === 'POST') {
      const seconds = Number(fieldsOf(request).seconds);
      if (!Number.isFinite(seconds) || seconds <= 0) return json(400, { error: 'seconds' });
      await simulator.advance(seconds);
      return json(200, { now: simulator.clock.now().toISOString() });
    }
    const pay = /^\/_simulator\/checkout\/sessions\/(\d+)\/pay$/.exec(url.pathname);
    if (pay && method === 'POST') {
      const fields = fieldsOf(request);
      const result = await simulator.payCheckoutSession(Number(pay[1]), String(fields.card ?? ''), fields.otp ? String(fields.otp) : undefined);
      return json(result.ok ? 200 : 409, result);
    }
    // A model's command (`/_simulator/payment-links/pay`): as the sandbox answers it.
    const action = /^\/_simulator\/([a-z0-9-]+)\/([A-Za-z]+)$/.exec(url.pathname);
    if (action && method === 'POST') {
      const result = await simulator.act(action[1]!, action[2]!, fieldsOf(request));
      return json(result.ok ? 200 : result.problem === 'unknownAction' ? 404 : 409, result);
    }
    return json(404, { error: `${method} ${url.pathname}` });
  };
}
