import { describe, expect, it } from 'vitest';
import { exampleFromSchema } from './example-from-schema';
import { readSchema } from './schema';

const definition = {
  components: {
    schemas: {
      Amount: { type: 'object', properties: { currency: { type: 'string', enum: ['COP', 'USD'] }, total: { type: 'number', exclusiveMinimum: 0 } } },
      Node: { type: 'object', properties: { name: { type: 'string' }, child: { $ref: '#/components/schemas/Node' } } },
    },
  },
};
const example = (schema: unknown, options?: Parameters<typeof exampleFromSchema>[1]) => exampleFromSchema(readSchema(definition, schema), options);

describe('exampleFromSchema', () => {
  it('prefers the example, then the default, then the first enum value', () => {
    expect(example({ type: 'string', example: 'ORDER-1001', default: 'x' })).toBe('ORDER-1001');
    expect(example({ type: 'string', examples: ['es_CO'] })).toBe('es_CO');
    expect(example({ type: 'boolean', default: false })).toBe(false);
    expect(example({ type: 'string', enum: ['visa', 'master'] })).toBe('visa');
  });

  it('builds objects, arrays and formats from their types', () => {
    expect(
      example({
        type: 'object',
        properties: {
          amount: { $ref: '#/components/schemas/Amount' },
          seed: { type: 'string', format: 'date-time' },
          email: { type: 'string', format: 'email' },
          count: { type: 'integer', minimum: 1 },
          tags: { type: 'array', items: { type: 'string' } },
          phone: { type: 'string', deprecated: true },
        },
      }),
    ).toEqual({ amount: { currency: 'COP', total: 1 }, seed: '2026-11-20T14:30:00-05:00', email: 'ana.gomez@example.com', count: 1, tags: ['string'] });
  });

  it('takes the first variant of a oneOf and leaves out read-only fields in requests', () => {
    expect(example({ oneOf: [{ type: 'object', properties: { a: { type: 'integer' } } }, { type: 'string' }] })).toEqual({ a: 1 });
    const schema = { type: 'object', properties: { id: { type: 'integer', readOnly: true }, secret: { type: 'string', writeOnly: true } } };
    expect(example(schema, { direction: 'request' })).toEqual({ secret: 'string' });
    expect(example(schema, { direction: 'response' })).toEqual({ id: 1 });
  });

  it('stops at a cycle and at the depth limit', () => {
    // The reader turns the ref back to Node into a circular node: it comes out empty.
    expect(example({ $ref: '#/components/schemas/Node' })).toEqual({ name: 'string', child: {} });
    expect(example({ type: 'object', properties: { a: { type: 'object', properties: { b: { type: 'object', properties: { c: { type: 'string' } } } } } } }, { maxDepth: 2 })).toEqual({ a: { b: {} } });
  });

  it('visits a bounded number of nodes however much the schema shares', () => {
    // Each level reaches the next twice: 2^30 leaves if walked in full.
    const levels: Record<string, unknown> = { L30: { type: 'string' } };
    for (let level = 29; level >= 0; level--) {
      levels[`L${level}`] = { type: 'object', properties: { a: { $ref: `#/components/schemas/L${level + 1}` }, b: { $ref: `#/components/schemas/L${level + 1}` } } };
    }
    const node = readSchema({ components: { schemas: levels } }, { $ref: '#/components/schemas/L0' });
    const value = exampleFromSchema(node, { maxDepth: 40, maxNodes: 200 });
    expect(JSON.stringify(value).length).toBeLessThan(20_000);
  });
});

describe('a oneOf under a type', () => {
  it('gives each option the parent type, so a string with a oneOf of descriptions gets a string example', () => {
    const node = readSchema({}, { type: 'string', oneOf: [{ const: 'card', description: 'A card' }, { description: 'Any other method', pattern: '^[a-z]+$' }] });
    expect(exampleFromSchema(node)).toBe('card');
    const described = readSchema({}, { type: 'string', oneOf: [{ description: 'A reference' }, { description: 'An identifier' }] });
    expect(typeof exampleFromSchema(described)).toBe('string');
  });
});
