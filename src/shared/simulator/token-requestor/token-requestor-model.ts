import type { ApiModel, ModelAction, OperationCall, OperationHandler } from '../environment';
import type { SimApi } from '../api-data';
import { notSimulated } from '../not-simulated';
import { siteDateTime } from '../clock';
import { createCredential, deleteSite, getCredential, getMerchant, listCredentials, listSites, revokeCredential, updateCredential, updateMerchant, updateSite, createSite } from './admin-model';
import { createMerchant, deleteMerchant, getConsumer, getConsumerMerchant, listMerchants, onboardingTick, updateConsumer } from './consumer-model';
import { getAccessToken } from './oauth-model';
import { deleteToken, enrollCard, getCryptogram, getTokenStatus, tokensTick } from './tokens-model';
import { exampleMerchantId, nextValue, trState } from './tr-state';
import { failAnswer, responseValue } from './tr-words';

/**
 * Token Requestor in the simulated environment: OAuth (oauth-model.ts), then each operation with the
 * scope the content guide gives it (`tokens`: the card tokens; `admin`: credentials, sites and the
 * merchant; `consumer`: the consumer and its merchants). A token of another scope gets the
 * definition's 403 `scope`; a `tokens` credential of an `INACTIVE` site is refused with words no page
 * gives, so it answers that it is not simulated.
 */

type Scope = 'tokens' | 'admin' | 'consumer';

const operations: Record<Scope, Record<string, OperationHandler>> = {
  tokens: { enrollCard, getCryptogram, getTokenStatus, deleteToken },
  admin: { createCredential, listCredentials, getCredential, updateCredential, revokeCredential, createSite, listSites, updateSite, deleteSite, getMerchant, updateMerchant },
  consumer: { getConsumer, updateConsumer, createMerchant, listMerchants, getConsumerMerchant, deleteMerchant },
};

/** The scope an operation needs (`tokens`, `admin`, `consumer`), or undefined for `getAccessToken`. */
export const scopeOf = (operationId: string): Scope | undefined => (Object.keys(operations) as Scope[]).find((scope) => operationId in operations[scope]);

const scoped = (operationId: string, scope: Scope, handler: OperationHandler): OperationHandler => async (call: OperationCall) => {
  const date = siteDateTime(call.env.clock.now());
  const client = call.env.clients.find((candidate) => candidate.clientId === call.token?.clientId);
  if (!client || call.token?.scope !== scope) return failAnswer(call.api, operationId, 403, 'scope', date);
  if (scope === 'tokens') {
    const site = trState(call.env, call.api).sites.get(Number(client.siteId));
    if (site?.record.siteStatus === 'INACTIVE') return notSimulated(call.env.locale, `${call.api.api} ${operationId}`, 'siteStatus INACTIVE');
  }
  return handler({ ...call, client });
};

/**
 * The account manager hands over the first `admin` credential (Tienda Andina's, the example
 * `trc_9a2d6f1c4e8b0d37`) or the consumer's `consumer` one: `{ "scope": "admin" }`. Its secret is
 * on no page, so it is a fresh one, shown here once as the API would.
 */
const credential = (api: SimApi): ModelAction => async (env, input) => {
  const state = trState(env, api);
  if (input.scope === 'admin') {
    const admin = env.clients.find((client) => client.scope === 'admin' && client.merchantId === exampleMerchantId(api) && client.revokedAt === undefined);
    return admin ? { ok: true, value: { clientId: admin.clientId, clientSecret: admin.clientSecret } } : { ok: false, problem: 'noAdminCredential' };
  }
  if (input.scope !== 'consumer') return { ok: false, problem: 'unknownScope' };
  let consumer = env.clients.find((client) => client.scope === 'consumer' && client.revokedAt === undefined);
  if (!consumer) {
    const example = responseValue(api, 'createCredential', 200, 'created');
    const known = (value: string) => env.clients.some((client) => client.clientId === value || client.clientSecret === value);
    const clientId = nextValue(state, 'consumerClientId', String((example.credential as Record<string, unknown>).clientId), known);
    consumer = { clientId, clientSecret: nextValue(state, 'consumerClientSecret', String(example.clientSecret), known), scope: 'consumer', site: env.sites[0]!, siteId: null, createdAt: String(state.consumer.record.createdAt) };
    env.clients.push(consumer);
  }
  return { ok: true, value: { clientId: consumer.clientId, clientSecret: consumer.clientSecret } };
};

export function tokenRequestorModel(api: SimApi): ApiModel {
  const handlers: Record<string, OperationHandler> = { getAccessToken };
  for (const [scope, byId] of Object.entries(operations) as [Scope, Record<string, OperationHandler>][]) for (const [operationId, handler] of Object.entries(byId)) handlers[operationId] = scoped(operationId, scope, handler);
  return {
    api: api.api,
    handlers,
    actions: { credential: credential(api) },
    async tick(env) {
      // Seeds the environment's state at its first instant, before any credential is checked.
      trState(env, api);
      await tokensTick(env, api);
      await onboardingTick(env, api);
    },
  };
}
