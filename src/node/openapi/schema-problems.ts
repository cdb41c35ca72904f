import type { Ajv, ErrorObject, ValidateFunction } from 'ajv';
import { isObject, type RawObject } from '../../shared/openapi/raw';

/** One place where a definition breaks OpenAPI's schema, in the definition's own terms. */
export interface SchemaProblem {
  /** RFC 6901 pointer into the definition as written (`/paths/~1session/post/parameters/0/in`). */
  pointer: string;
  message: string;
}

interface Problem extends SchemaProblem {
  keyword: string;
  /** The values an `enum`/`const` allows, to merge the same complaint from several alternatives. */
  allowed?: unknown[];
  /** The object of the document it is about is a `$ref` it was not meant to be, or lacks one it was. */
  mismatch: boolean;
}

/** Keywords that check the value itself, without applying another schema to it. */
const leafKeywords = [
  'type', 'enum', 'const', 'required', 'minProperties', 'maxProperties', 'minItems', 'maxItems', 'uniqueItems',
  'pattern', 'format', 'minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum', 'multipleOf', 'minLength',
  'maxLength', 'dependentRequired',
];

const escape = (segment: string) => segment.replace(/~/g, '~0').replace(/\//g, '~1');
const depthOf = (pointer: string) => (pointer === '' ? 0 : pointer.split('/').length - 1);
const show = (value: unknown) => (JSON.stringify(value) ?? String(value)).slice(0, 80);
const kindOf = (value: unknown) => (value === null ? 'null' : Array.isArray(value) ? 'array' : Number.isInteger(value) ? 'integer' : typeof value);

export interface ExplainerOptions {
  /** The Ajv instance the schema is added to, with `allErrors` and `verbose`. */
  ajv: Ajv;
  /** The OpenAPI schema, as added to `ajv` (the same object: errors are matched to it by identity). */
  schema: RawObject;
  /** Its `$id` (or draft-04 `id`). */
  id: string;
  /** Draft-04 (OpenAPI 3.0's schema): a `$ref` replaces the keywords beside it. */
  draft04: boolean;
}

/**
 * Says where and why a document fails OpenAPI's JSON Schema, one problem per mistake.
 *
 * Ajv's own error list, with every alternative it tried, buries the mistake: a parameter with a
 * wrong `in` gets one complaint per parameter location, plus "must have required property '$ref'"
 * from the Reference alternative; an unknown key in a 3.1 security scheme reports the scheme's
 * own keys as unevaluated. So the document is walked from the top of the schema, following it the
 * way a validator does, and each subschema is asked (through Ajv, compiled once per place) whether
 * the value fits. Where a value does not, the walk goes down into its fields; at a choice
 * (`oneOf`, `anyOf`, `if`) it follows the alternative the value was meant to be: the one whose
 * discriminating value (`in`, `type`) it has, and that gets furthest into it. Only failing values
 * are walked, so the cost is that of validating the document again, plus one compile per place of
 * the schema a mistake is found in.
 */
export class SchemaExplainer {
  private readonly validators = new Map<string, ValidateFunction>();
  private readonly leafValidators = new Map<string, ValidateFunction>();
  private memo = new Map<string, Problem[]>();

  constructor(private readonly options: ExplainerOptions) {}

  /** Problems of `document` (empty when the schema accepts it). */
  explain(document: unknown): SchemaProblem[] {
    this.memo = new Map();
    try {
      const problems = this.at('', this.options.schema, document, '', undefined);
      return dedupe(problems).map(({ pointer, message }) => ({ pointer, message }));
    } finally {
      this.memo = new Map();
    }
  }

  private validator(pointer: string): ValidateFunction {
    let validate = this.validators.get(pointer);
    if (!validate) {
      validate = this.options.ajv.getSchema(`${this.options.id}#${pointer}`);
      if (!validate) throw new Error(`OpenAPI schema has nothing at ${pointer}`);
      this.validators.set(pointer, validate);
    }
    return validate;
  }

  private valid(pointer: string, data: unknown): boolean {
    return this.validator(pointer)(data) === true;
  }

  private resolve(ref: string): { pointer: string; schema: unknown } {
    if (!ref.startsWith('#')) throw new Error(`OpenAPI schema has an external $ref ${ref}`);
    const pointer = ref.slice(1);
    let schema: unknown = this.options.schema;
    for (const segment of pointer.split('/').slice(1)) {
      const key = decodeURIComponent(segment).replace(/~1/g, '/').replace(/~0/g, '~');
      schema = isObject(schema) ? schema[key] : Array.isArray(schema) ? schema[Number(key)] : undefined;
    }
    return { pointer, schema };
  }

  /** What the document's value at `path` breaks of the subschema at `pointer`. `kind` names the OpenAPI object it is. */
  private at(pointer: string, schema: unknown, data: unknown, path: string, kind: string | undefined): Problem[] {
    if (schema === true || schema === undefined) return [];
    if (schema === false) return [problem(path, 'false', 'is not allowed here')];
    if (!isObject(schema)) return [];
    const key = `${pointer}\u0000${path}`;
    const known = this.memo.get(key);
    if (known) return known;
    const problems = this.valid(pointer, data) ? [] : this.walk(pointer, schema, data, path, objectKind(pointer, schema) ?? kind);
    if (problems.length === 0 && !this.valid(pointer, data)) problems.push(...this.fallback(pointer, data, path));
    this.memo.set(key, problems);
    return problems;
  }

  /** `followRef: false`: the `$ref` beside the other keywords is walked already (2020-12), but still counts for `unevaluatedProperties`. */
  private walk(pointer: string, schema: RawObject, data: unknown, path: string, kind: string | undefined, followRef = true): Problem[] {
    if (followRef && typeof schema.$ref === 'string') {
      const target = this.resolve(schema.$ref);
      const viaRef = this.at(target.pointer, target.schema, data, path, kind);
      if (this.options.draft04) return viaRef;
      return [...viaRef, ...this.walk(pointer, schema, data, path, kind, false)];
    }
    const problems: Problem[] = [...this.leaf(pointer, schema, data, path, kind)];
    if (Array.isArray(schema.allOf)) schema.allOf.forEach((part, index) => problems.push(...this.at(`${pointer}/allOf/${index}`, part, data, path, kind)));
    for (const combinator of ['oneOf', 'anyOf'] as const) {
      if (Array.isArray(schema[combinator])) problems.push(...this.choice(`${pointer}/${combinator}`, schema[combinator], combinator, data, path, kind));
    }
    if (isObject(schema.if) || typeof schema.if === 'boolean') {
      const branch = this.valid(`${pointer}/if`, data) ? 'then' : 'else';
      if (Object.hasOwn(schema, branch)) problems.push(...this.at(`${pointer}/${branch}`, schema[branch], data, path, kind));
    }
    if (Object.hasOwn(schema, 'not') && this.valid(`${pointer}/not`, data)) problems.push(problem(path, 'not', `must not be ${show(data)} here`));
    if (isObject(data)) problems.push(...this.fields(pointer, schema, data, path, kind));
    if (Array.isArray(data)) problems.push(...this.items(pointer, schema, data, path, kind));
    return problems;
  }

  /** The keywords that check the value itself, compiled apart from the rest of the subschema. */
  private leaf(pointer: string, schema: RawObject, data: unknown, path: string, kind: string | undefined): Problem[] {
    const present = leafKeywords.filter((keyword) => Object.hasOwn(schema, keyword));
    const arrays = this.options.draft04 && isObject(schema.dependencies) ? Object.entries(schema.dependencies).filter(([, value]) => Array.isArray(value)) : [];
    if (present.length === 0 && arrays.length === 0) return [];
    let validate = this.leafValidators.get(pointer);
    if (!validate) {
      const subset: RawObject = Object.fromEntries(present.map((keyword) => [keyword, schema[keyword]]));
      if (arrays.length > 0) subset.dependencies = Object.fromEntries(arrays);
      validate = this.options.ajv.compile(subset);
      this.leafValidators.set(pointer, validate);
    }
    if (validate(data)) return [];
    return (validate.errors ?? []).map((error) => fromAjv(error, data, path, kind));
  }

  private choice(pointer: string, options: unknown[], combinator: 'oneOf' | 'anyOf', data: unknown, path: string, kind: string | undefined): Problem[] {
    const passing = options.filter((_, index) => this.valid(`${pointer}/${index}`, data)).length;
    if (passing === 1 || (passing > 1 && combinator === 'anyOf')) return [];
    if (passing > 1) return [problem(path, 'oneOf', `fits ${passing} of the ${options.length} forms ${kind ?? 'this value'} can take, and must fit exactly one`)];
    const explained = options.map((option, index) => this.at(`${pointer}/${index}`, option, data, path, kind));
    return bestAlternative(explained, path);
  }

  private fields(pointer: string, schema: RawObject, data: RawObject, path: string, kind: string | undefined): Problem[] {
    const problems: Problem[] = [];
    const properties = isObject(schema.properties) ? schema.properties : {};
    const patterns = isObject(schema.patternProperties) ? Object.entries(schema.patternProperties).map(([pattern, sub]) => ({ pattern, regex: new RegExp(pattern, 'u'), sub })) : [];
    for (const [name, value] of Object.entries(data)) {
      const child = `${path}/${escape(name)}`;
      let declared = false;
      if (Object.hasOwn(properties, name)) {
        declared = true;
        problems.push(...this.at(`${pointer}/properties/${escape(name)}`, properties[name], value, child, undefined));
      }
      for (const { pattern, regex, sub } of patterns) {
        if (!regex.test(name)) continue;
        declared = true;
        problems.push(...this.at(`${pointer}/patternProperties/${escape(pattern)}`, sub, value, child, undefined));
      }
      if (declared || !Object.hasOwn(schema, 'additionalProperties')) continue;
      if (schema.additionalProperties === false) problems.push(unknownField(child, kind));
      else problems.push(...this.at(`${pointer}/additionalProperties`, schema.additionalProperties, value, child, undefined));
    }
    for (const dependencies of ['dependentSchemas', 'dependencies'] as const) {
      if (!isObject(schema[dependencies])) continue;
      for (const [name, sub] of Object.entries(schema[dependencies])) {
        if (Object.hasOwn(data, name) && !Array.isArray(sub)) problems.push(...this.at(`${pointer}/${dependencies}/${escape(name)}`, sub, data, path, kind));
      }
    }
    if (isObject(schema.propertyNames) || typeof schema.propertyNames === 'boolean') {
      for (const name of Object.keys(data)) {
        if (!this.valid(`${pointer}/propertyNames`, name)) problems.push(problem(`${path}/${escape(name)}`, 'propertyNames', `is not a name allowed here`));
      }
    }
    if (Object.hasOwn(schema, 'unevaluatedProperties')) {
      const evaluated = this.evaluated(pointer, schema, data);
      for (const [name, value] of Object.entries(data)) {
        if (evaluated.has(name)) continue;
        const child = `${path}/${escape(name)}`;
        if (schema.unevaluatedProperties === false) problems.push(unknownField(child, kind));
        else problems.push(...this.at(`${pointer}/unevaluatedProperties`, schema.unevaluatedProperties, value, child, undefined));
      }
    }
    return problems;
  }

  private items(pointer: string, schema: RawObject, data: unknown[], path: string, kind: string | undefined): Problem[] {
    const problems: Problem[] = [];
    // Draft-04 spells a tuple as an `items` list (then `additionalItems`); 2020-12 as `prefixItems` (then `items`).
    const tuple = Array.isArray(schema.prefixItems) ? { key: 'prefixItems', list: schema.prefixItems, rest: 'items' } : Array.isArray(schema.items) ? { key: 'items', list: schema.items, rest: 'additionalItems' } : undefined;
    data.forEach((item, index) => {
      const child = `${path}/${index}`;
      if (tuple && index < tuple.list.length) problems.push(...this.at(`${pointer}/${tuple.key}/${index}`, tuple.list[index], item, child, undefined));
      else if (tuple && Object.hasOwn(schema, tuple.rest)) problems.push(...this.at(`${pointer}/${tuple.rest}`, schema[tuple.rest], item, child, undefined));
      else if (!tuple && Object.hasOwn(schema, 'items')) problems.push(...this.at(`${pointer}/items`, schema.items, item, child, kind));
    });
    if (Object.hasOwn(schema, 'contains') && !data.some((item) => this.valid(`${pointer}/contains`, item))) problems.push(problem(path, 'contains', 'has no item of the kind it must contain'));
    return problems;
  }

  /**
   * The keys of an object that some part of the subschema, as it applies to this value, speaks
   * for: what `unevaluatedProperties` leaves alone. A failing alternative still counts, so an
   * unknown key is named only when no form of the object has it.
   */
  private evaluated(pointer: string, schema: RawObject, data: RawObject, seen = new Set<string>()): Set<string> {
    const keys = new Set<string>();
    const nested = seen.size > 0;
    if (seen.has(pointer)) return keys;
    seen.add(pointer);
    const names = Object.keys(data);
    // A part that takes any other key (its own `additionalProperties` or `unevaluatedProperties`) evaluates them all.
    if (Object.hasOwn(schema, 'additionalProperties') || (nested && Object.hasOwn(schema, 'unevaluatedProperties'))) return new Set(names);
    if (isObject(schema.properties)) for (const name of names) if (Object.hasOwn(schema.properties, name)) keys.add(name);
    if (isObject(schema.patternProperties)) {
      for (const pattern of Object.keys(schema.patternProperties)) for (const name of names) if (new RegExp(pattern, 'u').test(name)) keys.add(name);
    }
    const add = (subPointer: string, sub: unknown) => {
      if (isObject(sub)) for (const name of this.evaluated(subPointer, sub, data, seen)) keys.add(name);
    };
    if (typeof schema.$ref === 'string') {
      const target = this.resolve(schema.$ref);
      add(target.pointer, target.schema);
    }
    for (const combinator of ['allOf', 'anyOf', 'oneOf'] as const) {
      if (Array.isArray(schema[combinator])) schema[combinator].forEach((sub, index) => add(`${pointer}/${combinator}/${index}`, sub));
    }
    if (Object.hasOwn(schema, 'if')) {
      const passes = this.valid(`${pointer}/if`, data);
      add(`${pointer}/if`, schema.if);
      add(`${pointer}/${passes ? 'then' : 'else'}`, schema[passes ? 'then' : 'else']);
    }
    if (isObject(schema.dependentSchemas)) for (const [name, sub] of Object.entries(schema.dependentSchemas)) if (Object.hasOwn(data, name)) add(`${pointer}/dependentSchemas/${escape(name)}`, sub);
    return keys;
  }

  /** When the walk finds nothing to say about a failing value (it should not happen), Ajv's first word on it. */
  private fallback(pointer: string, data: unknown, path: string): Problem[] {
    const validate = this.validator(pointer);
    validate(data);
    const error = (validate.errors ?? []).find((candidate) => !['oneOf', 'anyOf', 'if'].includes(candidate.keyword)) ?? validate.errors?.[0];
    return [problem(`${path}${error?.instancePath ?? ''}`, error?.keyword ?? 'schema', error?.message ?? 'does not fit the OpenAPI schema here')];
  }
}

function problem(pointer: string, keyword: string, message: string, extra: Partial<Problem> = {}): Problem {
  return { pointer, keyword, message, mismatch: false, ...extra };
}

function unknownField(pointer: string, kind: string | undefined): Problem {
  return problem(pointer, 'unknown', `is not a field ${kind ? `of ${article(kind)}` : 'allowed here'} (extensions start with "x-")`);
}

const article = (kind: string) => `${/^[aeiou]/i.test(kind) ? 'an' : 'a'} ${kind}`;

/** The OpenAPI object a subschema stands for, named as the specification does (`Operation Object`). */
function objectKind(pointer: string, schema: RawObject): string | undefined {
  const comment = typeof schema.$comment === 'string' ? /#([a-z-]+)-object$/.exec(schema.$comment)?.[1] : undefined;
  if (comment !== undefined) return `${comment.split('-').map((word) => word.charAt(0).toUpperCase() + word.slice(1)).join(' ')} Object`;
  const definition = /^\/definitions\/([A-Za-z]+)$/.exec(pointer)?.[1];
  if (definition === undefined || /XOR|^(Path|Query|Header|Cookie)Parameter$|SecurityScheme$|Flow$/.test(definition)) return undefined;
  return `${definition.replace(/([a-z])([A-Z])/g, '$1 $2')} Object`;
}

/** One of Ajv's errors on a leaf keyword, in the definition's terms. */
function fromAjv(error: ErrorObject, data: unknown, path: string, kind: string | undefined): Problem {
  const pointer = `${path}${error.instancePath}`;
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'required':
      return problem(pointer, 'required', `${kind ? `${article(kind)} ` : ''}must have "${String(params.missingProperty)}"`, { mismatch: params.missingProperty === '$ref' });
    case 'enum': {
      const allowed = Array.isArray(params.allowedValues) ? params.allowedValues : [];
      return problem(pointer, 'enum', `must be ${allowed.length === 1 ? '' : 'one of '}${allowed.map(show).join(', ')}; it is ${show(data)}`, { allowed, mismatch: allowed.length === 1 });
    }
    case 'const':
      return problem(pointer, 'enum', `must be ${show(params.allowedValue)}; it is ${show(data)}`, { allowed: [params.allowedValue], mismatch: true });
    case 'type':
      return problem(pointer, 'type', `must be ${article(String(params.type).replace(/,/g, ' or '))}; it is ${article(kindOf(data))}`, { mismatch: true });
    default:
      return problem(pointer, error.keyword, error.message ?? 'is not valid');
  }
}

