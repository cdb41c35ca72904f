import { attributeRows, type AttributeModel, parameterRow } from './attributes';
import { exampleFromSchema } from './example-from-schema';
import { readOperation } from './operation';
import { operationHeading } from './operation-heading';
import { isObject, stringOf } from './raw';
import { requestSamples, type CodeSample, type SampleRequest } from './samples';
import { type ExampleView, type OpenApiDocument, type ParameterView, type ReadType, readTypes, type SchemaNode, type SchemaVariant } from './types';

/** One example payload, as the JSON text a code block shows. */
export interface ExampleModel {
  /** The example's summary, else its name; absent for one generated from the schema. */
  label?: string;
  code: string;
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
  /** One per variant when the schema is a oneOf/anyOf; empty when the response has no JSON body. */
  panels: SchemaPanelModel[];
  examples: ExampleModel[];
}

export interface ParameterGroupModel {
  location: 'path' | 'query' | 'header';
  rows: AttributeModel[];
}

/** Everything an API page shows about one operation, as plain data: the page never sees the definition. */
export interface ApiOperationModel {
  api: string;
  /** Heading anchor (operationHeadingId). */
  id: string;
  /** Upper case. */
  method: string;
  path: string;
  title: string;
  /** Raw Markdown. */
  description?: string;
  deprecated: boolean;
  /** The parts the page shows (spec §3 read types); every part unless the page asked for fewer. */
  sections: ReadType[];
  parameters: ParameterGroupModel[];
  request: { description?: string; required: boolean; mediaType: string | null } | null;
  /** At least one; more than one means a one-of selector over the request body's variants. */
  requestPanels: RequestPanelModel[];
  responses: ResponseModel[];
}

const jsonText = (value: unknown) => JSON.stringify(value, null, 2);

/** `servers[0].url` with its variables' defaults filled in; empty when the definition names no server. */
export function serverUrlOf(definition: OpenApiDocument): string {
  const first: unknown = Array.isArray(definition.servers) ? definition.servers[0] : undefined;
  if (!isObject(first)) return '';
  const url = stringOf(first.url) ?? '';
  const variables = isObject(first.variables) ? first.variables : {};
  return url.replace(/\{([^}]+)\}/g, (match, name: string) => {
    const variable = variables[name];
    return isObject(variable) && variable.default !== undefined ? String(variable.default) : match;
  });
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

function exampleModels(examples: readonly ExampleView[] | null): ExampleModel[] {
  return (examples ?? []).filter((example) => 'value' in example).map((example) => ({ label: example.summary ?? example.name, code: jsonText(example.value) }));
}

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
function parameterValue(parameter: ParameterView): unknown {
  if ('example' in parameter) return parameter.example;
  return parameter.schema ? exampleFromSchema(parameter.schema, { direction: 'request' }) : 'value';
}

const sampleParams = (parameters: readonly ParameterView[]) =>
  parameters.filter((parameter) => parameter.required || 'example' in parameter).map((parameter) => ({ name: parameter.name, value: parameterValue(parameter) }));

/**
 * Reads one operation of a definition and turns it into the page's view model. Every part the page
 * shows is read here, at build time, so a wrong path, method or type fails the build with the
 * reader's own message (spec §8); `types` limits the parts (all five by default).
 */
export function operationModel(api: string, definition: OpenApiDocument, path: string, method: string, types: readonly string[] = readTypes): ApiOperationModel {
  // An unknown type throws `Type … not supported`; the parts not asked for are still read for the samples and heading.
  for (const type of types) readOperation(path, method, definition, type as ReadType);
  const sections = readTypes.filter((type) => types.includes(type));
  const request = readOperation(path, method, definition, 'request');
  const responses = readOperation(path, method, definition, 'response');
  const pathParams = readOperation(path, method, definition, 'params');
  const query = readOperation(path, method, definition, 'query');
  const headers = readOperation(path, method, definition, 'header');
  const { operation } = request;
  const heading = operationHeading(operation.method, operation.path, operation.summary);

  const parameters: ParameterGroupModel[] = [pathParams, query, headers]
    .filter((group) => group.parameters.length > 0 && sections.includes(group.type))
    .map((group) => ({ location: group.location, rows: group.parameters.map((parameter) => parameterRow(parameter, `${heading.id}-${group.location}`)) }));

  const base: Omit<SampleRequest, 'body'> = {
    method: operation.method,
    serverUrl: serverUrlOf(definition),
    path: operation.path,
    pathParams: sampleParams(pathParams.parameters),
    query: sampleParams(query.parameters),
    headers: sampleParams(headers.parameters),
  };
  const body = request.body;
  const mediaType = body?.mediaType ?? null;
  const samplesFor = (value: unknown) => requestSamples(mediaType === null || value === undefined ? base : { ...base, body: { mediaType, value } });

  let requestPanels: RequestPanelModel[];
  const schema = body?.schema ?? null;
  const examples = (body?.examples ?? []).filter((example) => 'value' in example);
  if (schema && schema.kind === 'variants') {
    const byVariant = schema.variants.map(() => [] as ExampleView[]);
    for (const example of examples) byVariant[variantOfExample(example.value, schema.variants)]?.push(example);
    requestPanels = schema.variants.map((variant, index) => {
      const own = byVariant[index] ?? [];
      const value = own[0] ? own[0].value : exampleFromSchema(variant.schema, { direction: 'request' });
      return {
        schema: schemaPanel(variant.schema, `${heading.id}-request-${index + 1}`, variant.title, true),
        examples: own.length > 0 ? exampleModels(own) : [{ code: jsonText(value) }],
        samples: samplesFor(value),
      };
    });
  } else {
    const value = examples[0] ? examples[0].value : schema ? exampleFromSchema(schema, { direction: 'request' }) : undefined;
    requestPanels = [
      {
        schema: schema ? schemaPanel(schema, `${heading.id}-request`, undefined, true) : null,
        examples: examples.length > 0 ? exampleModels(examples) : value === undefined ? [] : [{ code: jsonText(value) }],
        samples: samplesFor(value),
      },
    ];
  }

  return {
    api,
    id: heading.id,
    method: heading.tag,
    path: operation.path,
    title: heading.title,
    ...(operation.description === undefined ? {} : { description: operation.description }),
    deprecated: request.deprecated,
    sections,
    parameters,
    request: body ? { ...(body.description === undefined ? {} : { description: body.description }), required: body.required, mediaType } : null,
    requestPanels,
    responses: (sections.includes('response') ? responses.responses : []).map((response) => {
      const rootId = `${heading.id}-response-${response.status.toLowerCase()}`;
      const node = response.schema;
      const panels = !node
        ? []
        : node.kind === 'variants'
          ? node.variants.map((variant, index) => schemaPanel(variant.schema, `${rootId}-${index + 1}`, variant.title, true))
          : [schemaPanel(node, rootId, undefined, false)];
      const given = exampleModels(response.examples);
      return {
        status: response.status,
        description: response.description,
        deprecated: response.deprecated,
        panels,
        examples: given.length > 0 || !node ? given : [{ code: jsonText(exampleFromSchema(node, { direction: 'response' })) }],
      };
    }),
  };
}
