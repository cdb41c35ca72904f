import type { MediaKind } from './media-type';

/** What an API page asks the reader for (spec §3, plus cookie parameters). `params` means path parameters. */
export const readTypes = ['request', 'response', 'params', 'query', 'header', 'cookie'] as const;
export type ReadType = (typeof readTypes)[number];

/** The operation keys of an OpenAPI path item; anything else there (`parameters`, `summary`…) is not an operation. */
export const httpMethods = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;
export type HttpMethod = (typeof httpMethods)[number];

/**
 * A parsed OpenAPI 3.0/3.1 document (JSON.parse or YAML). Only the top level is named:
 * authors write these by hand, so the reader checks every shape at run time instead of trusting a type.
 * The reader memoises per document object, so a document must not be mutated after its first read.
 */
export interface OpenApiDocument {
  openapi?: string;
  paths?: Record<string, unknown>;
  components?: Record<string, unknown>;
  [key: string]: unknown;
}

/** One operation as listed for page generation and search (definition order). */
export interface OperationSummary {
  readonly path: string;
  readonly method: HttpMethod;
  readonly operationId?: string;
  readonly summary?: string;
  /** Raw Markdown. */
  readonly description?: string;
  readonly tags: readonly string[];
  readonly deprecated: boolean;
}

// ---------------------------------------------------------------------------
// Schemas

/** What every schema node says about itself, whatever its kind. Optional fields are omitted when the definition has none. */
export interface SchemaFacts {
  /** Property name when the node is a property of an object; absent on roots, array items and variants. */
  readonly name?: string;
  /** Human type: `string<date-time>`, `integer | null`, `array of object`, `array of (string | null)`, a component name for a cycle. */
  readonly typeLabel: string;
  readonly title?: string;
  /** Raw Markdown; rendering it is the page's job. */
  readonly description?: string;
  /** In the parent's `required` list (badge REQUIRED). Always true for path parameters. */
  readonly required: boolean;
  /** In the parent's `x-conditional` list, or `x-conditional: true` on the node itself (badge CONDITIONAL). */
  readonly conditional: boolean;
  /** 3.0 `nullable: true`, 3.1 `type: [..., "null"]`, or a `{ type: "null" }` option of oneOf/anyOf. */
  readonly nullable: boolean;
  readonly deprecated: boolean;
  readonly readOnly: boolean;
  readonly writeOnly: boolean;
  /** Component name when the node came from `$ref: '#/components/schemas/Name'`. */
  readonly ref?: string;
  /** Component names merged in through `allOf` (`Dog` extends `Pet`). */
  readonly extends?: readonly string[];
  /** `enum`, or `[const]` for a 3.1 `const`. */
  readonly enum?: readonly unknown[];
  /** Present (possibly `null`) only when the definition sets one: test with `'default' in node`. */
  readonly default?: unknown;
  /** `example`, else the first of 3.1 `examples`. Present only when set. */
  readonly example?: unknown;
  /** Also folded into `typeLabel` (`string<uuid>`); kept apart for filters and tooltips. */
  readonly format?: string;
  readonly pattern?: string;
  readonly minLength?: number;
  readonly maxLength?: number;
  /** 3.1 numeric `exclusiveMinimum` arrives here with `exclusiveMinimum: true`. */
  readonly minimum?: number;
  readonly maximum?: number;
  readonly exclusiveMinimum?: boolean;
  readonly exclusiveMaximum?: boolean;
  readonly minItems?: number;
  readonly maxItems?: number;
  readonly uniqueItems?: boolean;
  readonly multipleOf?: number;
  readonly minProperties?: number;
  /** 3.1 `contentMediaType` (`image/png`): with no `contentEncoding`, the value is raw bytes, a file in a multipart body. */
  readonly contentMediaType?: string;
  readonly contentEncoding?: string;
  /**
   * The value this schema gives its discriminator property, when it is (or extends) a schema with a
   * `discriminator`: the `mapping` key that names it, else its component name.
   */
  readonly discriminatorValue?: { readonly property: string; readonly value: string };
}

export interface ObjectSchema extends SchemaFacts {
  readonly kind: 'object';
  /** In definition order (allOf parts first, own properties last; a later definition of a name replaces it in place). */
  readonly properties: readonly SchemaNode[];
  /** `{}` reads as `true`. Absent when the definition does not say. */
  readonly additionalProperties?: boolean | SchemaNode;
}

export interface ArraySchema extends SchemaFacts {
  readonly kind: 'array';
  /** After the tuple's own items, if any: `{ kind: 'primitive', type: 'never' }` when `items: false` closes it. */
  readonly items: SchemaNode;
  /** 3.1 `prefixItems`: the schema of each position of a tuple, in order. Absent when the definition has none. */
  readonly prefixItems?: readonly SchemaNode[];
  /** The item's properties when items are objects (or arrays of objects), so a page can list them directly; else empty. */
  readonly properties: readonly SchemaNode[];
}

export interface PrimitiveSchema extends SchemaFacts {
  readonly kind: 'primitive';
  /** `string`, `integer`, `number`, `boolean`, `null`, `never` (a `false` schema) or `any` (no type given). */
  readonly type: string;
}

export interface SchemaVariant {
  /** The variant's `title`, else its `$ref` component name, else `Option N` (1-based). */
  readonly title: string;
  readonly schema: SchemaNode;
  /** With a discriminator: the value that selects this variant (the `mapping` key naming it, else its component name). */
  readonly discriminatorValue?: string;
}

