import { isObject, type RawObject } from '../openapi/raw';
import { failedBody, jsonAnswer, objectAt } from './answers';
import type { SimApi } from './api-data';
import { responseExamples } from './examples';
import { findOperation } from './words';

/**
 * A definition's example values as the header-authenticated APIs' models answer with them (Token
 * Requestor, Api Scudo): a response example by operation, status and name, a webhook's example, an
 * example's `status.message`, an error answer in its words dated now. A missing example throws, so a
 * renamed one fails the tests instead of changing the answers.
 */

export const responseValue = (api: SimApi, operationId: string, status: number, name: string): RawObject => {
  const value = responseExamples(api.document, findOperation(api, operationId), status).get(name);
  if (!isObject(value)) throw new Error(`${api.api} ${operationId} ${status}: no example "${name}"`);
  return value;
};

export function webhookExample(api: SimApi, webhook: string, name: string): RawObject {
  const webhooks = isObject(api.document.webhooks) ? api.document.webhooks : {};
  const media = objectAt(objectAt(objectAt(objectAt(webhooks, webhook), 'post'), 'requestBody'), 'content');
  const value = objectAt(objectAt(objectAt(media, 'application/json'), 'examples'), name)?.value;
  if (!isObject(value)) throw new Error(`${api.api}: webhook ${webhook} has no example "${name}"`);
  return value;
}

/** The `status.message` of a response example. */
export const messageOf = (api: SimApi, operationId: string, status: number, name: string) => String(objectAt(responseValue(api, operationId, status, name), 'status')?.message);

/** `FAILED` with the HTTP status as `reason` and an example's words, dated now. */
export const failAnswer = (api: SimApi, operationId: string, status: number, name: string, date: string) => jsonAnswer(status, failedBody(status, messageOf(api, operationId, status, name), date));
