import { modelState } from './model-state';
import type { SimSite } from './site';

/**
 * The references of every payment order of a site, whichever API made it (Payment orders' batches,
 * Gateway's cash orders): a reference is unique on the site for ever (`invoices.referenceRule`), and
 * a cash order is a payment order. Each entry says which model keeps the order.
 */
export type OrderKeeper = 'invoices' | 'cash';

const references = modelState(() => new Map<string, OrderKeeper>());
const keyOf = (site: SimSite, reference: unknown) => `${site.login} ${String(reference)}`;

export const orderKeeper = (env: Parameters<typeof references>[0], site: SimSite, reference: unknown): OrderKeeper | undefined => references(env).get(keyOf(site, reference));

export function claimReference(env: Parameters<typeof references>[0], site: SimSite, reference: unknown, keeper: OrderKeeper): boolean {
  const key = keyOf(site, reference);
  if (references(env).has(key)) return false;
  references(env).set(key, keeper);
  return true;
}
