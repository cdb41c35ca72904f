import { isObject, type RawObject } from '../../openapi/raw';
import { compactNumber } from '../../test-cards/cards';
import { digest, toHex, utf8 } from '../../toolkit/bytes';
import { copy, failedBody, jsonAnswer, objectAt, statusObject } from '../answers';
import type { SimApi } from '../api-data';
import { cardAttempt } from '../card-attempt';
import { endOfSiteDay, siteDate, siteDateTime, siteInstant } from '../clock';
import { type ApiModel, type ModelAction, numberFact, type OperationCall, type SimEnvironment, textFact } from '../environment';
import { responseExamples, statusMessages } from '../examples';
import { modelState } from '../model-state';
import { notSimulated } from '../not-simulated';
import { onePage } from '../pages';
import { notify } from '../notify';
import { cardData, methodCode, methodName } from '../payment-card';
import type { SimSite } from '../site';
import { testCardIssuer, type TestCard } from '../../test-cards/cards';
import { exampleMessage, findOperation } from '../words';
import { chargeDate, type Periodicity, supportedStart } from './recurrence';

/**
 * AutoPay in the simulated environment (openapi/autopay, facts/autopay.yaml): a `FIXED` AutoPay is
 * created `PENDING` `AP01`; the payer signs it on the `processUrl` with a test card (the action
 * `sign`) within `signWindowHours`, or it is `CANCELLED` `AP03`; signed, it is `ACTIVE` and each
 * cycle charges the card at `chargeTime` (site time) on its date, or `firstChargeDelayMinutes`
 * after a late signature. The card decides: approved (`CHARGE_APPROVED`), rejected with a retried
 * reason (three attempts, `chargeRetry*Minutes` apart) or another (`CHARGE_REJECTED`, an unpaid
 * cycle; `missedChargesLimit` in a row → `FAILED` `AP09`; `"43"` → `FAILED` `AP10` at once). Past
 * `endDate` it is `FINISHED` `AP06`. The merchant cancels it (`AP04`). Every event goes, signed, to
 * the events contract (`merchantWebhook`): `recurring.notificationUrl`, else the site's URL.
 */

const FIRST = { autopayId: 20931, internalReference: 51234702, authorization: 843120, receipt: 641301 } as const;

interface Charge {
  body: RawObject;
}

interface Autopay {
  site: SimSite;
  body: RawObject;
  signBy: number;
  card?: TestCard;
  cardNumber?: string;
  /** The next cycle: its number and when it charges. */
  cycle: number;
  nextAt?: number;
  charges: Charge[];
  notificationUrl?: string;
}

const autopays = modelState(() => new Map<number, Autopay>());

interface Rules {
  signWindowHours: number;
  firstChargeDelayMinutes: number;
  retryFirst: number;
  retrySecond: number;
  retryReasons: string[];
  missedLimit: number;
  chargeTime: string;
  queryCharges: number;
}

function rules(env: SimEnvironment): Rules | undefined {
  const values = {
    signWindowHours: numberFact(env, 'autopay', 'signWindowHours'),
    firstChargeDelayMinutes: numberFact(env, 'autopay', 'firstChargeDelayMinutes'),
    retryFirst: numberFact(env, 'autopay', 'chargeRetryFirstMinutes'),
    retrySecond: numberFact(env, 'autopay', 'chargeRetrySecondMinutes'),
    missedLimit: numberFact(env, 'autopay', 'missedChargesLimit'),
    queryCharges: numberFact(env, 'autopay', 'queryCharges'),
  };
  const chargeTime = textFact(env, 'autopay', 'chargeTime');
  const reasons = textFact(env, 'autopay', 'chargeRetryReasons');
  if (Object.values(values).some((value) => value === undefined) || !chargeTime || !reasons) return undefined;
  return { ...(values as Omit<Rules, 'chargeTime' | 'retryReasons'>), chargeTime, retryReasons: reasons.split(',') };
}

