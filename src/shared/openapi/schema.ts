import { flattenAllOf } from './all-of';
import { isNullSchema, variantTitle } from './choices';
import { type BuiltNode, cacheOf } from './definition-cache';
import { tooDeep } from './errors';
import { reachOf } from './reach';
import { isEmpty, isObject, pick, type RawObject, stringList, stringOf, without } from './raw';
import { newRefStack, popRefsTo, pushRef, type RefStack } from './ref-stack';
import { componentName, finalPointer, refOf, resolvePointer } from './resolve-ref';
import { type Facts, inferredType, isNullable, schemaFacts, typeNames } from './schema-facts';
import { arrayLabel, primitiveLabel, tupleLabel, unionLabel, withNull } from './type-label';
import type { CircularSchema, PrimitiveSchema, SchemaNode, SchemaVariant } from './types';

/**
 * No page shows a schema this deep; past it the definition is wrong, and a clear error
 * beats the JS stack running out. Counted in nodes from the root (properties, items, variants).
 */
export const MAX_SCHEMA_DEPTH = 512;

interface Build {
  definition: object;
  stack: RefStack;
}

/** A schema (inline or `{ $ref }`) from `definition` as a view model. */
export function readSchema(definition: object, schema: unknown): SchemaNode {
  return buildNode({ definition, stack: newRefStack() }, schema, 1).node;
}

function buildNode(build: Build, raw: unknown, depth: number): BuiltNode {
  if (depth > MAX_SCHEMA_DEPTH) throw tooDeep(MAX_SCHEMA_DEPTH, build.stack.list.at(-1));
  // 3.1 allows boolean schemas: `true` accepts anything, `false` nothing.
  if (raw === false) return leaf(primitive('never'));
  if (!isObject(raw)) return leaf(primitive('any'));
  const ref = refOf(raw);
  return ref === undefined ? buildInline(build, raw, depth) : buildRef(build, raw, ref, depth);
}

function buildRef(build: Build, raw: RawObject, ref: string, depth: number): BuiltNode {
  const { definition, stack } = build;
  const pointer = finalPointer(definition, ref);
  const siblings = without(raw, '$ref');
  if (stack.open.has(pointer)) return leaf(circularNode(pointer, siblings));

  // A bare ref expands the same way wherever the same refs of its reach are open, so it is built once per such context.
  const cacheable = isEmpty(siblings);
  const nodes = cacheOf(definition).nodes;
  const key = cacheable ? cacheKey(definition, pointer, stack) : '';
  const hit = cacheable ? nodes.get(key) : undefined;
  if (hit) {
    if (depth + hit.height - 1 > MAX_SCHEMA_DEPTH) throw tooDeep(MAX_SCHEMA_DEPTH, pointer);
    return hit;
  }

  const target = resolvePointer(definition, pointer);
  if (!isObject(target)) return buildNode(build, target, depth);
  const height = stack.list.length;
  pushRef(stack, pointer);
  let built: BuiltNode;
  try {
    // Siblings of $ref (3.1 description overrides, common in 3.0 too) win over the target.
    built = buildInline(build, cacheable ? target : { allOf: [target, siblings] }, depth, pointer);
  } finally {
    popRefsTo(stack, height);
  }
  const result = named(built, componentName(pointer));
  if (cacheable) nodes.set(key, result);
  return result;
}

/**
 * Names a node after the component it came from. A node already named (`Wrapper` is a one-option
 * oneOf of `Inner`) keeps the inner name in `extends`, so a cycle back to `Inner` still finds its ancestor.
 */
function named(built: BuiltNode, name: string | undefined): BuiltNode {
  const { node } = built;
  if (name === undefined || node.kind === 'circular' || node.ref === name) return built;
  const inner = node.ref === undefined ? {} : { extends: [node.ref, ...(node.extends ?? [])] };
  return { node: { ...node, ...inner, ref: name }, height: built.height };
}

function cacheKey(definition: object, pointer: string, stack: RefStack): string {
  const ids = cacheOf(definition).ids;
  const idOf = (target: string) => {
    let id = ids.get(target);
    if (id === undefined) ids.set(target, (id = ids.size));
    return id;
  };
  const reach = reachOf(definition, pointer);
  let key = String(idOf(pointer));
  for (const open of stack.list) if (reach.has(open)) key += `,${idOf(open)}`;
  return key;
}

function buildInline(build: Build, raw: RawObject, depth: number, ownPointer?: string): BuiltNode {
  const height = build.stack.list.length;
  try {
    const flat = flattenAllOf(build.definition, raw, build.stack, new Set(ownPointer === undefined ? [] : [ownPointer]));
    if (flat.circular !== undefined) return leaf(circularNode(flat.circular, flat.schema));
    return shape(build, flat.schema, depth, flat.extends, ownPointer);
  } finally {
    popRefsTo(build.stack, height);
  }
}

