import { numberValue, stringValue } from './generate-value';
import { readSchema } from './schema';
import type { ArraySchema, PrimitiveSchema, SchemaNode } from './types';

export interface ExampleOptions {
  /** `request` leaves out readOnly fields, `response` writeOnly ones. */
  direction?: 'request' | 'response';
  /** Levels of nesting to fill; deeper objects and arrays come out empty. */
  maxDepth?: number;
  /** Most nodes to visit: subtrees are shared, so a schema can reach far more nodes than it holds. */
  maxNodes?: number;
  /**
   * The definition the schema was read from: a cycle (`Person.employer.ceo` is a Person) is then
   * filled with the smallest value its type accepts (its required fields), not `{}`.
   */
  definition?: object;
}

export const EXAMPLE_MAX_DEPTH = 8;
export const EXAMPLE_MAX_NODES = 500;

/**
 * A value that fits `schema`, for a sample request or response the definition gives no example of:
 * the schema's own example, else its default, else its first enum value, else one built from its
 * type that keeps its constraints (pattern, lengths, bounds, `multipleOf`, item counts, format),
 * with required fields always present (deprecated or not) and a discriminator naming its variant.
 * Depth- and size-limited, never a walk of the whole (shared) tree.
 */
export function exampleFromSchema(schema: SchemaNode, options: ExampleOptions = {}): unknown {
  const { direction = 'response', maxDepth = EXAMPLE_MAX_DEPTH, maxNodes = EXAMPLE_MAX_NODES, definition } = options;
  let budget = maxNodes;
  // OpenAPI: a read-only property is not sent in a request (even when required), a write-only one never comes back.
  const skip = (node: SchemaNode) => (direction === 'request' ? node.readOnly : node.writeOnly);

  /** Cycles being filled: one that requires itself (a tree node whose parent is required) has no finite value and stops at `{}`. */
  const filling = new Set<string>();
  // `minimal`: required fields only, inside a cycle.
  const build = (node: SchemaNode, depth: number, variant = 0, minimal = false): unknown => {
    budget -= 1;
    if ('example' in node) return node.example;
    if ('default' in node) return node.default;
    if (node.enum && node.enum.length > 0) return node.enum[variant % node.enum.length];
    switch (node.kind) {
      case 'object': {
        const out: Record<string, unknown> = {};
        const full = depth < maxDepth;
        for (const property of node.properties) {
          if (property.name === undefined || skip(property)) continue;
          // Past the limits only required fields are filled, so the value still validates.
          if (!property.required && (minimal || !full || budget <= 0 || property.deprecated)) continue;
          out[property.name] = full ? build(property, depth + 1, 0, minimal) : shallow(property);
        }
        if (node.discriminatorValue) out[node.discriminatorValue.property] = node.discriminatorValue.value;
        // A map (additionalProperties or 3.1 unevaluatedProperties) that must hold more keys than it declares gets `property1`…
        const extra = node.additionalProperties;
        for (let index = 1; extra !== false && Object.keys(out).length < (node.minProperties ?? 0); index++) {
          if (!Object.hasOwn(out, `property${index}`)) out[`property${index}`] = typeof extra === 'object' ? build(extra, depth + 1, 0, minimal) : 'string';
        }
        return out;
      }
      case 'array':
        return arrayExample(node, depth, minimal);
      case 'variants': {
        const first = node.variants[0];
        if (!first) return null;
        const value = build(first.schema, depth, variant, minimal);
        if (node.discriminator !== undefined && first.discriminatorValue !== undefined && isRecord(value)) value[node.discriminator] = first.discriminatorValue;
        return value;
      }
      case 'circular': {
        if (node.nullable) return null;
        if (definition === undefined || filling.has(node.pointer) || depth >= maxDepth) return {};
        filling.add(node.pointer);
        try {
          return build(readSchema(definition, { $ref: node.pointer }), depth, variant, true);
        } finally {
          filling.delete(node.pointer);
        }
      }
      case 'primitive':
        return primitiveExample(node, variant);
    }
  };
  /** Tuple items (`prefixItems`) first, in order, then as many items as `minItems` asks (one when there is room), within `maxItems`. */
  const arrayExample = (node: ArraySchema, depth: number, minimal: boolean): unknown[] => {
    const stop = depth >= maxDepth || budget <= 0;
    const item = (schema: SchemaNode, index: number) => (depth >= maxDepth ? shallow(schema) : build(schema, depth + 1, node.uniqueItems ? index : 0, minimal));
    const prefix = node.prefixItems ?? [];
    const open = !(node.items.kind === 'primitive' && node.items.type === 'never');
    const wanted = Math.max(node.minItems ?? 0, prefix.length + (open && !stop && !minimal && node.items.kind !== 'circular' && prefix.length === 0 ? 1 : 0));
    const count = Math.min(wanted, node.maxItems ?? Infinity, open ? Infinity : prefix.length);
    return Array.from({ length: count }, (_, index) => item(prefix[index] ?? node.items, index));
  };
  /** A value without children: what a field past the depth limit holds. */
  const shallow = (node: SchemaNode): unknown => {
    if ('example' in node) return node.example;
    if ('default' in node) return node.default;
    if (node.enum && node.enum.length > 0) return node.enum[0];
    if (node.kind === 'primitive') return primitiveExample(node, 0);
    if (node.nullable) return null;
    return node.kind === 'array' ? [] : {};
  };
  return build(schema, 0);
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function primitiveExample(node: PrimitiveSchema, variant: number): unknown {
  switch (node.type) {
    case 'string':
      return stringValue(node, variant);
    case 'integer':
    case 'number':
      return numberValue(node, node.type === 'integer', variant);
    case 'boolean':
      return variant % 2 === 0;
    default:
      return null;
  }
}
