import { describe, expect, it } from 'vitest';
import type { SimApi } from '../../../shared/simulator/api-data';
import { resolveTarget } from './resolve-target';

const api = (name: string, server: string, paths: string[]): SimApi => ({
  api: name,
  locale: 'es',
  document: { openapi: '3.1.0', servers: [{ url: server }], paths: Object.fromEntries(paths.map((path) => [path, { post: { operationId: path } }])) },
});
const apis = [
  api('checkout', 'https://checkout-test.ondapay.dev', ['/api/session', '/api/session/{requestId}']),
  api('account-validator', 'https://api-test.ondapay.dev/account-validator', ['/api/session']),
  api('payment-links', 'https://api-test.ondapay.dev/payment-links', ['/api/links']),
];
const target = (file: string, request: string, method = 'POST') => {
  const found = resolveTarget({ file, method, target: request }, apis);
  return typeof found === 'object' && 'url' in found ? `${found.operation.api} ${found.url}` : found;
};

describe('resolveTarget', () => {
  it('routes a full URL, and tells the merchant\'s server and an Ondapay API without a definition apart', () => {
    expect(target('content/es/x/y.mdx', 'https://checkout-test.ondapay.dev/api/session/8412345')).toBe('checkout https://checkout-test.ondapay.dev/api/session/8412345');
    expect(target('content/es/x/y.mdx', 'https://tienda-andina.example.com/ondapay/lookup')).toBeUndefined();
    expect(target('content/es/x/y.mdx', 'https://api-test.ondapay.dev/acs/api/cards')).toBe('no-definition');
    expect(target('content/es/x/y.mdx', 'https://api-test.ondapay.dev/payment-links/api/nothing')).toEqual({ problem: 'no operation of the definitions has the path /payment-links/api/nothing' });
    expect(target('content/es/x/y.mdx', 'https://checkout-test.ondapay.dev/api/session', 'GET')).toEqual({ problem: 'GET is not a method of https://checkout-test.ondapay.dev/api/session (the definition allows POST)' });
  });

  it("tries a bare path on the page's product first, then Web Checkout's, and leaves a webhook path alone", () => {
    expect(target('content/es/account-validator/x.mdx', '/api/session')).toBe('account-validator https://api-test.ondapay.dev/account-validator/api/session');
    expect(target('content/es/payments/x.mdx', '/api/session')).toBe('checkout https://checkout-test.ondapay.dev/api/session');
    expect(target('content/es/payments/x.mdx', '/api/links')).toBe('payment-links https://api-test.ondapay.dev/payment-links/api/links');
    expect(target('content/es/checkout/x.mdx', '/webhooks/ondapay')).toBeUndefined();
  });
});
