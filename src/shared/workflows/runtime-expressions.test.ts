import { describe, expect, it } from 'vitest';
import { evaluateExpression, ExpressionError, resolveValue, type ExpressionContext } from './runtime-expressions';

const context: ExpressionContext = {
  inputs: { reference: 'ORDER-1001', card: { number: '4111' } },
  steps: { create: { outputs: { requestId: 8412345 } } },
  sourceDescriptions: { checkout: { url: '../checkout/openapi.yaml' } },
  request: { method: 'POST', url: 'https://checkout-test.ondapay.dev/api/session', headers: { 'Content-Type': 'application/json' }, body: { payment: { reference: 'ORDER-1001' } }, path: { requestId: 1 } },
  response: { status: 200, headers: { Location: '/x' }, body: { status: { status: 'OK' }, payment: [{ 'a/b': 1, 'c~d': 2 }] } },
};

describe('Arazzo runtime expressions', () => {
  it('reads inputs, step outputs, the status, headers, pointers into bodies and source URLs', () => {
    expect(evaluateExpression('$inputs.reference', context)).toBe('ORDER-1001');
    expect(evaluateExpression('$inputs.card.number', context)).toBe('4111');
    expect(evaluateExpression('$steps.create.outputs.requestId', context)).toBe(8412345);
    expect(evaluateExpression('$statusCode', context)).toBe(200);
    expect(evaluateExpression('$method', context)).toBe('POST');
    expect(evaluateExpression('$response.header.location', context)).toBe('/x');
    expect(evaluateExpression('$request.header.content-type', context)).toBe('application/json');
    expect(evaluateExpression('$response.body#/status/status', context)).toBe('OK');
    expect(evaluateExpression('$response.body#/payment/0/a~1b', context)).toBe(1);
    expect(evaluateExpression('$response.body#/payment/0/c~0d', context)).toBe(2);
    expect(evaluateExpression('$request.body#/payment/reference', context)).toBe('ORDER-1001');
    expect(evaluateExpression('$request.path.requestId', context)).toBe(1);
    expect(evaluateExpression('$sourceDescriptions.checkout.url', context)).toBe('../checkout/openapi.yaml');
    expect(evaluateExpression('$response.body#/missing/0', context)).toBeUndefined();
  });

  it('names an expression it cannot read', () => {
    expect(() => evaluateExpression('$resposne.body#/id', context)).toThrow(new ExpressionError('Cannot read the runtime expression $resposne.body#/id'));
    expect(() => evaluateExpression('$response.body#status', context)).toThrow(ExpressionError);
  });

  it('resolves payloads: whole-string expressions keep their type, embedded ones become text', () => {
    expect(resolveValue({ id: '$steps.create.outputs.requestId', refund: '{$inputs.reference}-R1', list: ['$statusCode', 'plain $ text'], n: 3 }, context)).toEqual({
      id: 8412345,
      refund: 'ORDER-1001-R1',
      list: [200, 'plain $ text'],
      n: 3,
    });
  });
});
