import { isObject, type RawObject } from '../../openapi/raw';
import { compactNumber, testCards } from '../../test-cards/cards';
import { fromBase64, toBase64 } from '../../toolkit/bytes';
import { copy, jsonAnswer, objectAt, statusObject } from '../answers';
import type { SimApi } from '../api-data';
import { siteDateTime } from '../clock';
import { numberFact, type OperationCall, type SimEnvironment } from '../environment';
import { notSimulated } from '../not-simulated';
import { notify } from '../notify';
import { exampleSite } from '../site';
import { brandOf, NETWORK_TOKEN_PREFIX, NETWORK_TOKEN_REFUSED, OTHER_CATALOGUE_CARD, trTestCards, type LaterEvent, type TrBrand } from './test-cards';
import { merchantOf, type NetworkToken, trState, type TrState } from './tr-state';
import { failAnswer, messageOf, reasonWords, responseValue, webhookExample } from './tr-words';

/**
 * Token Requestor's card tokens (openapi/token-requestor, /token-requestor/integration/testing):
 * enrol a test card or a network token (the page's table decides `ACTIVE`, `REQUESTED` or the
 * `FAILED` reason), a `requestId` that replays the first answer within the facts' window, a
 * cryptogram for an `ACTIVE` Visa token, the status with its last change, deletion (`TR52`). What the
 * issuer does later (activate, suspend, resume, delete, update) happens on the clock and is notified,
 * signed with the site's `webhookSecret` (and the consumer's, for a consumer's merchant).
 */

const WEBHOOKS: Record<LaterEvent, string> = { TOKEN_ACTIVATED: 'tokenActivated', TOKEN_UPDATED: 'tokenUpdated', TOKEN_SUSPENDED: 'tokenSuspended', TOKEN_RESUMED: 'tokenResumed', TOKEN_DELETED: 'tokenDeleted' };
const STATUS_AFTER: Record<LaterEvent, NetworkToken['tokenStatus']> = { TOKEN_ACTIVATED: 'ACTIVE', TOKEN_UPDATED: 'ACTIVE', TOKEN_SUSPENDED: 'SUSPENDED', TOKEN_RESUMED: 'ACTIVE', TOKEN_DELETED: 'DELETED' };

/** One more than an identifier's trailing number: decimal digits (`…650138924`) or hex (`…e95a13f628`). */
export function countUp(example: string, steps: number): string {
  const digits = /[0-9]+$/.exec(example)?.[0] ?? '';
  const hex = /[0-9a-f]+$/.exec(example)?.[0] ?? '';
  const [tail, radix] = /[a-f]/.test(hex) ? [hex, 16] : [digits, 10];
  const value = (BigInt(radix === 16 ? `0x${tail}` : tail) + BigInt(steps)).toString(radix).padStart(tail.length, '0');
  return example.slice(0, example.length - tail.length) + value;
}

/** The n-th value counting up from an example (a Base64 cryptogram counts as one big number). */
function countUpBase64(example: string, steps: number): string {
  const bytes = fromBase64(example) ?? new Uint8Array();
  let carry = steps;
  for (let index = bytes.length - 1; index >= 0 && carry > 0; index -= 1) {
    const sum = bytes[index]! + carry;
    bytes[index] = sum % 256;
    carry = Math.floor(sum / 256);
  }
  return toBase64(bytes);
}

const nextCounted = (env: SimEnvironment, kind: string, example: string, taken: (value: string) => boolean) => {
  let value: string;
  do value = countUp(example, env.nextId(`token-requestor.${kind}`, 0));
  while (taken(value));
  return value;
};

/** `12/29` is still valid at `now` (the card works until the end of its month). */
function notExpired(expiration: string, now: Date): boolean {
  const [month, year] = expiration.split('/').map(Number) as [number, number];
  return Date.UTC(2000 + year, month, 1) > now.getTime();
}

const tokenBody = (token: NetworkToken) => ({ tokenReferenceId: token.tokenReferenceId, tokenStatus: token.tokenStatus, brand: token.brand, lastDigits: token.lastDigits, cardExpiration: token.cardExpiration });

