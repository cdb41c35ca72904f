import type { AttributeModel } from '../openapi/attributes';
import type { SitePage } from '../site/types';
import type { SearchDocument } from './types';

const MAX_FIELDS = 400;

/** Markdown to the words a reader sees: links keep their text, code keeps its words. */
const plain = (markdown = '') =>
  markdown
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[`*_>#|]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

function fieldNames(rows: readonly AttributeModel[], into: Set<string>) {
  for (const row of rows) {
    if (into.size >= MAX_FIELDS) return;
    if (!row.additional) into.add(row.name);
    fieldNames(row.children, into);
    for (const variant of row.variants) fieldNames(variant.children, into);
  }
}

/**
 * API operations as search documents (issue 4): found by path ("/api/session"),
 * by method and path, by their name and by any field they take or return ("returnUrl").
 */
export function apiSearchDocuments(pages: readonly SitePage[]): Array<Omit<SearchDocument, 'id'>> {
  return pages.flatMap((page) =>
    (page.operations ?? []).map((operation) => {
      const fields = new Set<string>();
      for (const group of operation.parameters) fieldNames(group.rows, fields);
      for (const panel of operation.requestPanels) fieldNames(panel.schema?.attributes ?? [], fields);
      for (const response of operation.responses) for (const panel of response.panels) fieldNames(panel.attributes, fields);
      return {
        kind: 'operation' as const,
        locale: page.locale,
        url: `${page.href}#${operation.id}`,
        title: operation.title,
        pageTitle: page.title,
        body: [plain(operation.description), ...operation.responses.map((response) => `${response.status} ${plain(response.description)}`)].join(' '),
        keywords: [operation.path, `${operation.method} ${operation.path}`, ...fields],
      };
    }),
  );
}
