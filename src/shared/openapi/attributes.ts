import type { ParameterView, SchemaNode } from './types';
import { boundedFact } from './example-budget';

/**
 * One row of an attribute list as a page renders it: plain data, with values already written
 * as text. Children are nested attributes (object properties, or the items' properties of an
 * array of objects); variants are the options of a nested oneOf/anyOf.
 */
export interface AttributeModel {
  /**
   * Anchor of the row: every top-level row has one (search links a field to it), and so does a
   * nested row some circular attribute links back to.
   */
  id?: string;
  name: string;
  /** The row stands for any other key of a map (`additionalProperties`). */
  additional?: boolean;
  typeLabel: string;
  required: boolean;
  conditional: boolean;
  nullable: boolean;
  deprecated: boolean;
  /** Raw Markdown. */
  description?: string;
  enum?: string[];
  default?: string;
  example?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean;
  exclusiveMaximum?: boolean;
  minItems?: number;
  maxItems?: number;
  children: AttributeModel[];
  variants: AttributeVariantModel[];
  /** Whether exactly one variant applies (oneOf) or at least one (anyOf); set when there are variants. */
  combinator?: 'oneOf' | 'anyOf';
  /** A type that contains itself: the row links up to where it is already open instead of repeating it. */
  circular?: { name: string; href: string };
  /** There is more below, left out because of the depth or size limit. */
  truncated: boolean;
  /** On a page's top-level rows: `children` as the static fragment their toggle fetches (attribute-fragments.ts). */
  fragment?: { href: string; html: string };
}

export interface AttributeVariantModel {
  title: string;
  typeLabel: string;
  children: AttributeModel[];
  /** As on a row: `children` as a fragment. */
  fragment?: { href: string; html: string };
}

/** How deep nested attributes go on a page; past it a row says there is more. */
export const ATTRIBUTE_MAX_DEPTH = 8;
/** Most rows one schema renders: shared subtrees can make a small definition expand enormously. */
export const ATTRIBUTE_MAX_ROWS = 800;

/** A value as the page writes it: strings as they are (empty ones quoted), anything else as JSON. */
export function displayValue(value: unknown): string {
  if (typeof value === 'string' && value !== '') return value;
  return JSON.stringify(value) ?? 'null';
}

/** A value beside a field, bounded as every output shows it (example-budget.ts). */
const shownValue = (value: unknown) => boundedFact(displayValue(value));

interface Ancestor {
  node: SchemaNode;
  model: AttributeModel | null;
  id: string;
}

interface Walk {
  rootId: string;
  rows: number;
  maxDepth: number;
  maxRows: number;
}

/** Properties to list under a node: an object's, an array of objects' item properties, a tuple's positions; none for a primitive. */
function nestedOf(node: SchemaNode): { properties: readonly SchemaNode[]; additional?: SchemaNode } {
  if (node.kind === 'object') return { properties: node.properties, ...(typeof node.additionalProperties === 'object' ? { additional: node.additionalProperties } : {}) };
  if (node.kind === 'array') {
    // A tuple lists its positions, `[0]`, `[1]`…, each required when `minItems` reaches it.
    if (node.prefixItems) return { properties: node.prefixItems.map((position, index) => ({ ...position, name: `[${index}]`, required: index < (node.minItems ?? 0) })) };
    const item = node.items;
    if (item.kind === 'object') return nestedOf(item);
    if (item.kind === 'array') return { properties: node.properties };
  }
  return { properties: [] };
}

/** The oneOf/anyOf node of an attribute: itself, or its items for an array of variants. */
function variantsNodeOf(node: SchemaNode) {
  if (node.kind === 'variants') return node;
  if (node.kind === 'array' && node.items.kind === 'variants') return node.items;
  return undefined;
}

function facts(node: SchemaNode): Omit<AttributeModel, 'name' | 'children' | 'variants' | 'truncated' | 'required' | 'conditional'> {
  const item = node.kind === 'array' ? node.items : undefined;
  const enumValues = node.enum ?? item?.enum;
  return {
    typeLabel: node.typeLabel,
    nullable: node.nullable,
    deprecated: node.deprecated,
    ...(node.description === undefined ? {} : { description: node.description }),
    ...(enumValues === undefined ? {} : { enum: enumValues.map(shownValue) }),
    ...('default' in node ? { default: shownValue(node.default) } : {}),
    ...('example' in node ? { example: shownValue(node.example) } : {}),
    ...(node.pattern === undefined ? {} : { pattern: node.pattern }),
    ...(node.minLength === undefined ? {} : { minLength: node.minLength }),
    ...(node.maxLength === undefined ? {} : { maxLength: node.maxLength }),
    ...(node.minimum === undefined ? {} : { minimum: node.minimum, ...(node.exclusiveMinimum ? { exclusiveMinimum: true } : {}) }),
    ...(node.maximum === undefined ? {} : { maximum: node.maximum, ...(node.exclusiveMaximum ? { exclusiveMaximum: true } : {}) }),
    ...(node.minItems === undefined ? {} : { minItems: node.minItems }),
    ...(node.maxItems === undefined ? {} : { maxItems: node.maxItems }),
  };
}

