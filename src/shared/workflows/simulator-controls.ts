import type { RawObject } from '../openapi/raw';
import type { PayResult } from '../simulator/checkout/checkout-pay';
import type { ActionResult, Simulator } from '../simulator/simulator';

/**
 * The simulator's controls under `/_simulator/` (openapi/workflows/simulator-controls.yaml), the
 * same for the page's transport (simulator-transport.ts) and `npm run sandbox` (sandbox-server.ts):
 * which path is which control, what each checks and which status it answers. How the input arrives
 * (a JSON body, a payer's form) and how the answer is shown (JSON, a payer's page) stay with each.
 */
export type ControlRoute = { kind: 'events' } | { kind: 'clock' } | { kind: 'pay'; requestId: string } | { kind: 'action'; api: string; name: string };

/** The control a request asks for; undefined when it is none (a call of an API, a page). */
export function controlRoute(method: string, pathname: string): ControlRoute | undefined {
  if (pathname === '/_simulator/events' && method === 'GET') return { kind: 'events' };
  if (method !== 'POST') return undefined;
  if (pathname === '/_simulator/clock') return { kind: 'clock' };
  const pay = /^\/_simulator\/checkout\/sessions\/(\d+)\/pay$/.exec(pathname);
  if (pay) return { kind: 'pay', requestId: pay[1]! };
  // A model's command: `/_simulator/payment-links/pay`, `/_simulator/three-d-s-server/token`.
  const action = /^\/_simulator\/([a-z0-9-]+)\/([A-Za-z]+)$/.exec(pathname);
  return action ? { kind: 'action', api: action[1]!, name: action[2]! } : undefined;
}

export type ControlAnswer =
  | { kind: 'clock'; status: number; body: { now: string } | { error: 'seconds' } }
  | { kind: 'pay'; requestId: string; status: number; body: PayResult }
  | { kind: 'action'; api: string; status: number; body: ActionResult };

/** Runs a control that changes the simulation, with the fields of its input. */
export async function runControl(simulator: Simulator, route: Exclude<ControlRoute, { kind: 'events' }>, fields: RawObject): Promise<ControlAnswer> {
  switch (route.kind) {
    case 'clock': {
      const seconds = Number(fields.seconds);
      if (!Number.isFinite(seconds) || seconds <= 0) return { kind: 'clock', status: 400, body: { error: 'seconds' } };
      await simulator.advance(seconds);
      return { kind: 'clock', status: 200, body: { now: simulator.clock.now().toISOString() } };
    }
    case 'pay': {
      const result = await simulator.payCheckoutSession(Number(route.requestId), String(fields.card ?? ''), fields.otp ? String(fields.otp) : undefined);
      return { kind: 'pay', requestId: route.requestId, status: result.ok ? 200 : 409, body: result };
    }
    case 'action': {
      const result = await simulator.act(route.api, route.name, fields);
      return { kind: 'action', api: route.api, status: result.ok ? 200 : result.problem === 'unknownAction' ? 404 : 409, body: result };
    }
  }
}
