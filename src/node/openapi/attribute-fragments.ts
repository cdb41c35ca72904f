import { codeFragmentPath } from '../content/code-fragments';
import type { AttributeModel } from '../../shared/openapi/attributes';
import { attributeListHtml, type AttributeHtmlLabels } from '../../shared/openapi/attribute-html';
import type { ApiOperationModel, SchemaPanelModel } from '../../shared/openapi/operation-model';

/** The nested rows behind one toggle, as the file the build writes and the toggle fetches. */
export interface AttributeFragment {
  /** `/code/<hash>.txt`, beside the code fragments (content-addressed: cached for good). */
  href: string;
  html: string;
}

function fragmentOf(rows: readonly AttributeModel[], labels: AttributeHtmlLabels): AttributeFragment {
  const html = attributeListHtml(rows, labels);
  return { href: codeFragmentPath(html), html };
}

/** Top-level rows with the rows behind each of their toggles (children, and each variant's) as fragments. */
function withFragments(rows: readonly AttributeModel[], labels: AttributeHtmlLabels): AttributeModel[] {
  return rows.map((row) => ({
    ...row,
    ...(row.children.length > 0 ? { fragment: fragmentOf(row.children, labels) } : {}),
    variants: row.variants.map((variant) => (variant.children.length > 0 ? { ...variant, fragment: fragmentOf(variant.children, labels) } : variant)),
  }));
}

const panelWithFragments = (panel: SchemaPanelModel, labels: AttributeHtmlLabels): SchemaPanelModel => ({ ...panel, attributes: withFragments(panel.attributes, labels) });

/**
 * The model with the nested rows of every top-level attribute row (parameters, bodies, response
 * headers, callbacks) as fragments: the page renders the top-level rows and a toggle per fragment.
 * The rows themselves stay in the model (search and checks read them).
 */
export function withAttributeFragments<T extends ApiOperationModel>(model: T, labels: AttributeHtmlLabels): T {
  return {
    ...model,
    parameters: model.parameters.map((group) => ({ ...group, rows: withFragments(group.rows, labels) })),
    requestPanels: model.requestPanels.map((panel) => ({ ...panel, schema: panel.schema ? panelWithFragments(panel.schema, labels) : null })),
    responses: model.responses.map((response) => ({ ...response, headers: withFragments(response.headers, labels), panels: response.panels.map((panel) => panelWithFragments(panel, labels)) })),
    callbacks: model.callbacks.map((callback) => withAttributeFragments(callback, labels)),
  };
}

/** Every fragment a model's page links, for scripts/write-outputs.ts to write. */
export function attributeFragments(model: ApiOperationModel): AttributeFragment[] {
  const ofRows = (rows: readonly AttributeModel[]) => rows.flatMap((row) => [...(row.fragment ? [row.fragment] : []), ...row.variants.flatMap((variant) => (variant.fragment ? [variant.fragment] : []))]);
  return [
    ...model.parameters.flatMap((group) => ofRows(group.rows)),
    ...model.requestPanels.flatMap((panel) => (panel.schema ? ofRows(panel.schema.attributes) : [])),
    ...model.responses.flatMap((response) => [...ofRows(response.headers), ...response.panels.flatMap((panel) => ofRows(panel.attributes))]),
    ...model.callbacks.flatMap(attributeFragments),
  ];
}
