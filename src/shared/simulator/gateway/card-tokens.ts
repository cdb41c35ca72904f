import type { RawObject } from '../../openapi/raw';
import { compactNumber } from '../../test-cards/cards';
import { copy, failedBody, jsonAnswer, objectAt, statusObject } from '../answers';
import type { SimApi } from '../api-data';
import { tokenValue } from '../auth/token-store';
import { cardOutcome } from '../card-outcome';
import { siteDate, siteDateTime } from '../clock';
import type { OperationCall, OperationHandler, SimEnvironment } from '../environment';
import { responseExamples } from '../examples';
import { modelState } from '../model-state';
import { notSimulated } from '../not-simulated';
import { methodCode } from '../payment-card';
import type { SimSite } from '../site';
import { exampleMessage, findOperation } from '../words';

/**
 * Gateway's card tokens (`tokenize`, `token/query`, `token/invalidate`; facts/checkout.yaml
 * `tokenFields`): a test card that approves is saved as a token of the site, `validUntil` the last
 * day of its expiry month; `process` charges it with `instrument.token` (the token's card decides, as
 * the card would), `initiator` `MERCHANT` for a charge without the payer. An invalidated or expired
 * token is not active (`process` 400 `tokenNotActive`; query and invalidate 404).
 */

export interface SavedCard {
  site: SimSite;
  number: string;
  body: RawObject;
  validUntil: string;
  invalidated?: boolean;
}

const saved = modelState(() => new Map<string, SavedCard>());

const firstOr = (env: SimEnvironment, kind: string, example: unknown, fresh: () => string) => (env.nextId(`gateway.${kind}`, 0) === 0 && typeof example === 'string' ? example : fresh());
const digits = (count: number) => Array.from(crypto.getRandomValues(new Uint8Array(count)), (byte) => String(byte % 10)).join('');

/** The last day of a card's `MM/YY` expiry month (`12/29` → `2029-12-31`). */
export function lastDayOf(expiration: string): string | undefined {
  const match = /^(\d{2})\/(\d{2})$/.exec(expiration);
  if (!match) return undefined;
  const month = Number(match[1]);
  if (month < 1 || month > 12) return undefined;
  return new Date(Date.UTC(2000 + Number(match[2]), month, 0)).toISOString().slice(0, 10);
}

/** The card a token of `site` stands for, while it is active. */
export function activeCard(env: SimEnvironment, site: SimSite, token: unknown): SavedCard | undefined {
  const found = typeof token === 'string' ? saved(env).get(token) : undefined;
  if (!found || found.site.login !== site.login || found.invalidated || found.validUntil < siteDate(env.clock.now())) return undefined;
  return found;
}

export function cardTokens(api: SimApi): Record<string, OperationHandler> {
  const example = objectAt(objectAt({ value: responseExamples(api.document, findOperation(api, 'tokenize'), 200).get('created') }, 'value'), 'instrument');
  const exampleToken = objectAt(example, 'token');
  const ok = (date: string) => statusObject('OK', '00', exampleMessage(api, 'tokenize', 200, 'created'), date);
  const notFound = (operationId: string, date: string) => jsonAnswer(404, failedBody(404, exampleMessage(api, operationId, 404, 'notFound'), date));

  const tokenize: OperationHandler = async ({ env, body, site }: OperationCall) => {
    const date = siteDateTime(env.clock.now());
    const card = objectAt(objectAt(body, 'instrument'), 'card');
    if (!card) return notSimulated(env.locale, `${api.api} tokenize`, 'instrument.bankAccount');
    const validUntil = lastDayOf(String(card.expiration));
    if (!validUntil) return jsonAnswer(400, failedBody(400, exampleMessage(api, 'tokenize', 400, 'expiration'), date));
    const number = compactNumber(String(card.number));
    const outcome = cardOutcome(number, env.locale);
    // Ondapay checks the card with the issuer without a charge; the pages give that check's answer only for a card that approves.
    if (outcome.kind !== 'result' || outcome.then || outcome.result.status !== 'APPROVED' || outcome.card.scenario !== 'approved') return notSimulated(env.locale, `${api.api} tokenize`, 'instrument.card.number');
    const value = tokenValue(String(exampleToken?.token), (candidate) => saved(env).has(candidate));
    const token: RawObject = {
      token: value,
      subscription: firstOr(env, 'tokenSubscription', exampleToken?.subscription, () => crypto.randomUUID()),
      franchise: methodCode[outcome.card.brand],
      lastDigits: number.slice(-4),
      validUntil,
      networkTransactionId: firstOr(env, 'tokenNetworkTransactionId', exampleToken?.networkTransactionId, () => digits(15)),
    };
    saved(env).set(value, { site, number, body: { ...token, type: 'CARD', createdAt: date }, validUntil });
    return jsonAnswer(200, { status: ok(date), instrument: { token: copy(token) } });
  };

  const tokenOf = (env: SimEnvironment, body: RawObject, site: SimSite) => {
    const token = objectAt(objectAt(body, 'instrument'), 'token')?.token;
    const found = typeof token === 'string' ? saved(env).get(token) : undefined;
    return found && found.site.login === site.login && !found.invalidated ? found : undefined;
  };

  const tokenQuery: OperationHandler = async ({ env, body, site }: OperationCall) => {
    const date = siteDateTime(env.clock.now());
    const found = tokenOf(env, body, site);
    if (!found) return notFound('tokenQuery', date);
    const status = found.validUntil < siteDate(env.clock.now()) ? 'EXPIRED' : 'ACTIVE';
    const { createdAt, ...rest } = found.body;
    return jsonAnswer(200, { status: ok(date), token: { ...copy(rest), status, createdAt } });
  };

  const tokenInvalidate: OperationHandler = async ({ env, body, site }: OperationCall) => {
    const date = siteDateTime(env.clock.now());
    const found = tokenOf(env, body, site);
    if (!found) return notFound('tokenInvalidate', date);
    found.invalidated = true;
    return jsonAnswer(200, { status: statusObject('OK', '00', exampleMessage(api, 'tokenInvalidate', 200, 'invalidated'), date) });
  };

  return { tokenize, tokenQuery, tokenInvalidate };
}
