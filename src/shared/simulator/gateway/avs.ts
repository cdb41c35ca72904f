import type { Facts } from '../../facts/facts-data';
import { isObject, type RawObject } from '../../openapi/raw';

/**
 * Address verification in the test environment (/gateway/avs, "Test it"): an approving card with
 * `instrument.card.address` answers the `avsResult` of its postal code, whatever the site, as the
 * facts' table `gateway.avsTestResults` says (the page renders the same table). A row whose first
 * cell is not code (`Cualquier otro` / `Any other`) is the answer for every other postal code.
 * Without an address, or without the table, there is no `avsResult`, as the page's common errors say.
 */

const CODE = /^`([^`]+)`$/;

export function avsResult(facts: Facts, card: RawObject | undefined): string | undefined {
  const address = card && isObject(card.address) ? card.address : undefined;
  if (!address || typeof address.postalCode !== 'string') return undefined;
  let other: string | undefined;
  for (const [postalCell, resultCell] of facts.gateway?.tables?.avsTestResults?.rows ?? []) {
    const result = typeof resultCell === 'string' ? CODE.exec(resultCell)?.[1] : undefined;
    if (result === undefined) continue;
    const postalCode = typeof postalCell === 'string' ? CODE.exec(postalCell)?.[1] : undefined;
    if (postalCode === undefined) other ??= result;
    else if (postalCode === address.postalCode.trim()) return result;
  }
  return other;
}

/** Whether a payment's reversal is the one the pages answer `FAILED` first (`gateway.avsReversalFailsPostalCode`), which is not modeled. */
export function reversalFailsFirst(facts: Facts, card: RawObject | undefined): boolean {
  const postalCode = facts.gateway?.values?.avsReversalFailsPostalCode;
  const address = card && isObject(card.address) ? card.address : undefined;
  return postalCode !== undefined && typeof address?.postalCode === 'string' && address.postalCode.trim() === String(postalCode);
}
