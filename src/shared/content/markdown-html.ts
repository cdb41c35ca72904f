import type { Nodes, Root, RootContent, Table } from 'mdast';
import { toString } from 'mdast-util-to-string';
import { visit } from 'unist-util-visit';
import { codeSegments, KEEP_TOGETHER_CLASS, keepsTogether } from './code-breaks';
import { NEW_TAB_ATTRIBUTES, staysInTab } from './link-target';
import { parseMarkdown } from './markdown';
import { CELL_LABEL_ATTRIBUTE, cellLabels } from './rehype-readable-tables';
import { isAllowedHref } from './link-scheme';
import { withoutRawHtml } from './safe-html';
import { withSafeLinks } from './safe-links';

/**
 * A description from an API definition as an HTML string: the API reference's one way of writing
 * Markdown (the Markdown component, attribute rows and the fragments the build writes), and the
 * feeds'. Inline code and tables come out as the MDX pages' components write them. Every text and
 * attribute is escaped; raw HTML in the description is made safe first (safe-html.ts), and a link
 * outside the site's allow-list (link-scheme.ts: `javascript:`, `data:`) is written as its text.
 */

/** A code block in a description. */
export const codeBlockClass = 'overflow-auto rounded-lg bg-zinc-100 p-3 font-mono text-[13px] dark:bg-zinc-900';

export const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Inline code as the InlineCode component writes it: <wbr> where it may wrap, short spaced tokens kept together (code-breaks.ts). */
export function inlineCodeHtml(text: string, className?: string): string {
  const classes = [className, keepsTogether(text) ? KEEP_TOGETHER_CLASS : undefined].filter(Boolean).join(' ');
  return `<code${classes ? ` class="${classes}"` : ''}>${codeSegments(text).map(escapeHtml).join('<wbr/>')}</code>`;
}

/** A table as MDX pages write it (rehype-readable-tables.ts): a header row, and each body cell labelled with its column for narrow screens. */
function table(node: Table): string {
  const [header, ...body] = node.children;
  const labels = cellLabels(header?.children.map((cell) => toString(cell)) ?? []);
  const head = header ? `<thead><tr>${header.children.map((cell) => `<th>${children(cell)}</th>`).join('')}</tr></thead>` : '';
  const rows = body.map(
    (row) => `<tr>${row.children.map((cell, index) => `<td${labels[index] ? ` ${CELL_LABEL_ATTRIBUTE}="${escapeHtml(labels[index])}"` : ''}>${children(cell)}</td>`).join('')}</tr>`,
  );
  return `<div class="table-wrap" tabindex="0"><table>${head}<tbody>${rows.join('')}</tbody></table></div>`;
}

/** Site links stay in the tab; other sites open in a new one (link-target.ts, as in MDX). */
function link(url: string, title: string | null | undefined, inner: string): string {
  if (!isAllowedHref(url)) return inner;
  const titled = title ? ` title="${escapeHtml(title)}"` : '';
  const external = staysInTab(url) ? '' : Object.entries(NEW_TAB_ATTRIBUTES).map(([name, value]) => ` ${name}="${value}"`).join('');
  return `<a href="${escapeHtml(url)}"${titled}${external}>${inner}</a>`;
}

function children(node: Nodes): string {
  return 'children' in node ? (node.children as RootContent[]).map(html).join('') : '';
}

function html(node: RootContent): string {
  switch (node.type) {
    case 'paragraph':
      return `<p>${children(node)}</p>`;
    case 'text':
      return escapeHtml(node.value);
    case 'strong':
      return `<strong>${children(node)}</strong>`;
    case 'emphasis':
      return `<em>${children(node)}</em>`;
    case 'delete':
      return `<del>${children(node)}</del>`;
    case 'inlineCode':
      return inlineCodeHtml(node.value);
    case 'break':
      return '<br/>';
    case 'link':
      return link(node.url, node.title, children(node));
    case 'list':
      return node.ordered ? `<ol${node.start != null && node.start !== 1 ? ` start="${node.start}"` : ''}>${children(node)}</ol>` : `<ul>${children(node)}</ul>`;
    case 'listItem':
      // Tight items hold bare paragraphs: their text without the <p> spacing.
      return `<li>${node.spread ? children(node) : node.children.map((child) => (child.type === 'paragraph' ? children(child) : html(child))).join('')}</li>`;
    case 'blockquote':
      return `<blockquote>${children(node)}</blockquote>`;
    case 'code':
      return `<pre class="${codeBlockClass}"><code>${escapeHtml(node.value)}</code></pre>`;
    case 'heading':
      return `<p><strong>${children(node)}</strong></p>`;
    case 'thematicBreak':
      return '<hr/>';
    case 'table':
      return table(node);
    default:
      // Images and footnotes do not belong in API descriptions; their text is kept.
      return 'value' in node && typeof node.value === 'string' ? escapeHtml(node.value) : 'children' in node ? `<span>${children(node)}</span>` : '';
  }
}

/** Descriptions repeat (a component's fields on every operation that uses it): each text is written once per process. */
const written = new Map<string, string>();

export function markdownHtml(text: string): string {
  let out = written.get(text);
  if (out === undefined) {
    out = withSafeLinks(withoutRawHtml(parseMarkdown(text))).children.map(html).join('');
    written.set(text, out);
  }
  return out;
}

/**
 * Some nodes of a Markdown tree as the same HTML, with site paths (`/checkout/refund`) made
 * absolute against `origin`: a feed entry is read away from the site, with no page to resolve them.
 */
export function markdownNodesHtml(nodes: readonly RootContent[], origin: string): string {
  const tree: Root = structuredClone({ type: 'root', children: [...nodes] });
  visit(tree, (node) => {
    if ((node.type === 'link' || node.type === 'image') && node.url.startsWith('/') && !node.url.startsWith('//')) node.url = new URL(node.url, origin).toString();
  });
  return withSafeLinks(withoutRawHtml(tree)).children.map(html).join('');
}
