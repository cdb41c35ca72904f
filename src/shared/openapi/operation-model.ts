import { attributeRows, type AttributeModel, parameterRow } from './attributes';
import { codeSamplesOf, mergeCodeSamples } from './code-samples';
import { exampleFromSchema } from './example-from-schema';
import { boundedSampleValue, budgetExample, type ExampleDownload } from './example-budget';
import { locateCallbacks, locateOperation, locateWebhook, type Located, readLocated } from './operation';
import { operationHeading, operationHeadingId } from './operation-heading';
import { isObject, type RawObject } from './raw';
import { readSecurity, type SecurityView } from './security';
import { sampleBodyOf } from './sample-body';
import { credentialsOf } from './sample-credentials';
import { isBinary } from './schema-facts';
import { requestSamples, type CodeSample, type SampleRequest } from './samples';
import { serverUrlFor } from './servers';
import { readSignature, type SignatureModel } from './signature';
import { signatureSamples } from './signature-samples';
import { essence, type MediaKind } from './media-type';
import { resolveObject } from './resolve-ref';
import { type ExampleView, type OpenApiDocument, type ParameterView, type ReadType, readTypes, type SchemaNode, type SchemaVariant } from './types';

/** One example payload, as the text a code block shows. */
export interface ExampleModel {
  /** The example's summary, else its name; absent for one generated from the schema. */
  label?: string;
  code: string;
  /** Shiki language: `json`, or `xml`/`text` for bodies in those formats. */
  language: string;
  /** Set when the example was too large for the page: `code` shows the start of it, the file holds all of it. */
  download?: ExampleDownload;
  /**
   * What build checks need to validate the example (never rendered): its value, the raw schema it
   * must fit (with the definition, for its `$ref`s) and which way it travels (read-only fields stay out of requests).
   */
  check?: { value: unknown; schema: unknown; direction: 'request' | 'response' };
}

/** The attributes of one schema (or one variant of a oneOf/anyOf). */
export interface SchemaPanelModel {
  /** Variant title; absent when the schema is not a choice. */
  title?: string;
  /** Id of the element holding the list (circular attributes link back to it). */
  rootId: string;
  /** Shown when the root is not an object (`array of object`, `string`). */
  typeLabel?: string;
  /** Raw Markdown. */
  description?: string;
  deprecated: boolean;
  attributes: AttributeModel[];
}

/** What the request part of the page shows for one choice: attributes beside its samples and examples. */
export interface RequestPanelModel {
  schema: SchemaPanelModel | null;
  examples: ExampleModel[];
  samples: CodeSample[];
}

export interface ResponseModel {
  status: string;
  /** Raw Markdown. */
  description: string;
  deprecated: boolean;
  /** The body's media type as written (`application/problem+json`, `application/pdf`); null when the response has no body. */
  mediaType: string | null;
  kind: MediaKind | null;
  /** One per variant when the schema is a oneOf/anyOf; empty when the body has no schema with attributes. */
  panels: SchemaPanelModel[];
  examples: ExampleModel[];
  /** Response headers (rate limits, idempotency…), as attribute rows. */
  headers: AttributeModel[];
}

export interface ParameterGroupModel {
  location: 'path' | 'query' | 'header' | 'cookie';
  rows: AttributeModel[];
  /** The value each parameter shows (its example) or sends in the samples, with its raw schema, for the build's validation (never rendered). */
  checks: Array<{ name: string; value: unknown; schema: unknown }>;
}

/** One operation of an operation's `callbacks`: what Ondapay sends to the URL the caller gave. */
export interface CallbackModel extends ApiOperationModel {
  /** The callback's name in the definition. */
  name: string;
  /** The runtime expression of the URL (`{$request.body#/notificationUrl}`). */
  expression: string;
}

/** Everything an API page shows about one operation, as plain data: the page never sees the definition. */
export interface ApiOperationModel {
  api: string;
  /** Heading anchor (operationHeadingId). */
  id: string;
  /** Upper case. */
  method: string;
  /** The path; for a webhook, its event name; for a callback, its URL expression. */
  path: string;
  /** Set for a webhook (OpenAPI 3.1 `webhooks`): its event name. It is placed with `<ApiOperation webhook="…">`. */
  webhook?: string;
  title: string;
  /** Raw Markdown. */
  description?: string;
  deprecated: boolean;
  /** The parts the page shows (spec §3 read types); every part unless the page asked for fewer. */
  sections: ReadType[];
  parameters: ParameterGroupModel[];
  request: { description?: string; required: boolean; mediaType: string | null; kind: MediaKind | null } | null;
  /** At least one; more than one means a one-of selector over the request body's variants. */
  requestPanels: RequestPanelModel[];
  responses: ResponseModel[];
  /** How a caller authenticates; null when the operation needs nothing. */
  security: SecurityView | null;
  /** Webhooks and callbacks: how the receiver checks that the call comes from Ondapay (`x-signature`), with code that does it. */
  signature?: SignatureModel & { samples: CodeSample[] };
  /** The operation's callbacks, each read like an operation. */
  callbacks: CallbackModel[];
}

