import type { Nodes, Root, RootContent } from 'mdast';
import { visit } from 'unist-util-visit';
import { parseMarkdown } from './markdown';
import { withoutRawHtml } from './safe-html';

/**
 * A description from an API definition as an HTML string, element for element what the page's
 * Markdown component renders (src/components/api/Markdown.tsx), for the parts of a page the
 * build writes as static fragments (nested attribute rows). Every text and attribute is escaped;
 * raw HTML in the description is made safe first (safe-html.ts).
 */

/** A code block in a description. */
export const codeBlockClass = 'overflow-auto rounded-lg bg-zinc-100 p-3 font-mono text-[13px] dark:bg-zinc-900';

export const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Site links stay in the tab; other sites open in a new one, as the Anchor component does. */
function link(url: string, title: string | null | undefined, inner: string): string {
  const titled = title ? ` title="${escapeHtml(title)}"` : '';
  const external = url.startsWith('/') || url.startsWith('#') ? '' : ' target="_blank" rel="noopener noreferrer"';
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
      return `<code>${escapeHtml(node.value)}</code>`;
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
      return `<div class="table-wrap"><table><tbody>${node.children
        .map((row, index) => `<tr>${row.children.map((cell) => (index === 0 ? `<th>${children(cell)}</th>` : `<td>${children(cell)}</td>`)).join('')}</tr>`)
        .join('')}</tbody></table></div>`;
    default:
      // Images and footnotes do not belong in API descriptions; their text is kept.
      return 'value' in node && typeof node.value === 'string' ? escapeHtml(node.value) : 'children' in node ? `<span>${children(node)}</span>` : '';
  }
}

export function markdownHtml(text: string): string {
  return withoutRawHtml(parseMarkdown(text)).children.map(html).join('');
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
  return withoutRawHtml(tree).children.map(html).join('');
}
