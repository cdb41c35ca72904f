import { isObject, pick, type RawObject } from '../../openapi/raw';
import { copy, failedBody, jsonAnswer, objectAt, statusObject } from '../answers';
import type { SimApi } from '../api-data';
import { tokenValue } from '../auth/token-store';
import { siteDateTime } from '../clock';
import { type ApiModel, numberFact, type OperationCall, type SimEnvironment, textFact } from '../environment';
import { responseExamples, statusMessages, statusTableMessages } from '../examples';
import { modelState } from '../model-state';
import { notSimulated } from '../not-simulated';
import { notify } from '../notify';
import type { SimSite } from '../site';
import { exampleMessage, findOperation } from '../words';
import { validationSession } from './session';
import { instantResult, microOutcome, TEST_BANKS } from './test-accounts';
import { type Checked, type Validation, validations } from './validation-state';

/**
 * Account Validator in the simulated environment (micro-deposits too: `PENDING` `PD`, sent after the
 * test delay `DS`, confirmed with the test amounts, `WA` then `MA` after the attempts, `DR` and `EX`
 * for their test accounts, `EX` after the expiry days): an `INSTANT` check of an account (`createValidation`
 * with `account` and `holder`) answers as the test accounts say (test-accounts.ts, the facts'
 * tables): `VALIDATED` with a `verificationCode`, `FAILED` with `AN`, `AC`, `HM`, `XN` or `X5`, or
 * `PENDING` `PD` for the slow account, which the clock moves to `VALIDATED`; a re-validation by
 * `verificationCode` with an `amount` checks the test balance (`XA` above it); `getValidation` queries.
 * Each final status sends its webhook (`ACCOUNT_VALIDATED`, `VALIDATION_FAILED`,
 * `VALIDATION_EXPIRED`, `VALIDATION_CANCELED`), signed. The hosted session is session.ts.
 */

/** The pages' first validation (`90311`, its `verificationCode` the example's). */
const FIRST = { validationId: 90311 } as const;



