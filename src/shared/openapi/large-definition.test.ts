import { describe, expect, it } from 'vitest';
import { expandedSize } from './expanded-size';
import { seededRandom } from '../../../tests/support/seeded-random';
import { chainOf, largeDefinition, nextInChain, requestSchemaOf, responseSchemaOf } from '../../../tests/fixtures/openapi/large-definition';
import { listOperations } from './list-operations';
import { readOperation } from './operation';
import type { ArraySchema, ObjectSchema, SchemaNode, VariantsSchema } from './types';

// These trees share subtrees: expanded, one holds ~3^200 nodes. Only small values may reach
// `expect` (a failing deep comparison would try to print the whole tree).

const child = (node: ObjectSchema, name: string) => node.properties.find((property) => property.name === name);
const brief = (node: SchemaNode | null | undefined) => node && { kind: node.kind, ref: node.ref, name: node.name, typeLabel: node.typeLabel };

/** The top `depth` levels as small plain data, to compare two reads. */
function outline(node: SchemaNode, depth: number): unknown {
  const children =
    depth === 0 ? [] : node.kind === 'object' || node.kind === 'array' ? node.properties : node.kind === 'variants' ? node.variants.map((variant) => variant.schema) : [];
  return { ...brief(node), required: node.required, children: children.map((item) => outline(item, depth - 1)) };
}

/**
 * Walks `next` from `S{root}` round its cycle and checks every level in one comparison: the walk
 * meets each schema of the chain once, each level's other branches point at the next schema
 * (or back at the root, as a cycle), and the walk ends on a circular node back to the root.
 */
function expectChainFrom(node: SchemaNode | null | undefined, root: number): void {
  const { start, end } = chainOf(root);
  const actual: unknown[] = [];
  const expected: unknown[] = [];
  let index = root;
  let current = node;
  while (current?.kind === 'object' && actual.length <= end - start) {
    const object: ObjectSchema = current;
    const next = nextInChain(index);
    const id = child(object, 'id');
    const many = child(object, 'many') as ArraySchema;
    const choice = child(object, 'choice') as VariantsSchema;
    current = child(object, 'next');
    actual.push([
      object.ref, id?.required, id?.typeLabel, id?.example, brief(child(object, 'self')),
      many.items.kind, many.items.ref, many.properties.map((property) => property.name).join(),
      choice.variants.map((variant) => variant.title), choice.variants[0]?.schema.kind, choice.variants[0]?.schema.ref,
      current?.conditional,
    ]);
    const cycle = next === root;
    expected.push([
      `S${index}`, true, 'string<uuid>', `id-${index}`, { kind: 'circular', ref: `S${index}`, name: 'self', typeLabel: `S${index}` },
      cycle ? 'circular' : 'object', `S${next}`, cycle ? '' : 'id,next,many,choice,self',
      [`S${next}`, 'Option 2'], cycle ? 'circular' : 'object', `S${next}`,
      true,
    ]);
    index = next;
  }
  expect(actual).toEqual(expected);
  expect(actual).toHaveLength(end - start + 1);
  expect(brief(current)).toEqual({ kind: 'circular', ref: `S${root}`, name: 'next', typeLabel: `S${root}` });
}

describe('a large generated definition', () => {
  const definition = largeDefinition();
  const random = seededRandom(20240611);

  it('lists all 6,000 operations in order', () => {
    const operations = listOperations(definition);
    expect(operations).toHaveLength(6000);
    expect(operations.slice(0, 3).map((operation) => `${operation.method} ${operation.path}`)).toEqual([
      'get /resources0/{id}', 'post /resources0/{id}', 'get /resources1/{id}',
    ]);
  });

  it('reads 50 random operations completely and correctly', () => {
    for (let sample = 0; sample < 50; sample += 1) {
      const index = Math.floor(random() * 3000);
      const path = `/resources${index}/{id}`;

      const response = readOperation(path, 'get', definition, 'response');
      expect(response.responses.map((item) => [item.status, item.description, brief(item.schema)?.ref])).toEqual([
        ['200', 'OK', `S${responseSchemaOf(index)}`],
        ['404', 'Not found', 'Error'],
      ]);
      expectChainFrom(response.responses[0]?.schema, responseSchemaOf(index));

      const request = readOperation(path, 'post', definition, 'request');
      expect([request.deprecated, request.body?.mediaType, request.body?.required]).toEqual([index % 2 === 0, 'application/json', true]);
      expectChainFrom(request.body?.schema, requestSchemaOf(index));

      expect(readOperation(path, 'get', definition, 'params').parameters).toMatchObject([{ name: 'id', in: 'path', required: true, example: 'abc' }]);
      expect(readOperation(path, 'get', definition, 'query').parameters).toMatchObject([{ name: 'limit', schema: { default: 10 } }]);
      expect(readOperation(path, 'get', definition, 'header').parameters).toMatchObject([{ name: 'X-Trace' }]);
    }
  });

  it('gives the same answer cold and warm', () => {
    const read = (source: typeof definition) => readOperation('/resources123/{id}', 'get', source, 'response').responses[0]?.schema;
    const warm = read(definition);
    const cold = read(largeDefinition());
    expect(cold && outline(cold, 6)).toEqual(warm && outline(warm, 6));
  });

  it('tells a renderer how large a full expansion would be', () => {
    const schema = readOperation('/resources0/{id}', 'get', definition, 'response').responses[0]?.schema;
    expect(schema && expandedSize(schema)).toBeGreaterThan(1e90);
  });
});
