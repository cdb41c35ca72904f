import { type RawObject } from '../../openapi/raw';
import { copy, jsonAnswer, statusObject } from '../answers';
import { siteDateTime } from '../clock';
import { numberFact, type OperationCall } from '../environment';
import { notSimulated } from '../not-simulated';
import { publicHttps } from './public-https';
import type { OAuthClient } from './oauth-model';
import { merchantOf, newWebhookSecret, nextValue, trState, type TrSite } from './tr-state';
import { failAnswer, messageOf, processed, responseValue } from './tr-words';

/**
 * Token Requestor's administration with an `admin` credential (openapi/token-requestor, pages
 * api/admin/credentials, sites, merchant): the merchant's credentials (create with the secret shown
 * once, list, get, rename, revoke: a revoked credential gets no token and its tokens stop working),
 * its sites (create with the `webhookSecret` shown once, list, update or rotate, delete without live
 * tokens) and its contact. Every answer's words are the examples'.
 */

const LIVE = new Set(['REQUESTED', 'ACTIVE', 'SUSPENDED']);

const credentialOf = (client: OAuthClient) => ({ clientId: client.clientId, siteId: client.siteId ?? null, scope: client.scope, ...(client.description !== undefined ? { description: client.description } : {}), createdAt: client.createdAt ?? '' });

/** The merchant's credentials that still work. */
const activeClients = (call: OperationCall) => {
  const merchantId = merchantOf(call.client, call.api);
  return call.env.clients.filter((client) => client.revokedAt === undefined && merchantOf(client, call.api) === merchantId);
};

const mySite = (call: OperationCall, siteId: number): TrSite | undefined => {
  const site = trState(call.env, call.api).sites.get(siteId);
  return site && !site.deleted && site.merchantId === merchantOf(call.client, call.api) ? site : undefined;
};

export async function createCredential(call: OperationCall) {
  const { env, api, body } = call;
  const date = siteDateTime(env.clock.now());
  const state = trState(env, api);
  const limit = numberFact(env, 'token-requestor', 'credentialsPerSiteAndScope');
  if (limit === undefined) return notSimulated(env.locale, `${api.api} createCredential`);
  const siteId = typeof body.siteId === 'number' ? body.siteId : undefined;
  if (body.scope === 'tokens' && siteId === undefined) return failAnswer(api, 'createCredential', 400, 'site', date);
  // "siteId no va con admin": the pages give no words for it.
  if (body.scope !== 'tokens' && siteId !== undefined) return notSimulated(env.locale, `${api.api} createCredential`, 'siteId (admin)');
  if (siteId !== undefined && !mySite(call, siteId)) return failAnswer(api, 'createCredential', 404, 'notFound', date);
  if (siteId !== undefined && activeClients(call).filter((client) => client.siteId === siteId && client.scope === body.scope).length >= limit) return failAnswer(api, 'createCredential', 409, 'limit', date);
  const example = responseValue(api, 'createCredential', 200, 'created');
  const exampleCredential = example.credential as RawObject;
  const known = (value: string) => env.clients.some((client) => client.clientId === value || client.clientSecret === value);
  const client: OAuthClient = {
    clientId: nextValue(state, 'clientId', String(exampleCredential.clientId), known),
    clientSecret: nextValue(state, 'clientSecret', String(example.clientSecret), known),
    scope: String(body.scope),
    site: call.client?.site ?? env.sites[0]!,
    siteId: siteId ?? null,
    ...(typeof body.description === 'string' ? { description: body.description } : {}),
    createdAt: date,
    merchantId: merchantOf(call.client, api),
  };
  env.clients.push(client);
  return jsonAnswer(200, { status: processed(api, date), credential: credentialOf(client), clientSecret: client.clientSecret });
}

export async function listCredentials(call: OperationCall) {
  const date = siteDateTime(call.env.clock.now());
  const siteId = call.params.siteId === undefined ? undefined : Number(call.params.siteId);
  // Oldest first, as the example lists them.
  const credentials = activeClients(call)
    .filter((client) => siteId === undefined || client.siteId === siteId)
    .sort((a, b) => Date.parse(a.createdAt ?? '') - Date.parse(b.createdAt ?? ''));
  return jsonAnswer(200, { status: processed(call.api, date), credentials: credentials.map(credentialOf) });
}

const findClient = (call: OperationCall) => activeClients(call).find((client) => client.clientId === call.params.clientId);

export async function getCredential(call: OperationCall) {
  const date = siteDateTime(call.env.clock.now());
  const client = findClient(call);
  if (!client) return failAnswer(call.api, 'getCredential', 404, 'notFound', date);
  return jsonAnswer(200, { status: processed(call.api, date), credential: credentialOf(client) });
}