export function accountValidatorModel(api: SimApi): ApiModel {
  const words = new Map([...statusTableMessages(api.document), ...statusMessages(api.document)]);
  const validated = objectAt({ value: responseExamples(api.document, findOperation(api, 'createValidation'), 200).get('validated') }, 'value');
  const exampleCode = String(validated?.verificationCode ?? '');
  const status = (value: string, reason: string, date: string) => statusObject(value, reason, words.get(`${value}|${reason}`) ?? '', date);
  const fail = (name: string, date: string) => jsonAnswer(400, failedBody(400, exampleMessage(api, 'createValidation', 400, name), date));
  const codes = modelState(() => new Set<string>());

  /** The webhook of a status: `ACCOUNT_VALIDATED`, `VALIDATION_FAILED`, `VALIDATION_EXPIRED`, `MICRO_DEPOSITS_SENT`. */
  async function finalEvent(env: SimEnvironment, item: Validation, date: string) {
    const status = objectAt(item.body, 'status');
    const events: Record<string, [string, string]> = { VALIDATED: ['accountValidated', 'ACCOUNT_VALIDATED'], FAILED: ['validationFailed', 'VALIDATION_FAILED'], EXPIRED: ['validationExpired', 'VALIDATION_EXPIRED'], CANCELED: ['validationCanceled', 'VALIDATION_CANCELED'], DS: ['microDepositsSent', 'MICRO_DEPOSITS_SENT'] };
    const found = events[String(status?.status)] ?? (status?.reason === 'DS' ? events.DS : undefined);
    if (!found) return;
    const [webhook, event] = found;
    await notify(env, api, webhook, { event, validationId: item.body.validationId, reference: item.body.reference, status: copy(item.body.status) }, item.site, item.notificationUrl, date);
  }

  function verificationCode(env: SimEnvironment): string {
    const code = tokenValue(exampleCode, (value) => codes(env).has(value));
    codes(env).add(code);
    return code;
  }

  const createValidation = async ({ env, body, site }: OperationCall) => {
    const checked = checkAccount(env, body, site, () => env.nextId('account-validator.validationId', FIRST.validationId));
    if ('answer' in checked) return checked.answer;
    validations(env).set(Number(checked.item.body.validationId), checked.item);
    await finalEvent(env, checked.item, siteDateTime(env.clock.now()));
    return jsonAnswer(200, copy(checked.item.body));
  };

  /**
   * An account checked as `createValidation` asks (`INSTANT`, a re-validation by `verificationCode`,
   * `MICRO_DEPOSITS`), under the identifier `newId` gives once the request is accepted: the
   * validation it makes, or the answer that refuses the request. Nothing is kept or sent: the caller
   * (the operation, or the payer in a session) does that.
   */
  function checkAccount(env: SimEnvironment, body: RawObject, site: SimSite, newId: () => number): Checked {
    const now = env.clock.now();
    const date = siteDateTime(now);
    const what = `${api.api} createValidation`;
    if (body.method === 'MICRO_DEPOSITS' && body.verificationCode === undefined) return microDeposits(env, body, site, newId);
    if (body.method !== 'INSTANT') return { answer: notSimulated(env.locale, what, `method ${String(body.method)}`) };
    let item: Validation;
    if (typeof body.verificationCode === 'string') {
      const earlier = [...validations(env).values()].find((candidate) => candidate.site.login === site.login && candidate.body.verificationCode === body.verificationCode);
      if (!earlier) return { answer: fail('verificationCode', date) };
      const validationId = newId();
      const bank = TEST_BANKS.find((candidate) => candidate.bankCode === earlier.bankCode)!;
      const amount = objectAt(body, 'amount');
      const covered = !amount || (amount.currency === bank.balance.currency && Number(amount.total) <= bank.balance.total);
      item = {
        site,
        bankCode: earlier.bankCode,
        body: { ...copy(earlier.body), validationId, reference: body.reference, method: 'INSTANT', status: status(covered ? 'VALIDATED' : 'FAILED', covered ? '00' : 'XA', date), verificationCode: covered ? earlier.body.verificationCode : null, amount: amount ? copy(amount) : null, createdAt: date },
      };
    } else {
      const account = objectAt(body, 'account');
      const holder = objectAt(body, 'holder');
      if (!account || !holder) return { answer: fail('accountOrCode', date) };
      const bank = TEST_BANKS.find((candidate) => candidate.bankCode === account.bankCode);
      if (!bank) return { answer: notSimulated(env.locale, what, `account.bankCode ${String(account.bankCode)}`) };
      if (!bank.instant) return { answer: fail('instantNotSupported', date) };
      if (bank.puertoRico && typeof account.routingNumber !== 'string') return { answer: fail('routingNumber', date) };
      const validationId = newId();
      const result = instantResult(bank, String(account.accountNumber), holder);
      const accountNumber = String(account.accountNumber);
      const bankName = bankNames(api).get(bank.bankCode);
      item = {
        site,
        bankCode: bank.bankCode,
        body: {
          validationId,
          reference: body.reference,
          method: 'INSTANT',
          status: status(result.status, result.reason, date),
          account: { bankCode: bank.bankCode, ...(bankName ? { bankName } : {}), accountType: account.accountType, lastDigits: accountNumber.slice(-4) },
          holder: { type: typeof holder.type === 'string' ? holder.type : 'PERSON', ...pick(holder, ['name', 'surname', 'documentType', 'document']) },
          verificationCode: result.status === 'VALIDATED' ? verificationCode(env) : null,
          amount: null,
          attemptsLeft: null,
          depositsSentAt: null,
          expiresAt: null,
          createdAt: date,
        },
        ...(result.pendingSeconds !== undefined ? { settlesAt: now.getTime() + result.pendingSeconds * 1000 } : {}),
      };
    }
    if (typeof body.notificationUrl === 'string') item.notificationUrl = body.notificationUrl;
    return { item };
  }

  /** The rules of the test micro-deposits (facts/account-validator.yaml), or undefined when the facts are not given. */
  function microRules(env: SimEnvironment) {
    const amounts = textFact(env, 'account-validator', 'testDepositAmounts');
    const delay = numberFact(env, 'account-validator', 'testDepositsDelaySeconds');
    const expiryDays = numberFact(env, 'account-validator', 'microDepositsExpiryDays');
    const attempts = numberFact(env, 'account-validator', 'confirmationAttempts');
    if (!amounts || delay === undefined || expiryDays === undefined || attempts === undefined) return undefined;
    return { amounts: amounts.split(',').map(Number).sort((a, b) => a - b), delay, expiryDays, attempts };
  }

  function microDeposits(env: SimEnvironment, body: RawObject, site: SimSite, newId: () => number): Checked {
    const now = env.clock.now();
    const date = siteDateTime(now);
    const what = `${api.api} createValidation`;
    const rules = microRules(env);
    const account = objectAt(body, 'account');
    const holder = objectAt(body, 'holder');
    if (!rules) return { answer: notSimulated(env.locale, what, 'method MICRO_DEPOSITS') };
    if (!account || !holder) return { answer: fail('accountOrCode', date) };
    const bank = TEST_BANKS.find((candidate) => candidate.bankCode === account.bankCode);
    if (!bank?.microDeposits) return { answer: notSimulated(env.locale, what, `account.bankCode ${String(account.bankCode)}`) };
    const accountNumber = String(account.accountNumber);
    const { holderMismatch, micro } = microOutcome(accountNumber, holder);
    const validationId = newId();
    const expiresAt = now.getTime() + rules.expiryDays * 86_400_000;
    const bankName = bankNames(api).get(bank.bankCode);
    const item: Validation = {
      site,
      bankCode: bank.bankCode,
      body: {
        validationId,
        reference: body.reference,
        method: 'MICRO_DEPOSITS',
        status: holderMismatch ? status('FAILED', 'HM', date) : status('PENDING', 'PD', date),
        account: { bankCode: bank.bankCode, ...(bankName ? { bankName } : {}), accountType: account.accountType, lastDigits: accountNumber.slice(-4) },
        holder: { type: typeof holder.type === 'string' ? holder.type : 'PERSON', ...pick(holder, ['name', 'surname', 'documentType', 'document']) },
        verificationCode: null,
        amount: null,
        attemptsLeft: rules.attempts,
        depositsSentAt: null,
        expiresAt: siteDateTime(new Date(expiresAt)),
        createdAt: date,
      },
      ...(holderMismatch ? {} : { micro: { sendsAt: now.getTime() + rules.delay * 1000, ...(micro ? { outcome: micro } : {}), expiresAt } }),
      ...(typeof body.notificationUrl === 'string' ? { notificationUrl: body.notificationUrl } : {}),
    };
    return { item };
  }

  const confirmValidation = async ({ env, params, body, site }: OperationCall) => {
    const date = siteDateTime(env.clock.now());
    const item = validations(env).get(Number(params.validationId));
    const rules = microRules(env);
    if (!item || item.site.login !== site.login) return jsonAnswer(404, failedBody(404, exampleMessage(api, 'confirmValidation', 404, 'notFound'), date));
    if (!rules) return notSimulated(env.locale, `${api.api} confirmValidation`);
    const current = objectAt(item.body, 'status');
    if (current?.status !== 'PENDING' || (current.reason !== 'DS' && current.reason !== 'WA')) return jsonAnswer(409, failedBody(409, exampleMessage(api, 'confirmValidation', 409, 'notAwaiting'), date));
    const amounts = Array.isArray(body.amounts) ? body.amounts.map(Number).sort((a, b) => a - b) : [];
    if (amounts.length !== 2) return jsonAnswer(400, failedBody(400, exampleMessage(api, 'confirmValidation', 400, 'amounts'), date));
    const notes = [];
    if (amounts.every((amount, index) => amount === rules.amounts[index])) {
      Object.assign(item.body, { status: status('VALIDATED', '00', date), verificationCode: verificationCode(env) });
      delete item.micro;
    } else {
      const left = Number(item.body.attemptsLeft) - 1;
      item.body.attemptsLeft = left;
      if (left <= 0) {
        item.body.status = status('FAILED', 'MA', date);
        delete item.micro;
      } else {
        // The pages write the words for 2 attempts left; another count says its number the same way.
        const words = status('PENDING', 'WA', date);
        if (!String(words.message).includes(String(left))) notes.push({ kind: 'notSimulated' as const, message: `WA: ${String(left)}` });
        item.body.status = { ...words, message: String(words.message).replace(/\d+/, String(left)) };
      }
    }
    await finalEvent(env, item, date);
    return jsonAnswer(200, copy(item.body), notes);
  };

  const getValidation = async ({ env, params, site }: OperationCall) => {
    const date = siteDateTime(env.clock.now());
    const item = validations(env).get(Number(params.validationId));
    if (!item || item.site.login !== site.login) return jsonAnswer(404, failedBody(404, exampleMessage(api, 'getValidation', 404, 'notFound'), date));
    return jsonAnswer(200, copy(item.body));
  };

  async function tick(env: SimEnvironment) {
    const now = env.clock.now().getTime();
    for (const item of validations(env).values()) {
      const micro = item.micro;
      if (micro?.sendsAt !== undefined && micro.sendsAt <= now) {
        const date = siteDateTime(new Date(micro.sendsAt));
        const sentAt = micro.sendsAt;
        delete micro.sendsAt;
        if (micro.outcome?.kind === 'rejected') {
          item.body.status = status('FAILED', 'DR', date);
          delete item.micro;
        } else {
          Object.assign(item.body, { status: status('PENDING', 'DS', date), depositsSentAt: date });
          if (micro.outcome?.kind === 'expires') micro.expiresAt = sentAt + micro.outcome.seconds * 1000;
        }
        await finalEvent(env, item, date);
      }
      if (item.micro && item.micro.sendsAt === undefined && item.micro.expiresAt <= now) {
        const date = siteDateTime(new Date(item.micro.expiresAt));
        item.body.status = status('EXPIRED', 'EX', date);
        delete item.micro;
        await finalEvent(env, item, date);
      }
      if (item.settlesAt === undefined || item.settlesAt > now) continue;
      const date = siteDateTime(new Date(item.settlesAt));
      delete item.settlesAt;
      Object.assign(item.body, { status: status('VALIDATED', '00', date), verificationCode: verificationCode(env) });
      await finalEvent(env, item, date);
    }
  }

  const session = validationSession({ api, status, finalEvent, checkAccount, firstValidationId: FIRST.validationId });
  return {
    api: api.api,
    handlers: { createValidation, getValidation, confirmValidation, ...session.handlers },
    actions: session.actions,
    tick: async (env) => {
      await tick(env);
      await session.tick(env);
    },
  };
}

/** The test banks' names as the examples write them (`1007` Banco de Pruebas). */
function bankNames(api: SimApi): Map<string, string> {
  const out = new Map<string, string>();
  for (const value of responseExamples(api.document, findOperation(api, 'createValidation'), 200).values()) {
    const account = objectAt(value, 'account');
    if (isObject(account) && typeof account.bankCode === 'string' && typeof account.bankName === 'string') out.set(account.bankCode, account.bankName);
  }
  return out;
}
