import type { RawObject } from '../../openapi/raw';
import type { SimApi } from '../api-data';
import type { SimEnvironment } from '../environment';
import { exampleTransaction } from './gateway-answers';

/**
 * The identifiers of a kind of transaction whose example is not the first purchase's (a hold, its
 * capture, a reauthorization): the first one of its kind in an environment takes its example's
 * `internalReference`, `authorization`, `receipt` and `networkTransactionId`, the count jumping
 * forward to them when it is behind (it never goes back, so identifiers stay unique and growing),
 * and the next ones count up from there. A page's story (a purchase, then a preauthorization, a
 * check-in and its capture on /gateway/transaction-types) then reproduces every example it shows.
 */

/** Where each kind's example is: the definition's 200 example that shows that transaction first. */
const EXAMPLE_OF: Record<string, { operationId: string; example: string; index?: number }> = {
  PREAUTHORIZATION: { operationId: 'process', example: 'preauthorization' },
  // No process example shows a check-in: the query of the reauthorized one does (its identifiers never change).
  CHECKIN: { operationId: 'query', example: 'reauthorizedHold' },
  CAPTURE: { operationId: 'process', example: 'capture' },
  REAUTHORIZATION: { operationId: 'process', example: 'reauthorization' },
};

/** The example transaction whose identifiers this one takes, when it is the first of its kind; else undefined. */
export function firstOfKind(env: SimEnvironment, api: SimApi, type: string): RawObject | undefined {
  const where = EXAMPLE_OF[type];
  if (!where || env.nextId(`gateway.first.${type}`, 0) !== 0) return undefined;
  return exampleTransaction(api, where.operationId, where.example, where.index);
}
