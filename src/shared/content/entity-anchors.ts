import type { Element, ElementContent, Root } from 'hast';
import { visit } from 'unist-util-visit';

/*
 * Rows of a content table that define an API entity get an anchor, so search can link to the
 * row itself: a webhook event (`AUTOPAY_ACTIVATED` in a table headed "Evento") or an error or
 * reason code (a table headed "reason", "Motivo", "Error"…). The page (this rehype plugin) and
 * the search documents (search/documents.ts, from the MDX tree) name the rows with the same
 * function, in document order, so every search result's anchor is on the page.
 */

export type TableEntityKind = 'event' | 'code';

/** What a table's first header cell says its rows are. */
export function tableEntityKind(header: string): TableEntityKind | undefined {
  const text = header.trim().replace(/`/g, '');
  if (/^(eventos?|events?)$/i.test(text)) return 'event';
  if (/^(status\.)?reason$|^(motivo|raz[oó]n|c[oó]digo de (error|motivo|respuesta)|errors?|error codes?|reason codes?)$/i.test(text)) return 'code';
  return undefined;
}

const prefixes: Record<TableEntityKind, string> = { event: 'event', code: 'code' };

/**
 * Anchors for one page: `event-autopay_activated`, `code-00`; a name met again on the same page
 * gets `-1`, `-2`… Call it for the rows in document order.
 */
export function entityAnchorNamer(): (kind: TableEntityKind, name: string) => string {
  const used = new Map<string, number>();
  return (kind, name) => {
    const slug = name.toLowerCase().replace(/[^a-z0-9_]+/g, '-').replace(/^-+|-+$/g, '') || 'x';
    const base = `${prefixes[kind]}-${slug}`;
    const count = used.get(base) ?? 0;
    used.set(base, count + 1);
    return count === 0 ? base : `${base}-${count}`;
  };
}

const elements = (nodes: readonly ElementContent[]) => nodes.filter((node): node is Element => node.type === 'element');

function textOf(node: ElementContent): string {
  if (node.type === 'text') return node.value;
  if (node.type === 'element') return node.children.map(textOf).join('');
  return '';
}

/** The name a body row defines: its first cell holding one inline code and nothing else. */
export function rowEntityName(cell: Element | undefined): string | undefined {
  if (!cell) return undefined;
  const content = cell.children.filter((node) => node.type !== 'text' || node.value.trim() !== '');
  const [only] = content;
  return content.length === 1 && only?.type === 'element' && only.tagName === 'code' ? textOf(only) : undefined;
}

/** Gives entity rows their ids (see above); headings keep theirs. */
export function rehypeEntityAnchors() {
  return (tree: Root) => {
    const name = entityAnchorNamer();
    visit(tree, 'element', (table: Element) => {
      if (table.tagName !== 'table') return;
      const sections = elements(table.children);
      const head = sections.find((section) => section.tagName === 'thead');
      const body = sections.find((section) => section.tagName === 'tbody');
      const headerCell = head && elements(elements(head.children)[0]?.children ?? [])[0];
      const kind = headerCell ? tableEntityKind(textOf(headerCell)) : undefined;
      if (!kind || !body) return;
      for (const row of elements(body.children)) {
        const entity = rowEntityName(elements(row.children)[0]);
        if (entity !== undefined) row.properties.id = name(kind, entity);
      }
    });
  };
}