/** The first server of the document, variables filled in; empty when it names none. */
export function serverUrlOf(definition: OpenApiDocument): string {
  return serverUrlFor(definition);
}

/**
 * Which variant an example belongs to: the first whose required fields the example has and whose
 * properties cover every key of it; else the first whose required fields it has; else the first.
 */
export function variantOfExample(value: unknown, variants: readonly SchemaVariant[]): number {
  if (!isObject(value)) return 0;
  const keys = Object.keys(value);
  const fits = variants.map((variant) => {
    const properties = variant.schema.kind === 'object' ? variant.schema.properties : [];
    const known = new Set(properties.map((property) => property.name));
    const hasRequired = properties.filter((property) => property.required).every((property) => keys.includes(property.name ?? ''));
    return { hasRequired, covers: hasRequired && keys.every((key) => known.has(key)) };
  });
  const exact = fits.findIndex((fit) => fit.covers);
  if (exact >= 0) return exact;
  const loose = fits.findIndex((fit) => fit.hasRequired);
  return loose >= 0 ? loose : 0;
}

/** The language a body of this kind is shown in. */
const languageOf = (kind: MediaKind | null) => (kind === 'xml' ? 'xml' : kind === 'text' ? 'text' : 'json');

interface ExampleSource {
  label?: string;
  value: unknown;
}

interface ExampleContext {
  kind: MediaKind | null;
  /** The raw schema the examples must fit, for the build's validation (absent when the body has none). */
  schema: unknown;
  direction: 'request' | 'response';
}

/** An example as the page shows it: JSON text, or the text itself for XML and plain text; cut down when too large. */
function exampleModel(source: ExampleSource, context: ExampleContext): ExampleModel {
  const language = languageOf(context.kind);
  const full = language !== 'json' && typeof source.value === 'string' ? source.value : JSON.stringify(source.value, null, 2);
  const budgeted = budgetExample(source.value, full, language);
  return {
    ...(source.label === undefined ? {} : { label: source.label }),
    code: budgeted.code,
    language,
    ...(budgeted.download ? { download: budgeted.download } : {}),
    ...(context.schema === undefined || language !== 'json' ? {} : { check: { value: source.value, schema: context.schema, direction: context.direction } }),
  };
}

const given = (examples: readonly ExampleView[] | null): ExampleSource[] =>
  (examples ?? []).filter((example) => 'value' in example).map((example) => ({ label: example.summary ?? example.name, value: example.value }));

/** Bodies the page can write an example of from the schema alone; a file or a form is shown by its sample instead. */
const generatesExamples = (kind: MediaKind | null) => kind === 'json';

function schemaPanel(node: SchemaNode, rootId: string, title: string | undefined, withDescription: boolean): SchemaPanelModel {
  return {
    ...(title === undefined ? {} : { title }),
    rootId,
    ...(node.kind === 'object' ? {} : { typeLabel: node.typeLabel }),
    ...(withDescription && node.description !== undefined ? { description: node.description } : {}),
    deprecated: node.deprecated,
    attributes: attributeRows(node, { rootId }),
  };
}

/** Concrete values for a parameter in a sample: its example, else one made from its schema. */
function parameterValue(parameter: ParameterView, definition: OpenApiDocument): unknown {
  if ('example' in parameter) return parameter.example;
  return parameter.schema ? exampleFromSchema(parameter.schema, { direction: 'request', definition }) : 'value';
}

const sampleParams = (parameters: readonly ParameterView[], definition: OpenApiDocument) =>
  parameters
    .filter((parameter) => parameter.required || 'example' in parameter)
    .map((parameter) => ({ name: parameter.name, value: boundedSampleValue(parameterValue(parameter, definition)), style: parameter.style, explode: parameter.explode, allowReserved: parameter.allowReserved }));

/** The raw schema of the body's chosen media type, for validation: through a `$ref`ed request body or response. */
function rawMediaSchema(definition: OpenApiDocument, holder: unknown, mediaType: string | null): unknown {
  const resolved = resolveObject(definition, holder);
  if (!resolved || !isObject(resolved.content) || mediaType === null) return undefined;
  const entry = Object.entries(resolved.content).find(([key]) => essence(key) === mediaType);
  return entry && isObject(entry[1]) ? entry[1].schema : undefined;
}

