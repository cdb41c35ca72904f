import type { SchemaNode } from './types';

/** A schema node with the height of its subtree, so a cached subtree can still be checked against the depth limit. */
export interface BuiltNode {
  node: SchemaNode;
  height: number;
}

/**
 * What the reader remembers about one definition. A build reads thousands of operations
 * from the same few definitions, and they share schemas, so everything is computed once.
 */
export interface DefinitionCache {
  /** JSON pointer (as written) -> value. */
  values: Map<string, unknown>;
  /** `$ref` as written -> canonical pointer of the value it finally names. */
  finals: Map<string, string>;
  /** Canonical pointer -> canonical pointers its subtree mentions directly. */
  direct: Map<string, readonly string[]>;
  /** Canonical pointer -> every canonical pointer reachable from it. */
  reach: Map<string, ReadonlySet<string>>;
  /** Schema pointer + the open refs that can change its expansion (as `ids`) -> the built node. */
  nodes: Map<string, BuiltNode>;
  /** Canonical pointer -> small number, so cache keys on deep paths stay short. */
  ids: Map<string, number>;
}

// Keyed by the definition object itself, so a definition dropped by the build frees its cache too.
const caches = new WeakMap<object, DefinitionCache>();

export function cacheOf(definition: object): DefinitionCache {
  let cache = caches.get(definition);
  if (!cache) {
    cache = { values: new Map(), finals: new Map(), direct: new Map(), reach: new Map(), nodes: new Map(), ids: new Map() };
    caches.set(definition, cache);
  }
  return cache;
}
