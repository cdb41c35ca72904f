import type { Root } from 'mdast';
import type { MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import { visit } from 'unist-util-visit';
import type { Locale } from '../../shared/i18n/locales';
import type { ApiDefinitions } from '../openapi/load-definitions';
import { getTranslator } from '../../shared/i18n/translate';
import { attributeHtmlLabels } from '../../shared/openapi/attribute-html';
import { withAttributeFragments } from '../openapi/attribute-fragments';
import { type ApiOperationModel, operationModel, webhookModel } from '../../shared/openapi/operation-model';
import type { PageHeading } from '../../shared/content/headings';
import { jsxAttribute } from './validate-mdx';

/**
 * The MDX element an API page places an operation with: `<ApiOperation path="/api/session" method="post" />`,
 * or a webhook (OpenAPI 3.1 `webhooks`) with `<ApiOperation webhook="sessionStatus" />` (`method` only
 * when the webhook has several).
 */
export const API_OPERATION = 'ApiOperation';

export interface ApiOperationElement {
  node: MdxJsxFlowElement | MdxJsxTextElement;
  path: string | undefined;
  method: string | undefined;
  /** Set for a webhook: its name under the definition's `webhooks`. */
  webhook: string | undefined;
  /** Absent: the page's namespace. */
  api: string | undefined;
  /** `types="request,response"`: the parts to show; absent, all of them. */
  types: string[] | undefined;
  line: number | undefined;
}

const stringAttribute = (node: MdxJsxFlowElement | MdxJsxTextElement, name: string) => {
  const value = jsxAttribute(node, name);
  return typeof value === 'string' ? value : undefined;
};

/** Every `<ApiOperation>` of a page, in document order. */
export function apiOperationElements(tree: Root): ApiOperationElement[] {
  const elements: ApiOperationElement[] = [];
  visit(tree, (node) => {
    if ((node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && (node as MdxJsxFlowElement).name === API_OPERATION) {
      const element = node as MdxJsxFlowElement | MdxJsxTextElement;
      elements.push({
        node: element,
        path: stringAttribute(element, 'path'),
        method: stringAttribute(element, 'method'),
        webhook: stringAttribute(element, 'webhook'),
        api: stringAttribute(element, 'api'),
        types: stringAttribute(element, 'types')?.split(',').map((type) => type.trim()),
        line: element.position?.start.line,
      });
    }
  });
  return elements;
}

/** Key under which a page's operation models are handed to the `<ApiOperation>` component. */
export const apiOperationKey = (api: string, method: string, path: string) => `${api} ${method.toUpperCase()} ${path}`;
/** The same for a webhook, which has a name instead of a path (and often no method written). */
export const apiWebhookKey = (api: string, name: string) => `${api} webhook ${name}`;

export interface PageOperations {
  models: ApiOperationModel[];
  /** The level-2 heading each element renders, for the page's headings (TOC and sidebar). */
  headingOf: (node: MdxJsxFlowElement) => PageHeading | undefined;
  problems: string[];
  /** Operations the page places whose model could not be read (a problem above names each), keyed as the coverage check keys them. */
  unread: string[];
}

/**
 * Reads every operation a page places, from the definition of the page's locale. A path, method
 * or api the definition lacks is a problem naming the line, with the reader's own message.
 */
export function readPageOperations(tree: Root, namespace: string, locale: Locale, apis: ApiDefinitions, unreadable: ReadonlySet<string> = new Set()): PageOperations {
  const models: ApiOperationModel[] = [];
  const unread: string[] = [];
  const headings = new Map<unknown, PageHeading>();
  const problems: string[] = [];
  const seen = new Map<string, number | undefined>();
  const labels = attributeHtmlLabels(getTranslator(locale));
  for (const element of apiOperationElements(tree)) {
    const where = element.line === undefined ? '' : `line ${element.line}: `;
    const webhook = element.webhook;
    if (webhook === undefined && (element.path === undefined || element.method === undefined)) continue; // validateMdx names the missing attribute
    const api = element.api ?? namespace;
    const definition = apis[api]?.[locale];
    if (!definition) {
      // A definition on disk that could not be read: its own problem names its file.
      if (unreadable.has(`${api}:${locale}`)) continue;
      const known = Object.keys(apis);
      problems.push(
        `${where}<${API_OPERATION}> needs the "${api}" API, which has no ${locale} definition. Add openapi/${api}/openapi.yaml${known.length ? ` or set api="…" to one of: ${known.join(', ')}` : ''}.`,
      );
      continue;
    }
    const key = webhook === undefined ? apiOperationKey(api, element.method ?? '', element.path ?? '') : apiWebhookKey(api, webhook);
    const what = webhook === undefined ? `${(element.method ?? '').toUpperCase()} ${element.path}` : `Webhook ${webhook}`;
    if (seen.has(key)) {
      const first = seen.get(key);
      problems.push(`${where}${what} is already on this page${first === undefined ? '' : ` (line ${first})`}. Keep one <${API_OPERATION}> per operation.`);
      continue;
    }
    seen.set(key, element.line);
    try {
      const read =
        webhook === undefined
          ? operationModel(api, definition.document, element.path ?? '', element.method ?? '', element.types)
          : webhookModel(api, definition.document, webhook, element.method, element.types);
      // Nested attribute rows leave the page for fragments its toggles fetch (attribute-fragments.ts).
      const model = withAttributeFragments(read, labels);
      models.push(model);
      headings.set(element.node, { id: model.id, title: model.title, depth: 2, tag: model.method, label: model.path });
    } catch (error) {
      const tag = webhook === undefined ? `<${API_OPERATION} path="${element.path}" method="${element.method}">` : `<${API_OPERATION} webhook="${webhook}">`;
      unread.push(webhook === undefined ? apiOperationKey(api, element.method ?? '', element.path ?? '') : `${api} webhook ${element.method?.toUpperCase() ?? '*'} ${webhook}`);
      problems.push(`${where}${tag} in ${definition.overlayFile ?? definition.file}: ${(error as Error).message}`);
    }
  }
  return { models, headingOf: (node) => headings.get(node), problems, unread };
}
