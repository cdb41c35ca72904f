import { isObject, type RawObject, stringList } from '../../openapi/raw';
import { compactNumber, type TestCard } from '../../test-cards/cards';
import { parseJsonSafely } from '../../text/safe-decode';
import { fromBase64, toBase64, toHex, utf8 } from '../../toolkit/bytes';
import { copy, failedBody, jsonAnswer, objectAt, statusObject } from '../answers';
import type { SimApi } from '../api-data';
import { tokenValue } from '../auth/token-store';
import { findTestCard, TEST_OTP } from '../card-outcome';
import { siteDateTime } from '../clock';
import { type ApiModel, type ModelAction, type OperationCall, type SimEnvironment, textFact } from '../environment';
import { responseExamples, statusMessages } from '../examples';
import { modelState } from '../model-state';
import { notSimulated } from '../not-simulated';
import { notify } from '../notify';
import { methodCode } from '../payment-card';
import { exampleSite, type SimSite } from '../site';
import { exampleMessage, findOperation } from '../words';

/**
 * The 3DS Server in the simulated environment, browser channel, embedded flow: the account manager's
 * first token (the action `token`), `createSession` for the pages' merchant `7314` with a test card
 * that has 3-D Secure data (src/shared/test-cards), `authenticateSession` whose answer the card
 * decides (frictionless `Y`/`A` approved, `N` and `R` rejected, `U` failed, or `C`: a challenge),
 * the challenge completed with the OTP (the action `challenge`: `123456` → `Y`, another → `N`),
 * `getSession`, expiry (`3X`) when `authenticate` does not come in time. Each final status sends
 * `sessionResult`, signed with the client's `notificationSecret` (HMAC-SHA256).
 */

/** The pages' example session (`3592041`) and merchant (`7314`, branch `5521`). */
const FIRST = { sessionId: 3592041 } as const;
const EXAMPLE_MERCHANT = { merchantId: 7314, branchId: 5521 } as const;

interface ThreeDSSession {
  site: SimSite;
  secret: string;
  card: TestCard;
  body: RawObject;
  expiresAt: number;
  notificationUrl?: string;
}

const sessions = modelState(() => new Map<number, ThreeDSSession>());
/** Each client's `notificationSecret`, by token. */
const secrets = modelState(() => new Map<string, string>());

