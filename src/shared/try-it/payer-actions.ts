import { isObject, type RawObject } from '../openapi/raw';
import type { ActionResult, Simulator } from '../simulator/simulator';

/**
 * What a payer (or the bank, or a payment point) can do next with an answer, in the simulated
 * environment (docs/simulator.md, "Entry points per product"): a Web Checkout `processUrl` or an
 * AutoPay's is paid or signed with a test card, a payment link's `url` is paid, a cash voucher is
 * paid at a payment point, a 3-D Secure challenge is answered with the OTP. Each action is one of
 * the simulator's own commands (`simulator.act(api, action, input)`; Web Checkout's payer is
 * `payCheckoutSession`), with the identifiers taken from the answer. *Try it* offers them beside
 * the answer; the journeys and the sandbox run the same commands.
 */
export type PayerActionId = 'checkoutPay' | 'linkPay' | 'autopaySign' | 'autopayDecline' | 'voucherPay' | 'challenge';

export interface PayerAction {
  id: PayerActionId;
  api: string;
  /** The model's action (`simulator.act`), or `pay` for Web Checkout's payer (`payCheckoutSession`). */
  action: string;
  /** What identifies the thing acted on, from the answer (`{ linkId: 60218 }`). */
  input: RawObject;
  /** Whether the payer chooses a test card. */
  card: boolean;
  /** Whether an OTP goes with it (a card's 3-D Secure challenge, or the challenge itself). */
  otp: boolean;
}

const id = (value: unknown) => typeof value === 'number' || (typeof value === 'string' && value !== '');

/** The actions an operation's answer (its JSON body) offers, in the order a reader would take them. */
export function payerActions(api: string, body: unknown): PayerAction[] {
  if (!isObject(body)) return [];
  if (api === 'checkout' && id(body.requestId) && typeof body.processUrl === 'string') {
    return [{ id: 'checkoutPay', api, action: 'pay', input: { requestId: body.requestId }, card: true, otp: true }];
  }
  if (api === 'payment-links' && id(body.linkId) && typeof body.url === 'string') {
    return [{ id: 'linkPay', api, action: 'pay', input: { linkId: body.linkId }, card: true, otp: true }];
  }
  if (api === 'autopay' && id(body.autopayId) && typeof body.processUrl === 'string') {
    return [
      { id: 'autopaySign', api, action: 'sign', input: { autopayId: body.autopayId }, card: true, otp: false },
      { id: 'autopayDecline', api, action: 'decline', input: { autopayId: body.autopayId }, card: false, otp: false },
    ];
  }
  const order = isObject(body.cashOrder) ? body.cashOrder : undefined;
  if (api === 'gateway' && order && id(order.paymentCode) && isObject(order.status) && order.status.status === 'PENDING') {
    return [{ id: 'voucherPay', api, action: 'payVoucher', input: { paymentCode: order.paymentCode }, card: false, otp: false }];
  }
  const challenge = isObject(body.challenge) ? body.challenge : undefined;
  if (api === 'three-d-s-server' && id(body.sessionId) && challenge && typeof challenge.acsURL === 'string') {
    return [{ id: 'challenge', api, action: 'challenge', input: { sessionId: body.sessionId }, card: false, otp: true }];
  }
  return [];
}

/** The input of an action as the model reads it: the answer's identifiers, the card without spaces, the OTP when one is typed. */
export function actionInput(action: PayerAction, card?: string, otp?: string): RawObject {
  return {
    ...action.input,
    ...(action.card && card ? { card: card.replace(/\s+/g, '') } : {}),
    ...(action.otp && otp?.trim() ? { otp: otp.trim() } : {}),
  };
}

/** Runs an action as the payer's command in the simulator: Web Checkout's payer pays (`payCheckoutSession`), any other is the model's `act`. */
export async function runPayerAction(simulator: Simulator, action: PayerAction, card?: string, otp?: string): Promise<ActionResult> {
  return runAction(simulator, action.api, action.action, actionInput(action, card, otp));
}

/** Web Checkout's payer pays on the `processUrl` page: not a model's command, the simulator's own `payCheckoutSession`. */
const CHECKOUT_PAY = { api: 'checkout', action: 'pay' };

/** One of the simulator's commands by its API and name, as the sandbox's `POST /_simulator/<api>/<action>` runs it (Web Checkout's `pay`: `{ requestId, card, otp? }`). */
export async function runAction(simulator: Simulator, api: string, action: string, input: RawObject): Promise<ActionResult> {
  if (api !== CHECKOUT_PAY.api || action !== CHECKOUT_PAY.action) return simulator.act(api, action, input);
  const paid = await simulator.payCheckoutSession(Number(input.requestId), String(input.card ?? ''), typeof input.otp === 'string' ? input.otp : undefined);
  return paid.ok ? { ok: true, value: { payment: paid.payment, session: paid.session } } : paid;
}

/** The commands `runAction` takes for an API. */
export const actionNamesOf = (simulator: Simulator, api: string): string[] => [...(api === CHECKOUT_PAY.api ? [CHECKOUT_PAY.action] : []), ...simulator.actionNames(api)];

/** The clock moves Try it offers (seconds): 5 minutes (a pending card or a voucher in test), 1 hour, 1 day, 30 days. */
export const ADVANCE_CHOICES = [300, 3600, 86_400, 30 * 86_400] as const;

/** A clock move in words: `{ count: 5, unit: 'minutes' }`, for the dictionaries' `tryIt.advance.<unit>` (singular for one). */
export function advanceWords(seconds: number): { count: number; unit: 'minute' | 'minutes' | 'hour' | 'hours' | 'day' | 'days' } {
  const [count, unit] = seconds % 86_400 === 0 ? [seconds / 86_400, 'day' as const] : seconds % 3600 === 0 ? [seconds / 3600, 'hour' as const] : [Math.round(seconds / 60), 'minute' as const];
  return { count, unit: count === 1 ? unit : `${unit}s` };
}
