import { describe, expect, it } from 'vitest';
import { apiRouteNamespace, apiRouteProblem } from './route-kinds';

describe('API route kinds', () => {
  it('sends /<namespace>/api/… pages of a namespace with an API route to that route', () => {
    expect(apiRouteNamespace('/checkout/api/reference/session')).toBe('checkout');
    expect(apiRouteNamespace('/checkout/api/policy')).toBe('checkout');
    expect(apiRouteNamespace('/checkout/create-session')).toBeUndefined();
    expect(apiRouteNamespace('/checkout')).toBeUndefined();
    expect(apiRouteNamespace('/gateway/api/reference/payment')).toBeUndefined();
  });

  it('tells an author where an <ApiOperation> page must live', () => {
    expect(apiRouteProblem('/checkout/api/reference/session', 'checkout')).toBeUndefined();
    expect(apiRouteProblem('/checkout/create-session', 'checkout')).toMatch(/not under \/checkout\/api\//);
    expect(apiRouteProblem('/gateway/api/reference/payment', 'gateway')).toMatch(/Add "gateway" to apiRouteNamespaces in src\/lib\/site\/route-kinds\.ts/);
  });
});