/** The merchant's onboarding with a brand: `TR17` while `PENDING`, `TR16` once `REJECTED`. */
function onboardingReason(state: TrState, merchantId: number, brand: TrBrand): string | undefined {
  const trids = state.merchants.get(merchantId)?.record.trids;
  const trid = Array.isArray(trids) ? trids.find((item) => isObject(item) && item.brand === brand) : undefined;
  const status = isObject(trid) ? trid.tridStatus : undefined;
  return status === 'PENDING' ? 'TR17' : status === 'REJECTED' ? 'TR16' : undefined;
}

type Card = { pan: string; brand?: TrBrand; lastDigits: string; expiration: string; result: string; later: NetworkToken['later']; network: boolean };

/** What the test environment's network and issuer answer for the request's card or network token. */
function readCard(env: SimEnvironment, body: RawObject): Card | { notSimulated: string } {
  const now = env.clock.now();
  const at = now.getTime();
  const card = objectAt(body, 'card');
  const network = objectAt(body, 'networkToken');
  const given = card ?? network ?? {};
  const pan = compactNumber(String(given.number ?? ''));
  const expiration = String(given.expiration ?? '');
  if (!notExpired(expiration, now)) return { notSimulated: network ? 'networkToken.expiration' : 'card.expiration' };
  if (network) {
    const ours = pan.startsWith(NETWORK_TOKEN_PREFIX);
    return { pan, brand: 'VISA', lastDigits: pan.slice(-4), expiration, result: ours ? 'ACTIVE' : NETWORK_TOKEN_REFUSED, later: [], network: true };
  }
  const test = trTestCards.find((candidate) => candidate.number === pan);
  if (!test) {
    if (!testCards.some((candidate) => compactNumber(candidate.number) === pan)) return { notSimulated: 'card.number' };
    return { pan, lastDigits: pan.slice(-4), expiration, result: OTHER_CATALOGUE_CARD, later: [], network: false };
  }
  let when = at;
  const later = test.later.map((step) => ({ at: (when += step.afterSeconds * 1000), event: step.event, reason: step.reason, ...(step.cardExpiration ? { cardExpiration: step.cardExpiration } : {}) }));
  const brand = brandOf(test);
  return { pan, ...(brand ? { brand } : {}), lastDigits: pan.slice(-4), expiration, result: test.result, later, network: false };
}

export async function enrollCard(call: OperationCall) {
  const { env, api, body, client } = call;
  const now = env.clock.now();
  const date = siteDateTime(now);
  const state = trState(env, api);
  const window = numberFact(env, 'token-requestor', 'requestIdWindowMinutes');
  const requestId = typeof body.requestId === 'string' ? body.requestId : undefined;
  if (requestId !== undefined && window === undefined) return notSimulated(env.locale, `${api.api} enrollCard`, 'requestId');
  const card = readCard(env, body);
  if ('notSimulated' in card) return notSimulated(env.locale, `${api.api} enrollCard`, card.notSimulated);

  const earlier = requestId === undefined ? undefined : state.replays.get(requestId);
  if (earlier) {
    if (now.getTime() - earlier.at > window! * 60_000) return failAnswer(api, 'enrollCard', 409, 'requestIdUsed', date);
    if (earlier.pan !== card.pan) return failAnswer(api, 'enrollCard', 409, 'requestIdOtherCard', date);
    return jsonAnswer(200, copy(earlier.body), [], { 'ondapay-idempotent-replay': 'true' });
  }
  const answer = (result: RawObject) => {
    if (requestId !== undefined) state.replays.set(requestId, { at: now.getTime(), pan: card.pan, body: copy(result) });
    return jsonAnswer(200, result);
  };
  const failed = (reason: string) => {
    const message = reasonWords(env, api, 'FAILED', reason);
    return message === undefined ? notSimulated(env.locale, `${api.api} enrollCard`, reason) : answer({ status: statusObject('FAILED', reason, message, date) });
  };

  const merchantId = merchantOf(client, api);
  const siteId = Number(client?.siteId);
  if (!card.brand) return failed(card.result === OTHER_CATALOGUE_CARD ? card.result : 'TR14');
  const onboarding = onboardingReason(state, merchantId, card.brand);
  if (onboarding) return failed(onboarding);
  if (card.result !== 'ACTIVE' && card.result !== 'REQUESTED') return failed(card.result);

  // The same card again on the same site: the token it already has (its current status), not a new one.
  const existing = [...state.tokens.values()].find((token) => token.siteId === siteId && token.pan === card.pan && token.tokenStatus !== 'DELETED');
  const words = (token: NetworkToken) => (token.tokenStatus === 'ACTIVE' ? messageOf(api, 'enrollCard', 200, 'active') : token.tokenStatus === 'REQUESTED' ? messageOf(api, 'enrollCard', 200, 'requested') : undefined);
  if (existing) {
    const message = words(existing);
    return message === undefined ? notSimulated(env.locale, `${api.api} enrollCard`, `tokenStatus ${existing.tokenStatus}`) : answer({ status: statusObject('OK', '00', message, date), ...tokenBody(existing) });
  }

  const taken = (value: string) => state.tokens.has(value);
  const example = (name: string) => String(responseValue(api, 'enrollCard', 200, name).tokenReferenceId);
  const tokenReferenceId = card.network ? nextCounted(env, 'networkTokenId', example('fromNetworkToken'), taken) : card.brand === 'VISA' ? nextCounted(env, 'visaTokenId', example('active'), taken) : nextCounted(env, 'mastercardTokenId', example('requested'), taken);
  const cryptogramExample = responseValue(api, 'getCryptogram', 200, 'cryptogram');
  const token: NetworkToken = {
    tokenReferenceId,
    merchantId,
    siteId,
    brand: card.brand,
    lastDigits: card.lastDigits,
    cardExpiration: card.expiration,
    pan: card.pan,
    // The network token's own number; a card's counts up from the example's (`4895370012348808`).
    token: card.network ? card.pan : card.brand === 'VISA' ? nextCounted(env, 'visaTokenNumber', String(cryptogramExample.token), () => false) : '',
    tokenExpiration: card.expiration,
    tokenStatus: card.result,
    createdAt: date,
    lastChange: null,
    later: card.later,
  };
  state.tokens.set(tokenReferenceId, token);
  return answer({ status: statusObject('OK', '00', words(token)!, date), ...tokenBody(token) });
}

