import { isObject, pick, type RawObject } from '../../openapi/raw';
import { copy, failedBody, jsonAnswer, objectAt, statusObject } from '../answers';
import type { SimApi } from '../api-data';
import { tokenValue } from '../auth/token-store';
import { parseInstant, siteDateTime } from '../clock';
import { idFrom } from '../count-from-example';
import { type ModelAction, numberFact, type OperationCall, type SimEnvironment, textFact } from '../environment';
import { responseExamples } from '../examples';
import { modelState } from '../model-state';
import { notSimulated } from '../not-simulated';
import type { SimSite } from '../site';
import { exampleMessage, findOperation } from '../words';
import { TEST_BANKS } from './test-accounts';
import { type Checked, type Validation, validations } from './validation-state';

/**
 * Account Validator's hosted session (`POST /api/session`, content guide "Validation session",
 * "Retries in the session"): the validation is born `PENDING` `PD` with no method and no account,
 * until the payer, on the `processUrl`, enters an account (the action `enterAccount`), which is
 * checked as `createValidation` would with the session's holder and method (without one, the bank
 * decides: `INSTANT` if it can, else `MICRO_DEPOSITS`). A failed instant check leaves it waiting
 * while tries are left (`accountAttempts`, no webhook), then ends `FAILED` with the last reason.
 * The payer's *Cancelar* (the action `cancel`) ends it `CANCELED` `PC`; the session's `expiration`
 * without an account ends it `EXPIRED` `SX`. The first session is the example's (`90313`, its
 * `processUrl`).
 */

export interface SessionModel {
  api: SimApi;
  /** The validation status with the definition's words (`PENDING|PD` → "La validación está en curso"). */
  status: (value: string, reason: string, date: string) => RawObject;
  /** Sends the webhook of a final status. */
  finalEvent: (env: SimEnvironment, item: Validation, date: string) => Promise<void>;
  checkAccount: (env: SimEnvironment, body: RawObject, site: SimSite, newId: () => number) => Checked;
  firstValidationId: number;
}

/** The reasons a payer may retry on the page (content guide: `DR`, `MA` and `EX` are never retried). */
const RETRIED = ['AN', 'AC', 'HM', 'XN', 'X5'];

const DAY_MS = 24 * 60 * 60 * 1000;

