import type { AttributeModel } from '../../shared/openapi/attributes';
import type { ApiOperationModel, CallbackModel, ExampleModel, SchemaPanelModel } from '../../shared/openapi/operation-model';
import type { SecurityView } from '../../shared/openapi/security';

/**
 * One API operation as an agent reads it: what to send (parameters, body fields), what comes
 * back (each response's fields), an example of each and a request sample, in plain JSON without
 * `$ref`s. Made from the same view model the reference page renders, so it says what the page says.
 */

export interface CompactField {
  name: string;
  /** `string<date-time>`, `array of object`, `integer | null`. */
  type: string;
  required?: true;
  conditional?: true;
  nullable?: true;
  deprecated?: true;
  /** Markdown. */
  description?: string;
  enum?: string[];
  default?: string;
  example?: string;
  /** `pattern ^\d+$`, `maxLength 32`, `minimum 1`. */
  constraints?: string[];
  fields?: CompactField[];
  /** A nested oneOf (`oneOf`) or anyOf (`anyOf`): the options' fields. */
  choice?: { combinator: 'oneOf' | 'anyOf'; options: Array<{ title: string; type: string; fields: CompactField[] }> };
  /** The same schema as an enclosing field (a tree, a linked list): not repeated. */
  sameAs?: string;
  /** There is more below; the OpenAPI definition has it. */
  truncated?: true;
}

export interface CompactSchema {
  /** The option's title when the body is a oneOf/anyOf. */
  title?: string;
  /** Set when the body is not an object (`array of object`, `string`). */
  type?: string;
  description?: string;
  deprecated?: true;
  fields?: CompactField[];
}

export interface CompactExample {
  /** The example's name, when it has one. */
  label?: string;
  /** JSON as a value; XML or text as a string. */
  value: unknown;
  /** The example was shortened: the whole one is at this URL. */
  fullExample?: string;
}

export interface CompactOperation {
  /** The operation's anchor on its reference page. */
  id: string;
  api: string;
  method: string;
  /** The path; for a webhook, its event name. */
  path: string;
  webhook?: string;
  title: string;
  description?: string;
  deprecated?: true;
  /** The reference page, at the operation. */
  url: string;
  security?: SecurityView;
  parameters?: Array<CompactField & { in: 'path' | 'query' | 'header' | 'cookie' }>;
  request?: { mediaType: string | null; required: boolean; description?: string; schemas?: CompactSchema[]; examples?: CompactExample[] };
  /** A request as code (cURL first), with the test server's URL; absent for what Ondapay sends (webhooks, callbacks). */
  sample?: { language: string; code: string };
  responses: Array<{ status: string; description: string; deprecated?: true; mediaType: string | null; headers?: CompactField[]; schemas?: CompactSchema[]; examples?: CompactExample[] }>;
  /** Webhooks and callbacks: the fields the signature is computed from, as the page explains it. */
  signature?: { in: 'body' | 'header'; name: string; formula: string; encoding: 'hex' | 'base64'; description?: string };
  callbacks?: Array<CompactOperation & { name: string; expression: string }>;
}

const flag = (value: boolean): true | undefined => (value ? true : undefined);

/** Drops undefined keys and empty lists (so every list in these types may be absent): the JSON holds only what the definition says. */
function pruned<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, entry]) => entry !== undefined && !(Array.isArray(entry) && entry.length === 0))) as T;
}

function constraintsOf(row: AttributeModel): string[] {
  const out: string[] = [];
  if (row.pattern !== undefined) out.push(`pattern ${row.pattern}`);
  if (row.minLength !== undefined) out.push(`minLength ${row.minLength}`);
  if (row.maxLength !== undefined) out.push(`maxLength ${row.maxLength}`);
  if (row.minimum !== undefined) out.push(`${row.exclusiveMinimum ? 'exclusiveMinimum' : 'minimum'} ${row.minimum}`);
  if (row.maximum !== undefined) out.push(`${row.exclusiveMaximum ? 'exclusiveMaximum' : 'maximum'} ${row.maximum}`);
  if (row.minItems !== undefined) out.push(`minItems ${row.minItems}`);
  if (row.maxItems !== undefined) out.push(`maxItems ${row.maxItems}`);
  return out;
}

export function compactField(row: AttributeModel): CompactField {
  return pruned({
    name: row.name,
    type: row.typeLabel,
    required: flag(row.required),
    conditional: flag(row.conditional),
    nullable: flag(row.nullable),
    deprecated: flag(row.deprecated),
    description: row.description,
    enum: row.enum,
    default: row.default,
    example: row.example,
    constraints: constraintsOf(row),
    fields: row.children.map(compactField),
    choice:
      row.variants.length > 0
        ? { combinator: row.combinator ?? 'oneOf', options: row.variants.map((variant) => ({ title: variant.title, type: variant.typeLabel, fields: variant.children.map(compactField) })) }
        : undefined,
    sameAs: row.circular?.name,
    truncated: flag(row.truncated),
  });
}

const compactSchema = (panel: SchemaPanelModel): CompactSchema =>
  pruned({ title: panel.title, type: panel.typeLabel, description: panel.description, deprecated: flag(panel.deprecated), fields: panel.attributes.map(compactField) });

function compactExample(example: ExampleModel, origin: string): CompactExample {
  let value: unknown = example.code;
  if (example.language === 'json') {
    try {
      value = JSON.parse(example.code);
    } catch {
      // A shortened example that is no longer JSON stays text.
    }
  }
  return pruned({ label: example.label, value, fullExample: example.download ? new URL(example.download.href, origin).toString() : undefined });
}

/** `pageHref` is where the page that places the operation is served; `origin` makes its URLs absolute. */
export function compactOperation(model: ApiOperationModel, pageHref: string, origin: string): CompactOperation {
  const url = new URL(`${pageHref}#${model.id}`, origin).toString();
  const [firstPanel] = model.requestPanels;
  const sample = firstPanel?.samples[0];
  return pruned({
    id: model.id,
    api: model.api,
    method: model.method,
    path: model.path,
    webhook: model.webhook,
    title: model.title,
    description: model.description,
    deprecated: flag(model.deprecated),
    url,
    security: model.security ?? undefined,
    parameters: model.parameters.flatMap((group) => group.rows.map((row) => ({ ...compactField(row), in: group.location }))),
    request: model.request
      ? pruned({
          mediaType: model.request.mediaType,
          required: model.request.required,
          description: model.request.description,
          schemas: model.requestPanels.flatMap((panel) => (panel.schema ? [compactSchema(panel.schema)] : [])),
          examples: model.requestPanels.flatMap((panel) => panel.examples.map((example) => compactExample(example, origin))),
        })
      : undefined,
    sample: sample ? { language: sample.language, code: sample.code } : undefined,
    responses: model.responses.map((response) =>
      pruned({
        status: response.status,
        description: response.description,
        deprecated: flag(response.deprecated),
        mediaType: response.mediaType,
        headers: response.headers.map(compactField),
        schemas: response.panels.map(compactSchema),
        examples: response.examples.map((example) => compactExample(example, origin)),
      }),
    ),
    signature: model.signature
      ? pruned({ in: model.signature.in, name: model.signature.name, formula: model.signature.formula, encoding: model.signature.encoding, description: model.signature.description })
      : undefined,
    callbacks: model.callbacks.map((callback: CallbackModel) => ({ ...compactOperation(callback, pageHref, origin), name: callback.name, expression: callback.expression })),
  });
}