/** The token of the path, if the calling credential's site may use it: 404 or 403 otherwise. */
function ownToken(call: OperationCall, operationId: string): NetworkToken | ReturnType<typeof failAnswer> {
  const date = siteDateTime(call.env.clock.now());
  const token = trState(call.env, call.api).tokens.get(call.params.tokenReferenceId ?? '');
  if (!token) return failAnswer(call.api, operationId, 404, 'notFound', date);
  if (token.siteId !== call.client?.siteId) return failAnswer(call.api, operationId, 403, 'otherSite', date);
  return token;
}

const isToken = (value: unknown): value is NetworkToken => isObject(value) && typeof value.tokenReferenceId === 'string';

export async function getCryptogram(call: OperationCall) {
  const { env, api, body } = call;
  const date = siteDateTime(env.clock.now());
  const token = ownToken(call, 'getCryptogram');
  if (!isToken(token)) return token;
  const threeDS = objectAt(body, 'threeDS');
  if (threeDS && body.initiator !== 'CUSTOMER') return failAnswer(api, 'getCryptogram', 400, 'threeDSWithMerchant', date);
  const refused = { REQUESTED: 'TR20', SUSPENDED: 'TR21', DELETED: 'TR22', ACTIVE: onboardingReason(trState(env, api), token.merchantId, token.brand) }[token.tokenStatus];
  if (refused) return jsonAnswer(200, { status: statusObject('FAILED', refused, reasonWords(env, api, 'FAILED', refused) ?? '', date) });
  // The pages show a Visa cryptogram only (TAVV); Mastercard's DSRP and its token number are on no page.
  if (token.brand !== 'VISA') return notSimulated(env.locale, `${api.api} getCryptogram`, 'MASTERCARD');
  const eci = threeDS ? String(threeDS.eci) : '07';
  if (threeDS && eci !== '05' && eci !== '06') return notSimulated(env.locale, `${api.api} getCryptogram`, `threeDS.eci ${eci}`);
  const example = responseValue(api, 'getCryptogram', 200, threeDS ? 'cryptogramThreeDS' : 'cryptogram');
  const cryptogram = countUpBase64(String(example.cryptogram), env.nextId(`token-requestor.cryptogram.${threeDS ? '3ds' : 'plain'}`, 0));
  return jsonAnswer(200, { status: statusObject('OK', '00', messageOf(api, 'getCryptogram', 200, 'cryptogram'), date), ...tokenBody(token), token: token.token, tokenExpiration: token.tokenExpiration, cryptogram, eci });
}

