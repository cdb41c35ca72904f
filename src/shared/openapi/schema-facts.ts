import { numberOf, type RawObject, stringOf } from './raw';
import type { SchemaFacts } from './types';

type Mutable<T> = { -readonly [K in keyof T]: T[K] };
export type Facts = Omit<SchemaFacts, 'typeLabel'>;

/** Type names of a schema, `null` apart: 3.0 says `type: string`, 3.1 may say `type: [string, "null"]`. */
export function typeNames(schema: RawObject): { types: string[]; hasNull: boolean } {
  const declared = typeof schema.type === 'string' ? [schema.type] : Array.isArray(schema.type) ? schema.type : [];
  const names = declared.filter((name): name is string => typeof name === 'string');
  return { types: names.filter((name) => name !== 'null'), hasNull: names.includes('null') };
}

export function isNullable(schema: RawObject): boolean {
  return schema.nullable === true || typeNames(schema).hasNull;
}

function put<K extends keyof Facts>(facts: Mutable<Facts>, key: K, value: Facts[K] | undefined): void {
  if (value !== undefined) facts[key] = value;
}

/** Everything a node says about itself that does not depend on its kind. Optional facts are left out when absent. */
export function schemaFacts(schema: RawObject, nullable: boolean, extendsNames: readonly string[] = []): Facts {
  const facts: Mutable<Facts> = {
    required: false,
    conditional: schema['x-conditional'] === true,
    nullable,
    deprecated: schema.deprecated === true || schema['x-deprecated'] === true,
    readOnly: schema.readOnly === true,
    writeOnly: schema.writeOnly === true,
  };
  put(facts, 'title', stringOf(schema.title));
  put(facts, 'description', stringOf(schema.description));
  if (extendsNames.length > 0) facts.extends = [...new Set(extendsNames)];
  if (Array.isArray(schema.enum)) facts.enum = schema.enum;
  else if (Object.hasOwn(schema, 'const')) facts.enum = [schema.const];
  if (Object.hasOwn(schema, 'default')) facts.default = schema.default;
  if (Object.hasOwn(schema, 'example')) facts.example = schema.example;
  else if (Array.isArray(schema.examples) && schema.examples.length > 0) facts.example = schema.examples[0];
  put(facts, 'format', stringOf(schema.format));
  put(facts, 'pattern', stringOf(schema.pattern));
  put(facts, 'minLength', numberOf(schema.minLength));
  put(facts, 'maxLength', numberOf(schema.maxLength));
  put(facts, 'minimum', numberOf(schema.minimum));
  put(facts, 'maximum', numberOf(schema.maximum));
  // 3.0 flags the bound as exclusive; 3.1 gives the exclusive bound itself as a number.
  if (schema.exclusiveMinimum === true) facts.exclusiveMinimum = true;
  const exclusiveMinimum = numberOf(schema.exclusiveMinimum);
  if (exclusiveMinimum !== undefined) Object.assign(facts, { minimum: exclusiveMinimum, exclusiveMinimum: true });
  if (schema.exclusiveMaximum === true) facts.exclusiveMaximum = true;
  const exclusiveMaximum = numberOf(schema.exclusiveMaximum);
  if (exclusiveMaximum !== undefined) Object.assign(facts, { maximum: exclusiveMaximum, exclusiveMaximum: true });
  put(facts, 'minItems', numberOf(schema.minItems));
  put(facts, 'maxItems', numberOf(schema.maxItems));
  if (schema.uniqueItems === true) facts.uniqueItems = true;
  const multipleOf = numberOf(schema.multipleOf);
  if (multipleOf !== undefined && multipleOf > 0) facts.multipleOf = multipleOf;
  put(facts, 'minProperties', numberOf(schema.minProperties));
  put(facts, 'contentMediaType', stringOf(schema.contentMediaType));
  put(facts, 'contentEncoding', stringOf(schema.contentEncoding));
  return facts;
}

/** A type for schemas that give none but list values (`enum: [a, b]` is plainly a string). */
export function inferredType(schema: RawObject): string | undefined {
  const values = Array.isArray(schema.enum) ? schema.enum : Object.hasOwn(schema, 'const') ? [schema.const] : [];
  const kinds = new Set(values.filter((value) => value !== null).map((value) => (Number.isInteger(value) ? 'integer' : typeof value)));
  const [only] = kinds;
  return kinds.size === 1 && (only === 'string' || only === 'integer' || only === 'number' || only === 'boolean') ? only : undefined;
}

/** A string of raw bytes: `format: binary` (3.0), or a `contentMediaType` without `contentEncoding` (3.1). */
export function isBinary(node: { format?: string; contentMediaType?: string; contentEncoding?: string }): boolean {
  return node.format === 'binary' || (node.contentMediaType !== undefined && node.contentEncoding === undefined);
}
