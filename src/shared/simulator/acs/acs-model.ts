import type { RawObject } from '../../openapi/raw';
import { compactNumber } from '../../test-cards/cards';
import { toBase64 } from '../../toolkit/bytes';
import { sign } from '../../toolkit/signature-check';
import { copy, failedBody, jsonAnswer, objectAt, statusObject } from '../answers';
import type { SimApi } from '../api-data';
import { tokenValue } from '../auth/token-store';
import { TEST_OTP } from '../card-outcome';
import { siteDateTime } from '../clock';
import { type ApiModel, type ModelAction, numberFact, type OperationCall, type SimEnvironment, textFact } from '../environment';
import { responseExamples } from '../examples';
import { modelState } from '../model-state';
import { notSimulated } from '../not-simulated';
import { exampleSite } from '../site';
import { exampleMessage, findOperation } from '../words';
import { type ChallengeMethod, findIssuerCard, type IssuerOutcome, issuerBin } from './issuer-cards';

/**
 * The ACS issuer API in the simulated test environment, for the test issuer Banco de Pruebas: the
 * account manager's token (the action `token`), cards registered, queried, blocked and unblocked,
 * and test authentications whose ARes the card decides (issuer-cards.ts, the test-cards page). A
 * challenge is the cardholder's: `openChallenge` (the first CReq, within `firstCReqSeconds`),
 * `otp` (`123456` approves; each wrong code uses one of `otpAttempts`, then `N` `01`) and, for the
 * bank's app, `continue` once the decision is in: the simulated app's, `testAppDecisionSeconds`
 * after the challenge opens, or the issuer backend's `oob-result` after the signed `oobChallenge`
 * request for a card registered with `preferredMethod` `APP`. Facts: facts/acs.yaml.
 */

/** The pages' first card (`70023145`). */
const FIRST_CARD_ID = 70023145;

interface IssuerCardRecord {
  number: string;
  card: RawObject;
}

type Phase = 'challenge' | 'decoupled' | 'final';

interface Authentication {
  phase: Phase;
  number: string;
  body: RawObject;
  /** What decides the challenge: the OTP, the simulated app, or the issuer's backend (a registered `APP` card). */
  method?: ChallengeMethod | 'ISSUER_APP';
  eci: string;
  attemptsLeft: number;
  answers: number;
  createdAt: number;
  openedAt?: number;
  /** When the simulated app or the decoupled flow decides (ms), and how. */
  decisionAt?: number;
  decision?: 'APPROVED' | 'DECLINED';
  /** The issuer backend's reported result and until when it counts. */
  reported?: 'APPROVED' | 'DECLINED';
  oobExpiresAt?: number;
  cardId?: number;
  merchantName: string;
  amount: unknown;
}

const cards = modelState(() => new Map<number, IssuerCardRecord>());
const authentications = modelState(() => new Map<string, Authentication>());
/** The issuer's notification secret, when the reader gave their own with the token (else the pages' example secret). */
const secrets = modelState(() => ({ notificationSecret: undefined as string | undefined }));

const uuid = () => crypto.randomUUID();
const randomValue = () => toBase64(crypto.getRandomValues(new Uint8Array(20)));
const BASE_FIELDS = ['acsTransID', 'threeDSServerTransID', 'dsTransID', 'messageVersion', 'transStatus', 'transStatusReason', 'eci', 'authenticationValue', 'challengeUrl', 'expiresAt'] as const;

