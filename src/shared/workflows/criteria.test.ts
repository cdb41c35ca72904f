import { describe, expect, it } from 'vitest';
import { checkCriterion, evaluateSimple } from './criteria';
import type { ExpressionContext } from './runtime-expressions';

const context: ExpressionContext = {
  inputs: { reference: 'ORDER-1001' },
  steps: {},
  response: { status: 200, headers: {}, body: { status: { status: 'APPROVED' }, total: 150000, transactions: [{ type: 'PURCHASE', refunded: true }], message: "It's approved" } },
};

describe('Arazzo criteria', () => {
  it('evaluates simple conditions with comparisons, logic, literals and parentheses', () => {
    expect(evaluateSimple('$statusCode == 200', context)).toBe(true);
    expect(evaluateSimple("$response.body#/status/status == 'APPROVED' && $statusCode != 404", context)).toBe(true);
    expect(evaluateSimple("$response.body#/status/status == 'REJECTED' || $response.body#/total >= 150000", context)).toBe(true);
    expect(evaluateSimple('!($statusCode < 300)', context)).toBe(false);
    expect(evaluateSimple("$response.body#/message == 'It\\'s approved'", context)).toBe(true);
    expect(evaluateSimple('$response.body#/transactions/0/refunded == true', context)).toBe(true);
    expect(evaluateSimple('$response.body#/missing == null', context)).toBe(false);
  });

  it('evaluates regex and jsonpath criteria against their context', () => {
    expect(checkCriterion({ context: '$response.body#/status/status', condition: '^APPROVED$', type: 'regex' }, context).ok).toBe(true);
    expect(checkCriterion({ context: '$response.body', condition: "$.transactions[?(@.type == 'PURCHASE' && @.refunded == true)]", type: 'jsonpath' }, context).ok).toBe(true);
    expect(checkCriterion({ context: '$response.body', condition: "$.transactions[?(@.type == 'REFUND')]", type: { type: 'jsonpath', version: 'draft-goessner-dispatch-jsonpath-00' } }, context).ok).toBe(false);
  });

  it('says why a criterion cannot be evaluated instead of passing it', () => {
    expect(checkCriterion({ condition: '$statusCode ==' }, context)).toEqual({ condition: '$statusCode ==', ok: false, detail: 'The condition $statusCode == ends too soon' });
    expect(checkCriterion({ context: '$response.body', condition: '/a', type: 'xpath' }, context)).toMatchObject({ ok: false, detail: 'criterion type xpath is not supported' });
  });
});
