import { isObject, type RawObject, without } from '../../openapi/raw';
import { copy, failedBody, jsonAnswer, objectAt, statusObject } from '../answers';
import type { SimApi } from '../api-data';
import { methodCode } from '../payment-card';
import { parseInstant, siteDateTime } from '../clock';
import { type ApiModel, numberFact, type OperationCall, type SimEnvironment, textFact } from '../environment';
import { notSimulated } from '../not-simulated';
import { notify } from '../notify';
import type { SimSite } from '../site';
import type { SimNote } from '../types';
import { failAnswer, messageOf, responseValue, webhookExample } from '../example-values';
import { type Decision, NO_DEVICE_DATA, RISKY_EMAIL, scudoTestCards, SLOW_ANSWER } from './scudo-test-data';

/**
 * Api Scudo in the simulated environment (openapi/api-scudo, /api-scudo/rules and
 * /api-scudo/api/reference/environments), after the `X-Scudo-Signature` check: the test engine
 * decides as the environments page's table says, in the rules engine's order (lists, filters, then
 * the score); `validationId` counts up from 77120 and `kountTransactionId` takes the examples' in
 * order. The review of `5105 1051 0510 5100` is resolved `ACCEPT` `reviewResolveTestSeconds` later
 * and `VALIDATION_RESOLVED` is sent, signed with the site's `secretKey`. `notify` keeps each
 * validation's outcomes with their rules, `getValidation` shows the rules the examples give (the
 * cards whose rules no page shows answer that they are not simulated), `search` filters and pages.
 */

interface Validation {
  site: SimSite;
  body: RawObject;
  amount: RawObject;
  createdAt: string;
  rules?: RawObject[];
  resolution: RawObject | null;
  resolvesAt?: number;
  transaction: RawObject | null;
  outcomes: string[];
  refunded: number;
}

const FIRST_VALIDATION = 77120;
const states = new WeakMap<SimEnvironment, Map<number, Validation>>();
const validations = (env: SimEnvironment) => {
  let state = states.get(env);
  if (!state) states.set(env, (state = new Map()));
  return state;
};

const list = (value: unknown): RawObject[] => (Array.isArray(value) ? value.filter(isObject) : []);

/** One more in Kount's alphabet (`7VKC0Y7D8R1T` → `7VKC0Y7D8R1U`). */
function nextKountId(value: string): string {
  const alphabet = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
  const chars = value.split('');
  for (let index = chars.length - 1; index >= 0; index -= 1) {
    const at = alphabet.indexOf(chars[index]!);
    chars[index] = alphabet[(at + 1) % alphabet.length]!;
    if (at + 1 < alphabet.length) break;
  }
  return chars.join('');
}

/** The examples' Kount transaction ids by `validationId` (77120 → `7VKC0Y5ZXJ1P`…), then counting up from the last. */
function kountId(api: SimApi, validationId: number): string {
  const examples = ['accept', 'review', 'decline'].map((name) => responseValue(api, 'validateTransaction', 200, name)).sort((a, b) => Number(a.validationId) - Number(b.validationId));
  const known = examples.find((example) => example.validationId === validationId);
  if (known) return String(known.kountTransactionId);
  const last = examples.at(-1)!;
  let value = String(last.kountTransactionId);
  for (let id = Number(last.validationId); id < validationId; id += 1) value = nextKountId(value);
  return value;
}

type Verdict = { score: number; decision: Decision; code: string; rulesFrom?: RawObject } | { notSimulated: string };

/** The test engine, in the rules engine's order: lists, then filters, then the score. */
function decide(body: RawObject): Verdict {
  const card = objectAt(body, 'card');
  const row = card ? scudoTestCards.find((candidate) => candidate.bin === card.bin && candidate.lastDigits === card.lastDigits) : undefined;
  const risky = objectAt(body, 'payer')?.email === RISKY_EMAIL.email;
  const noDevice = body.deviceSessionId === NO_DEVICE_DATA.deviceSessionId;
  // Two test values at once: the pages do not say which outcomes follow the one that decides.
  if ([row && row.code !== 'SC00', risky, noDevice].filter(Boolean).length > 1) return { notSimulated: 'several test values at once' };
  if (noDevice) return { notSimulated: `deviceSessionId ${NO_DEVICE_DATA.deviceSessionId} (the pages give no score)` };
  if (risky) return { score: RISKY_EMAIL.score, decision: RISKY_EMAIL.decision, code: RISKY_EMAIL.code };
  if (!row) return { notSimulated: card ? 'card (another card: the pages give "a score under 30" only)' : 'paymentMethod without card' };
  return { score: row.score, decision: row.decision, code: row.code };
}

