import { describe, expect, it } from 'vitest';
import { childrenOf, expandedSize } from './expanded-size';
import { readSchema } from './schema';

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });

describe('expandedSize', () => {
  it('counts nodes as a page renders them', () => {
    const node = readSchema({}, {
      type: 'object',
      properties: {
        tags: { type: 'array', items: { type: 'string' } },
        lines: { type: 'array', items: { type: 'object', properties: { sku: {}, qty: {} } } },
        pay: { oneOf: [{ type: 'string' }, { type: 'object', properties: { card: {} } }] },
        meta: { type: 'object', additionalProperties: { type: 'string' } },
      },
    });
    // root, tags + item, lines + sku + qty, pay + 2 variants + card, meta + its value schema
    expect(expandedSize(node)).toBe(1 + 2 + 3 + 4 + 2);
    expect(childrenOf(node).map((child) => child.name)).toEqual(['tags', 'lines', 'pay', 'meta']);
  });

  it('counts a shared-subtree explosion without walking it', () => {
    const schemas: Record<string, unknown> = { L100: { type: 'string' } };
    for (let level = 0; level < 100; level += 1) schemas[`L${level}`] = { type: 'object', properties: { a: ref(`L${level + 1}`), b: ref(`L${level + 1}`) } };
    expect(expandedSize(readSchema({ components: { schemas } }, ref('L0')))).toBe(2 ** 101 - 1);
  });
});
