import type { AttributeModel } from '../../shared/openapi/attributes';
import type { ApiOperationModel, CallbackModel, ExampleModel, SchemaPanelModel } from '../../shared/openapi/operation-model';
import type { CompactExample, CompactField, CompactOperation, CompactSchema } from '../../shared/agents/compact-operation-format';

export type { CompactExample, CompactField, CompactOperation, CompactSchema };

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