const uuid = () => crypto.randomUUID();
const base64url = (text: string) => toBase64(utf8(text)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
const fromBase64url = (text: string): unknown => {
  const padded = text.replace(/-/g, '+').replace(/_/g, '/');
  const bytes = fromBase64(padded + '='.repeat((4 - (padded.length % 4)) % 4));
  return bytes ? parseJsonSafely(new TextDecoder().decode(bytes)) : undefined;
};

export function threeDSServerModel(api: SimApi): ApiModel {
  const words = statusMessages(api.document);
  const created = objectAt({ value: responseExamples(api.document, findOperation(api, 'createSession'), 201).get('withMethod') }, 'value');
  const authExamples = ['authenticateSession', 'getSession'].flatMap((operationId) => [...responseExamples(api.document, findOperation(api, operationId), 200).values()].filter(isObject));
  const challengeExample = authExamples.find((example) => example.transStatus === 'C' && objectAt(example, 'challenge')?.acsURL !== undefined);
  const tokenExample = objectAt(objectAt({ value: responseExamples(api.document, findOperation(api, 'createAccessToken'), 201).values().next().value }, 'value'), 'accessToken');
  const schemas = objectAt(objectAt(api.document, 'components'), 'schemas');
  const createdSchema = objectAt(objectAt(schemas, 'CreateSessionResponse'), 'properties');
  const brandEnum = stringList(objectAt(createdSchema, 'brand')?.enum);
  const dsEnum = stringList(objectAt(createdSchema, 'directoryServerId')?.enum);
  const methodExample = fromBase64url(String(objectAt(created, 'threeDSMethod')?.data ?? ''));
  const createdAtExample = Date.parse(String(objectAt(created, 'status')?.date));
  const lifetime = Date.parse(String(created?.expiresAt)) - createdAtExample;

  const reasonWords = (env: SimEnvironment, status: string, reason: string) => words.get(`${status}|${reason}`) ?? textFact(env, 'three-d-s-server', `reason${reason}`) ?? '';
  const sessionStatus = (env: SimEnvironment, status: string, reason: string, date: string) => statusObject(status, reason, reasonWords(env, status, reason), date);
  const fail = (operationId: string, status: number, name: string, date: string) => jsonAnswer(status, failedBody(status, exampleMessage(api, operationId, status, name), date));
  const ok = (date: string) => statusObject('OK', '00', String(objectAt(created, 'status')?.message), date);
  /** The value an example shows for the first session, a fresh one after. */
  const firstOr = (env: SimEnvironment, kind: string, example: unknown, fresh: () => string) => (env.nextId(`three-d-s-server.${kind}`, 0) === 0 && typeof example === 'string' ? example : fresh());

  /** The final values a card's `transStatus` gives (`Y` with its ECI, `N` with the example's reason). */
  function finalValues(env: SimEnvironment, transStatus: string, eci: string | undefined, date: string) {
    const outcome: Record<string, [string, string]> = { Y: ['APPROVED', '00'], A: ['APPROVED', '3A'], N: ['REJECTED', '3N'], R: ['REJECTED', '3R'], U: ['FAILED', '3U'] };
    const [status, reason] = outcome[transStatus] ?? ['FAILED', '3E'];
    const example = authExamples.find((candidate) => candidate.transStatus === transStatus);
    const authenticated = transStatus === 'Y' || transStatus === 'A';
    return {
      status: sessionStatus(env, status, reason, date),
      transStatus,
      transStatusReason: authenticated ? null : (example?.transStatusReason ?? null),
      eci: eci ?? null,
      authenticationValue: authenticated ? firstOr(env, 'authenticationValue', example?.authenticationValue, () => toBase64(crypto.getRandomValues(new Uint8Array(20)))) : null,
    };
  }

  async function finished(env: SimEnvironment, session: ThreeDSSession, date: string) {
    const body = session.body;
    await notify(env, api, 'sessionResult', { sessionId: body.sessionId, reference: body.reference, threeDSServerTransID: body.threeDSServerTransID, status: copy(body.status), transStatus: body.transStatus }, session.site, session.notificationUrl, date, session.secret);
  }

  const createSession = async ({ env, body, site, token }: OperationCall) => {
    const now = env.clock.now();
    const date = siteDateTime(now);
    const what = `${api.api} createSession`;
    if (body.channel !== 'BROWSER' || body.flow === 'HOSTED') return notSimulated(env.locale, what, `channel ${String(body.channel)}${body.flow ? ` / flow ${String(body.flow)}` : ''}`);
    if (body.merchantId !== EXAMPLE_MERCHANT.merchantId || (body.branchId !== undefined && body.branchId !== EXAMPLE_MERCHANT.branchId)) return notSimulated(env.locale, what, 'merchantId / branchId');
    const cardInput = objectAt(body, 'card');
    if (typeof cardInput?.number !== 'string') return cardInput?.token !== undefined ? notSimulated(env.locale, what, 'card.token') : fail('createSession', 400, 'missingCard', date);
    if (typeof body.notificationUrl !== 'string') return fail('createSession', 400, 'missingNotification', date);
    const payer = objectAt(body, 'payer');
    if (typeof payer?.name !== 'string') return fail('createSession', 400, 'missingName', date);
    if (!['email', 'mobile', 'homePhone', 'workPhone'].some((field) => typeof payer[field] === 'string')) return fail('createSession', 400, 'missingContact', date);
    const number = compactNumber(cardInput.number);
    const card = findTestCard(number);
    if (!card?.threeDS) return fail('createSession', 422, 'noRange', date);
    const brand = methodCode[card.brand];
    const directoryServerId = dsEnum[brandEnum.indexOf(brand)];
    if (!directoryServerId || !created) return notSimulated(env.locale, what, `card brand ${brand}`);
    const sessionId = env.nextId('three-d-s-server.sessionId', FIRST.sessionId);
    const threeDSServerTransID = firstOr(env, 'threeDSServerTransID', created.threeDSServerTransID, uuid);
    const exampleCard = authExamples.map((example) => objectAt(example, 'card')).find((candidate) => candidate?.lastDigits === number.slice(-4));
    const cardOut = { brand, lastDigits: number.slice(-4), token: typeof exampleCard?.token === 'string' ? exampleCard.token : toHex(crypto.getRandomValues(new Uint8Array(16))) };
    const expiresAt = now.getTime() + lifetime;
    const method = objectAt(created, 'threeDSMethod');
    const session: ThreeDSSession = {
      site,
      secret: (token && secrets(env).get(token.token)) ?? textFact(env, 'three-d-s-server', 'exampleNotificationSecret') ?? '',
      card,
      expiresAt,
      notificationUrl: body.notificationUrl,
      body: {
        status: sessionStatus(env, 'PENDING', '3P', date),
        sessionId,
        reference: body.reference,
        merchantId: body.merchantId,
        branchId: body.branchId ?? null,
        channel: body.channel,
        category: body.category ?? 'PAYMENT',
        amount: copy(body.amount),
        card: cardOut,
        threeDSServerTransID,
        dsTransID: null,
        acsTransID: null,
        messageVersion: created.messageVersion,
        transStatus: null,
        transStatusReason: null,
        eci: null,
        authenticationValue: null,
        authenticationType: null,
        acsChallengeMandated: null,
        challengeCancel: null,
        challenge: null,
        decoupled: null,
        subscription: null,
        error: null,
        createdAt: date,
        expiresAt: siteDateTime(new Date(expiresAt)),
      },
    };
    sessions(env).set(sessionId, session);
    return jsonAnswer(201, {
      status: ok(date),
      sessionId,
      threeDSServerTransID,
      messageVersion: created.messageVersion,
      brand,
      directoryServerId,
      threeDSMethod: { url: method?.url, data: base64url(JSON.stringify({ ...(isObject(methodExample) ? methodExample : {}), threeDSServerTransID })) },
      card: cardOut,
      expiresAt: siteDateTime(new Date(expiresAt)),
    });
  };

  const own = (call: OperationCall) => {
    const session = sessions(call.env).get(Number(call.params.sessionId));
    return session && session.site.login === call.site.login ? session : undefined;
  };
  const notFound = (operationId: string, date: string) => fail(operationId, 404, 'notFound', date);

  const authenticateSession = async (call: OperationCall) => {
    const { env, body } = call;
    const date = siteDateTime(env.clock.now());
    const session = own(call);
    if (!session) return notFound('authenticateSession', date);
    const current = objectAt(session.body, 'status');
    if (current?.reason === '3X') return fail('authenticateSession', 409, 'expired', date);
    if (current?.reason !== '3P') return fail('authenticateSession', 409, 'alreadyAuthenticated', date);
    if (!isObject(body.browser)) return notSimulated(env.locale, `${api.api} authenticateSession`, 'browser');
    const threeDS = session.card.threeDS!;
    const acsTransID = firstOr(env, 'acsTransID', challengeExample?.acsTransID, uuid);
    Object.assign(session.body, { dsTransID: firstOr(env, 'dsTransID', challengeExample?.dsTransID, uuid), acsTransID });
    if (threeDS.transStatus === 'C') {
      const challenge = objectAt(challengeExample, 'challenge');
      const creq = { threeDSServerTransID: session.body.threeDSServerTransID, acsTransID, challengeWindowSize: objectAt(body, 'browser')?.challengeWindowSize ?? '05', messageType: 'CReq', messageVersion: session.body.messageVersion };
      Object.assign(session.body, {
        status: sessionStatus(env, 'PENDING', '3C', date),
        transStatus: 'C',
        authenticationType: challengeExample?.authenticationType ?? null,
        acsChallengeMandated: challengeExample?.acsChallengeMandated ?? null,
        challenge: { acsURL: challenge?.acsURL, creq: base64url(JSON.stringify(creq)) },
      });
      return jsonAnswer(200, copy(session.body));
    }
    Object.assign(session.body, finalValues(env, threeDS.transStatus, threeDS.eci, date));
    await finished(env, session, date);
    return jsonAnswer(200, copy(session.body));
  };

  const getSession = async (call: OperationCall) => {
    const date = siteDateTime(call.env.clock.now());
    const session = own(call);
    return session ? jsonAnswer(200, copy(session.body)) : notFound('getSession', date);
  };

  /**
   * The account manager hands the client its first token and `notificationSecret`: `{}`, or the
   * reader's own values (`{ "token": "…", "notificationSecret": "…" }`, what the sandbox reads from
   * ONDAPAY_3DSS_TOKEN and ONDAPAY_3DSS_NOTIFICATION_SECRET).
   */
  const issueToken: ModelAction = async (env, input) => {
    const example = String(tokenExample?.token ?? '');
    const value = typeof input.token === 'string' && input.token !== '' ? input.token : tokenValue(example, (candidate) => env.tokens.find(candidate) !== undefined);
    const notificationSecret = typeof input.notificationSecret === 'string' ? input.notificationSecret : (textFact(env, 'three-d-s-server', 'exampleNotificationSecret') ?? '');
    env.tokens.add({ api: api.api, token: value, site: env.sites[0] ?? exampleSite, issuedAt: env.clock.now().getTime() });
    secrets(env).set(value, notificationSecret);
    return { ok: true, value: { token: value, notificationSecret } };
  };

  /** The cardholder answers the issuer's challenge: `{ "sessionId": 3592041, "otp": "123456" }`. */
  const challenge: ModelAction = async (env, input) => {
    const session = sessions(env).get(Number(input.sessionId));
    if (!session) return { ok: false, problem: 'unknownSession' };
    if (objectAt(session.body, 'status')?.reason !== '3C') return { ok: false, problem: 'noChallenge' };
    const date = siteDateTime(env.clock.now());
    const [passed, failed] = session.card.threeDS?.then ?? [];
    const result = String(input.otp ?? '').trim() === TEST_OTP ? passed : failed;
    if (!result) return { ok: false, problem: 'noChallenge' };
    Object.assign(session.body, finalValues(env, result.transStatus, result.eci, date), { challenge: null });
    await finished(env, session, date);
    return { ok: true, value: copy(session.body) };
  };

  async function tick(env: SimEnvironment) {
    const now = env.clock.now().getTime();
    for (const session of sessions(env).values()) {
      if (objectAt(session.body, 'status')?.reason !== '3P' || session.expiresAt > now) continue;
      const date = siteDateTime(new Date(session.expiresAt));
      session.body.status = sessionStatus(env, 'FAILED', '3X', date);
      await finished(env, session, date);
    }
  }

  return { api: api.api, handlers: { createSession, authenticateSession, getSession }, actions: { token: issueToken, challenge }, tick };
}
