import { isObject, type RawObject } from '../../openapi/raw';
import { copy, jsonAnswer, statusObject } from '../answers';
import type { SimApi } from '../api-data';
import { siteDateTime } from '../clock';
import { numberFact, textFact, type OperationCall, type SimEnvironment } from '../environment';
import { notSimulated } from '../not-simulated';
import { notify } from '../notify';
import { exampleSite } from '../site';
import { LIVE } from './admin-model';
import { publicHttps } from './public-https';
import type { OAuthClient } from './oauth-model';
import type { TrBrand } from './test-cards';
import { countUp } from './tokens-model';
import { nextValue, trState, type TrMerchant, type TrState } from './tr-state';
import { failAnswer, messageOf, processed, responseValue, webhookExample } from './tr-words';

/**
 * A consumer (a gateway that manages several merchants' tokenization) with its `consumer` credential
 * (page api/admin/consumer): its own data and notification URL, and its merchants: create one (both
 * brands' onboarding `PENDING`, and the merchant's first `admin` credential shown once), list, get,
 * delete without live tokens. In the test environment each onboarding ends
 * `token-requestor.onboardingTestSeconds` later, `ACTIVE`, or for Visa `REJECTED` (`TR71`) with the
 * facts' `onboardingRejectedMcc`, and `ONBOARDING_UPDATED` goes to the consumer and the merchant's
 * active sites, each signed with its own `webhookSecret`.
 */

const BRANDS: readonly TrBrand[] = ['VISA', 'MASTERCARD'];

const list = (value: unknown): RawObject[] => (Array.isArray(value) ? value.filter(isObject) : []);
const consumerId = (state: TrState) => Number(state.consumer.record.consumerId);
const consumerMerchants = (state: TrState) => [...state.merchants.values()].filter((merchant) => !merchant.deleted && merchant.record.consumerId === consumerId(state));


export async function getConsumer(call: OperationCall) {
  const date = siteDateTime(call.env.clock.now());
  return jsonAnswer(200, { status: processed(call.api, date), consumer: copy(trState(call.env, call.api).consumer.record) });
}

export async function updateConsumer(call: OperationCall) {
  const { env, api, body } = call;
  const date = siteDateTime(env.clock.now());
  const state = trState(env, api);
  if (body.notificationUrl !== undefined && !publicHttps(body.notificationUrl)) return failAnswer(api, 'updateConsumer', 400, 'notHttps', date);
  const first = body.notificationUrl !== undefined && state.consumer.record.notificationUrl === null;
  if (body.notificationUrl !== undefined) state.consumer.record.notificationUrl = body.notificationUrl;
  const rotated = body.rotateWebhookSecret === true;
  if (rotated) state.consumer.webhookSecret = nextValue(state, 'consumerWebhookSecret', state.consumer.webhookSecret, (value) => value === state.consumer.webhookSecret);
  return jsonAnswer(200, { status: processed(api, date), consumer: copy(state.consumer.record), ...(rotated || first ? { webhookSecret: state.consumer.webhookSecret } : {}) });
}

export async function createMerchant(call: OperationCall) {
  const { env, api, body } = call;
  const now = env.clock.now();
  const date = siteDateTime(now);
  const state = trState(env, api);
  const seconds = numberFact(env, 'token-requestor', 'onboardingTestSeconds');
  const rejectedMcc = textFact(env, 'token-requestor', 'onboardingRejectedMcc');
  if (seconds === undefined || rejectedMcc === undefined) return notSimulated(env.locale, `${api.api} createMerchant`);
  if (consumerMerchants(state).some((merchant) => merchant.record.document === body.document)) return failAnswer(api, 'createMerchant', 409, 'duplicate', date);
  const example = responseValue(api, 'createMerchant', 200, 'created');
  const pendingAttempt = list(list((example.merchant as RawObject).trids)[0]?.attempts)[0]!;
  const merchantId = nextValue(state, 'merchantId', Math.max(0, ...state.merchants.keys()) + 1, (value) => state.merchants.has(value));
  const record: RawObject = {
    merchantId,
    consumerId: consumerId(state),
    ...Object.fromEntries(['name', 'documentType', 'document', 'country', 'mcc', 'url', 'contactName', 'contactEmail'].map((field) => [field, body[field]])),
    trids: BRANDS.map((brand) => ({ brand, trid: null, tridStatus: 'PENDING', attempts: [{ attempt: 1, startedAt: date, finishedAt: null, result: 'PENDING', message: pendingAttempt.message }] })),
  };
  const at = now.getTime() + seconds * 1000;
  const merchant: TrMerchant = { record, onboarding: BRANDS.map((brand) => ({ brand, at, result: brand === 'VISA' && body.mcc === rejectedMcc ? 'REJECTED' : 'ACTIVE' })) };
  state.merchants.set(merchantId, merchant);
  const credential = example.adminCredential as RawObject;
  const known = (value: string) => env.clients.some((client) => client.clientId === value || client.clientSecret === value);
  const admin: OAuthClient = { clientId: nextValue(state, 'adminClientId', String(credential.clientId), known), clientSecret: nextValue(state, 'adminClientSecret', String(credential.clientSecret), known), scope: 'admin', site: call.client?.site ?? exampleSite, siteId: null, createdAt: date, merchantId };
  env.clients.push(admin);
  return jsonAnswer(200, { status: processed(api, date), merchant: copy(record), adminCredential: { clientId: admin.clientId, clientSecret: admin.clientSecret } });
}

