import type { SchemaNode } from './types';

/** Direct children of a node as a page would render them. */
export function childrenOf(node: SchemaNode): SchemaNode[] {
  switch (node.kind) {
    case 'object':
      return typeof node.additionalProperties === 'object' ? [...node.properties, node.additionalProperties] : [...node.properties];
    case 'array':
      // An array of objects shows the item's properties; otherwise the item itself.
      return node.items.kind === 'object' || node.items.kind === 'array' ? [...node.properties] : [node.items];
    case 'variants':
      return node.variants.map((variant) => variant.schema);
    default:
      return [];
  }
}

/**
 * How many nodes a page renders if it expands the whole tree. Nodes share subtrees, so this can
 * be astronomically larger than the memory they take (a schema reaching its neighbour twice per
 * level doubles per level). Counted over the shared graph, so it is cheap even then; a renderer
 * can use it to decide how deep to expand before linking instead.
 */
export function expandedSize(node: SchemaNode, memo: WeakMap<SchemaNode, number> = new WeakMap()): number {
  const known = memo.get(node);
  if (known !== undefined) return known;
  let size = 1;
  for (const child of childrenOf(node)) size += expandedSize(child, memo);
  memo.set(node, size);
  return size;
}
