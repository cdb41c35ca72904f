import { describe, expect, it } from 'vitest';
import { attributeRows, displayValue, parameterRow } from './attributes';
import { readOperation } from './operation';
import { readSchema } from './schema';

const definition = {
  paths: {
    '/items/{id}': {
      get: {
        parameters: [{ name: 'id', in: 'path', description: 'The item', schema: { type: 'integer', format: 'int64', minimum: 1 }, example: 7 }],
        responses: {},
      },
    },
  },
  components: {
    schemas: {
      Person: {
        type: 'object',
        required: ['name'],
        'x-conditional': ['document'],
        properties: {
          name: { type: 'string', minLength: 1, maxLength: 32, description: 'The **name**' },
          document: { type: ['string', 'null'], pattern: '^[0-9]+$' },
          phone: { type: 'string', deprecated: true },
          kind: { type: 'string', enum: ['a', 'b'], default: 'a', example: 'b' },
          address: { type: 'object', properties: { city: { type: 'string' } } },
          tags: { type: 'array', maxItems: 3, items: { type: 'object', properties: { label: { type: 'string' } } } },
          ip: { anyOf: [{ type: 'string', format: 'ipv4', title: 'IPv4' }, { type: 'string', format: 'ipv6', title: 'IPv6' }] },
          extra: { type: 'object', additionalProperties: { type: 'string' } },
        },
      },
      Tree: { type: 'object', properties: { label: { type: 'string' }, children: { type: 'array', items: { $ref: '#/components/schemas/Tree' } } } },
    },
  },
};

const rows = (schema: unknown, options = {}) => attributeRows(readSchema(definition, schema), { rootId: 'op-request', ...options });

describe('attributeRows', () => {
  const person = rows({ $ref: '#/components/schemas/Person' });
  const byName = (name: string) => person.find((row) => row.name === name);

  it('writes every fact of a property as text', () => {
    expect(byName('name')).toMatchObject({ typeLabel: 'string', required: true, conditional: false, nullable: false, minLength: 1, maxLength: 32, description: 'The **name**' });
    expect(byName('document')).toMatchObject({ typeLabel: 'string | null', conditional: true, nullable: true, pattern: '^[0-9]+$' });
    expect(byName('phone')).toMatchObject({ deprecated: true });
    expect(byName('kind')).toMatchObject({ enum: ['a', 'b'], default: 'a', example: 'b' });
    expect(byName('tags')).toMatchObject({ typeLabel: 'array of object', maxItems: 3 });
  });

  it('nests object properties and the items of an array of objects', () => {
    expect(byName('address')?.children.map((row) => row.name)).toEqual(['city']);
    expect(byName('tags')?.children.map((row) => row.name)).toEqual(['label']);
    expect(byName('extra')?.children).toMatchObject([{ name: '*', additional: true, typeLabel: 'string' }]);
  });

  it('lists the options of a nested anyOf', () => {
    expect(byName('ip')).toMatchObject({ combinator: 'anyOf', variants: [{ title: 'IPv4', typeLabel: 'string<ipv4>', children: [] }, { title: 'IPv6', typeLabel: 'string<ipv6>', children: [] }] });
  });

  it('links a circular attribute back to the open ancestor, anchoring it', () => {
    const tree = rows({ $ref: '#/components/schemas/Tree' });
    // Tree.children is an array of Tree: the root list itself is the ancestor.
    expect(tree.find((row) => row.name === 'children')).toMatchObject({ circular: { name: 'Tree', href: '#op-request' }, children: [] });
    const [root] = rows({ type: 'object', properties: { root: { $ref: '#/components/schemas/Tree' } } });
    expect(root?.id).toBe('op-request-root');
    expect(root?.children.find((row) => row.name === 'children')?.circular).toEqual({ name: 'Tree', href: '#op-request-root' });
  });

  it('stops at the depth and row limits with a note instead of rows', () => {
    const nested = { type: 'object', properties: { a: { type: 'object', properties: { b: { type: 'object', properties: { c: { type: 'string' } } } } } } };
    const [a] = rows(nested, { maxDepth: 2 });
    expect(a?.children[0]).toMatchObject({ name: 'b', truncated: true, children: [] });
    const limited = rows({ $ref: '#/components/schemas/Person' }, { maxRows: 3 });
    expect(limited.filter((row) => row.truncated).length).toBeGreaterThan(0);
  });
});

describe('parameterRow', () => {
  it('takes name, badges, description and example from the parameter and the rest from its schema', () => {
    const [parameter] = readOperation('/items/{id}', 'get', definition, 'params').parameters;
    expect(parameter && parameterRow(parameter, 'get-items-id-path')).toMatchObject({ name: 'id', typeLabel: 'integer<int64>', required: true, minimum: 1, example: '7', description: 'The item', nullable: false });
  });
});

describe('displayValue', () => {
  it.each([['ORDER-1001', 'ORDER-1001'], ['', '""'], [150000, '150000'], [false, 'false'], [null, 'null'], [[1, 3], '[1,3]']])('%j -> %s', (value, text) => {
    expect(displayValue(value)).toBe(text);
  });
});