export interface VariantsSchema extends SchemaFacts {
  readonly kind: 'variants';
  readonly combinator: 'oneOf' | 'anyOf';
  /** Each variant is complete: properties the parent declares next to oneOf/anyOf are merged into every variant. */
  readonly variants: readonly SchemaVariant[];
  /** `discriminator.propertyName`, when given. */
  readonly discriminator?: string;
}

/**
 * A `$ref` back to a schema already open on the way down from the root: not expanded again.
 * For component schemas, `ref` names an ancestor node whose `ref` or `extends` holds the same name, so the
 * page can link up to it (anchor the ancestor by its ref).
 */
export interface CircularSchema extends SchemaFacts {
  readonly kind: 'circular';
  /** Component name (`Node`); the pointer itself when the target is not under `#/components/schemas`. */
  readonly ref: string;
  /** Canonical JSON pointer of the target (`#/components/schemas/Node`). */
  readonly pointer: string;
}

/**
 * A schema as plain data. Subtrees are shared between nodes and between reads of the same
 * document (that is what keeps big definitions fast), so treat nodes as read-only.
 */
export type SchemaNode = ObjectSchema | ArraySchema | PrimitiveSchema | VariantsSchema | CircularSchema;

// ---------------------------------------------------------------------------
// Operations

export interface ExampleView {
  /** Key in `examples`, or `example` for a lone `example`. */
  readonly name: string;
  readonly summary?: string;
  /** Raw Markdown. */
  readonly description?: string;
  /** Present when the example has a value (it may be `null`); absent when only `externalValue` is given. */
  readonly value?: unknown;
  readonly externalValue?: string;
}

export interface RequestBodyView {
  /** The content entry shown (JSON when offered, then forms, then the first listed), without parameters; null for an empty `content`. */
  readonly mediaType: string | null;
  readonly kind: MediaKind | null;
  /** Multipart `encoding`: the content type of each part that names one (`file` -> `image/png`). */
  readonly encoding: Readonly<Record<string, string>>;
  /** The other content types the body lists, as written (the page may mention them). */
  readonly otherMediaTypes: readonly string[];
  readonly required: boolean;
  /** Raw Markdown. */
  readonly description?: string;
  readonly schema: SchemaNode | null;
  readonly examples: readonly ExampleView[] | null;
}

export interface RequestView {
  readonly type: 'request';
  readonly operation: OperationSummary;
  /** The operation is deprecated: the page shows the 'Deprecated Version' note. */
  readonly deprecated: boolean;
  /** Null when the operation has no request body. */
  readonly body: RequestBodyView | null;
}

export interface ResponseItemView {
  /** `200`, `4XX`, `default`… Numeric codes come first in ascending order: JS objects cannot keep their written order. */
  readonly status: string;
  /** Raw Markdown; empty when missing. */
  readonly description: string;
  /** The response's own `deprecated`/`x-deprecated`, or the operation's. */
  readonly deprecated: boolean;
  readonly mediaType: string | null;
  readonly kind: MediaKind | null;
  readonly otherMediaTypes: readonly string[];
  readonly schema: SchemaNode | null;
  readonly examples: readonly ExampleView[] | null;
  /** Response headers by name, as parameters with `in: header` (`Content-Type` is left out, as OpenAPI says). */
  readonly headers: readonly ParameterView[];
}

export interface ResponseView {
  readonly type: 'response';
  readonly operation: OperationSummary;
  readonly deprecated: boolean;
  readonly responses: readonly ResponseItemView[];
}

export type ParameterLocation = 'path' | 'query' | 'header' | 'cookie';

export interface ParameterView {
  readonly name: string;
  readonly in: ParameterLocation;
  readonly required: boolean;
  readonly conditional: boolean;
  /** Raw Markdown. */
  readonly description?: string;
  /** The schema's `typeLabel`, `any` when the parameter has no schema. */
  readonly typeLabel: string;
  readonly format?: string;
  /** The parameter's `example`, else its first `examples` value, else its schema's example. Present only when one exists. */
  readonly example?: unknown;
  readonly deprecated: boolean;
  /** Full schema (enum, default, pattern…), from `schema` or the first `content` entry. */
  readonly schema: SchemaNode | null;
  /** How the value is written into the URL or header (`form`, `simple`, `deepObject`…), with OpenAPI's default for its location. */
  readonly style: string;
  readonly explode: boolean;
  /** Query only: reserved characters (`/?#[]@!$&'()*+,;=`) go unencoded. */
  readonly allowReserved: boolean;
  /** The schema as written (a `$ref` or inline), for build checks that validate example values against it. */
  readonly rawSchema?: unknown;
}

/** Which `in` each parameter read type selects. */
export const parameterLocationOf = { params: 'path', query: 'query', header: 'header', cookie: 'cookie' } as const;
export type ParameterReadType = keyof typeof parameterLocationOf;

export interface ParametersView<T extends ParameterReadType = ParameterReadType> {
  readonly type: T;
  readonly operation: OperationSummary;
  readonly deprecated: boolean;
  readonly location: (typeof parameterLocationOf)[T];
  /** Path-item parameters merged with the operation's (the operation wins by name and `in`), filtered by location. */
  readonly parameters: readonly ParameterView[];
}

export type OperationView =
  | RequestView
  | ResponseView
  | ParametersView<'params'>
  | ParametersView<'query'>
  | ParametersView<'header'>
  | ParametersView<'cookie'>;

/** The view a given read type returns: `readOperation(..., 'response')` is a `ResponseView`. */
export type OperationViewFor<T extends ReadType> = Extract<OperationView, { type: T }>;