/**
 * Reads one operation of a definition and turns it into the page's view model. Every part the page
 * shows is read here, at build time, so a wrong path, method or type fails the build with the
 * reader's own message (spec §8); `types` limits the parts (all by default).
 */
export function operationModel(api: string, definition: OpenApiDocument, path: string, method: string, types: readonly string[] = readTypes): ApiOperationModel {
  const located = locateOperation(path, method, definition);
  const heading = operationHeading(located.summary.method, path, located.summary.summary);
  return modelOf(api, definition, located, types, { id: heading.id, title: heading.title });
}

/** The same for a webhook (`<ApiOperation webhook="…">`): the event name takes the place of the path. */
export function webhookModel(api: string, definition: OpenApiDocument, name: string, method: string | undefined, types: readonly string[] = readTypes): ApiOperationModel {
  const located = locateWebhook(name, method, definition);
  return modelOf(api, definition, located, types, { id: webhookHeadingId(name), title: located.summary.summary?.trim() || name });
}

/** `webhook-session-status`: the anchor of a webhook, the same on every page. */
export const webhookHeadingId = (name: string) => operationHeadingId('webhook', name);

function modelOf(api: string, definition: OpenApiDocument, located: Located, types: readonly string[], heading: { id: string; title: string }): ApiOperationModel {
  // An unknown type throws `Type … not supported`; the parts not asked for are still read for the samples and heading.
  for (const type of types) readLocated(located, definition, type as ReadType);
  const sections = readTypes.filter((type) => types.includes(type));
  const request = readLocated(located, definition, 'request');
  const responses = readLocated(located, definition, 'response');
  const groups = (['params', 'query', 'header', 'cookie'] as const).map((type) => readLocated(located, definition, type));
  const [pathParams, query, headers, cookies] = groups as [(typeof groups)[0], (typeof groups)[1], (typeof groups)[2], (typeof groups)[3]];
  const { operation } = request;
  const { id } = heading;
  // A webhook or callback is a call Ondapay makes: the page shows its payload, not code to send it.
  const incoming = located.webhook !== undefined || located.callback === true;

  const parameters: ParameterGroupModel[] = groups
    .filter((group) => group.parameters.length > 0 && sections.includes(group.type))
    .map((group) => ({
      location: group.location,
      rows: group.parameters.map((parameter) => parameterRow(parameter, `${id}-${group.location}`)),
      checks: group.parameters
        .filter((parameter) => parameter.rawSchema !== undefined && (parameter.required || 'example' in parameter))
        .map((parameter) => ({ name: parameter.name, value: parameterValue(parameter, definition), schema: parameter.rawSchema })),
    }));

  const body = request.body;
  const schema = body?.schema ?? null;
  const bodyProperties = schema ? topLevelNames(schema) : [];
  const security = readSecurity(definition, located.operation, bodyProperties);
  const base: Omit<SampleRequest, 'body'> = {
    method: operation.method,
    serverUrl: serverUrlFor(definition, located.pathItem, located.operation),
    path: operation.path,
    pathParams: sampleParams(pathParams.parameters, definition),
    query: sampleParams(query.parameters, definition),
    headers: sampleParams(headers.parameters, definition),
    cookies: sampleParams(cookies.parameters, definition),
    credentials: credentialsOf(security),
  };
  const authored = codeSamplesOf(located.operation);
  const samplesFor = (value: unknown): CodeSample[] => {
    if (incoming) return [];
    // A sample sends no more than an example may show (example-budget.ts).
    const sampleBody = body && body.mediaType !== null && body.kind !== null ? sampleBodyOf(body.mediaType, body.kind, boundedSampleValue(value), schema, body.encoding) : undefined;
    return mergeCodeSamples(requestSamples(sampleBody ? { ...base, body: sampleBody } : base), authored);
  };
  const kind = body?.kind ?? null;
  const context: ExampleContext = { kind, schema: rawMediaSchema(definition, located.operation.requestBody, body?.mediaType ?? null), direction: 'request' };

  let requestPanels: RequestPanelModel[];
  const examples = given(body?.examples ?? null);
  if (schema && schema.kind === 'variants') {
    const byVariant = schema.variants.map(() => [] as ExampleSource[]);
    for (const example of examples) byVariant[variantOfExample(example.value, schema.variants)]?.push(example);
    requestPanels = schema.variants.map((variant, index) => {
      const own = byVariant[index] ?? [];
      const value = own[0] ? own[0].value : variantExample(schema.discriminator, variant, definition);
      return {
        schema: schemaPanel(variant.schema, `${id}-request-${index + 1}`, variant.title, true),
        examples: own.length > 0 ? own.map((example) => exampleModel(example, context)) : generatesExamples(kind) ? [exampleModel({ value }, context)] : [],
        samples: samplesFor(value),
      };
    });
  } else {
    const generated = examples[0] === undefined && schema && generatesExamples(kind) ? exampleFromSchema(schema, { direction: 'request', definition }) : undefined;
    const value = examples[0] ? examples[0].value : (generated ?? (schema ? exampleFromSchema(schema, { direction: 'request', definition }) : undefined));
    requestPanels = [
      {
        schema: schema && hasAttributes(schema) ? schemaPanel(schema, `${id}-request`, undefined, true) : null,
        examples: examples.length > 0 ? examples.map((example) => exampleModel(example, context)) : generated === undefined ? [] : [exampleModel({ value: generated }, context)],
        samples: samplesFor(value),
      },
    ];
  }

  return {
    api,
    id,
    method: operation.method.toUpperCase(),
    path: operation.path,
    ...(located.webhook === undefined ? {} : { webhook: located.webhook }),
    title: heading.title,
    ...(operation.description === undefined ? {} : { description: operation.description }),
    deprecated: request.deprecated,
    sections,
    parameters,
    request: body ? { ...(body.description === undefined ? {} : { description: body.description }), required: body.required, mediaType: body.mediaType, kind: body.kind } : null,
    requestPanels,
    responses: (sections.includes('response') ? responses.responses : []).map((response) => {
      const rootId = `${id}-response-${response.status.toLowerCase()}`;
      const node = response.schema;
      const panels = !node || !hasAttributes(node)
        ? []
        : node.kind === 'variants'
          ? node.variants.map((variant, index) => schemaPanel(variant.schema, `${rootId}-${index + 1}`, variant.title, true))
          : [schemaPanel(node, rootId, undefined, false)];
      const responses = isObject(located.operation.responses) ? located.operation.responses : {};
      const responseContext: ExampleContext = { kind: response.kind, schema: rawMediaSchema(definition, responses[response.status], response.mediaType), direction: 'response' };
      const authoredExamples = given(response.examples);
      const examples =
        authoredExamples.length > 0 || !node || !generatesExamples(response.kind)
          ? authoredExamples.map((example) => exampleModel(example, responseContext))
          : [exampleModel({ value: exampleFromSchema(node, { direction: 'response', definition }) }, responseContext)];
      return {
        status: response.status,
        description: response.description,
        deprecated: response.deprecated,
        mediaType: response.mediaType,
        kind: response.kind,
        panels,
        examples,
        headers: response.headers.map((header) => parameterRow(header, `${rootId}-headers`)),
      };
    }),
    security: security.alternatives.length > 0 ? security : null,
    ...signatureOf(located),
    callbacks: incoming ? [] : locateCallbacks(located, definition).map((callback) => callbackModel(api, definition, callback, id)),
  };
}