export function autopayModel(api: SimApi): ApiModel {
  const words = statusMessages(api.document);
  const example = responseExamples(api.document, findOperation(api, 'createAutopay'), 200).get('created');
  const activeCharge = (objectAt({ value: responseExamples(api.document, findOperation(api, 'getAutopay'), 200).get('active') }, 'value')?.charges as RawObject[] | undefined)?.[0];
  const ok = (date: string) => statusObject('OK', '00', exampleMessage(api, 'createAutopay', 200, 'created'), date);
  const fail = (operationId: string, status: number, name: string, date: string) => jsonAnswer(status, failedBody(status, exampleMessage(api, operationId, status, name), date));

  /** The AutoPay's status words: the examples' (`ACTIVE` `00`, `PENDING` `AP01`, `CANCELLED` `AP04`), else the codes page's (facts). */
  const autopayStatus = (env: SimEnvironment, status: string, reason: string, date: string) =>
    statusObject(status, reason, words.get(`${status}|${reason}`) ?? textFact(env, 'autopay', `reason${reason}`) ?? '', date);

  async function event(env: SimEnvironment, item: Autopay, name: string, date: string, extra: RawObject = {}) {
    const payload = { autopayId: item.body.autopayId, reference: item.body.reference, event: name, status: copy(item.body.status), ...extra };
    await notify(env, api, 'merchantWebhook', payload, item.site, item.notificationUrl, date);
  }

  async function setStatus(env: SimEnvironment, item: Autopay, status: string, reason: string, at: number, eventName?: string) {
    const date = siteDateTime(new Date(at));
    Object.assign(item.body, { status: autopayStatus(env, status, reason, date), updatedAt: date });
    if (status !== 'ACTIVE') {
      delete item.body.nextChargeDate;
      delete item.nextAt;
    }
    if (eventName) await event(env, item, eventName, date);
  }

  const createAutopay = async ({ env, body, site }: OperationCall) => {
    const now = env.clock.now();
    const date = siteDateTime(now);
    const rule = rules(env);
    if (!rule || !example) return notSimulated(env.locale, `${api.api} createAutopay`);
    if (body.chargeType !== undefined && body.chargeType !== 'FIXED') return notSimulated(env.locale, `${api.api} createAutopay`, `chargeType ${String(body.chargeType)}`);
    const recurring = objectAt(body, 'recurring')!;
    const startDate = String(recurring.startDate);
    if (typeof recurring.endDate === 'string' && recurring.endDate < startDate) return fail('createAutopay', 400, 'endDate', date);
    if (!supportedStart(startDate, recurring.periodicity as Periodicity)) return notSimulated(env.locale, `${api.api} createAutopay`, 'recurring.startDate (29-31)');
    const autopayId = env.nextId('autopay.autopayId', FIRST.autopayId);
    const hash = toHex(await digest('SHA-256', utf8(`${autopayId} ${site.login} ${now.getTime()}`))).slice(0, 16);
    const processUrl = env.urlFor(String(objectAt({ value: example }, 'value')?.processUrl).replace(/\/\d+\/[0-9a-f]+$/, `/${autopayId}/${hash}`));
    const signBy = now.getTime() + rule.signWindowHours * 3600_000;
    const item: Autopay = {
      site,
      signBy,
      cycle: 0,
      charges: [],
      body: {
        autopayId,
        reference: body.reference,
        description: body.description,
        chargeType: 'FIXED',
        amount: copy(body.amount),
        recurring: Object.fromEntries(Object.entries(copy(recurring)).filter(([key]) => key !== 'notificationUrl')),
        status: autopayStatus(env, 'PENDING', 'AP01', date),
        missedCharges: 0,
        payer: copy(body.payer),
        createdAt: date,
        updatedAt: date,
      },
      ...(typeof recurring.notificationUrl === 'string' ? { notificationUrl: recurring.notificationUrl } : {}),
    };
    autopays(env).set(autopayId, item);
    return jsonAnswer(200, { status: ok(date), autopayId, processUrl, signExpiration: siteDateTime(new Date(signBy)) });
  };

  const own = (call: OperationCall) => {
    const item = autopays(call.env).get(Number(call.params.autopayId));
    return item && item.site.login === call.site.login ? item : undefined;
  };

  const getAutopay = async (call: OperationCall) => {
    const date = siteDateTime(call.env.clock.now());
    const item = own(call);
    const rule = rules(call.env);
    if (!item) return fail('getAutopay', 404, 'notFound', date);
    return jsonAnswer(200, { status: ok(date), autopay: copy(item.body), charges: [...item.charges].reverse().slice(0, rule?.queryCharges ?? 10).map((charge) => copy(charge.body)) });
  };

  const listAutopayTransactions = async (call: OperationCall) => {
    const { env, body } = call;
    const date = siteDateTime(env.clock.now());
    const item = own(call);
    if (!item) return fail('listAutopayTransactions', 404, 'notFound', date);
    const from = typeof body.chargeDateFrom === 'string' ? body.chargeDateFrom : '0000-00-00';
    const to = typeof body.chargeDateTo === 'string' ? body.chargeDateTo : '9999-99-99';
    const found = [...item.charges].reverse().map((charge) => charge.body).filter((charge) => String(charge.chargeDate) >= from && String(charge.chargeDate) <= to);
    const { items, pagination } = onePage(found, body);
    return jsonAnswer(200, { status: ok(date), charges: items.map((charge) => copy(charge)), pagination });
  };

  /** `searchAutopays`: the site's AutoPays that meet every filter given, newest first, without their charges. */
  const searchAutopays = async ({ env, body, site }: OperationCall) => {
    const date = siteDateTime(env.clock.now());
    const list = (name: string) => (Array.isArray(body[name]) ? (body[name] as unknown[]).map(String) : undefined);
    const [statuses, chargeTypes] = [list('statuses'), list('chargeTypes')];
    const found = [...autopays(env).values()]
      .filter((item) => item.site.login === site.login)
      .map((item) => item.body)
      .filter((autopay) => {
        // createdAt is written in the site's time zone: its first 10 characters are the site's date.
        const created = String(autopay.createdAt).slice(0, 10);
        return (
          (body.reference === undefined || autopay.reference === body.reference) &&
          (!statuses || statuses.includes(String(objectAt(autopay, 'status')?.status))) &&
          (!chargeTypes || chargeTypes.includes(String(autopay.chargeType))) &&
          (typeof body.createdFrom !== 'string' || created >= body.createdFrom) &&
          (typeof body.createdTo !== 'string' || created <= body.createdTo)
        );
      })
      .reverse();
    const { items, pagination } = onePage(found, body);
    return jsonAnswer(200, { status: ok(date), autopays: items.map((autopay) => copy(autopay)), pagination });
  };

  const cancelAutopay = async (call: OperationCall) => {
    const { env } = call;
    const now = env.clock.now();
    const date = siteDateTime(now);
    const item = own(call);
    if (!item) return fail('cancelAutopay', 404, 'notFound', date);
    const current = String(objectAt(item.body, 'status')?.status);
    if (current !== 'PENDING' && current !== 'ACTIVE') {
      // The example's words name the state (`FINISHED`); the same sentence for the others.
      return jsonAnswer(409, failedBody(409, exampleMessage(api, 'cancelAutopay', 409, 'finished').replace('FINISHED', current), date));
    }
    await setStatus(env, item, 'CANCELLED', 'AP04', now.getTime(), 'AUTOPAY_CANCELLED');
    return jsonAnswer(200, { status: ok(date), autopay: copy(item.body) });
  };

  /** The payer signs on the `processUrl` and registers a test card: `{ "autopayId": 20931, "card": "4111111111111111" }`. */
  const sign: ModelAction = async (env, input) => {
    const item = autopays(env).get(Number(input.autopayId));
    const rule = rules(env);
    if (!item || !rule) return { ok: false, problem: 'unknownAutopay' };
    if (objectAt(item.body, 'status')?.status !== 'PENDING') return { ok: false, problem: `autopay${String(objectAt(item.body, 'status')?.status)}` };
    const number = compactNumber(String(input.card ?? ''));
    const attempt = cardAttempt(number, env.locale);
    if (!attempt.ok) return attempt;
    // A charge without the payer has no challenge and no later settlement on the pages: those cards are not simulated here.
    if (attempt.card.join !== undefined) return { ok: false, problem: 'cardNotSimulated' };
    const now = env.clock.now().getTime();
    Object.assign(item, { card: attempt.card, cardNumber: number });
    item.body.instrument = { paymentMethod: methodCode[attempt.card.brand], lastDigits: number.slice(-4) };
    const recurring = objectAt(item.body, 'recurring')!;
    const firstAt = siteInstant(String(recurring.startDate), rule.chargeTime).getTime();
    item.nextAt = now > firstAt ? now + rule.firstChargeDelayMinutes * 60_000 : firstAt;
    await setStatus(env, item, 'ACTIVE', '00', now, 'AUTOPAY_ACTIVATED');
    item.body.nextChargeDate = siteDate(new Date(item.nextAt));
    return { ok: true, value: copy(item.body) };
  };

  /** The payer declines the contract on the `processUrl` (`AP02`), or revokes a signed one from the link in their email (`AP05`): `{ "autopayId": 20931 }`. */
  const payerCancels =
    (from: string, reason: string): ModelAction =>
    async (env, input) => {
      const item = autopays(env).get(Number(input.autopayId));
      if (!item) return { ok: false, problem: 'unknownAutopay' };
      const current = String(objectAt(item.body, 'status')?.status);
      if (current !== from) return { ok: false, problem: `autopay${current}` };
      await setStatus(env, item, 'CANCELLED', reason, env.clock.now().getTime(), 'AUTOPAY_CANCELLED');
      return { ok: true, value: copy(item.body) };
    };

  /** One cycle's charge, first tried at `at`: the card's result, retried for the retried reasons. */
  async function charge(env: SimEnvironment, item: Autopay, rule: Rules, at: number): Promise<boolean> {
    const attempt = cardAttempt(item.cardNumber!, env.locale);
    if (!attempt.ok) return false;
    const { result } = attempt;
    const retried = result.status !== 'APPROVED' && rule.retryReasons.includes(result.reason);
    const endAt = retried ? at + rule.retrySecond * 60_000 : at;
    if (endAt > env.clock.now().getTime()) return false;
    const date = siteDateTime(new Date(endAt));
    const card = item.card!;
    const data = cardData(item.cardNumber!, card.brand);
    const body: RawObject = {
      internalReference: env.nextId('autopay.internalReference', FIRST.internalReference),
      chargeDate: siteDate(new Date(at)),
      attempts: retried ? 3 : 1,
      status: statusObject(result.status, result.reason, result.message, date),
      amount: copy(item.body.amount),
      paymentMethod: methodCode[card.brand],
      franchiseName: methodName(card.brand),
      issuerName: testCardIssuer.issuerName,
      lastDigits: data.lastDigits,
      bin: data.bin,
      authorization: result.status === 'APPROVED' ? String(env.nextId('autopay.authorization', FIRST.authorization)) : '',
      receipt: String(env.nextId('autopay.receipt', FIRST.receipt)),
      ...(isObject(activeCharge?.processorFields) ? { processorFields: copy(activeCharge.processorFields) } : {}),
    };
    item.charges.push({ body });
    const approved = result.status === 'APPROVED';
    item.body.missedCharges = approved ? 0 : Number(item.body.missedCharges) + 1;
    item.body.updatedAt = date;
    item.cycle += 1;
    const recurring = objectAt(item.body, 'recurring')!;
    const next = chargeDate(String(recurring.startDate), recurring.periodicity as Periodicity, Number(recurring.interval ?? 1), item.cycle);
    item.nextAt = siteInstant(next, rule.chargeTime).getTime();
    item.body.nextChargeDate = next;
    await event(env, item, approved ? 'CHARGE_APPROVED' : 'CHARGE_REJECTED', date, { charge: copy(body) });
    if (!approved && result.reason === '43') await setStatus(env, item, 'FAILED', 'AP10', endAt, 'AUTOPAY_FAILED');
    else if (!approved && Number(item.body.missedCharges) >= rule.missedLimit) await setStatus(env, item, 'FAILED', 'AP09', endAt, 'AUTOPAY_FAILED');
    return true;
  }

  async function tick(env: SimEnvironment) {
    const rule = rules(env);
    if (!rule) return;
    const now = env.clock.now().getTime();
    for (const item of autopays(env).values()) {
      const status = objectAt(item.body, 'status')?.status;
      if (status === 'PENDING' && item.signBy <= now) await setStatus(env, item, 'CANCELLED', 'AP03', item.signBy, 'AUTOPAY_CANCELLED');
      while (objectAt(item.body, 'status')?.status === 'ACTIVE' && item.nextAt !== undefined) {
        const endDate = objectAt(item.body, 'recurring')?.endDate;
        const endAt = typeof endDate === 'string' ? endOfSiteDay(endDate).getTime() : Infinity;
        if (item.nextAt < endAt && item.nextAt <= now) {
          if (!(await charge(env, item, rule, item.nextAt))) break;
        } else if (item.nextAt >= endAt && endAt <= now) {
          // `endDate` passed with no cycle left: the AutoPay ends when that day ends.
          await setStatus(env, item, 'FINISHED', 'AP06', endAt, 'AUTOPAY_FINISHED');
        } else break;
      }
    }
  }

  return { api: api.api, handlers: { createAutopay, getAutopay, listAutopayTransactions, cancelAutopay, searchAutopays }, actions: { sign, decline: payerCancels('PENDING', 'AP02'), revoke: payerCancels('ACTIVE', 'AP05') }, tick };
}
