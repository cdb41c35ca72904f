import type { Element, ElementContent, Root } from 'hast';
import { visit } from 'unist-util-visit';
import { codeSegments, KEEP_TOGETHER_CLASS, keepsTogether } from './code-breaks';

/**
 * Below the `sm` breakpoint a table becomes one card per row (src/styles/site.css): the first cell is the
 * card's title, every other cell says which column it is, from this attribute.
 */
export const CELL_LABEL_ATTRIBUTE = 'data-label';

/** The label each cell of a row shows in a card: its column's header, except the first cell, the card's title. */
export function cellLabels(header: readonly string[]): Array<string | undefined> {
  return header.map((text, column) => (column === 0 || text.trim() === '' ? undefined : text.trim()));
}

const wbr = (): Element => ({ type: 'element', tagName: 'wbr', properties: {}, children: [] });

/** Segments of a code token with a <wbr> between them (code-breaks.ts). */
export function withCodeBreaks(text: string): ElementContent[] {
  return codeSegments(text).flatMap((segment, index): ElementContent[] => (index === 0 ? [{ type: 'text', value: segment }] : [wbr(), { type: 'text', value: segment }]));
}

const textOf = (node: ElementContent): string => (node.type === 'text' ? node.value : node.type === 'element' ? node.children.map(textOf).join('') : '');
const cellsOf = (row: Element) => row.children.filter((cell): cell is Element => cell.type === 'element' && (cell.tagName === 'td' || cell.tagName === 'th'));

/**
 * Inline code wraps only between the parts of an identifier, path or URL, never inside a word, and
 * a short token with a space (a card number) not at all; table cells carry their column's name for
 * the narrow-screen cards (issue 13).
 */
export function rehypeReadableTables() {
  return (tree: Root) => {
    visit(tree, 'element', (node: Element, _index, parent) => {
      if (node.tagName === 'code' && !(parent?.type === 'element' && parent.tagName === 'pre')) {
        const [only] = node.children;
        if (node.children.length !== 1 || only?.type !== 'text') return;
        node.children = withCodeBreaks(only.value);
        if (keepsTogether(only.value)) node.properties.className = [KEEP_TOGETHER_CLASS];
        return;
      }
      if (node.tagName !== 'table') return;
      const rows: Element[] = [];
      visit(node, 'element', (row: Element) => {
        if (row.tagName === 'tr') rows.push(row);
      });
      const [header, ...body] = rows;
      if (!header) return;
      const labels = cellLabels(cellsOf(header).map(textOf));
      for (const row of body) {
        cellsOf(row).forEach((cell, column) => {
          const label = labels[column];
          // hast names data attributes by their DOM property.
          if (label) cell.properties.dataLabel = label;
        });
      }
    });
  };
}