export function validationSession(model: SessionModel) {
  const { api, status, finalEvent, checkAccount } = model;
  const example = objectAt({ value: responseExamples(api.document, findOperation(api, 'createValidationSession'), 200).get('created') }, 'value');
  const exampleUrl = String(example?.processUrl ?? '');
  const exampleHash = /\/([0-9a-f]+)$/.exec(exampleUrl)?.[1] ?? '';
  const hashes = modelState(() => new Set<string>());
  /** The validations born of a session: their payer may cancel them on the page. */
  const born = modelState(() => new Set<number>());
  const fail = (name: string, date: string, pointer: string, message = exampleMessage(api, 'createValidationSession', 400, name)) => jsonAnswer(400, failedBody(400, message, date), [{ kind: 'problem', pointer, message }]);

  /** The session's rules from facts/account-validator.yaml; undefined when the facts given lack them. */
  function rules(env: SimEnvironment) {
    const minMinutes = numberFact(env, 'account-validator', 'sessionExpirationMinMinutes');
    const maxDays = numberFact(env, 'account-validator', 'sessionExpirationMaxDays');
    const tries = numberFact(env, 'account-validator', 'sessionAccountAttempts');
    const business = textFact(env, 'account-validator', 'businessDocumentTypes')?.split(',');
    if (minMinutes === undefined || maxDays === undefined || tries === undefined || !business) return undefined;
    return { minMinutes, maxDays, tries, business };
  }

  const createValidationSession = async ({ env, body, site }: OperationCall) => {
    const now = env.clock.now();
    const date = siteDateTime(now);
    const rule = rules(env);
    if (!rule) return notSimulated(env.locale, `${api.api} createValidationSession`);
    const expiration = parseInstant(body.expiration);
    const ahead = expiration ? expiration.getTime() - now.getTime() : Number.NaN;
    if (!(ahead >= rule.minMinutes * 60_000 && ahead <= rule.maxDays * DAY_MS)) return fail('expiration', date, '/expiration');
    const holder = objectAt(body, 'holder')!;
    const business = rule.business.includes(String(holder.documentType));
    if (holder.type === 'BUSINESS' && !business) {
      // The example's words name its type (CC); another type is named the same way.
      const message = exampleMessage(api, 'createValidationSession', 400, 'holderType').replace(/\bCC\b/, String(holder.documentType));
      return fail('holderType', date, '/holder/documentType', message);
    }
    // A PERSON with a company's document is refused too, in words the pages do not give.
    if (holder.type !== 'BUSINESS' && business) return notSimulated(env.locale, `${api.api} createValidationSession`, `holder.documentType ${String(holder.documentType)}`);
    const validationId = idFrom(env, 'account-validator.validationId', model.firstValidationId, example?.validationId);
    const hash = tokenValue(exampleHash, (value) => hashes(env).has(value));
    hashes(env).add(hash);
    const item: Validation = {
      site,
      bankCode: '',
      body: {
        validationId,
        reference: body.reference,
        method: null,
        status: status('PENDING', 'PD', date),
        account: null,
        holder: { type: typeof holder.type === 'string' ? holder.type : 'PERSON', ...pick(holder, ['name', 'surname', 'documentType', 'document']) },
        verificationCode: null,
        amount: null,
        attemptsLeft: null,
        depositsSentAt: null,
        expiresAt: siteDateTime(expiration!),
        createdAt: date,
      },
      session: {
        expiresAt: expiration!.getTime(),
        triesLeft: typeof body.accountAttempts === 'number' ? body.accountAttempts : rule.tries,
        ...(typeof body.method === 'string' ? { method: body.method } : {}),
        holder: copy(holder),
        reference: body.reference,
      },
      ...(typeof body.notificationUrl === 'string' ? { notificationUrl: body.notificationUrl } : {}),
    };
    validations(env).set(validationId, item);
    born(env).add(validationId);
    const processUrl = env.urlFor(exampleUrl.replace(/\/\d+\/[0-9a-f]+$/, `/${validationId}/${hash}`));
    return jsonAnswer(200, { status: statusObject('OK', '00', exampleMessage(api, 'createValidationSession', 200, 'created'), date), validationId, processUrl });
  };

  const waiting = (env: SimEnvironment, input: RawObject) => {
    const item = validations(env).get(Number(input.validationId));
    return item?.session && item.body.method === null && objectAt(item.body, 'status')?.status === 'PENDING' ? item : undefined;
  };

  /**
   * The payer enters an account on the page: `{ "validationId": 90313, "bankCode": "1007",
   * "accountType": "SAVINGS", "accountNumber": "40012345678" }` (and `routingNumber`, `ssnLast4`
   * where the bank asks for them).
   */
  const enterAccount: ModelAction = async (env, input) => {
    const item = waiting(env, input);
    if (!item?.session) return { ok: false, problem: 'notWaiting' };
    const { session } = item;
    const bank = TEST_BANKS.find((candidate) => candidate.bankCode === input.bankCode);
    if (!bank) return { ok: false, problem: 'unknownBank' };
    const method = session.method ?? (bank.instant ? 'INSTANT' : 'MICRO_DEPOSITS');
    // With INSTANT forced, the page lists only the banks that can.
    if ((method === 'INSTANT' && !bank.instant) || (method === 'MICRO_DEPOSITS' && !bank.microDeposits)) return { ok: false, problem: 'bankNotListed' };
    const account = { bankCode: bank.bankCode, accountType: input.accountType ?? 'SAVINGS', accountNumber: String(input.accountNumber ?? ''), ...pick(input, ['routingNumber']) };
    const holder = { ...session.holder, ...pick(input, ['ssnLast4']) };
    const validationId = Number(item.body.validationId);
    const checked = checkAccount(env, { reference: session.reference, method, account, holder }, item.site, () => validationId);
    if ('answer' in checked) return { ok: false, problem: answerProblem(checked.answer.body) };
    const date = siteDateTime(env.clock.now());
    const result = checked.item;
    const reason = String(objectAt(result.body, 'status')?.reason);
    if (method === 'INSTANT' && objectAt(result.body, 'status')?.status === 'FAILED' && RETRIED.includes(reason) && session.triesLeft > 1) {
      // Another try on the page: still waiting, no webhook.
      session.triesLeft -= 1;
      return { ok: true, value: { validationId, status: objectAt(result.body, 'status'), triesLeft: session.triesLeft } };
    }
    // The session's fields stay its own: when it was created, and its expiry only while micro-deposits wait.
    const next: Validation = { ...result, body: { ...result.body, createdAt: item.body.createdAt, ...(method === 'INSTANT' ? { expiresAt: null } : {}) }, ...(item.notificationUrl ? { notificationUrl: item.notificationUrl } : {}) };
    validations(env).set(validationId, next);
    await finalEvent(env, next, date);
    return { ok: true, value: copy(next.body) };
  };

  /** The payer presses *Cancelar* on the page, before an account is verified or while micro-deposits wait: `{ "validationId": 90313 }`. */
  const cancel: ModelAction = async (env, input) => {
    const item = validations(env).get(Number(input.validationId));
    const pending = objectAt(item?.body, 'status')?.status === 'PENDING' && (item?.body.method === null || item?.micro !== undefined);
    if (!item || !born(env).has(Number(input.validationId)) || !pending) return { ok: false, problem: 'notCancellable' };
    const date = siteDateTime(env.clock.now());
    Object.assign(item.body, { status: status('CANCELED', 'PC', date), expiresAt: null });
    delete item.session;
    delete item.micro;
    await finalEvent(env, item, date);
    return { ok: true, value: copy(item.body) };
  };

  /** A session whose `expiration` passes with no account: `EXPIRED` `SX`, with no deadline left (`expiresAt: null`, the content guide's rule). */
  async function tick(env: SimEnvironment) {
    const now = env.clock.now().getTime();
    for (const item of validations(env).values()) {
      if (!item.session || item.body.method !== null || item.session.expiresAt > now) continue;
      const date = siteDateTime(new Date(item.session.expiresAt));
      Object.assign(item.body, { status: status('EXPIRED', 'SX', date), expiresAt: null });
      delete item.session;
      await finalEvent(env, item, date);
    }
  }

  return { handlers: { createValidationSession }, actions: { enterAccount, cancel }, tick };
}

/** What a refused account entry says (the API's words, as the page would show them). */
function answerProblem(body: string): string {
  try {
    const parsed = JSON.parse(body) as unknown;
    const status = isObject(parsed) ? objectAt(parsed, 'status') : undefined;
    return typeof status?.message === 'string' ? status.message : 'refused';
  } catch {
    return 'refused';
  }
}
