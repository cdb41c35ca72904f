import { describe, expect, it } from 'vitest';
import { OpenApiReadError } from './errors';
import { MAX_SCHEMA_DEPTH, readSchema } from './schema';
import type { ArraySchema, ObjectSchema, SchemaNode, VariantsSchema } from './types';

const definitionWith = (schemas: Record<string, unknown>) => ({ components: { schemas } });
const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const child = (node: SchemaNode | undefined, name: string) => (node as ObjectSchema).properties.find((property) => property.name === name);

describe('circular refs', () => {
  it('stops a self reference at the first repeat', () => {
    const node = readSchema(definitionWith({
      Node: { type: 'object', properties: { value: { type: 'string' }, parent: ref('Node'), children: { type: 'array', items: ref('Node') } } },
    }), ref('Node'));
    expect(node).toMatchObject({ kind: 'object', ref: 'Node' });
    expect(child(node, 'parent')).toMatchObject({ kind: 'circular', ref: 'Node', pointer: '#/components/schemas/Node', name: 'parent', typeLabel: 'Node' });
    const children = child(node, 'children') as ArraySchema;
    expect(children.items).toMatchObject({ kind: 'circular', ref: 'Node' });
    expect(children.typeLabel).toBe('array of Node');
    expect(children.properties).toEqual([]);
  });

  it('expands A -> B -> A once, from whichever side it starts', () => {
    const definition = definitionWith({
      A: { type: 'object', properties: { b: ref('B') } },
      B: { type: 'object', required: ['a'], properties: { a: ref('A') } },
    });
    const fromA = readSchema(definition, ref('A'));
    expect(child(fromA, 'b')).toMatchObject({ kind: 'object', ref: 'B' });
    expect(child(child(fromA, 'b'), 'a')).toMatchObject({ kind: 'circular', ref: 'A', required: true });
    // B was built inside A first; reading B on its own must not reuse that expansion.
    const fromB = readSchema(definition, ref('B'));
    expect(child(fromB, 'a')).toMatchObject({ kind: 'object', ref: 'A' });
    expect(child(child(fromB, 'a'), 'b')).toMatchObject({ kind: 'circular', ref: 'B' });
  });

  it('stops inside array items', () => {
    const node = readSchema(definitionWith({
      Category: { type: 'object', properties: { name: { type: 'string' }, sub: { type: 'array', items: ref('Category') } } },
    }), { type: 'array', items: ref('Category') });
    const category = (node as ArraySchema).items;
    expect(category).toMatchObject({ kind: 'object', ref: 'Category' });
    expect((node as ArraySchema).properties.map((property) => property.name)).toEqual(['name', 'sub']);
    expect((child(category, 'sub') as ArraySchema).items).toMatchObject({ kind: 'circular', ref: 'Category' });
  });

  it('stops inside oneOf', () => {
    const node = readSchema(definitionWith({
      Expr: { oneOf: [ref('Literal'), ref('Binary')] },
      Literal: { type: 'object', properties: { value: { type: 'number' } } },
      Binary: { type: 'object', properties: { op: { type: 'string' }, left: ref('Expr'), right: ref('Expr') } },
    }), ref('Expr'));
    const expr = node as VariantsSchema;
    expect(expr).toMatchObject({ kind: 'variants', ref: 'Expr' });
    expect(expr.variants.map((variant) => variant.title)).toEqual(['Literal', 'Binary']);
    const binary = expr.variants[1]?.schema;
    expect(child(binary, 'left')).toMatchObject({ kind: 'circular', ref: 'Expr' });
    expect(child(binary, 'right')).toMatchObject({ kind: 'circular', ref: 'Expr' });
  });

  it('stops a variant that is the schema itself', () => {
    const node = readSchema(definitionWith({ Tree: { oneOf: [{ type: 'string' }, { type: 'array', items: ref('Tree') }] } }), ref('Tree'));
    const branch = (node as VariantsSchema).variants[1]?.schema as ArraySchema;
    expect(branch.items).toMatchObject({ kind: 'circular', ref: 'Tree' });
  });

  it('keeps nullable and description on a 3.1 nullable self reference', () => {
    const node = readSchema(definitionWith({
      Node: { type: 'object', properties: { parent: { description: 'Up', oneOf: [ref('Node'), { type: 'null' }] } } },
    }), ref('Node'));
    expect(child(node, 'parent')).toMatchObject({ kind: 'circular', ref: 'Node', nullable: true, description: 'Up', typeLabel: 'Node | null' });
  });

  it('stops allOf back to an open schema', () => {
    const node = readSchema(definitionWith({
      Folder: { type: 'object', properties: { parent: { allOf: [ref('Folder')], description: 'Containing folder' } } },
    }), ref('Folder'));
    expect(child(node, 'parent')).toMatchObject({ kind: 'circular', ref: 'Folder', description: 'Containing folder' });
  });

  it('links a cycle through allOf to the schema that extends it', () => {
    const node = readSchema(definitionWith({
      Dog: { allOf: [ref('Pet'), { properties: { breed: { type: 'string' } } }] },
      Pet: { type: 'object', properties: { friends: { type: 'array', items: ref('Pet') } } },
    }), ref('Dog'));
    expect(node).toMatchObject({ ref: 'Dog', extends: ['Pet'] });
    expect((child(node, 'friends') as ArraySchema).items).toMatchObject({ kind: 'circular', ref: 'Pet' });
  });

  it('survives allOf loops between schemas', () => {
    const node = readSchema(definitionWith({
      A: { allOf: [ref('B')], properties: { a: { type: 'string' } } },
      B: { allOf: [ref('A')], properties: { b: { type: 'string' } } },
    }), ref('A'));
    expect((node as ObjectSchema).properties.map((property) => property.name)).toEqual(['b', 'a']);
  });

  it('keeps the inner name of a wrapped schema for cycles back to it', () => {
    const node = readSchema(definitionWith({
      Wrapper: { oneOf: [ref('Inner')], description: 'Wrapped' },
      Inner: { type: 'object', properties: { again: ref('Inner') } },
    }), ref('Wrapper'));
    expect(node).toMatchObject({ ref: 'Wrapper', extends: ['Inner'], description: 'Wrapped' });
    expect(child(node, 'again')).toMatchObject({ kind: 'circular', ref: 'Inner' });
  });

  it('reports a loop of pure aliases', () => {
    const definition = definitionWith({ A: ref('B'), B: ref('A') });
    expect(() => readSchema(definition, ref('A'))).toThrow('$ref "#/components/schemas/A" leads back to itself through other $refs without reaching a value');
  });

  it('shares repeated subtrees instead of expanding them again', () => {
    // Each level reaches the next twice: without sharing this is 2^60 nodes.
    const schemas: Record<string, unknown> = { L60: { type: 'string' } };
    for (let level = 0; level < 60; level += 1) {
      schemas[`L${level}`] = { type: 'object', properties: { left: ref(`L${level + 1}`), right: ref(`L${level + 1}`) } };
    }
    let node: SchemaNode | undefined = readSchema(definitionWith(schemas), ref('L0'));
    for (let level = 0; level < 60; level += 1) {
      expect(child(node, 'right')?.ref).toBe(`L${level + 1}`);
      node = child(node, 'left');
    }
    expect(node?.typeLabel).toBe('string');
  });
});

describe('depth limit', () => {
  const chain = (length: number) => {
    const schemas: Record<string, unknown> = { [`C${length}`]: { type: 'string' } };
    for (let index = 0; index < length; index += 1) schemas[`C${index}`] = { type: 'object', properties: { next: ref(`C${index + 1}`) } };
    return definitionWith(schemas);
  };

  it('reads a chain just inside the limit', () => {
    let node: SchemaNode | undefined = readSchema(chain(MAX_SCHEMA_DEPTH - 1), ref('C0'));
    let depth = 1;
    while (node?.kind === 'object') {
      node = child(node, 'next');
      depth += 1;
    }
    expect(depth).toBe(MAX_SCHEMA_DEPTH);
  });

  it('stops a deeper one with a clear error, even when part of it is already cached', () => {
    const definition = chain(MAX_SCHEMA_DEPTH + 50);
    readSchema(definition, ref('C100'));
    const attempt = () => readSchema(definition, ref('C0'));
    expect(attempt).toThrow(OpenApiReadError);
    expect(attempt).toThrow(`Schema nested deeper than ${MAX_SCHEMA_DEPTH} levels`);
  });
});
