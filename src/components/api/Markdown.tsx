import type { ReactNode } from 'react';
import type { RootContent } from 'mdast';
import { toString } from 'mdast-util-to-string';
import { parseMarkdown } from '@/lib/content/markdown';
import { codeBlockClass } from '@/lib/content/markdown-html';
import { withoutRawHtml } from '@/lib/content/safe-html';
import { CELL_LABEL_ATTRIBUTE, cellLabels } from '@/lib/content/rehype-readable-tables';
import { Anchor } from '../mdx/Anchor';
import { InlineCode } from '../mdx/InlineCode';

/**
 * A description from an API definition, rendered at build time: Markdown parsed into a tree,
 * then each node to its element. Links behave as in MDX pages (site links stay in the site).
 */
export function Markdown({ text }: { text: string }) {
  // Raw HTML in a definition's text becomes safe Markdown nodes or plain text (safe-html.ts), never markup.
  return <>{nodes(withoutRawHtml(parseMarkdown(text)).children)}</>;
}

function nodes(children: readonly RootContent[]): ReactNode[] {
  return children.map((child, index) => node(child, index));
}

function node(content: RootContent, key: number): ReactNode {
  switch (content.type) {
    case 'paragraph':
      return <p key={key}>{nodes(content.children)}</p>;
    case 'text':
      return content.value;
    case 'strong':
      return <strong key={key}>{nodes(content.children)}</strong>;
    case 'emphasis':
      return <em key={key}>{nodes(content.children)}</em>;
    case 'delete':
      return <del key={key}>{nodes(content.children)}</del>;
    case 'inlineCode':
      return <InlineCode key={key} text={content.value} />;
    case 'break':
      return <br key={key} />;
    case 'link':
      return (
        <Anchor key={key} href={content.url} title={content.title ?? undefined}>
          {nodes(content.children)}
        </Anchor>
      );
    case 'list': {
      const items = nodes(content.children);
      return content.ordered ? <ol key={key} start={content.start ?? undefined}>{items}</ol> : <ul key={key}>{items}</ul>;
    }
    case 'listItem':
      // Tight list items hold bare paragraphs; render their text without the <p> spacing.
      return <li key={key}>{content.spread ? nodes(content.children) : content.children.flatMap((child, index) => (child.type === 'paragraph' ? nodes(child.children) : [node(child, index)]))}</li>;
    case 'blockquote':
      return <blockquote key={key}>{nodes(content.children)}</blockquote>;
    case 'code':
      return (
        <pre key={key} className={codeBlockClass}>
          <code>{content.value}</code>
        </pre>
      );
    case 'heading':
      return <p key={key}><strong>{nodes(content.children)}</strong></p>;
    case 'thematicBreak':
      return <hr key={key} />;
    case 'table': {
      const [header, ...body] = content.children;
      const labels = cellLabels(header?.children.map((cell) => toString(cell)) ?? []);
      return (
        <div key={key} className="table-wrap">
          <table>
            {header ? (
              <thead>
                <tr>
                  {header.children.map((cell, cellIndex) => (
                    <th key={cellIndex}>{nodes(cell.children)}</th>
                  ))}
                </tr>
              </thead>
            ) : null}
            <tbody>
              {body.map((row, rowIndex) => (
                <tr key={rowIndex}>
                  {row.children.map((cell, cellIndex) => (
                    <td key={cellIndex} {...(labels[cellIndex] ? { [CELL_LABEL_ATTRIBUTE]: labels[cellIndex] } : {})}>
                      {nodes(cell.children)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      );
    }
    default:
      // Images and footnotes do not belong in API descriptions; their text is kept (raw HTML is gone by now).
      return 'value' in content && typeof content.value === 'string' ? content.value : 'children' in content ? <span key={key}>{nodes(content.children as RootContent[])}</span> : null;
  }
}
