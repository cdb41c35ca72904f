import { isObject, type RawObject } from '../../openapi/raw';
import { copy, jsonAnswer, objectAt } from '../answers';
import { findTestCard } from '../card-outcome';
import { siteDateTime } from '../clock';
import type { OperationCall, OperationHandler } from '../environment';
import { responseExamples } from '../examples';
import { notSimulated } from '../not-simulated';
import { methodCode, methodName } from '../payment-card';
import { findOperation } from '../words';
import { failure } from './gateway-answers';

/**
 * `information` (Gateway, and Web Checkout's `gatewayInformation`, the same operation on its host):
 * what the example site offers for a test card or a payment method, before paying. The site's
 * settings (installments, credit plans, required fields, 3-D Secure, routes) are the examples' own;
 * what belongs to the card is the test card's (its brand, and `requiresOtp` for the issuer's OTP
 * card). A method the examples do not show, or a number that is not a test card, is not simulated.
 */

const example = (call: OperationCall, operationId: string, name: string) => {
  const value = responseExamples(call.api.document, findOperation(call.api, operationId), 200).get(name);
  return isObject(value) ? copy(value) : undefined;
};

export function information(operationId: string): OperationHandler {
  return async (call) => {
    const { env, api, body } = call;
    const date = siteDateTime(env.clock.now());
    const what = `${api.api} ${operationId}`;
    const number = objectAt(objectAt(body, 'instrument'), 'card')?.number;
    if (number !== undefined && body.paymentMethod !== undefined) {
      // Gateway's definition gives the words; Web Checkout's answers its generic validation error.
      return operationId === 'information' ? failure(api, operationId, 400, 'both', date) : notSimulated(env.locale, what, 'instrument.card.number + paymentMethod');
    }
    let answer: RawObject | undefined;
    if (typeof number === 'string') {
      const card = findTestCard(number);
      const template = example(call, operationId, 'card');
      if (!card || !template) return notSimulated(env.locale, what, 'instrument.card.number');
      answer = { ...template, paymentMethod: methodCode[card.brand], franchise: methodCode[card.brand], brand: methodName(card.brand), requiresOtp: card.scenario === 'otp' };
      const route = body.preferredRoute === undefined ? undefined : example(call, operationId, 'route');
      if (body.preferredRoute !== undefined && typeof route?.availableRoutes !== 'number') return notSimulated(env.locale, what, 'preferredRoute');
      if (route) answer.availableRoutes = route.availableRoutes;
    } else {
      const method = example(call, operationId, 'method');
      if (!method || method.paymentMethod !== body.paymentMethod) return notSimulated(env.locale, what, `paymentMethod ${String(body.paymentMethod)}`);
      answer = method;
    }
    return jsonAnswer(200, { ...answer, status: { ...objectAt(answer, 'status'), date } });
  };
}
