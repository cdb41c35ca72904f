import { isObject } from '../../openapi/raw';
import { jsonAnswer } from '../answers';
import type { SimApi } from '../api-data';
import { numberFact, type OperationCall } from '../environment';
import { responseExamples } from '../examples';
import { notSimulated } from '../not-simulated';
import type { SimSite } from '../site';
import { tokenValue } from '../auth/token-store';
import { findOperation } from '../words';

/**
 * Token Requestor's `POST /oauth/token` (content guide, Token Requestor *Authentication*): the
 * standard OAuth 2.0 client credentials grant. HTTP Basic with a known credential (checked before
 * this handler runs), `grant_type=client_credentials` and the credential's own `scope` → an access
 * token in OAuth's format, valid for the `expires_in` of the definition's example; every error is
 * the definition's (`unsupported_grant_type`, `invalid_scope`). The other operations check the Bearer
 * token and answer that they are not simulated.
 */

export interface OAuthClient {
  clientId: string;
  clientSecret: string;
  /** `tokens`, `admin` or `consumer`: which operations its access tokens open. */
  scope: string;
  site: SimSite;
  /** The Token Requestor site of a `tokens` credential (`null` for `admin` and `consumer`). */
  siteId?: number | null;
  description?: string;
  createdAt?: string;
  /** The merchant it works for (Tienda Andina's when absent). */
  merchantId?: number;
  /** When it was revoked: it gets no more tokens and those it got stop working. */
  revokedAt?: number;
}

const example = (api: SimApi, operationId: string, status: number, name: string): Record<string, unknown> => {
  const value = responseExamples(api.document, findOperation(api, operationId), status).get(name);
  if (!isObject(value)) throw new Error(`${api.api} ${operationId} ${status}: no example "${name}"`);
  return value;
};

/** The example credential the pages use (`createCredential`'s example: `trc_4b8e1f0a9d2c7e35`, its secret and scope), for the example site. */
export function exampleClients(api: SimApi, site: SimSite): OAuthClient[] {
  const created = example(api, 'createCredential', 200, 'created');
  const credential = isObject(created.credential) ? created.credential : {};
  if (typeof credential.clientId !== 'string' || typeof created.clientSecret !== 'string' || typeof credential.scope !== 'string') throw new Error(`${api.api} createCredential: the example has no clientId, clientSecret and scope`);
  return [{ clientId: credential.clientId, clientSecret: created.clientSecret, scope: credential.scope, site }];
}

export async function getAccessToken({ env, api, body, client }: OperationCall) {
  if (!client) return notSimulated(env.locale, `${api.api} getAccessToken`);
  const fail = (name: string) => jsonAnswer(400, example(api, 'getAccessToken', 400, name), [], { 'cache-control': 'no-store' });
  if (body.grant_type !== 'client_credentials') return fail('unsupportedGrantType');
  if (typeof body.scope !== 'string' || body.scope === '') return notSimulated(env.locale, `${api.api} getAccessToken`, 'scope');
  if (body.scope !== client.scope) return fail('invalidScope');
  const issued = example(api, 'getAccessToken', 200, 'issued');
  const expiresIn = Number(issued.expires_in);
  const now = env.clock.now().getTime();
  // The limit of token requests a minute per credential: the oldest in the minute says when to retry.
  const limit = numberFact(env, 'token-requestor', 'tokenRequestsPerMinute');
  const recent = env.tokens.list(api.api).filter((token) => token.clientId === client.clientId && token.issuedAt > now - 60_000);
  if (limit !== undefined && recent.length >= limit) {
    const retryAfter = Math.max(1, Math.ceil((Math.min(...recent.map((token) => token.issuedAt)) + 60_000 - now) / 1000));
    return jsonAnswer(429, example(api, 'getAccessToken', 429, 'tooManyRequests'), [], { 'cache-control': 'no-store', 'retry-after': String(retryAfter) });
  }
  const token = env.tokens.add({ api: api.api, token: tokenValue(String(issued.access_token), (value) => env.tokens.find(value) !== undefined), site: client.site, issuedAt: now, expiresAt: now + expiresIn * 1000, clientId: client.clientId, scope: client.scope });
  return jsonAnswer(200, { access_token: token.token, token_type: issued.token_type, expires_in: expiresIn, scope: token.scope }, [], { 'cache-control': 'no-store' });
}