export async function listMerchants(call: OperationCall) {
  const date = siteDateTime(call.env.clock.now());
  return jsonAnswer(200, { status: processed(call.api, date), merchants: consumerMerchants(trState(call.env, call.api)).map((merchant) => copy(merchant.record)) });
}

const findMerchant = (call: OperationCall) => consumerMerchants(trState(call.env, call.api)).find((merchant) => merchant.record.merchantId === Number(call.params.merchantId));

export async function getConsumerMerchant(call: OperationCall) {
  const date = siteDateTime(call.env.clock.now());
  const merchant = findMerchant(call);
  if (!merchant) return failAnswer(call.api, 'getConsumerMerchant', 404, 'notFound', date);
  return jsonAnswer(200, { status: processed(call.api, date), merchant: copy(merchant.record) });
}

/** Only without live tokens; final: its sites and credentials go with it. */
export async function deleteMerchant(call: OperationCall) {
  const { env, api } = call;
  const now = env.clock.now();
  const date = siteDateTime(now);
  const state = trState(env, api);
  const merchant = findMerchant(call);
  if (!merchant) return failAnswer(api, 'deleteMerchant', 404, 'notFound', date);
  const merchantId = Number(merchant.record.merchantId);
  if ([...state.tokens.values()].some((token) => token.merchantId === merchantId && LIVE.has(token.tokenStatus))) return failAnswer(api, 'deleteMerchant', 409, 'liveTokens', date);
  merchant.deleted = true;
  merchant.onboarding = [];
  for (const site of state.sites.values()) if (site.merchantId === merchantId) site.deleted = true;
  for (const client of env.clients) if (client.merchantId === merchantId && client.revokedAt === undefined) client.revokedAt = now.getTime();
  for (const token of env.tokens.list(api.api)) if (env.clients.some((client) => client.clientId === token.clientId && client.merchantId === merchantId)) token.revokedAt = now.getTime();
  return jsonAnswer(200, { status: statusObject('OK', '00', messageOf(api, 'deleteMerchant', 200, 'deleted'), date) });
}

/** The brand's TRID the network assigns: the examples' in order (`40010031488`…), then counting up. */
function assignTrid(state: TrState, api: SimApi, brand: TrBrand): string {
  const used = new Set([...state.merchants.values()].flatMap((merchant) => list(merchant.record.trids).map((trid) => trid.trid)));
  const examples = list(responseValue(api, 'listMerchants', 200, 'merchants').merchants).flatMap((merchant) => list(merchant.trids).filter((trid) => trid.brand === brand && typeof trid.trid === 'string').map((trid) => String(trid.trid)));
  let value = examples.find((candidate) => !used.has(candidate)) ?? examples.at(-1) ?? '';
  while (used.has(value)) value = countUp(value, 1);
  return value;
}

export async function onboardingTick(env: SimEnvironment, api: SimApi) {
  const state = trState(env, api);
  const now = env.clock.now().getTime();
  const active = list(objectAtMerchant(responseValue(api, 'getMerchant', 200, 'merchant')).trids)[0];
  const activeMessage = String(list(active?.attempts)[0]?.message);
  const rejectedMessage = list(list(responseValue(api, 'listMerchants', 200, 'merchants').merchants).flatMap((merchant) => list(merchant.trids)).find((trid) => trid.tridStatus === 'REJECTED')?.attempts)[0]?.message;
  for (const merchant of state.merchants.values()) {
    for (const step of merchant.onboarding.filter((item) => item.at <= now)) {
      merchant.onboarding = merchant.onboarding.filter((item) => item !== step);
      const date = siteDateTime(new Date(step.at));
      const trid = list(merchant.record.trids).find((item) => item.brand === step.brand)!;
      const attempt = list(trid.attempts).at(-1)!;
      Object.assign(trid, { trid: step.result === 'ACTIVE' ? assignTrid(state, api, step.brand) : null, tridStatus: step.result });
      Object.assign(attempt, { finishedAt: date, result: step.result, message: step.result === 'ACTIVE' ? activeMessage : rejectedMessage });
      const example = objectAtMerchant(webhookExample(api, 'onboardingUpdated', step.result === 'ACTIVE' ? 'active' : 'rejected'), 'status');
      const payload = { event: 'ONBOARDING_UPDATED', merchantId: merchant.record.merchantId, brand: step.brand, trid: trid.trid, status: statusObject(step.result, String(example.reason), String(example.message), date) };
      await onboardingNotice(env, api, state, merchant, payload, date);
    }
  }
}

const objectAtMerchant = (value: RawObject, key = 'merchant'): RawObject => (isObject(value[key]) ? value[key] : {});

/** `ONBOARDING_UPDATED` to every `ACTIVE` site of the merchant with a URL, then to its consumer, each with its own secret. */
async function onboardingNotice(env: SimEnvironment, api: SimApi, state: TrState, merchant: TrMerchant, payload: RawObject, date: string) {
  const sender = env.sites[0] ?? exampleSite;
  for (const site of state.sites.values()) {
    if (site.deleted || site.merchantId !== merchant.record.merchantId || site.record.siteStatus !== 'ACTIVE' || typeof site.record.notificationUrl !== 'string') continue;
    await notify(env, api, 'onboardingUpdated', payload, sender, site.record.notificationUrl, date, site.webhookSecret);
  }
  if (merchant.record.consumerId === consumerId(state) && typeof state.consumer.record.notificationUrl === 'string') await notify(env, api, 'onboardingUpdated', payload, sender, state.consumer.record.notificationUrl, date, state.consumer.webhookSecret);
}