/**
 * Of the alternatives a value failed, what to tell the author. When every alternative objects to
 * the same field's value (a parameter's `in`), that field with every value any of them allows.
 * Otherwise the alternative the value was meant to be: one it does not contradict outright (a
 * discriminating `type`, a `$ref` it lacks), then the one it gets furthest into, then the one
 * with the fewest complaints.
 */
function bestAlternative(explained: Problem[][], path: string): Problem[] {
  const [first] = explained;
  if (!first) return [];
  for (const candidate of first) {
    if (candidate.keyword !== 'enum') continue;
    const same = explained.map((problems) => problems.find((other) => other.keyword === 'enum' && other.pointer === candidate.pointer));
    if (same.every((other) => other !== undefined)) {
      const allowed = [...new Map(same.flatMap((other) => other?.allowed ?? []).map((value) => [JSON.stringify(value), value])).values()];
      const it = / it is (.*)$/.exec(candidate.message)?.[1] ?? '';
      return [problem(candidate.pointer, 'enum', `must be one of ${allowed.map(show).join(', ')}; it is ${it}`, { allowed })];
    }
  }
  const score = (problems: Problem[]) => ({
    // Only at the value itself or one of its fields: deeper down, a wrong type is a mistake inside the right form.
    mismatches: problems.filter((one) => one.mismatch && depthOf(one.pointer) <= depthOf(path) + 1).length,
    depth: Math.max(...problems.map((one) => depthOf(one.pointer))),
    count: problems.length,
  });
  const ranked = explained.map((problems, index) => ({ problems, index, ...score(problems) }));
  ranked.sort((a, b) => a.mismatches - b.mismatches || b.depth - a.depth || a.count - b.count || a.index - b.index);
  return ranked[0]?.problems ?? [];
}

function dedupe(problems: readonly Problem[]): Problem[] {
  const seen = new Set<string>();
  return problems.filter((one) => {
    const key = `${one.pointer}\u0000${one.message}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
