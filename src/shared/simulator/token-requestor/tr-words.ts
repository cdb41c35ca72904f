import { statusObject } from '../answers';
import type { SimApi } from '../api-data';
import { textFact, type SimEnvironment } from '../environment';
import { statusMessages } from '../examples';
import { messageOf } from '../example-values';

export { failAnswer, messageOf, responseValue, webhookExample } from '../example-values';

/**
 * Token Requestor's words: the definition's examples (example-values.ts), and for a reason code no
 * example writes, the reason-codes page's words kept in facts/token-requestor.yaml (`reasonTR12`…).
 */

/** "La petición se ha procesado correctamente": every admin answer's `00` words (getMerchant's example). */
export const processed = (api: SimApi, date: string) => statusObject('OK', '00', messageOf(api, 'getMerchant', 200, 'merchant'), date);

/** The words of a `status|reason` pair: a definition example's, else the reason-codes page's (facts). */
export function reasonWords(env: SimEnvironment, api: SimApi, status: string, reason: string): string | undefined {
  return statusMessages(api.document).get(`${status}|${reason}`) ?? textFact(env, 'token-requestor', `reason${reason}`);
}