/** Does this ancestor stand for the component a circular node points back to? */
const names = (node: SchemaNode, ref: string) => node.ref === ref || (node.extends ?? []).includes(ref);

function row(walk: Walk, node: SchemaNode, name: string, path: string, ancestors: readonly Ancestor[], depth: number, additional = false): AttributeModel {
  walk.rows += 1;
  const model: AttributeModel = {
    name,
    ...(additional ? { additional: true } : {}),
    ...facts(node),
    required: node.required,
    conditional: node.conditional,
    children: [],
    variants: [],
    truncated: false,
  };
  // A type inside itself (directly, or as the items of an array) links up to where it is open.
  const cycle = node.kind === 'circular' ? node : node.kind === 'array' && node.items.kind === 'circular' ? node.items : undefined;
  if (cycle) {
    const target = [...ancestors].reverse().find((ancestor) => names(ancestor.node, cycle.ref));
    if (target) {
      if (target.model) target.model.id = target.id;
      model.circular = { name: cycle.ref, href: `#${target.id}` };
    }
    return model;
  }
  const id = `${walk.rootId}-${path}`;
  if (depth === 1) model.id = id;
  const inner = [...ancestors, { node, model, id }];
  const nested = nestedOf(node);
  const choice = variantsNodeOf(node);
  const variants = choice?.variants ?? [];
  const hasMore = nested.properties.length > 0 || nested.additional !== undefined || variants.some((variant) => nestedOf(variant.schema).properties.length > 0);
  if (hasMore && (depth >= walk.maxDepth || walk.rows >= walk.maxRows)) {
    model.truncated = true;
    return model;
  }
  model.children = children(walk, nested, path, inner, depth + 1);
  if (choice) model.combinator = choice.combinator;
  model.variants = variants.map((variant, index) => ({
    title: variant.title,
    typeLabel: variant.schema.typeLabel,
    children: children(walk, nestedOf(variant.schema), `${path}.${index + 1}`, inner, depth + 1),
  }));
  return model;
}

function children(walk: Walk, nested: ReturnType<typeof nestedOf>, path: string, ancestors: readonly Ancestor[], depth: number): AttributeModel[] {
  const prefix = path === '' ? '' : `${path}.`;
  const rows = nested.properties.map((property, index) => row(walk, property, property.name ?? String(index), `${prefix}${property.name ?? index}`, ancestors, depth));
  if (nested.additional) rows.push(row(walk, nested.additional, '*', `${prefix}*`, ancestors, depth, true));
  return rows;
}

export interface AttributeListOptions {
  /** Id of the element that holds the list; rows that need an anchor get `${rootId}-${path}`. */
  rootId: string;
  maxDepth?: number;
  maxRows?: number;
}

/** The attribute rows of a schema's root (its properties), limited in depth and size. */
export function attributeRows(root: SchemaNode, options: AttributeListOptions): AttributeModel[] {
  const walk: Walk = { rootId: options.rootId, rows: 0, maxDepth: options.maxDepth ?? ATTRIBUTE_MAX_DEPTH, maxRows: options.maxRows ?? ATTRIBUTE_MAX_ROWS };
  return children(walk, nestedOf(root), '', [{ node: root, model: null, id: options.rootId }], 1);
}

/** A parameter as an attribute row: its own name, badges, description and example; the rest from its schema. */
export function parameterRow(parameter: ParameterView, rootId: string): AttributeModel {
  const walk: Walk = { rootId, rows: 0, maxDepth: ATTRIBUTE_MAX_DEPTH, maxRows: ATTRIBUTE_MAX_ROWS };
  const base = parameter.schema ? row(walk, parameter.schema, parameter.name, parameter.name, [], 1) : undefined;
  return {
    ...(base ?? { children: [], variants: [], truncated: false, nullable: false }),
    id: `${rootId}-${parameter.name}`,
    name: parameter.name,
    typeLabel: parameter.typeLabel,
    required: parameter.required,
    conditional: parameter.conditional,
    deprecated: parameter.deprecated || (base?.deprecated ?? false),
    ...(parameter.description === undefined ? {} : { description: parameter.description }),
    ...('example' in parameter ? { example: shownValue(parameter.example) } : {}),
  };
}
