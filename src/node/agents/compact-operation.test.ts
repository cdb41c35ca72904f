import { describe, expect, it } from 'vitest';
import { compactOperation } from './compact-operation';
import { orderPaid, updateOrder } from '../../../tests/fixtures/agents';

const origin = 'https://docs.example';

describe('compactOperation', () => {
  const operation = compactOperation(updateOrder(), '/en/shop/api/orders', origin);

  it('names the operation and where its reference is', () => {
    expect(operation).toMatchObject({ id: 'post-orders-orderid', api: 'shop', method: 'POST', path: '/orders/{orderId}', title: 'Update an order', description: 'Changes an **order**.' });
    expect(operation.url).toBe('https://docs.example/en/shop/api/orders#post-orders-orderid');
    expect(operation.deprecated).toBeUndefined();
  });

  it('lists parameters with where they go, and body fields nested, with their facts', () => {
    expect(operation.parameters).toEqual([{ name: 'orderId', type: 'integer', required: true, description: 'The order.', example: '42', in: 'path' }]);
    const [body] = operation.request?.schemas ?? [];
    const [amount, note, parent] = body?.fields ?? [];
    expect(amount).toMatchObject({ name: 'amount', type: 'object', required: true });
    expect(amount?.fields).toEqual([
      { name: 'total', type: 'number', required: true, example: '10', constraints: ['minimum 0'] },
      { name: 'currency', type: 'string', enum: ['COP', 'USD'] },
    ]);
    expect(note).toMatchObject({ name: 'note', nullable: true, constraints: ['maxLength 20'] });
    // A schema inside itself is named, not repeated.
    expect(parent?.fields?.find((field) => field.name === 'child')?.sameAs).toBe('Node');
  });

  it('gives examples as values, a request sample against the server, and each response', () => {
    expect(operation.request?.examples).toEqual([{ label: 'example', value: { amount: { total: 10, currency: 'COP' } } }]);
    expect(operation.sample?.code).toContain('https://api-test.example/orders/42');
    expect(operation.responses.map((response) => [response.status, response.description])).toEqual([['200', 'Updated'], ['404', 'No such order']]);
    expect(operation.responses[0]?.examples).toEqual([{ label: 'example', value: { status: 'OK' } }]);
    // Nothing empty is written out.
    expect(operation.responses[1]).toEqual({ status: '404', description: 'No such order', mediaType: null });
  });

  it('gives a webhook its payload and signature, and no request sample', () => {
    const webhook = compactOperation(orderPaid(), '/shop/webhooks', origin);
    expect(webhook).toMatchObject({ webhook: 'orderPaid', title: 'Order paid' });
    expect(webhook.sample).toBeUndefined();
    expect(webhook.signature).toMatchObject({ in: 'body', name: 'signature', encoding: 'hex', formula: 'SHA-256(orderId + secretKey)' });
    expect(webhook.request?.schemas?.[0]?.fields?.map((field) => field.name)).toEqual(['orderId', 'signature']);
  });
});
