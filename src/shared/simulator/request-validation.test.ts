import { describe, expect, it } from 'vitest';
import { fieldName, schemaProblems } from './request-validation';

const document = {
  components: {
    schemas: {
      Amount: { type: 'object', required: ['currency', 'total'], properties: { currency: { type: 'string', pattern: '^[A-Z]{3}$' }, total: { type: 'number', exclusiveMinimum: 0 } } },
      Payment: { type: 'object', required: ['reference', 'amount'], properties: { reference: { type: 'string' }, amount: { $ref: '#/components/schemas/Amount' } } },
      PaymentRequest: { type: 'object', required: ['payment'], properties: { payment: { $ref: '#/components/schemas/Payment' }, id: { type: 'integer', readOnly: true } } },
      SubscriptionRequest: { type: 'object', required: ['subscription'], properties: { subscription: { type: 'object', required: ['reference'], properties: { reference: { type: 'string' } } } } },
    },
  },
};
const schema = { oneOf: [{ $ref: '#/components/schemas/PaymentRequest' }, { $ref: '#/components/schemas/SubscriptionRequest' }] };

describe('schemaProblems', () => {
  it('names the missing field of the alternative the request chose, as a JSON pointer', () => {
    expect(schemaProblems(document, schema, { payment: { amount: { currency: 'COP', total: 1 } } })).toEqual([{ pointer: '/payment/reference', keyword: 'required' }]);
  });

  it('names a value that breaks its rule, and finds nothing wrong with a valid request', () => {
    expect(schemaProblems(document, schema, { payment: { reference: 'R', amount: { currency: 'cop', total: 1 } } })).toMatchObject([{ pointer: '/payment/amount/currency', keyword: 'pattern' }]);
    expect(schemaProblems(document, schema, { payment: { reference: 'R', amount: { currency: 'COP', total: 1 } } })).toEqual([]);
  });

  it('does not require a readOnly field in a request', () => {
    const strict = { ...document.components.schemas.PaymentRequest, required: ['payment', 'id'] };
    expect(schemaProblems(document, strict, { payment: { reference: 'R', amount: { currency: 'COP', total: 1 } } })).toEqual([]);
    expect(schemaProblems(document, strict, { payment: { reference: 'R', amount: { currency: 'COP', total: 1 } } }, 'response')).toMatchObject([{ pointer: '/id', keyword: 'required' }]);
  });
});

describe('fieldName', () => {
  it('writes a pointer as the API names the field', () => {
    expect(fieldName('/payment/items/0/qty')).toBe('payment.items[0].qty');
    expect(fieldName('/a~1b/c~0d')).toBe('a/b.c~d');
    expect(fieldName('')).toBe('');
  });
});
