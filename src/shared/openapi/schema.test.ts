import { describe, expect, it } from 'vitest';
import { readSchema } from './schema';
import type { ArraySchema, ObjectSchema, SchemaNode, VariantsSchema } from './types';

const read = (schema: unknown, schemas: Record<string, unknown> = {}) => readSchema({ components: { schemas } }, schema);

function as<K extends SchemaNode['kind']>(node: SchemaNode | undefined, kind: K): Extract<SchemaNode, { kind: K }> {
  expect(node?.kind).toBe(kind);
  return node as Extract<SchemaNode, { kind: K }>;
}
const prop = (node: SchemaNode, name: string) => (node as ObjectSchema).properties.find((child) => child.name === name);

describe('primitive facts', () => {
  it('reads every constraint and annotation of a string', () => {
    const node = read({
      type: 'string', title: 'Reference', description: 'Your **own** id', format: 'date-time', pattern: '^[A-Z]+$',
      minLength: 3, maxLength: 32, enum: ['A', 'B'], default: 'A', example: 'ABC',
      deprecated: true, readOnly: true,
    });
    expect(node).toEqual({
      kind: 'primitive', type: 'string', typeLabel: 'string<date-time>', format: 'date-time',
      title: 'Reference', description: 'Your **own** id', pattern: '^[A-Z]+$', minLength: 3, maxLength: 32,
      enum: ['A', 'B'], default: 'A', example: 'ABC',
      required: false, conditional: false, nullable: false, deprecated: true, readOnly: true, writeOnly: false,
    });
  });

  it('keeps a null default and leaves absent facts out', () => {
    const node = read({ type: 'integer', default: null, writeOnly: true });
    expect('default' in node && node.default).toBeNull();
    expect(node.writeOnly).toBe(true);
    expect('example' in node).toBe(false);
    expect('format' in node).toBe(false);
  });

  it('reads 3.0 and 3.1 bounds', () => {
    expect(read({ type: 'number', minimum: 1, maximum: 10, exclusiveMaximum: true })).toMatchObject({ minimum: 1, maximum: 10, exclusiveMaximum: true });
    expect(read({ type: 'number', exclusiveMinimum: 0 })).toMatchObject({ minimum: 0, exclusiveMinimum: true });
  });

  it('reads 3.1 examples and const', () => {
    expect(read({ type: 'string', examples: ['first', 'second'] }).example).toBe('first');
    expect(read({ const: 'fixed' })).toMatchObject({ enum: ['fixed'], typeLabel: 'string' });
  });

  it('infers a type from enum values, else says any', () => {
    expect(read({ enum: [1, 2] }).typeLabel).toBe('integer');
    expect(read({ enum: ['a', 1] }).typeLabel).toBe('any');
    expect(read({ description: 'anything' }).typeLabel).toBe('any');
  });

  it('takes x-deprecated as deprecated', () => {
    expect(read({ type: 'string', 'x-deprecated': true }).deprecated).toBe(true);
  });

  it('reads boolean schemas', () => {
    expect(read(true).typeLabel).toBe('any');
    expect(read(false).typeLabel).toBe('never');
  });
});

describe('nullable', () => {
  it.each([
    ['3.0 nullable', { type: 'string', nullable: true }, 'string | null'],
    ['3.1 type array', { type: ['string', 'null'] }, 'string | null'],
    ['3.1 type array with format', { type: ['string', 'null'], format: 'date' }, 'string<date> | null'],
    ['3.1 oneOf with null', { oneOf: [{ type: 'integer' }, { type: 'null' }] }, 'integer | null'],
    ['3.1 anyOf with null', { anyOf: [{ type: 'null' }, { type: 'boolean' }] }, 'boolean | null'],
    ['only null', { type: 'null' }, 'null'],
  ])('%s', (_, schema, label) => {
    const node = read(schema);
    expect(node.nullable).toBe(true);
    expect(node.typeLabel).toBe(label);
    expect(node.kind).toBe('primitive');
  });

  it('is false unless said', () => {
    expect(read({ type: 'string' }).nullable).toBe(false);
    expect(read({ type: 'string', nullable: false }).nullable).toBe(false);
  });

  it('labels multi-type unions', () => {
    expect(read({ type: ['string', 'integer', 'null'] }).typeLabel).toBe('string | integer | null');
  });

  it('keeps the ref of a nullable $ref and the parent description', () => {
    const node = read(
      { description: 'The owner, if any', oneOf: [{ $ref: '#/components/schemas/User' }, { type: 'null' }] },
      { User: { type: 'object', description: 'A user', properties: { id: { type: 'string' } } } },
    );
    expect(node).toMatchObject({ kind: 'object', ref: 'User', nullable: true, typeLabel: 'object | null', description: 'The owner, if any' });
  });
});

