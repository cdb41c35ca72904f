import { describe, expect, it } from 'vitest';
import { attributeRows } from './attributes';
import { exampleProblems } from './example-check';
import { exampleFromSchema } from './example-from-schema';
import { operationModel } from './operation-model';
import { readSchema } from './schema';
import type { OpenApiDocument } from './types';

/** Cycles, tuples, unevaluatedProperties and allOf of several oneOfs: what the reader shows and the example it writes, checked against the schema. */
const definition: OpenApiDocument = {
  openapi: '3.1.0',
  paths: {
    '/orders': {
      post: {
        requestBody: { content: { 'application/json': { schema: { $ref: '#/components/schemas/Order' } } } },
        responses: { '201': { description: 'Created', content: { 'application/json': { schema: { $ref: '#/components/schemas/Order' } } } } },
      },
    },
  },
  components: {
    schemas: {
      Person: { type: 'object', required: ['name'], properties: { name: { type: 'string' }, employer: { $ref: '#/components/schemas/Company' } } },
      Company: { type: 'object', required: ['name', 'country'], properties: { name: { type: 'string' }, country: { type: 'string', minLength: 2, maxLength: 2 }, ceo: { $ref: '#/components/schemas/Person' } } },
      TreeNode: { type: 'object', required: ['id', 'parent'], properties: { id: { type: 'string' }, parent: { $ref: '#/components/schemas/TreeNode' } } },
      Card: { title: 'Card', type: 'object', required: ['method', 'pan'], properties: { method: { const: 'card' }, pan: { type: 'string', pattern: '^[0-9]{16}$' } } },
      Cash: { title: 'Cash', type: 'object', required: ['method', 'voucher'], properties: { method: { const: 'cash' }, voucher: { type: 'integer', minimum: 100 } } },
      Pickup: { title: 'Pickup', type: 'object', required: ['delivery', 'store'], properties: { delivery: { const: 'pickup' }, store: { type: 'string' } } },
      Shipping: { title: 'Shipping', type: 'object', required: ['delivery', 'address'], properties: { delivery: { const: 'ship' }, address: { type: 'string' } } },
      Order: {
        allOf: [{ oneOf: [{ $ref: '#/components/schemas/Card' }, { $ref: '#/components/schemas/Cash' }] }, { oneOf: [{ $ref: '#/components/schemas/Pickup' }, { $ref: '#/components/schemas/Shipping' }] }],
        unevaluatedProperties: false,
      },
    },
  },
};

const read = (schema: unknown) => readSchema(definition, schema);
const fits = (schema: unknown, direction: 'request' | 'response' = 'response') => {
  const value = exampleFromSchema(read(schema), { direction, definition });
  return { value, problems: exampleProblems(definition, schema, value, direction) };
};

describe('a cycle in an example', () => {
  it('is the smallest value its type accepts (its required fields), not {}', () => {
    const { value, problems } = fits({ $ref: '#/components/schemas/Person' });
    expect(value).toEqual({ name: 'string', employer: { name: 'string', country: 'st', ceo: { name: 'string' } } });
    expect(problems).toEqual([]);
  });

  it('stops at {} where a type requires itself, which no finite value satisfies', () => {
    expect(fits({ $ref: '#/components/schemas/TreeNode' }).value).toEqual({ id: 'string', parent: { id: 'string', parent: {} } });
  });
});

describe('3.1 tuples (prefixItems)', () => {
  const closed = { type: 'array', prefixItems: [{ type: 'number', minimum: -90, maximum: 90 }, { type: 'number', minimum: -180, maximum: 180 }], items: false };
  const open = { type: 'array', prefixItems: [{ type: 'string', enum: ['EUR'] }], items: { type: 'integer', minimum: 5 }, minItems: 3 };

  it('fill each position with its own type, then as many items as minItems asks', () => {
    expect(fits(closed)).toEqual({ value: [-90, -180], problems: [] });
    expect(fits(open)).toEqual({ value: ['EUR', 5, 5], problems: [] });
  });

  it('are labelled by position, and list each position as a row', () => {
    expect(read(closed).typeLabel).toBe('[number, number]');
    expect(read(open).typeLabel).toBe('[string, ...integer]');
    expect(read({ type: 'array', prefixItems: [{ type: 'boolean' }] }).typeLabel).toBe('[boolean, ...any]');
    const rows = attributeRows(read({ type: 'object', properties: { point: closed } }), { rootId: 'r' });
    expect(rows[0]!.children.map((row) => [row.name, row.typeLabel])).toEqual([
      ['[0]', 'number'],
      ['[1]', 'number'],
    ]);
  });
});

