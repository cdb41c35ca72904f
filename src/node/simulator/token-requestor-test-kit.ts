import { repositoryFacts } from '../facts/load-facts';
import { loadSimulatorApis } from './load-simulator-apis';
import type { RawObject } from '../../shared/openapi/raw';
import { fixedClock } from '../../shared/simulator/clock';
import { createSimulator } from '../../shared/simulator/simulator';

/** What Token Requestor's tests share: the definitions in both languages, a simulator at an instant, Bearer calls, a webhook example. */

const facts = repositoryFacts();
export const HOST = 'https://api-test.ondapay.dev/token-requestor';
export const trApis = { es: loadSimulatorApis(process.cwd(), 'es', ['token-requestor']), en: loadSimulatorApis(process.cwd(), 'en', ['token-requestor']) };
export type Sim = ReturnType<typeof createSimulator>;

export const simulatorAt = (at: string, locale: 'es' | 'en' = 'es') => createSimulator({ locale, apis: trApis[locale], facts, clock: fixedClock(at) });

export async function send(sim: Sim, method: string, path: string, bearer: string, body?: unknown) {
  const response = await sim.handle({ method, url: `${HOST}${path}`, headers: { authorization: `Bearer ${bearer}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) }, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
  return { ...response, json: JSON.parse(response.body) as RawObject };
}

export const basic = (clientId: string, secret: string) => `Basic ${btoa(`${clientId}:${secret}`)}`;

/** The pages' example credential (`trc_4b8e1f0a9d2c7e35`, scope `tokens`). */
export const EXAMPLE_BASIC = basic('trc_4b8e1f0a9d2c7e35', 'trs_Vq7Lm2Xc9Rt4Kp8Wz3Nb6Hd1Fs5Gy0Ja');

export async function tokenFor(sim: Sim, authorization: string, scope: string) {
  const response = await sim.handle({ method: 'POST', url: `${HOST}/oauth/token`, headers: { 'content-type': 'application/x-www-form-urlencoded', authorization }, body: `grant_type=client_credentials&scope=${scope}` });
  return { status: response.status, json: JSON.parse(response.body) as RawObject };
}

export const accessToken = async (sim: Sim, authorization = EXAMPLE_BASIC, scope = 'tokens') => String((await tokenFor(sim, authorization, scope)).json.access_token);

export function webhook(name: string, example: string, locale: 'es' | 'en' = 'es'): RawObject {
  const webhooks = trApis[locale][0]!.document.webhooks as Record<string, { post: { requestBody: { content: Record<string, { examples: Record<string, { value: RawObject }> }> } } }>;
  return webhooks[name]!.post.requestBody.content['application/json']!.examples[example]!.value;
}
