import type { Root } from 'mdast';
import type { MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import { visit } from 'unist-util-visit';
import type { Locale } from '../i18n/locales';
import type { ApiDefinitions } from '../openapi/load-definitions';
import { operationHeading } from '../openapi/operation-heading';
import { type ApiOperationModel, operationModel } from '../openapi/operation-model';
import type { PageHeading } from './headings';
import { jsxAttribute } from './validate-mdx';

/** The MDX element an API page places an operation with: `<ApiOperation path="/api/session" method="post" />`. */
export const API_OPERATION = 'ApiOperation';

export interface ApiOperationElement {
  node: MdxJsxFlowElement | MdxJsxTextElement;
  path: string | undefined;
  method: string | undefined;
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

export interface PageOperations {
  models: ApiOperationModel[];
  /** The level-2 heading each element renders, for the page's headings (TOC and sidebar). */
  headingOf: (node: MdxJsxFlowElement) => PageHeading | undefined;
  problems: string[];
}

/**
 * Reads every operation a page places, from the definition of the page's locale. A path, method
 * or api the definition lacks is a problem naming the line, with the reader's own message.
 */
export function readPageOperations(tree: Root, namespace: string, locale: Locale, apis: ApiDefinitions): PageOperations {
  const models: ApiOperationModel[] = [];
  const headings = new Map<unknown, PageHeading>();
  const problems: string[] = [];
  const seen = new Map<string, number | undefined>();
  for (const element of apiOperationElements(tree)) {
    const where = element.line === undefined ? '' : `line ${element.line}: `;
    if (element.path === undefined || element.method === undefined) continue; // validateMdx names the missing attribute
    const api = element.api ?? namespace;
    const definition = apis[api]?.[locale];
    if (!definition) {
      const known = Object.keys(apis);
      problems.push(
        `${where}<${API_OPERATION}> needs the "${api}" API, which has no ${locale} definition. Add openapi/${api}/openapi.yaml${known.length ? ` or set api="…" to one of: ${known.join(', ')}` : ''}.`,
      );
      continue;
    }
    const key = apiOperationKey(api, element.method, element.path);
    if (seen.has(key)) {
      const first = seen.get(key);
      problems.push(`${where}${element.method.toUpperCase()} ${element.path} is already on this page${first === undefined ? '' : ` (line ${first})`}. Keep one <${API_OPERATION}> per operation.`);
      continue;
    }
    seen.set(key, element.line);
    try {
      const model = operationModel(api, definition.document, element.path, element.method, element.types);
      models.push(model);
      const heading = operationHeading(model.method, model.path, model.title);
      headings.set(element.node, { id: heading.id, title: heading.title, depth: heading.depth, tag: heading.tag, label: heading.label });
    } catch (error) {
      problems.push(`${where}<${API_OPERATION} path="${element.path}" method="${element.method}"> in ${definition.overlayFile ?? definition.file}: ${(error as Error).message}`);
    }
  }
  return { models, headingOf: (node) => headings.get(node), problems };
}