describe('3.1 unevaluatedProperties', () => {
  it('reads like additionalProperties: a closed object, or a row for any other key', () => {
    const closed = read({ type: 'object', properties: { a: { type: 'string' } }, unevaluatedProperties: false });
    expect(closed.kind === 'object' && closed.additionalProperties).toBe(false);
    const map = read({ unevaluatedProperties: { type: 'integer' } });
    expect(map.kind).toBe('object');
    expect(attributeRows(map, { rootId: 'r' }).map((row) => [row.name, row.typeLabel, row.additional])).toEqual([['*', 'integer', true]]);
  });

  it('fills a map that must hold more keys than it declares with keys of its value type', () => {
    expect(fits({ type: 'object', properties: { a: { type: 'string' } }, required: ['a'], unevaluatedProperties: { type: 'integer', minimum: 3 }, minProperties: 3 })).toEqual({
      value: { a: 'string', property1: 3, property2: 3 },
      problems: [],
    });
    expect(fits({ type: 'object', additionalProperties: true, minProperties: 1 })).toEqual({ value: { property1: 'string' }, problems: [] });
  });
});

describe('a required key the schema does not describe', () => {
  it('is a required row of the map value type (else any), and the example has it', () => {
    const node = read({ type: 'object', required: ['id', 'ref'], properties: { id: { type: 'integer' } } });
    expect(attributeRows(node, { rootId: 'r' }).map((row) => [row.name, row.typeLabel, row.required])).toEqual([
      ['id', 'integer', true],
      ['ref', 'any', true],
    ]);
    expect(fits({ type: 'object', required: ['id', 'ref'], properties: { id: { type: 'integer' } } })).toEqual({ value: { id: 1, ref: null }, problems: [] });
    expect(fits({ type: 'object', required: ['EUR'], additionalProperties: { type: 'number', minimum: 0.5 } })).toEqual({ value: { EUR: 0.5 }, problems: [] });
  });
});

describe('a oneOf in a oneOf', () => {
  it('is its options, one level, so each has a panel of fields (ReadMe complex-nesting)', () => {
    const node = read({ oneOf: [{ oneOf: [{ $ref: '#/components/schemas/Card' }, { $ref: '#/components/schemas/Cash' }] }, { $ref: '#/components/schemas/Pickup' }] });
    expect(node.kind === 'variants' && node.variants.map((variant) => [variant.title, variant.schema.kind])).toEqual([
      ['Card', 'object'],
      ['Cash', 'object'],
      ['Pickup', 'object'],
    ]);
  });
});

describe('an allOf of several oneOfs', () => {
  const order = { $ref: '#/components/schemas/Order' };

  it('keeps every choice: one variant per combination, each with the fields of both', () => {
    const node = read(order);
    expect(node.kind).toBe('variants');
    if (node.kind !== 'variants') return;
    expect(node.variants.map((variant) => variant.title)).toEqual(['Card · Pickup', 'Card · Shipping', 'Cash · Pickup', 'Cash · Shipping']);
    const cashShipping = node.variants[3]!.schema;
    expect(cashShipping.kind === 'object' && cashShipping.properties.map((property) => [property.name, property.required])).toEqual([
      ['method', true],
      ['voucher', true],
      ['delivery', true],
      ['address', true],
    ]);
  });

  it('gives each request panel, its sample and the response example a value that fits the schema', () => {
    const model = operationModel('orders', definition, '/orders', 'post');
    expect(model.requestPanels.map((panel) => panel.schema?.title)).toEqual(['Card · Pickup', 'Card · Shipping', 'Cash · Pickup', 'Cash · Shipping']);
    for (const panel of model.requestPanels) {
      const [example] = panel.examples;
      expect(exampleProblems(definition, order, example!.check!.value, 'request')).toEqual([]);
      expect(panel.samples[0]!.code).toContain(JSON.stringify(example!.check!.value, null, 2));
    }
    expect(model.requestPanels[3]!.examples[0]!.check!.value).toEqual({ method: 'cash', voucher: 100, delivery: 'ship', address: 'string' });
    const [response] = model.responses;
    expect(exampleProblems(definition, order, response!.examples[0]!.check!.value, 'response')).toEqual([]);
  });
});
