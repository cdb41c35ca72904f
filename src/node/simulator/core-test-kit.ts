import { repositoryFacts } from '../facts/load-facts';
import { loadSimulatorApis } from './load-simulator-apis';
import type { Locale } from '../../shared/i18n/locales';
import { type RawObject, without } from '../../shared/openapi/raw';
import { fixedClock } from '../../shared/simulator/clock';
import { exampleAdministrator } from '../../shared/simulator/core/administrators';
import { createSimulator, type Simulator, type SimulatorOptions } from '../../shared/simulator/simulator';
import { freshAuth, postJson, requestExample, responseExample } from '../../shared/simulator/sim-test-kit';

/**
 * What Core's simulator tests (src/shared/simulator/core/) share: the definition in one language, a simulator at a site time, a call with
 * a fresh administrator `auth` (or the example's own, sent as the page shows it), and the examples.
 */
export const CORE = 'https://api-test.ondapay.dev/core';

export function coreKit(locale: Locale, extra: readonly string[] = []) {
  const apis = loadSimulatorApis(process.cwd(), locale, ['core', ...extra]);
  const core = apis.find((api) => api.api === 'core')!;
  const facts = repositoryFacts();
  return {
    core,
    apis,
    simulatorAt: (at: string, options: Partial<SimulatorOptions> = {}) => createSimulator({ locale, apis, facts, clock: fixedClock(at), ...options }),
    /** The operation's request example with its own `auth`, as the definition writes it. */
    asExample: (operationId: string, name: string) => requestExample(core, operationId, name),
    answer: (operationId: string, status: number, name: string) => responseExample(core, operationId, status, name),
    /** `POST <path>` with the body given and a fresh `auth` of the example administrator (or the credentials given). */
    async call(sim: Simulator, path: string, body: RawObject = {}, credentials: { login: string; secretKey: string } = exampleAdministrator) {
      return postJson(sim, `${CORE}${path}`, { ...body, auth: await freshAuth(sim, credentials) });
    },
    /** The request example's body (its `auth` replaced by a fresh one). */
    async callExample(sim: Simulator, path: string, operationId: string, name: string) {
      return postJson(sim, `${CORE}${path}`, { ...without(requestExample(core, operationId, name), 'auth'), auth: await freshAuth(sim, exampleAdministrator) });
    },
  };
}

/** Seconds from one site time to another. */
export const secondsFrom = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / 1000;