/** The words of an outcome code: a validate example's, else the validate page's (facts). */
function outcomeWords(env: SimEnvironment, api: SimApi, code: string): string | undefined {
  for (const name of ['accept', 'review', 'decline']) {
    const found = list(responseValue(api, 'validateTransaction', 200, name).outcomes).find((outcome) => outcome.code === code);
    if (found) return String(found.message);
  }
  return textFact(env, 'api-scudo', `outcome${code}`);
}

/** The rules the examples show for a test card (`getValidation` `accepted`, `resolved`); `attemptsPerCard` runs when `card.hash` came. */
function rulesFor(api: SimApi, score: number, code: string, body: RawObject): RawObject[] | undefined {
  const example = ['accepted', 'resolved'].map((name) => responseValue(api, 'getValidation', 200, name)).find((item) => item.score === score && list(item.outcomes)[0]?.code === code);
  if (!example) return undefined;
  const hashed = typeof objectAt(body, 'card')?.hash === 'string';
  return list(example.rules).map((rule) => (rule.rule === 'attemptsPerCard' && hashed ? { ...copy(rule), skipped: false } : copy(rule)));
}

const cardMethods = new Set<string>(Object.values(methodCode));

async function validateTransaction({ env, api, body, site }: OperationCall) {
  const now = env.clock.now();
  const date = siteDateTime(now);
  const amount = objectAt(body, 'amount') ?? {};
  if (amount.currency === 'COP' && typeof amount.total === 'number' && !Number.isInteger(amount.total)) return failAnswer(api, 'validateTransaction', 400, 'decimals', date);
  if (typeof body.paymentMethod === 'string' && cardMethods.has(body.paymentMethod) && typeof objectAt(body, 'card')?.bin !== 'string') {
    // The example names `visa`; another card method says its own name the same way.
    const message = messageOf(api, 'validateTransaction', 400, 'cardBin').replace(/\bvisa$/, body.paymentMethod);
    return jsonAnswer(400, failedBody(400, message, date));
  }
  const verdict = decide(body);
  if ('notSimulated' in verdict) return notSimulated(env.locale, `${api.api} validateTransaction`, verdict.notSimulated);
  const resolveSeconds = numberFact(env, 'api-scudo', 'reviewResolveTestSeconds');
  const row = scudoTestCards.find((candidate) => candidate.code === verdict.code && candidate.score === verdict.score);
  if (row?.resolves && resolveSeconds === undefined) return notSimulated(env.locale, `${api.api} validateTransaction`, 'card');
  const message = outcomeWords(env, api, verdict.code);
  if (message === undefined) return notSimulated(env.locale, `${api.api} validateTransaction`, verdict.code);
  const validationId = env.nextId('api-scudo.validationId', FIRST_VALIDATION);
  const answer: RawObject = {
    status: statusObject('OK', '00', messageOf(api, 'validateTransaction', 200, 'accept'), date),
    validationId,
    reference: body.reference,
    score: verdict.score,
    decision: verdict.decision,
    outcomes: [{ code: verdict.code, message }],
    kountTransactionId: kountId(api, validationId),
  };
  const rules = rulesFor(api, verdict.score, verdict.code, body);
  validations(env).set(validationId, {
    site,
    body: answer,
    amount: copy(amount),
    createdAt: date,
    ...(rules ? { rules } : {}),
    resolution: null,
    ...(row?.resolves ? { resolvesAt: now.getTime() + resolveSeconds! * 1000 } : {}),
    transaction: null,
    outcomes: [],
    refunded: 0,
  });
  const notes: SimNote[] = amount.currency === SLOW_ANSWER.currency && amount.total === SLOW_ANSWER.total ? [{ kind: 'notSimulated', message: `The test environment answers this amount after ${SLOW_ANSWER.seconds} seconds; the simulator answers at once.` }] : [];
  return jsonAnswer(200, answer, notes);
}

const ownValidation = (call: OperationCall, id: unknown) => {
  const found = validations(call.env).get(Number(id));
  return found && found.site.login === call.site.login ? found : undefined;
};

const processed = (api: SimApi, date: string) => statusObject('OK', '00', messageOf(api, 'getValidation', 200, 'accepted'), date);

async function getValidation(call: OperationCall) {
  const { env, api } = call;
  const date = siteDateTime(env.clock.now());
  const found = ownValidation(call, call.params.validationId);
  if (!found) return failAnswer(api, 'getValidation', 404, 'notFound', date);
  if (!found.rules) return notSimulated(env.locale, `${api.api} getValidation`, `rules of ${String(found.body.outcomes && list(found.body.outcomes)[0]?.code)}`);
  return jsonAnswer(200, { ...copy(found.body), status: processed(api, date), amount: copy(found.amount), createdAt: found.createdAt, rules: copy(found.rules), resolution: copy(found.resolution), transaction: copy(found.transaction) });
}

const FINAL = new Set(['APPROVED', 'REJECTED']);