function signatureOf(located: Located): Pick<ApiOperationModel, 'signature'> {
  const signature = readSignature(located.operation);
  return signature ? { signature: { ...signature, samples: signatureSamples(signature) } } : {};
}

function callbackModel(api: string, definition: OpenApiDocument, callback: { name: string; expression: string; located: Located }, parentId: string): CallbackModel {
  const { method, summary } = callback.located.summary;
  const id = `${parentId}-callback-${operationHeadingId(method, callback.name)}`;
  const model = modelOf(api, definition, { ...callback.located, callback: true }, readTypes, { id, title: summary?.trim() || callback.name });
  return { ...model, name: callback.name, expression: callback.expression };
}

/** An example for one variant of a oneOf/anyOf, its discriminator set to the value that selects it. */
function variantExample(discriminator: string | undefined, variant: SchemaVariant, definition: OpenApiDocument): unknown {
  const value = exampleFromSchema(variant.schema, { direction: 'request', definition });
  if (discriminator !== undefined && variant.discriminatorValue !== undefined && isObject(value)) (value as RawObject)[discriminator] = variant.discriminatorValue;
  return value;
}

/** The property names at the top of a body (of every variant, for a oneOf). */
function topLevelNames(node: SchemaNode): string[] {
  if (node.kind === 'object') return node.properties.map((property) => property.name ?? '');
  if (node.kind === 'variants') return [...new Set(node.variants.flatMap((variant) => topLevelNames(variant.schema)))];
  return [];
}

/** A schema worth a panel: anything but a file (a binary body has no fields to describe; the page names its media type). */
function hasAttributes(node: SchemaNode): boolean {
  return !(node.kind === 'primitive' && node.type === 'string' && isBinary(node));
}