describe('objects', () => {
  const node = as(read({
    type: 'object',
    required: ['id', 'amount'],
    'x-conditional': ['reference'],
    properties: {
      id: { type: 'string' },
      amount: { type: 'number' },
      reference: { type: 'string' },
      note: { type: 'string' },
      flagged: { type: 'string', 'x-conditional': true },
    },
  }), 'object');

  it('lists properties in order with their names', () => {
    expect(node.properties.map((child) => child.name)).toEqual(['id', 'amount', 'reference', 'note', 'flagged']);
    expect(node.typeLabel).toBe('object');
  });

  it('marks required and conditional from the parent lists', () => {
    expect(node.properties.map((child) => [child.name, child.required, child.conditional])).toEqual([
      ['id', true, false], ['amount', true, false], ['reference', false, true], ['note', false, false], ['flagged', false, true],
    ]);
  });

  it('treats a schema with properties but no type as an object', () => {
    expect(read({ properties: { a: { type: 'string' } } }).kind).toBe('object');
  });

  it.each([
    [{ type: 'object', additionalProperties: true }, true],
    [{ type: 'object', additionalProperties: false }, false],
    [{ type: 'object', additionalProperties: {} }, true],
  ])('reads additionalProperties %j', (schema, expected) => {
    expect(as(read(schema), 'object').additionalProperties).toBe(expected);
  });

  it('reads additionalProperties as a schema, and leaves it out when unsaid', () => {
    const map = as(read({ type: 'object', additionalProperties: { type: 'integer', format: 'int64' } }), 'object');
    expect(map.additionalProperties).toMatchObject({ kind: 'primitive', typeLabel: 'integer<int64>' });
    expect('additionalProperties' in as(read({ type: 'object' }), 'object')).toBe(false);
  });
});

describe('arrays', () => {
  it('exposes the properties of an array of objects', () => {
    const node = as(read({
      type: 'array', minItems: 1, maxItems: 5, uniqueItems: true,
      items: { type: 'object', required: ['sku'], properties: { sku: { type: 'string' }, qty: { type: 'integer' } } },
    }), 'array');
    expect(node.typeLabel).toBe('array of object');
    expect(node.properties.map((child) => [child.name, child.required])).toEqual([['sku', true], ['qty', false]]);
    expect(node.items.kind).toBe('object');
    expect(node).toMatchObject({ minItems: 1, maxItems: 5, uniqueItems: true });
  });

  it.each([
    [{ type: 'array', items: { type: 'string', format: 'uuid' } }, 'array of string<uuid>'],
    [{ type: 'array', items: { type: 'string', nullable: true } }, 'array of (string | null)'],
    [{ type: 'array', nullable: true, items: { type: 'string' } }, 'array of string | null'],
    [{ type: 'array', items: { type: 'array', items: { type: 'integer' } } }, 'array of array of integer'],
    [{ type: 'array' }, 'array of any'],
    [{ items: { type: 'boolean' } }, 'array of boolean'],
  ])('labels %j', (schema, label) => {
    expect(read(schema).typeLabel).toBe(label);
  });

  it('exposes item properties through nested arrays and none for primitives', () => {
    const nested = as(read({ type: 'array', items: { type: 'array', items: { type: 'object', properties: { a: { type: 'string' } } } } }), 'array');
    expect(nested.properties.map((child) => child.name)).toEqual(['a']);
    expect(as(read({ type: 'array', items: { type: 'string' } }), 'array').properties).toEqual([]);
  });
});

describe('$ref', () => {
  const schemas = {
    Money: { type: 'object', description: 'An amount', required: ['value'], properties: { value: { type: 'number' }, currency: { type: 'string' } } },
    'a/b~c': { type: 'string' },
    Alias: { $ref: '#/components/schemas/Money' },
  };

  it('names the component and reads it', () => {
    const node = as(read({ $ref: '#/components/schemas/Money' }, schemas), 'object');
    expect(node.ref).toBe('Money');
    expect(node.description).toBe('An amount');
    expect(prop(node, 'value')?.required).toBe(true);
  });

  it('lets siblings of $ref override the target', () => {
    const node = read({ $ref: '#/components/schemas/Money', description: 'The total', readOnly: true }, schemas);
    expect(node).toMatchObject({ ref: 'Money', description: 'The total', readOnly: true });
  });

  it('decodes ~0 and ~1 in component names', () => {
    expect(read({ $ref: '#/components/schemas/a~1b~0c' }, schemas)).toMatchObject({ ref: 'a/b~c', typeLabel: 'string' });
  });

  it('follows aliases to the schema with content', () => {
    expect(read({ $ref: '#/components/schemas/Alias' }, schemas).ref).toBe('Money');
  });

  it('has no ref for pointers outside components/schemas', () => {
    const node = read({ $ref: '#/components/schemas/Money/properties/value' }, schemas);
    expect(node.typeLabel).toBe('number');
    expect('ref' in node).toBe(false);
  });
});

