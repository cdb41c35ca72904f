import type { SimApi, SimOperation } from './api-data';
import { operationsOf } from './api-data';
import { responseExamples, statusMessageOf } from './examples';

/**
 * A message the API answers with, taken from the definition's own example (by operation, status and
 * example name), in the definition's language. A renamed or missing example throws, so the
 * simulator's tests fail instead of its answers changing silently.
 */
export function exampleMessage(api: SimApi, operationId: string, status: number, example: string): string {
  const operation = findOperation(api, operationId);
  const message = statusMessageOf(responseExamples(api.document, operation, status).get(example));
  if (message === undefined) throw new Error(`${api.api} ${operationId} ${status}: no example "${example}" with status.message`);
  return message;
}

export function findOperation(api: SimApi, operationId: string): SimOperation {
  const operation = operationsOf(api).find((candidate) => candidate.operationId === operationId);
  if (!operation) throw new Error(`${api.api}: no operation ${operationId}`);
  return operation;
}

/**
 * An example's words with the example's values replaced by the call's (`[['0451234567890', ticket], ['134', prefix]]`):
 * a value the example no longer writes throws, so the tests fail instead of the words going stale.
 */
export function fillIn(message: string, replacements: ReadonlyArray<readonly [string, string]>): string {
  let out = message;
  for (const [from, to] of replacements) {
    if (!out.includes(from)) throw new Error(`the words "${message}" no longer hold "${from}"`);
    out = out.replace(from, to);
  }
  return out;
}
