import { isObject, type RawObject } from '../../openapi/raw';
import { failedBody, jsonAnswer, objectAt, statusObject } from '../answers';
import type { SimApi } from '../api-data';
import { textFact, type SimEnvironment } from '../environment';
import { responseExamples, statusMessages } from '../examples';
import { findOperation } from '../words';

/**
 * Token Requestor's words, all from the definition's examples (by operation, status and name, or a
 * webhook's example), and for a reason code no example writes, the reason-codes page's words kept in
 * facts/token-requestor.yaml (`reasonTR12`…). A missing example throws, so a renamed one fails the tests.
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

/** "La petición se ha procesado correctamente": every admin answer's `00` words (getMerchant's example). */
export const processed = (api: SimApi, date: string) => statusObject('OK', '00', messageOf(api, 'getMerchant', 200, 'merchant'), date);

/** The words of a `status|reason` pair: a definition example's, else the reason-codes page's (facts). */
export function reasonWords(env: SimEnvironment, api: SimApi, status: string, reason: string): string | undefined {
  return statusMessages(api.document).get(`${status}|${reason}`) ?? textFact(env, 'token-requestor', `reason${reason}`);
}