function shape(build: Build, schema: RawObject, depth: number, extendsNames: readonly string[], ownPointer?: string): BuiltNode {
  if (Array.isArray(schema.oneOf)) return shapeVariants(build, schema, 'oneOf', depth, extendsNames);
  if (Array.isArray(schema.anyOf)) return shapeVariants(build, schema, 'anyOf', depth, extendsNames);
  const { types, hasNull } = typeNames(schema);
  const facts = schemaFacts(schema, isNullable(schema), extendsNames);
  const untyped = types.length === 0;
  if (types.includes('array') || (untyped && (Object.hasOwn(schema, 'items') || Object.hasOwn(schema, 'prefixItems')))) return shapeArray(build, schema, facts, depth);
  if (types.includes('object') || (untyped && (isObject(schema.properties) || ['additionalProperties', 'unevaluatedProperties'].some((key) => Object.hasOwn(schema, key))))) {
    return shapeObject(build, schema, facts, types, depth, ownPointer);
  }
  const type = types[0] ?? (hasNull ? 'null' : (inferredType(schema) ?? 'any'));
  const label = untyped ? (type === 'any' || type === 'null' ? type : primitiveLabel([type], facts.format)) : primitiveLabel(types, facts.format);
  return leaf({ kind: 'primitive', ...facts, type, typeLabel: withNull(label, facts.nullable) });
}

function shapeObject(build: Build, schema: RawObject, facts: Facts, types: readonly string[], depth: number, ownPointer?: string): BuiltNode {
  const required = new Set(stringList(schema.required));
  const conditional = new Set(stringList(schema['x-conditional']));
  const properties: SchemaNode[] = [];
  let height = 1;
  if (isObject(schema.properties)) {
    for (const [name, child] of Object.entries(schema.properties)) {
      const built = buildNode(build, child, depth + 1);
      height = Math.max(height, built.height + 1);
      properties.push({ ...built.node, name, required: required.has(name), conditional: conditional.has(name) || built.node.conditional });
    }
  }
  let additionalProperties: boolean | SchemaNode | undefined;
  // 3.1 `unevaluatedProperties` says the same of the keys no part of the schema declares (allOf parts are merged in here).
  const extra = Object.hasOwn(schema, 'additionalProperties') ? schema.additionalProperties : schema.unevaluatedProperties;
  if (typeof extra === 'boolean') additionalProperties = extra;
  else if (isObject(extra) && isEmpty(extra)) additionalProperties = true;
  else if (isObject(extra)) {
    const built = buildNode(build, extra, depth + 1);
    height = Math.max(height, built.height + 1);
    additionalProperties = built.node;
  }
  // A required key the schema names but does not describe is still a field the object must have: of the map's value type, else any.
  const described = new Set(properties.map((node) => node.name));
  for (const name of required) {
    if (described.has(name) || additionalProperties === false) continue;
    properties.push({ ...(typeof additionalProperties === 'object' ? additionalProperties : primitive('any')), name, required: true, conditional: conditional.has(name) });
  }
  const label = withNull(types.length > 1 ? types.join(' | ') : 'object', facts.nullable);
  // A component that is (or extends) a schema with a discriminator names itself in that property.
  const property = isObject(schema.discriminator) ? stringOf(schema.discriminator.propertyName) : undefined;
  const value = property !== undefined && ownPointer !== undefined ? discriminatorValueOf(build.definition, schema.discriminator as RawObject, ownPointer) : undefined;
  const discriminatorValue = property !== undefined && value !== undefined ? { discriminatorValue: { property, value } } : {};
  return {
    node: { kind: 'object', ...facts, ...discriminatorValue, typeLabel: label, properties, ...(additionalProperties === undefined ? {} : { additionalProperties }) },
    height,
  };
}

function shapeArray(build: Build, schema: RawObject, facts: Facts, depth: number): BuiltNode {
  const items = Object.hasOwn(schema, 'items') ? buildNode(build, schema.items, depth + 1) : leaf(primitive('any'));
  const item = items.node;
  // 3.1 tuples: each position has its own schema, and `items` (if any) is the schema of the rest.
  const prefix = Array.isArray(schema.prefixItems) ? schema.prefixItems.map((position) => buildNode(build, position, depth + 1)) : undefined;
  const height = Math.max(items.height, ...(prefix ?? []).map((built) => built.height)) + 1;
  if (prefix !== undefined) {
    const rest = item.kind === 'primitive' && item.type === 'never' ? undefined : Object.hasOwn(schema, 'items') ? item.typeLabel : 'any';
    const prefixItems = prefix.map((built) => built.node);
    const label = tupleLabel(prefixItems.map((node) => node.typeLabel), rest);
    return { node: { kind: 'array', ...facts, typeLabel: withNull(label, facts.nullable), items: item, prefixItems, properties: [] }, height };
  }
  // Pages list the fields of an array of objects directly under the array.
  const properties = item.kind === 'object' || item.kind === 'array' ? item.properties : [];
  return {
    node: { kind: 'array', ...facts, typeLabel: withNull(arrayLabel(item.typeLabel), facts.nullable), items: item, properties },
    height,
  };
}

/** The properties a schema declares next to oneOf/anyOf belong to every variant. */
const sharedKeys = ['type', 'properties', 'required', 'x-conditional', 'additionalProperties', 'items'];