async function notifyOutcome(call: OperationCall) {
  const { env, api, body } = call;
  const date = siteDateTime(env.clock.now());
  const found = ownValidation(call, body.validationId);
  const fail = (status: number, name: string) => failAnswer(api, 'notifyOutcome', status, name, date);
  if (!found) return fail(404, 'notFound');
  if (found.body.reference !== body.reference) return fail(409, 'referenceMismatch');
  const approved = found.outcomes.includes('APPROVED');
  const outcome = String(body.outcome);
  if (outcome === 'PENDING' && found.outcomes.some((item) => item === 'PENDING' || FINAL.has(item))) return fail(409, 'alreadyRecorded');
  if (FINAL.has(outcome) && found.outcomes.some((item) => FINAL.has(item))) return fail(409, 'alreadyRecorded');
  if (outcome === 'CHARGEBACK') {
    if (!objectAt(body, 'chargeback')) return fail(400, 'chargeback');
    if (!approved) return fail(409, 'chargebackNotApproved');
  }
  if (outcome === 'CANCELED' || outcome === 'REFUNDED') {
    if (!approved) return fail(409, 'refundNotApproved');
    if (outcome === 'CANCELED' && found.outcomes.includes('CANCELED')) return fail(409, 'alreadyRecorded');
  }
  if (outcome === 'REFUNDED') {
    const refund = Number(objectAt(objectAt(body, 'refund'), 'amount')?.total);
    if (!Number.isFinite(refund)) return notSimulated(env.locale, `${api.api} notifyOutcome`, 'refund');
    if (found.refunded + refund > Number(found.amount.total)) return fail(400, 'refundTooLarge');
    found.refunded += refund;
  }
  found.outcomes.push(outcome);
  found.transaction = { outcome, date: body.date };
  return jsonAnswer(200, { status: statusObject('OK', '00', messageOf(api, 'notifyOutcome', 200, 'recorded'), date) });
}

async function searchValidations(call: OperationCall) {
  const { env, api, body } = call;
  const date = siteDateTime(env.clock.now());
  const maxDays = numberFact(env, 'api-scudo', 'searchMaxDays');
  if (maxDays === undefined) return notSimulated(env.locale, `${api.api} searchValidations`);
  const criteria = [body.reference !== undefined, body.validationId !== undefined, body.dateFrom !== undefined || body.dateTo !== undefined].filter(Boolean).length;
  if (criteria !== 1) return failAnswer(api, 'searchValidations', 400, 'criteria', date);
  const from = parseInstant(body.dateFrom);
  const to = parseInstant(body.dateTo);
  if (body.dateFrom !== undefined && (!from || !to)) return notSimulated(env.locale, `${api.api} searchValidations`, 'dateFrom and dateTo');
  if (from && to && to.getTime() - from.getTime() > maxDays * 24 * 3600_000) return failAnswer(api, 'searchValidations', 400, 'range', date);
  const page = typeof body.page === 'number' ? body.page : 1;
  const pageSize = typeof body.pageSize === 'number' ? body.pageSize : 20;
  const found = [...validations(env).entries()]
    .filter(([, item]) => item.site.login === call.site.login)
    .filter(([id, item]) => (body.reference === undefined || item.body.reference === body.reference) && (body.validationId === undefined || id === body.validationId) && (body.decision === undefined || item.body.decision === body.decision))
    .filter(([, item]) => !from || !to || (Date.parse(item.createdAt) >= from.getTime() && Date.parse(item.createdAt) <= to.getTime()))
    .map(([, item]) => ({ validationId: item.body.validationId, reference: item.body.reference, score: item.body.score, decision: item.body.decision, amount: copy(item.amount), createdAt: item.createdAt, resolution: copy(item.resolution) }));
  return jsonAnswer(200, { status: processed(api, date), validations: found.slice((page - 1) * pageSize, page * pageSize), page, pageSize, total: found.length });
}

/** The test analyst resolves the review as the webhook example does (`ACCEPT`, its reason and comment), and `VALIDATION_RESOLVED` goes out. */
async function tick(env: SimEnvironment, api: SimApi) {
  const now = env.clock.now().getTime();
  for (const item of validations(env).values()) {
    if (item.resolvesAt === undefined || item.resolvesAt > now) continue;
    const date = siteDateTime(new Date(item.resolvesAt));
    delete item.resolvesAt;
    const example = webhookExample(api, 'validationResolved', 'accepted');
    item.resolution = { decision: example.decision, reason: example.reason, comment: example.comment, date };
    const payload = { ...without(copy(example), 'signature'), validationId: item.body.validationId, reference: item.body.reference, rules: copy(item.rules ?? []), date };
    await notify(env, api, 'validationResolved', payload, item.site, item.site.notificationUrl, date);
  }
}

export function apiScudoModel(api: SimApi): ApiModel {
  return { api: api.api, handlers: { validateTransaction, getValidation, notifyOutcome, searchValidations }, tick: (env) => tick(env, api) };
}
