import type { SchemaNode } from './types';

export interface ExampleOptions {
  /** `request` leaves out readOnly fields, `response` writeOnly ones. */
  direction?: 'request' | 'response';
  /** Levels of nesting to fill; deeper objects and arrays come out empty. */
  maxDepth?: number;
  /** Most nodes to visit: subtrees are shared, so a schema can reach far more nodes than it holds. */
  maxNodes?: number;
}

export const EXAMPLE_MAX_DEPTH = 8;
export const EXAMPLE_MAX_NODES = 500;

/** Values for formats without an example, from the content guide's test data. */
const formatValues: Record<string, string> = {
  'date-time': '2026-11-20T14:30:00-05:00',
  date: '2026-11-20',
  time: '14:30:00',
  email: 'ana.gomez@example.com',
  uri: 'https://example.com',
  url: 'https://example.com',
  uuid: '3f6c1b2a-8d4e-4c7f-9a1b-2c3d4e5f6a7b',
  ipv4: '203.0.113.10',
  ipv6: '2001:db8::10',
  hostname: 'example.com',
  byte: 'U29uZGFwYXk=',
};

/**
 * A value that fits `schema`, for a sample request or response the definition gives no example of:
 * the schema's own example, else its default, else its first enum value, else one built from
 * its type. Depth- and size-limited, never a walk of the whole (shared) tree.
 */
export function exampleFromSchema(schema: SchemaNode, options: ExampleOptions = {}): unknown {
  const { direction = 'response', maxDepth = EXAMPLE_MAX_DEPTH, maxNodes = EXAMPLE_MAX_NODES } = options;
  let budget = maxNodes;
  const skip = (node: SchemaNode) => (direction === 'request' ? node.readOnly : node.writeOnly);

  const build = (node: SchemaNode, depth: number): unknown => {
    budget -= 1;
    if ('example' in node) return node.example;
    if ('default' in node) return node.default;
    if (node.enum && node.enum.length > 0) return node.enum[0];
    switch (node.kind) {
      case 'object': {
        const out: Record<string, unknown> = {};
        if (depth >= maxDepth) return out;
        for (const property of node.properties) {
          if (budget <= 0) break;
          if (property.name === undefined || skip(property) || property.deprecated) continue;
          out[property.name] = build(property, depth + 1);
        }
        return out;
      }
      case 'array':
        return depth >= maxDepth || budget <= 0 ? [] : [build(node.items, depth + 1)];
      case 'variants': {
        const first = node.variants[0];
        return first ? build(first.schema, depth) : null;
      }
      case 'circular':
        return {};
      case 'primitive':
        return primitiveExample(node.type, node);
    }
  };
  return build(schema, 0);
}

function primitiveExample(type: string, node: SchemaNode): unknown {
  switch (type) {
    case 'string': {
      const value = (node.format && formatValues[node.format]) ?? 'string';
      return node.minLength !== undefined && value.length < node.minLength ? value.padEnd(node.minLength, 'x') : value;
    }
    case 'integer':
    case 'number': {
      if (node.minimum !== undefined) return node.exclusiveMinimum ? node.minimum + 1 : node.minimum;
      if (node.maximum !== undefined && node.maximum < 0) return node.maximum;
      return type === 'integer' ? 1 : 1.5;
    }
    case 'boolean':
      return true;
    default:
      return null;
  }
}
