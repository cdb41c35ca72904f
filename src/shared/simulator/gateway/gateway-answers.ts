import { isObject, type RawObject } from '../../openapi/raw';
import { failedBody, jsonAnswer, objectAt, statusObject } from '../answers';
import type { SimApi } from '../api-data';
import { responseExamples, statusMessageOf } from '../examples';
import { exampleMessage, findOperation } from '../words';

/** The answers Gateway's transaction operations share (payments, holds, refunds), in the definition's words. */

export const okStatus = (api: SimApi, date: string) => statusObject('OK', '00', exampleMessage(api, 'process', 200, 'approved'), date);

export const notFound = (api: SimApi, operationId: string, date: string) => jsonAnswer(404, failedBody(404, exampleMessage(api, operationId, 404, 'notFound'), date));

/** A request error with an example's words; `pointer` names the field the problem is about. */
export function failure(api: SimApi, operationId: string, status: number, example: string, date: string, pointer?: string) {
  const message = exampleMessage(api, operationId, status, example);
  return jsonAnswer(status, failedBody(status, message, date), pointer === undefined ? [] : [{ kind: 'problem', pointer, message }]);
}

/** The transaction of a 200 example (`transactions[index]` for a query's). */
export function exampleTransaction(api: SimApi, operationId: string, example: string, index = 0): RawObject | undefined {
  const value = responseExamples(api.document, findOperation(api, operationId), 200).get(example);
  const transactions = isObject(value) ? value.transactions : undefined;
  if (!Array.isArray(transactions)) return objectAt(value, 'transaction');
  const item: unknown = transactions[index];
  return isObject(item) ? item : undefined;
}

/** The words of an example's transaction status: "Reverso aprobado", "Reembolso aprobado". */
export function transactionMessage(api: SimApi, operationId: string, example: string): string {
  const message = statusMessageOf(exampleTransaction(api, operationId, example));
  if (message === undefined) throw new Error(`${api.api} ${operationId} 200: no example "${example}" with transaction.status.message`);
  return message;
}
