import { isObject, pick, type RawObject } from '../../openapi/raw';
import { copy, failedBody, jsonAnswer, objectAt, statusObject } from '../answers';
import type { SimApi } from '../api-data';
import { tokenValue } from '../auth/token-store';
import { siteDateTime } from '../clock';
import type { ApiModel, OperationCall, SimEnvironment } from '../environment';
import { responseExamples, statusMessages, statusTableMessages } from '../examples';
import { modelState } from '../model-state';
import { notSimulated } from '../not-simulated';
import { notify } from '../notify';
import type { SimSite } from '../site';
import { exampleMessage, findOperation } from '../words';
import { instantResult, TEST_BANKS } from './test-accounts';

/**
 * Account Validator in the simulated environment: an `INSTANT` check of an account (`createValidation`
 * with `account` and `holder`) answers as the test accounts say (test-accounts.ts, the facts'
 * tables): `VALIDATED` with a `verificationCode`, `FAILED` with `AN`, `AC`, `HM`, `XN` or `X5`, or
 * `PENDING` `PD` for the slow account, which the clock moves to `VALIDATED`; a re-validation by
 * `verificationCode` with an `amount` checks the test balance (`XA` above it); `getValidation` queries.
 * Each final status sends its webhook (`ACCOUNT_VALIDATED`, `VALIDATION_FAILED`), signed.
 */

/** The pages' first validation (`90311`, its `verificationCode` the example's). */
const FIRST = { validationId: 90311 } as const;

interface Validation {
  site: SimSite;
  body: RawObject;
  bankCode: string;
  settlesAt?: number;
  notificationUrl?: string;
}

const validations = modelState(() => new Map<number, Validation>());

export function accountValidatorModel(api: SimApi): ApiModel {
  const words = new Map([...statusTableMessages(api.document), ...statusMessages(api.document)]);
  const validated = objectAt({ value: responseExamples(api.document, findOperation(api, 'createValidation'), 200).get('validated') }, 'value');
  const exampleCode = String(validated?.verificationCode ?? '');
  const status = (value: string, reason: string, date: string) => statusObject(value, reason, words.get(`${value}|${reason}`) ?? '', date);
  const fail = (name: string, date: string) => jsonAnswer(400, failedBody(400, exampleMessage(api, 'createValidation', 400, name), date));
  const codes = modelState(() => new Set<string>());

  async function finalEvent(env: SimEnvironment, item: Validation, date: string) {
    const state = String(objectAt(item.body, 'status')?.status);
    const webhook = state === 'VALIDATED' ? 'accountValidated' : state === 'FAILED' ? 'validationFailed' : undefined;
    if (!webhook) return;
    const event = webhook === 'accountValidated' ? 'ACCOUNT_VALIDATED' : 'VALIDATION_FAILED';
    await notify(env, api, webhook, { event, validationId: item.body.validationId, reference: item.body.reference, status: copy(item.body.status) }, item.site, item.notificationUrl, date);
  }

  function verificationCode(env: SimEnvironment): string {
    const code = tokenValue(exampleCode, (value) => codes(env).has(value));
    codes(env).add(code);
    return code;
  }

  const createValidation = async ({ env, body, site }: OperationCall) => {
    const now = env.clock.now();
    const date = siteDateTime(now);
    const what = `${api.api} createValidation`;
    if (body.method !== 'INSTANT') return notSimulated(env.locale, what, `method ${String(body.method)}`);
    const validationId = env.nextId('account-validator.validationId', FIRST.validationId);
    let item: Validation;
    if (typeof body.verificationCode === 'string') {
      const earlier = [...validations(env).values()].find((candidate) => candidate.site.login === site.login && candidate.body.verificationCode === body.verificationCode);
      if (!earlier) return fail('verificationCode', date);
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
      if (!account || !holder) return fail('accountOrCode', date);
      const bank = TEST_BANKS.find((candidate) => candidate.bankCode === account.bankCode);
      if (!bank) return notSimulated(env.locale, what, `account.bankCode ${String(account.bankCode)}`);
      if (!bank.instant) return fail('instantNotSupported', date);
      if (bank.puertoRico && typeof account.routingNumber !== 'string') return fail('routingNumber', date);
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
    validations(env).set(validationId, item);
    await finalEvent(env, item, date);
    return jsonAnswer(200, copy(item.body));
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
      if (item.settlesAt === undefined || item.settlesAt > now) continue;
      const date = siteDateTime(new Date(item.settlesAt));
      delete item.settlesAt;
      Object.assign(item.body, { status: status('VALIDATED', '00', date), verificationCode: verificationCode(env) });
      await finalEvent(env, item, date);
    }
  }

  return { api: api.api, handlers: { createValidation, getValidation }, tick };
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
