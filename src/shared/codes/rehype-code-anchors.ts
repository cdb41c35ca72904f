import type { Element, ElementContent, Root } from 'hast';
import type { MdxJsxFlowElementHast } from 'mdast-util-mdx-jsx';
import { visit } from 'unist-util-visit';
import { catalogueAnchor, codeOf } from './columns';
import { CODES_COMPONENT, codeColumns, codesProps } from './extract';

/*
 * Gives every row of a `<Codes>` table its catalogue id (`gateway-reason-05`), so the catalogue
 * links to the row; a row that already has an entity anchor (`code-05`, content/entity-anchors.ts,
 * which runs first) keeps it, and extract.ts records that one as the row's page anchor.
 */

const elements = (nodes: readonly ElementContent[]) => nodes.filter((node): node is Element => node.type === 'element');

function textOf(node: ElementContent): string {
  if (node.type === 'text') return node.value;
  if (node.type === 'element') return node.children.map(textOf).join('');
  return '';
}

function findTable(nodes: readonly Root['children'][number][]): Element | undefined {
  for (const node of nodes) if (node.type === 'element' && node.tagName === 'table') return node;
  return undefined;
}

export function rehypeCodeAnchors(options: { product?: string } = {}) {
  return (tree: Root) => {
    const { product } = options;
    if (!product) return;
    visit(tree, 'mdxJsxFlowElement', (node: MdxJsxFlowElementHast) => {
      if (node.name !== CODES_COMPONENT) return;
      const props = codesProps(node.attributes);
      const table = findTable(node.children);
      // A bad <Codes> fails the build in the content check (extract.ts), which names it.
      if ('problem' in props || !table) return;
      const { kind, scope } = props;
      const sections = elements(table.children);
      const headerRow = elements(sections.find((section) => section.tagName === 'thead')?.children ?? [])[0];
      const headers = elements(headerRow?.children ?? []).map(textOf);
      const { columns, problems } = codeColumns(headers, node.attributes);
      if (problems.length > 0) return;
      // A code on several rows of the table is one catalogue row: its first row holds the id.
      const given = new Set<string>();
      for (const row of elements(sections.find((section) => section.tagName === 'tbody')?.children ?? [])) {
        const code = codeOf(textOf(elements(row.children)[columns.code] ?? { type: 'text', value: '' }));
        const id = code ? catalogueAnchor(product, kind, code, scope) : '';
        if (id && !given.has(id) && row.properties.id === undefined) row.properties.id = id;
        given.add(id);
      }
    });
  };
}