function shapeVariants(build: Build, schema: RawObject, combinator: 'oneOf' | 'anyOf', depth: number, extendsNames: readonly string[]): BuiltNode {
  const listed = schema[combinator] as unknown[];
  const rest = without(schema, combinator);
  // 3.1 spells "nullable X" as oneOf: [X, { type: 'null' }]; that is X, nullable, not a choice.
  const options = listed.filter((option) => !isNullSchema(option));
  const nullable = options.length < listed.length || isNullable(rest);
  const [only] = options;
  if (options.length === 0) return shape(build, { ...rest, nullable: true }, depth, extendsNames);
  if (options.length === 1) return buildNode(build, collapseSingle(only, rest, nullable), depth);

  const other = combinator === 'oneOf' ? 'anyOf' : 'oneOf';
  const sharesShape = ['properties', 'items', 'additionalProperties', other].some((key) => Object.hasOwn(rest, key));
  const base = sharesShape ? pick(rest, [...sharedKeys, other]) : undefined;
  let height = 1;
  const discriminator = isObject(rest.discriminator) ? stringOf(rest.discriminator.propertyName) : undefined;
  const chosen: SchemaVariant[] = options.map((option, index) => {
    const built =
      base !== undefined ? buildInline(build, { allOf: [base, option] }, depth + 1)
      : typeFromParent(rest, option) ? buildInline(build, { allOf: [{ type: rest.type }, option] }, depth + 1)
      : buildNode(build, option, depth + 1);
    height = Math.max(height, built.height + 1);
    const ref = refOf(option);
    const value = discriminator === undefined || ref === undefined ? undefined : discriminatorValueOf(build.definition, rest.discriminator as RawObject, finalPointer(build.definition, ref));
    return { title: variantTitle(build.definition, option, index), schema: built.node, ...(value === undefined ? {} : { discriminatorValue: value }) };
  });
  // An option that is itself a choice of the same kind (a oneOf in a oneOf) is its options, one level: a panel lists fields, not choices.
  const variants = chosen.flatMap((variant) => (variant.schema.kind === 'variants' && variant.schema.combinator === combinator ? variant.schema.variants : [variant]));
  const innerNull = chosen.some((variant) => variant.schema.kind === 'variants' && variant.schema.combinator === combinator && variant.schema.nullable);
  const facts = schemaFacts(rest, nullable || innerNull, extendsNames);
  return {
    node: {
      kind: 'variants',
      ...facts,
      typeLabel: withNull(unionLabel(variants.map((variant) => variant.schema.typeLabel)), facts.nullable),
      combinator,
      variants,
      ...(discriminator === undefined ? {} : { discriminator }),
    },
    height,
  };
}

/**
 * An inline option that says no type of its own (`type: string` with `oneOf` of descriptions or
 * consts) is of the parent's type: its example is a string, not `null`.
 */
function typeFromParent(rest: RawObject, option: unknown): boolean {
  return Object.hasOwn(rest, 'type') && isObject(option) && refOf(option) === undefined && !['type', 'allOf', 'oneOf', 'anyOf'].some((key) => Object.hasOwn(option, key));
}

/**
 * The discriminator value that selects the schema at `pointer`: the `mapping` key whose value names
 * it (a pointer or a bare component name), else its component name.
 */
function discriminatorValueOf(definition: object, discriminator: RawObject, pointer: string): string | undefined {
  const mapping = isObject(discriminator.mapping) ? discriminator.mapping : {};
  const name = componentName(pointer);
  for (const [value, target] of Object.entries(mapping)) {
    if (typeof target !== 'string') continue;
    if (target.startsWith('#') ? safeFinalPointer(definition, target) === pointer : target === name) return value;
  }
  return name;
}

function safeFinalPointer(definition: object, ref: string): string | undefined {
  try {
    return finalPointer(definition, ref);
  } catch {
    return undefined;
  }
}

/** A one-option oneOf/anyOf is that option, with the parent's own fields (description…) winning. */
function collapseSingle(option: unknown, rest: RawObject, nullable: boolean): RawObject {
  const own = nullable ? { ...rest, nullable: true } : rest;
  // Kept as a $ref (not an allOf part) so the node still names its component and a cycle still shows as one.
  if (refOf(option) !== undefined && !Object.hasOwn(rest, '$ref')) return { ...(option as RawObject), ...own };
  return { allOf: [option, own] };
}

function circularNode(pointer: string, annotations: RawObject): CircularSchema {
  const ref = componentName(pointer) ?? pointer;
  const facts = schemaFacts(annotations, isNullable(annotations));
  return { kind: 'circular', ...facts, ref, pointer, typeLabel: withNull(ref, facts.nullable) };
}

function primitive(type: string): PrimitiveSchema {
  return {
    kind: 'primitive', type, typeLabel: type,
    required: false, conditional: false, nullable: false, deprecated: false, readOnly: false, writeOnly: false,
  };
}

function leaf(node: SchemaNode): BuiltNode {
  return { node, height: 1 };
}