export async function updateCredential(call: OperationCall) {
  const date = siteDateTime(call.env.clock.now());
  const client = findClient(call);
  if (!client) return failAnswer(call.api, 'updateCredential', 404, 'notFound', date);
  client.description = String(call.body.description);
  return jsonAnswer(200, { status: processed(call.api, date), credential: credentialOf(client) });
}

/** Revokes at once: the credential gets no token and every token it got stops working. The caller's own: not described. */
export async function revokeCredential(call: OperationCall) {
  const { env, api } = call;
  const now = env.clock.now();
  const date = siteDateTime(now);
  const client = findClient(call);
  if (!client) return failAnswer(api, 'revokeCredential', 404, 'notFound', date);
  if (client.clientId === call.client?.clientId) return notSimulated(env.locale, `${api.api} revokeCredential`, 'the calling credential');
  revoke(call, client, now.getTime());
  return jsonAnswer(200, { status: statusObject('OK', '00', messageOf(api, 'revokeCredential', 200, 'revoked'), date) });
}

function revoke(call: OperationCall, client: OAuthClient, at: number) {
  client.revokedAt = at;
  for (const token of call.env.tokens.list(call.api.api)) if (token.clientId === client.clientId) token.revokedAt = at;
}

export async function createSite(call: OperationCall) {
  const { env, api, body } = call;
  const date = siteDateTime(env.clock.now());
  const state = trState(env, api);
  const example = responseValue(api, 'createSite', 200, 'created');
  if (!publicHttps(body.notificationUrl)) return failAnswer(api, 'createSite', 400, 'url', date);
  const siteId = nextValue(state, 'siteId', Math.max(0, ...state.sites.keys()) + 1, (value) => state.sites.has(value));
  const record: RawObject = { siteId, name: body.name, channel: body.channel, url: body.url, notificationUrl: body.notificationUrl, siteStatus: 'ACTIVE', createdAt: date };
  const site: TrSite = { merchantId: merchantOf(call.client, api), record, webhookSecret: newWebhookSecret(state, String(example.webhookSecret)) };
  state.sites.set(siteId, site);
  return jsonAnswer(200, { status: processed(api, date), site: copy(record), webhookSecret: site.webhookSecret });
}

export async function listSites(call: OperationCall) {
  const date = siteDateTime(call.env.clock.now());
  const merchantId = merchantOf(call.client, call.api);
  const sites = [...trState(call.env, call.api).sites.values()].filter((site) => !site.deleted && site.merchantId === merchantId);
  return jsonAnswer(200, { status: processed(call.api, date), sites: sites.map((site) => copy(site.record)) });
}

export async function updateSite(call: OperationCall) {
  const { env, api, body } = call;
  const date = siteDateTime(env.clock.now());
  const site = mySite(call, Number(call.params.siteId));
  if (!site) return failAnswer(api, 'updateSite', 404, 'notFound', date);
  for (const field of ['name', 'url', 'notificationUrl', 'siteStatus']) if (body[field] !== undefined) site.record[field] = body[field];
  const rotated = body.rotateWebhookSecret === true;
  if (rotated) site.webhookSecret = newWebhookSecret(trState(env, api), String(responseValue(api, 'updateSite', 200, 'rotated').webhookSecret));
  return jsonAnswer(200, { status: processed(api, date), site: copy(site.record), ...(rotated ? { webhookSecret: site.webhookSecret } : {}) });
}

/** Only without live tokens; final: its credentials are revoked and its `siteId` is never used again. */
export async function deleteSite(call: OperationCall) {
  const { env, api } = call;
  const now = env.clock.now();
  const date = siteDateTime(now);
  const siteId = Number(call.params.siteId);
  const site = mySite(call, siteId);
  if (!site) return failAnswer(api, 'deleteSite', 404, 'notFound', date);
  if ([...trState(env, api).tokens.values()].some((token) => token.siteId === siteId && LIVE.has(token.tokenStatus))) return failAnswer(api, 'deleteSite', 409, 'liveTokens', date);
  site.deleted = true;
  for (const client of activeClients(call).filter((candidate) => candidate.siteId === siteId)) revoke(call, client, now.getTime());
  return jsonAnswer(200, { status: statusObject('OK', '00', messageOf(api, 'deleteSite', 200, 'deleted'), date) });
}

export async function getMerchant(call: OperationCall) {
  const date = siteDateTime(call.env.clock.now());
  const merchant = trState(call.env, call.api).merchants.get(merchantOf(call.client, call.api));
  if (!merchant) return notSimulated(call.env.locale, `${call.api.api} getMerchant`);
  return jsonAnswer(200, { status: processed(call.api, date), merchant: copy(merchant.record) });
}

export async function updateMerchant(call: OperationCall) {
  const merchant = trState(call.env, call.api).merchants.get(merchantOf(call.client, call.api));
  if (merchant) for (const field of ['contactName', 'contactEmail']) if (call.body[field] !== undefined) merchant.record[field] = call.body[field];
  return getMerchant(call);
}

export { LIVE };
