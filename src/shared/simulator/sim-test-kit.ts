import type { RawObject } from '../openapi/raw';
import { authSteps } from '../toolkit/auth';
import { fromBase64 } from '../toolkit/bytes';
import type { SimApi } from './api-data';
import { siteDateTime } from './clock';
import { requestExamples, responseExamples } from './examples';
import type { Simulator } from './simulator';
import { exampleSite } from './site';
import { findOperation } from './words';

/**
 * What the models' flow tests share: a definition's examples by name, an example's `auth` recomputed
 * for the example site's secretKey (from its own nonce and seed, or a seed given), a fresh `auth` at
 * the simulator's time, and a JSON call.
 */
export const requestExample = (api: SimApi, operationId: string, name: string) => requestExamples(api.document, findOperation(api, operationId)).get(name) as RawObject;
export const responseExample = (api: SimApi, operationId: string, status: number, name: string) => responseExamples(api.document, findOperation(api, operationId), status).get(name) as RawObject;

export async function signed(body: RawObject, seed?: string): Promise<RawObject> {
  const auth = body.auth as RawObject;
  const steps = await authSteps({ login: exampleSite.login, secretKey: exampleSite.secretKey, nonce: fromBase64(String(auth.nonce))!, seed: seed ?? String(auth.seed) });
  return { ...body, auth: { ...auth, seed: steps.seed, tranKey: steps.tranKey } };
}

let nonceCounter = 0;

/** A fresh `auth` at the simulator's time, with a nonce never used before: the example site's, or the credentials given (Core's administrator, a site Core created). */
export async function freshAuth(sim: Simulator, credentials: { login: string; secretKey: string } = exampleSite): Promise<RawObject> {
  nonceCounter += 1;
  const nonce = new Uint8Array(16);
  new DataView(nonce.buffer).setUint32(0, nonceCounter);
  nonce[15] = 0xa5;
  const steps = await authSteps({ login: credentials.login, secretKey: credentials.secretKey, nonce, seed: siteDateTime(sim.clock.now()) });
  return { login: credentials.login, tranKey: steps.tranKey, nonce: steps.nonceBase64, seed: steps.seed };
}

export async function postJson(sim: Simulator, url: string, body: unknown, headers: Record<string, string> = {}) {
  const response = await sim.handle({ method: 'POST', url, headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
  return { ...response, json: JSON.parse(response.body) as RawObject };
}

/** Seconds from one site time to another (`2026-11-20T14:30:01-05:00` → `2026-11-21T10:15:34-05:00`). */
export const secondsBetween = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / 1000;

/** A Bearer-authenticated caller: the account manager's first token (the model's action `token`) and JSON calls to the API's test host with it. */
export async function bearerClient(sim: Simulator, api: string, host: string) {
  const issued = await sim.act(api, 'token', {});
  if (!issued.ok) throw new Error(issued.problem);
  const { token } = issued.value as { token: string };
  const call = async (method: string, path: string, body?: unknown) => {
    const response = await sim.handle({ method, url: `${host}${path}`, headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
    return { ...response, json: JSON.parse(response.body) as RawObject };
  };
  return { token, call };
}