export function acsModel(api: SimApi): ApiModel {
  const created = objectAt(objectAt({ value: responseExamples(api.document, findOperation(api, 'createTestAuthentication'), 201).get('challenge') }, 'value'), 'authentication');
  const approved = objectAt(objectAt({ value: responseExamples(api.document, findOperation(api, 'getTestAuthentication'), 200).get('approved') }, 'value'), 'authentication');
  const okWords = String(objectAt(objectAt({ value: responseExamples(api.document, findOperation(api, 'registerCard'), 201).get('registered') }, 'value'), 'status')?.message ?? '');
  const ok = (date: string) => statusObject('OK', '00', okWords, date);
  const fail = (operationId: string, status: number, name: string, date: string) => jsonAnswer(status, failedBody(status, exampleMessage(api, operationId, status, name), date));
  const fact = (env: SimEnvironment, name: string) => numberFact(env, 'acs', name);
  /** The value an example shows for the first authentication, a fresh one after. */
  const firstOr = (env: SimEnvironment, kind: string, example: unknown, fresh: () => string) => (env.nextId(`acs.${kind}`, 0) === 0 && typeof example === 'string' ? example : fresh());
  const challengeUrl = (acsTransID: string) => String(created?.challengeUrl ?? '').replace(String(created?.acsTransID ?? ''), acsTransID);
  const message = (auth: Authentication, type: string, at: number) => (auth.body.messages as RawObject[]).push({ type, date: siteDateTime(new Date(at)) });

  // Cards

  const registerCard = async ({ env, body }: OperationCall) => {
    const date = siteDateTime(env.clock.now());
    const number = compactNumber(String(body.number));
    const bin = issuerBin(number);
    // The pages give no words for a card outside the issuer's ranges: honest 501.
    if (!bin) return notSimulated(env.locale, `${api.api} registerCard`, 'number (outside Banco de Pruebas ranges)');
    const existing = [...cards(env).entries()].find(([, record]) => record.number === number);
    const cardId = existing?.[0] ?? env.nextId('acs.cardId', FIRST_CARD_ID);
    const status = body.status === 'BLOCKED' ? 'BLOCKED' : 'ACTIVE';
    cards(env).set(cardId, {
      number,
      card: { cardId, bin, lastDigits: number.slice(-4), expiration: body.expiration, holder: copy(body.holder), preferredMethod: body.preferredMethod ?? 'SMS', status, blockReason: null },
    });
    return jsonAnswer(201, { status: ok(date), cardId, lastDigits: number.slice(-4) });
  };

  const recordOf = (call: OperationCall) => cards(call.env).get(Number(call.params.cardId));

  const getCard = async (call: OperationCall) => {
    const date = siteDateTime(call.env.clock.now());
    const record = recordOf(call);
    return record ? jsonAnswer(200, { status: ok(date), card: copy(record.card) }) : fail('getCard', 404, 'notFound', date);
  };

  const changeCardStatus = async (call: OperationCall) => {
    const date = siteDateTime(call.env.clock.now());
    const record = recordOf(call);
    if (!record) return fail('changeCardStatus', 404, 'notFound', date);
    const blocked = call.body.status === 'BLOCKED';
    Object.assign(record.card, { status: blocked ? 'BLOCKED' : 'ACTIVE', blockReason: blocked ? call.body.reason : null });
    return jsonAnswer(200, { status: ok(date), card: copy(record.card) });
  };

  // Test authentications

  /** Ends an authentication with the RReq's result (after a challenge or a decoupled approval). */
  function finish(env: SimEnvironment, auth: Authentication, at: number, transStatus: 'Y' | 'N', extra: RawObject = {}) {
    const authenticated = transStatus === 'Y';
    Object.assign(auth.body, {
      transStatus,
      transStatusReason: authenticated || extra.challengeCancel ? null : '01',
      eci: authenticated ? auth.eci : null,
      authenticationValue: authenticated ? firstOr(env, 'authenticationValue', approved?.authenticationValue, randomValue) : null,
      ...extra,
    });
    auth.phase = 'final';
    message(auth, 'RReq', at);
    message(auth, 'RRes', at);
    if (auth.openedAt !== undefined) message(auth, 'CRes', at);
  }

  /** The ARes a card gives, as the body's fields; `challenge` and `decoupled` keep it open. */
  function firstAnswer(env: SimEnvironment, outcome: IssuerOutcome, body: RawObject): { phase: Phase; fields: RawObject; method?: ChallengeMethod; eci: string } {
    const value = () => firstOr(env, 'authenticationValue', approved?.authenticationValue, randomValue);
    switch (outcome.kind) {
      case 'final': {
        const withValue = outcome.transStatus === 'Y' || outcome.transStatus === 'A';
        return { phase: 'final', eci: outcome.eci ?? '', fields: { transStatus: outcome.transStatus, transStatusReason: outcome.reason ?? null, eci: outcome.eci ?? null, authenticationValue: withValue ? value() : null } };
      }
      case 'informational': {
        const informational = ['05', '06', '07'].includes(String(body.challengeIndicator ?? '01'));
        if (!informational) return { phase: 'final', eci: outcome.frictionlessEci, fields: { transStatus: 'Y', transStatusReason: null, eci: outcome.frictionlessEci, authenticationValue: value() } };
        return { phase: 'final', eci: outcome.eci, fields: { transStatus: 'I', transStatusReason: null, eci: outcome.eci, authenticationValue: outcome.withValue ? value() : null } };
      }
      case 'decoupled':
        if (objectAt(body, 'decoupled')?.allowed === true) return { phase: 'decoupled', eci: outcome.eci, fields: { transStatus: 'D', transStatusReason: null, eci: null, authenticationValue: null } };
        return { phase: 'challenge', method: 'APP', eci: outcome.eci, fields: { transStatus: 'C', transStatusReason: null, eci: null, authenticationValue: null } };
      case 'challenge':
        return { phase: 'challenge', method: outcome.method, eci: outcome.eci, fields: { transStatus: 'C', transStatusReason: null, eci: null, authenticationValue: null } };
    }
  }

  const createTestAuthentication = async ({ env, body }: OperationCall) => {
    const now = env.clock.now();
    const date = siteDateTime(now);
    const what = `${api.api} createTestAuthentication`;
    const number = compactNumber(String(objectAt(body, 'card')?.number ?? ''));
    if (!issuerBin(number)) return fail('createTestAuthentication', 422, 'outOfRange', date);
    const issuerCard = findIssuerCard(number);
    const registered = [...cards(env).entries()].find(([, record]) => record.number === number);
    const version = String(body.messageVersion ?? created?.messageVersion ?? '');
    if (version !== created?.messageVersion && !number.startsWith('52')) return notSimulated(env.locale, what, `messageVersion ${version}`);
    let answer: ReturnType<typeof firstAnswer>;
    const record = registered?.[1].card;
    if (record?.status === 'BLOCKED') {
      // A blocked card: rule 1 of every issuer, `R` with the reason of the block (STOLEN 10, NOT_PERMITTED 12).
      answer = { phase: 'final', eci: '', fields: { transStatus: 'R', transStatusReason: record.blockReason === 'STOLEN' ? '10' : '12', eci: null, authenticationValue: null } };
    } else if (issuerCard) {
      answer = firstAnswer(env, issuerCard.outcome, body);
    } else if (registered) {
      // A card of the issuer's own that no fixed result covers goes through its risk rules, which the simulator does not model.
      return notSimulated(env.locale, what, 'risk rules (a registered card without a fixed test result)');
    } else {
      // An unknown card of the issuer's ranges: `N`, `transStatusReason` `08` (content guide, More ACS facts).
      answer = { phase: 'final', eci: '', fields: { transStatus: 'N', transStatusReason: '08', eci: null, authenticationValue: null } };
    }
    // A card registered with `APP` takes its OTP challenge to the issuer's own backend (issuer-configuration's example).
    const method = answer.method && answer.method !== 'APP' && record?.preferredMethod === 'APP' ? 'ISSUER_APP' : answer.method;
    const acsTransID = firstOr(env, 'acsTransID', created?.acsTransID, uuid);
    const challenge = answer.phase === 'challenge';
    const merchant = objectAt(body, 'merchant');
    const auth: Authentication = {
      phase: answer.phase,
      number,
      ...(method ? { method } : {}),
      eci: answer.eci,
      attemptsLeft: fact(env, 'otpAttempts') ?? 0,
      answers: 0,
      createdAt: now.getTime(),
      ...(registered ? { cardId: registered[0] } : {}),
      merchantName: typeof merchant?.name === 'string' ? merchant.name : 'Tienda Andina',
      amount: copy(body.amount),
      body: {
        acsTransID,
        threeDSServerTransID: firstOr(env, 'threeDSServerTransID', created?.threeDSServerTransID, uuid),
        dsTransID: firstOr(env, 'dsTransID', created?.dsTransID, uuid),
        messageVersion: version,
        ...answer.fields,
        challengeUrl: challenge ? challengeUrl(acsTransID) : null,
        expiresAt: challenge ? siteDateTime(new Date(now.getTime() + (fact(env, 'challengeTimeoutSeconds') ?? 0) * 1000)) : null,
        authenticationType: null,
        challengeCancel: null,
        interactionCounter: null,
        messages: [],
      },
    };
    if (answer.phase === 'decoupled') auth.decisionAt = now.getTime() + (fact(env, 'testDecoupledApprovalSeconds') ?? 0) * 1000;
    message(auth, 'AReq', now.getTime());
    message(auth, 'ARes', now.getTime());
    authentications(env).set(acsTransID, auth);
    const ares = Object.fromEntries(BASE_FIELDS.map((key) => [key, copy(auth.body[key])]));
    return jsonAnswer(201, { status: ok(date), authentication: ares });
  };

  const getTestAuthentication = async ({ env, params }: OperationCall) => {
    const date = siteDateTime(env.clock.now());
    const auth = authentications(env).get(params.acsTransID ?? '');
    return auth ? jsonAnswer(200, { status: ok(date), authentication: copy(auth.body) }) : fail('getTestAuthentication', 404, 'notFound', date);
  };

  const reportOobResult = async ({ env, params, body }: OperationCall) => {
    const now = env.clock.now().getTime();
    const date = siteDateTime(new Date(now));
    const auth = authentications(env).get(params.acsTransID ?? '');
    const waiting = auth?.phase === 'challenge' && auth.method === 'ISSUER_APP' && auth.oobExpiresAt !== undefined && now < auth.oobExpiresAt;
    if (!auth || !waiting) return fail('reportOobResult', 404, 'notFound', date);
    if (auth.reported) return fail('reportOobResult', 409, 'alreadyReported', date);
    auth.reported = body.result === 'DECLINED' ? 'DECLINED' : 'APPROVED';
    return jsonAnswer(200, { status: ok(date), acsTransID: auth.body.acsTransID, result: auth.reported });
  };

  // The account manager and the cardholder

  /**
   * The account manager hands the issuer its token: `{}`, or the reader's own values (`{ "token": "…",
   * "notificationSecret": "…" }`, what the sandbox reads from ONDAPAY_ACS_TOKEN and ONDAPAY_ACS_NOTIFICATION_SECRET).
   */
  const issueToken: ModelAction = async (env, input) => {
    if (typeof input.notificationSecret === 'string' && input.notificationSecret !== '') secrets(env).notificationSecret = input.notificationSecret;
    const example = textFact(env, 'acs', 'exampleToken') ?? '';
    const value = typeof input.token === 'string' && input.token !== '' ? input.token : tokenValue(example, (candidate) => env.tokens.find(candidate) !== undefined);
    env.tokens.add({ api: api.api, token: value, site: env.sites[0] ?? exampleSite, issuedAt: env.clock.now().getTime() });
    return { ok: true, value: { token: value } };
  };

  const openAuthentication = (env: SimEnvironment, input: RawObject): { auth: Authentication } | { problem: string } => {
    const auth = authentications(env).get(String(input.acsTransID ?? ''));
    if (!auth) return { problem: 'unknownAuthentication' };
    if (auth.phase !== 'challenge') return { problem: 'noChallenge' };
    return { auth };
  };

  /** The signed `oobChallenge` request to the issuer's backend (HMAC-SHA256 of the raw body, lower-case hex, in `X-Ondapay-Signature`). */
  async function requestDecision(env: SimEnvironment, auth: Authentication, at: number) {
    auth.oobExpiresAt = at + (fact(env, 'oobDecisionSeconds') ?? 0) * 1000;
    const record = auth.cardId === undefined ? undefined : cards(env).get(auth.cardId)?.card;
    const body = JSON.stringify({ acsTransID: auth.body.acsTransID, cardId: auth.cardId, lastDigits: record?.lastDigits, merchantName: auth.merchantName, amount: auth.amount, expiresAt: siteDateTime(new Date(auth.oobExpiresAt)) });
    const signature = await sign('HMAC-SHA256', body, secrets(env).notificationSecret ?? textFact(env, 'acs', 'exampleNotificationSecret') ?? '', 'hex');
    const url = textFact(env, 'acs', 'exampleOobNotificationUrl');
    env.outbox.push({ api: api.api, webhook: 'oobChallenge', ...(url ? { url } : {}), headers: { 'Content-Type': 'application/json', 'X-Ondapay-Signature': signature }, body });
    env.events.push({ kind: 'notification', at: siteDateTime(new Date(at)), api: api.api, webhook: 'oobChallenge', url: url ?? '', body });
  }

  /** The cardholder opens `challengeUrl` (the first CReq): `{ "acsTransID": "…" }`. */
  const openChallenge: ModelAction = async (env, input) => {
    const found = openAuthentication(env, input);
    if ('problem' in found) return { ok: false, problem: found.problem };
    const { auth } = found;
    if (auth.openedAt !== undefined) return { ok: false, problem: 'alreadyOpen' };
    const now = env.clock.now().getTime();
    auth.openedAt = now;
    message(auth, 'CReq', now);
    message(auth, 'CRes', now);
    if (auth.method === 'ISSUER_APP') await requestDecision(env, auth, now);
    if (auth.method === 'APP') {
      auth.decisionAt = now + (fact(env, 'testAppDecisionSeconds') ?? 0) * 1000;
      const decision = appDecision(auth.number);
      if (decision) auth.decision = decision;
    }
    return { ok: true, value: copy(auth.body) };
  };

  /** The cardholder types an OTP: `{ "acsTransID": "…", "otp": "123456" }`. */
  const otp: ModelAction = async (env, input) => {
    const found = openAuthentication(env, input);
    if ('problem' in found) return { ok: false, problem: found.problem };
    const { auth } = found;
    if (auth.method !== 'SMS' && auth.method !== 'EMAIL') return { ok: false, problem: 'notOtpChallenge' };
    if (auth.openedAt === undefined) await openChallenge(env, input);
    const now = env.clock.now().getTime();
    auth.answers += 1;
    message(auth, 'CReq', now);
    const common = { authenticationType: '02', interactionCounter: String(auth.answers).padStart(2, '0') };
    if (String(input.otp ?? '').trim() === TEST_OTP) finish(env, auth, now, 'Y', common);
    else {
      auth.attemptsLeft -= 1;
      if (auth.attemptsLeft <= 0) finish(env, auth, now, 'N', common);
      else {
        Object.assign(auth.body, common);
        message(auth, 'CRes', now);
      }
    }
    return { ok: true, value: { transStatus: auth.body.transStatus, attemptsLeft: Math.max(auth.attemptsLeft, 0) } };
  };

  /** The cardholder presses *Continuar* after deciding in the bank's app: `{ "acsTransID": "…" }`. */
  const proceed: ModelAction = async (env, input) => {
    const found = openAuthentication(env, input);
    if ('problem' in found) return { ok: false, problem: found.problem };
    const { auth } = found;
    if (auth.method !== 'APP' && auth.method !== 'ISSUER_APP') return { ok: false, problem: 'notAppChallenge' };
    if (auth.openedAt === undefined) return { ok: false, problem: 'notOpen' };
    const now = env.clock.now().getTime();
    const decision = auth.method === 'ISSUER_APP' ? auth.reported : auth.decisionAt !== undefined && now >= auth.decisionAt ? auth.decision : undefined;
    if (!decision) return { ok: false, problem: 'waitingForDecision' };
    auth.answers += 1;
    message(auth, 'CReq', now);
    finish(env, auth, now, decision === 'APPROVED' ? 'Y' : 'N', { authenticationType: '03', interactionCounter: String(auth.answers).padStart(2, '0') });
    return { ok: true, value: copy(auth.body) };
  };

  async function tick(env: SimEnvironment) {
    const now = env.clock.now().getTime();
    const firstCReq = (fact(env, 'firstCReqSeconds') ?? Infinity) * 1000;
    for (const auth of authentications(env).values()) {
      if (auth.phase === 'decoupled' && auth.decisionAt !== undefined && now >= auth.decisionAt) {
        finish(env, auth, auth.decisionAt, 'Y', { authenticationType: '04' });
        continue;
      }
      if (auth.phase !== 'challenge') continue;
      const expiresAt = Date.parse(String(auth.body.expiresAt));
      if (auth.openedAt === undefined && now >= auth.createdAt + firstCReq) finish(env, auth, auth.createdAt + firstCReq, 'N', { challengeCancel: '05' });
      else if (now >= expiresAt) finish(env, auth, expiresAt, 'N', { challengeCancel: '04' });
    }
  }

  return {
    api: api.api,
    handlers: { registerCard, getCard, changeCardStatus, reportOobResult, createTestAuthentication, getTestAuthentication },
    actions: { token: issueToken, openChallenge, otp, continue: proceed },
    tick,
  };
}

/** The simulated app's answer for a card (`4000 0200 0000 0034` approves, `…0042` declines). */
export const appDecision = (number: string): 'APPROVED' | 'DECLINED' | undefined => {
  const outcome = findIssuerCard(number)?.outcome;
  return outcome?.kind === 'challenge' && outcome.method === 'APP' ? (outcome.appApproves ? 'APPROVED' : 'DECLINED') : outcome?.kind === 'decoupled' ? 'APPROVED' : undefined;
};