export async function getTokenStatus(call: OperationCall) {
  const { env, api } = call;
  const date = siteDateTime(env.clock.now());
  const token = ownToken(call, 'getTokenStatus');
  if (!isToken(token)) return token;
  return jsonAnswer(200, { status: statusObject('OK', '00', messageOf(api, 'getTokenStatus', 200, 'active'), date), ...tokenBody(token), createdAt: token.createdAt, lastChange: copy(token.lastChange) });
}

export async function deleteToken(call: OperationCall) {
  const { env, api } = call;
  const date = siteDateTime(env.clock.now());
  const token = ownToken(call, 'deleteToken');
  if (!isToken(token)) return token;
  if (token.tokenStatus === 'DELETED') return failAnswer(api, 'deleteToken', 409, 'alreadyDeleted', date);
  await change(env, api, token, { at: env.clock.now().getTime(), event: 'TOKEN_DELETED', reason: 'TR52' });
  return jsonAnswer(200, { status: statusObject('OK', '00', messageOf(api, 'deleteToken', 200, 'deleted'), date), tokenReferenceId: token.tokenReferenceId, tokenStatus: token.tokenStatus });
}

/** The words of a lifecycle event: its webhook example's when the reason is the example's, else the reason-codes page's. */
function eventWords(env: SimEnvironment, api: SimApi, event: LaterEvent, status: string, reason: string): string | undefined {
  const webhook = WEBHOOKS[event];
  const webhooks = isObject(api.document.webhooks) ? api.document.webhooks : {};
  const examples = objectAt(objectAt(objectAt(objectAt(objectAt(webhooks, webhook), 'post'), 'requestBody'), 'content'), 'application/json')?.examples;
  for (const name of Object.keys(isObject(examples) ? examples : {})) {
    const example = objectAt(webhookExample(api, webhook, name), 'status');
    if (example?.reason === reason) return String(example.message);
  }
  return reasonWords(env, api, status, reason);
}

/** A lifecycle change: the token's new state, its `lastChange`, the signed notification to the site (and the consumer). */
async function change(env: SimEnvironment, api: SimApi, token: NetworkToken, step: NetworkToken['later'][number]) {
  const date = siteDateTime(new Date(step.at));
  const status = STATUS_AFTER[step.event];
  const message = eventWords(env, api, step.event, status, step.reason);
  if (message === undefined) return;
  token.tokenStatus = status;
  if (step.cardExpiration) token.cardExpiration = step.cardExpiration;
  token.lastChange = { event: step.event, reason: step.reason, date };
  // A deleted token's issuer has nothing more to do.
  if (status === 'DELETED') token.later = [];
  const payload = { event: step.event, tokenReferenceId: token.tokenReferenceId, merchantId: token.merchantId, siteId: token.siteId, brand: token.brand, lastDigits: token.lastDigits, cardExpiration: token.cardExpiration, status: statusObject(status, step.reason, message, date) };
  await deliver(env, api, token.merchantId, token.siteId, WEBHOOKS[step.event], payload, date);
}

/** One delivery per receiver, each signed with its own `webhookSecret`: the site (if given) and the merchant's consumer. */
export async function deliver(env: SimEnvironment, api: SimApi, merchantId: number, siteId: number | undefined, webhook: string, payload: RawObject, date: string) {
  const state = trState(env, api);
  const site = siteId === undefined ? undefined : state.sites.get(siteId);
  const sender = env.sites[0] ?? exampleSite;
  if (site && !site.deleted && typeof site.record.notificationUrl === 'string') await notify(env, api, webhook, payload, sender, site.record.notificationUrl, date, site.webhookSecret);
  const consumerId = state.merchants.get(merchantId)?.record.consumerId;
  const consumer = state.consumer.record;
  if (typeof consumerId === 'number' && consumerId === consumer.consumerId && typeof consumer.notificationUrl === 'string') await notify(env, api, webhook, payload, sender, consumer.notificationUrl, date, state.consumer.webhookSecret);
}

export async function tokensTick(env: SimEnvironment, api: SimApi) {
  const now = env.clock.now().getTime();
  for (const token of trState(env, api).tokens.values()) {
    while (token.later[0] && token.later[0].at <= now) await change(env, api, token, token.later.shift()!);
  }
}