describe('allOf', () => {
  const schemas = {
    Base: {
      type: 'object', description: 'Base', required: ['id'], 'x-conditional': ['tag'],
      properties: { id: { type: 'string' }, tag: { type: 'string' }, kind: { type: 'string' } },
    },
    Timestamps: { allOf: [{ $ref: '#/components/schemas/Stamp' }], properties: { updated: { type: 'string' } } },
    Stamp: { properties: { created: { type: 'string', format: 'date-time' } } },
  };
  const node = as(read({
    description: 'A pet',
    allOf: [
      { $ref: '#/components/schemas/Base' },
      { $ref: '#/components/schemas/Timestamps' },
      { required: ['name'], 'x-conditional': ['age'], properties: { name: { type: 'string' }, age: { type: 'integer' }, kind: { type: 'string', enum: ['dog'] } } },
    ],
    properties: { name: { type: 'string', description: 'Own definition wins' } },
  }, schemas), 'object');

  it('merges properties in order, a later definition replacing an earlier one in place', () => {
    expect(node.properties.map((child) => child.name)).toEqual(['id', 'tag', 'kind', 'created', 'updated', 'name', 'age']);
    expect(prop(node, 'kind')?.enum).toEqual(['dog']);
    expect(prop(node, 'name')?.description).toBe('Own definition wins');
  });

  it('adds up required and x-conditional', () => {
    expect(node.properties.filter((child) => child.required).map((child) => child.name)).toEqual(['id', 'name']);
    expect(node.properties.filter((child) => child.conditional).map((child) => child.name)).toEqual(['tag', 'age']);
  });

  it('lets the schema\'s own fields win and lists what it extends', () => {
    expect(node.description).toBe('A pet');
    expect(node.extends).toEqual(['Base', 'Timestamps', 'Stamp']);
    expect('ref' in node).toBe(false);
  });

  it('merges a diamond once', () => {
    const diamond = read({ allOf: [{ $ref: '#/components/schemas/Base' }, { $ref: '#/components/schemas/Base' }] }, schemas);
    expect((diamond as ObjectSchema).properties).toHaveLength(3);
  });
});

describe('oneOf and anyOf', () => {
  const schemas = {
    Card: { type: 'object', title: 'Card payment', properties: { number: { type: 'string' } } },
    Bank: { type: 'object', properties: { iban: { type: 'string' } } },
  };

  it('titles variants by title, then component name, then position', () => {
    const node = as(read({
      oneOf: [
        { $ref: '#/components/schemas/Card' },
        { $ref: '#/components/schemas/Bank' },
        { type: 'object', properties: { code: { type: 'string' } } },
        { title: 'Voucher', type: 'string' },
      ],
      discriminator: { propertyName: 'method' },
      description: 'How to pay',
    }, schemas), 'variants');
    expect(node.combinator).toBe('oneOf');
    expect(node.variants.map((variant) => variant.title)).toEqual(['Card payment', 'Bank', 'Option 3', 'Voucher']);
    expect(node.variants[1]?.schema.ref).toBe('Bank');
    expect(node).toMatchObject({ discriminator: 'method', description: 'How to pay', typeLabel: 'object | string' });
  });

  it('reads anyOf the same way', () => {
    const node = as(read({ anyOf: [{ type: 'string' }, { type: 'integer' }] }), 'variants');
    expect(node.combinator).toBe('anyOf');
    expect(node.variants.map((variant) => [variant.title, variant.schema.typeLabel])).toEqual([['Option 1', 'string'], ['Option 2', 'integer']]);
  });

  it('merges properties declared beside oneOf into every variant', () => {
    const node = as(read({
      type: 'object', required: ['amount'],
      properties: { amount: { type: 'number' } },
      oneOf: [{ $ref: '#/components/schemas/Card' }, { $ref: '#/components/schemas/Bank' }],
    }, schemas), 'variants');
    expect(node.variants.map((variant) => (variant.schema as ObjectSchema).properties.map((child) => child.name))).toEqual([
      ['amount', 'number'], ['amount', 'iban'],
    ]);
    expect((node.variants[0]?.schema as ObjectSchema).properties[0]?.required).toBe(true);
  });

  it('is nullable with several options and a null one', () => {
    const node = as(read({ oneOf: [{ type: 'string' }, { type: 'integer' }, { type: 'null' }] }), 'variants');
    expect(node.variants).toHaveLength(2);
    expect(node.typeLabel).toBe('string | integer | null');
  });

  it('collapses a single option into that option', () => {
    expect(read({ oneOf: [{ $ref: '#/components/schemas/Bank' }], description: 'Where to pay' }, schemas)).toMatchObject({
      kind: 'object', ref: 'Bank', description: 'Where to pay',
    });
  });

  it('nests anyOf declared beside oneOf inside each variant', () => {
    const node = as(read({ oneOf: [{ type: 'object' }, { type: 'object' }], anyOf: [{ properties: { a: {} } }, { properties: { b: {} } }] }), 'variants');
    expect(node.variants[0]?.schema.kind).toBe('variants');
    expect((node.variants[0]?.schema as VariantsSchema).combinator).toBe('anyOf');
  });

  it('keeps variants when they sit in array items', () => {
    const node = as(read({ type: 'array', items: { oneOf: [{ type: 'string' }, { type: 'number' }] } }), 'array');
    expect(node.typeLabel).toBe('array of (string | number)');
    expect((node.items as VariantsSchema).variants).toHaveLength(2);
    expect((node as ArraySchema).properties).toEqual([]);
  });
});
