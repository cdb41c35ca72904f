import type { Nodes, PhrasingContent, Root, RootContent } from 'mdast';
import { isAllowedHref } from './link-scheme';
import { parseMarkdown } from './markdown';

/**
 * Raw HTML inside a description of an API definition, made safe: a few formatting tags become
 * their Markdown equivalents (`<b>` is strong, `<i>` emphasis, `<code>` code, `<br>` a break,
 * `<a href="https://…">` a link, when link-scheme.ts allows its href), `<script>` and `<style>` disappear with their content, and every
 * other tag is dropped, keeping its text. Nothing from the HTML reaches the page as markup: the
 * page renders the tree through its own components, and text is escaped there.
 */

const formatting: Record<string, 'strong' | 'emphasis' | 'delete' | 'inlineCode' | 'link'> = {
  b: 'strong', strong: 'strong', i: 'emphasis', em: 'emphasis', s: 'delete', del: 'delete', strike: 'delete', code: 'inlineCode', tt: 'inlineCode', a: 'link',
};
const hidden = new Set(['script', 'style', 'template', 'noscript', 'iframe', 'object']);

interface Tag {
  name: string;
  closing: boolean;
  selfClosing: boolean;
  href?: string;
}

/** The tags and text of an HTML fragment, in order; comments and doctypes are dropped. */
function tokens(html: string): Array<string | Tag> {
  const out: Array<string | Tag> = [];
  const pattern = /<!--[\s\S]*?-->|<![^>]*>|<\/?([A-Za-z][\w-]*)((?:\s+[^\s>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>]+))?)*)\s*(\/?)>/g;
  let last = 0;
  for (const match of html.matchAll(pattern)) {
    if (match.index > last) out.push(html.slice(last, match.index));
    last = match.index + match[0].length;
    const name = match[1]?.toLowerCase();
    if (name === undefined) continue;
    const href = /\shref\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i.exec(match[2] ?? '');
    const value = href?.[1] ?? href?.[2] ?? href?.[3];
    out.push({ name, closing: match[0].startsWith('</'), selfClosing: match[3] === '/', ...(value === undefined ? {} : { href: value }) });
  }
  if (last < html.length) out.push(html.slice(last));
  return out;
}

interface Frame {
  tag?: Tag;
  children: PhrasingContent[];
}

function close(frame: Frame): PhrasingContent[] {
  const kind = frame.tag ? formatting[frame.tag.name] : undefined;
  if (kind === 'inlineCode') return [{ type: 'inlineCode', value: frame.children.map(textOf).join('') }];
  if (kind === 'link') return frame.tag?.href !== undefined && frame.tag.href !== '' && isAllowedHref(frame.tag.href) ? [{ type: 'link', url: frame.tag.href, children: frame.children }] : frame.children;
  if (kind === 'strong' || kind === 'emphasis' || kind === 'delete') return [{ type: kind, children: frame.children }];
  return frame.children;
}

function textOf(node: Nodes): string {
  if ('value' in node && typeof node.value === 'string') return node.value;
  return 'children' in node ? (node.children as Nodes[]).map(textOf).join('') : '';
}

/** Text between tags, with character references decoded the way Markdown decodes them. */
function decoded(text: string): PhrasingContent[] {
  if (text.trim() === '') return text === '' ? [] : [{ type: 'text', value: text }];
  const value = parseMarkdown(text.replace(/[\\`*_[\]<>#|~-]/g, '\\$&')).children.map(textOf).join(' ');
  // Keep the spaces around the text, which a paragraph trims.
  return [{ type: 'text', value: `${/^\s/.test(text) ? ' ' : ''}${value}${/\s$/.test(text) ? ' ' : ''}` }];
}

/** Phrasing children with their inline HTML turned into safe nodes. */
function phrasing(children: readonly PhrasingContent[]): PhrasingContent[] {
  const stack: Frame[] = [{ children: [] }];
  let hiding: string | undefined;
  const top = () => stack[stack.length - 1] as Frame;
  for (const child of children) {
    if (child.type !== 'html') {
      if (hiding === undefined) top().children.push(transformed(child) as PhrasingContent);
      continue;
    }
    for (const token of tokens(child.value)) {
      if (typeof token === 'string') {
        if (hiding === undefined) top().children.push(...decoded(token));
        continue;
      }
      if (hiding !== undefined) {
        if (token.closing && token.name === hiding) hiding = undefined;
        continue;
      }
      if (hidden.has(token.name)) {
        if (!token.closing && !token.selfClosing) hiding = token.name;
      } else if (token.name === 'br') {
        top().children.push({ type: 'break' });
      } else if (formatting[token.name] !== undefined && !token.selfClosing) {
        if (!token.closing) {
          stack.push({ tag: token, children: [] });
        } else {
          const index = stack.findLastIndex((frame) => frame.tag?.name === token.name);
          if (index > 0) while (stack.length > index) close1();
        }
      }
    }
  }
  while (stack.length > 1) close1();
  return top().children;

  function close1() {
    const frame = stack.pop() as Frame;
    top().children.push(...close(frame));
  }
}

/** A block of raw HTML as the Markdown of its text: paragraphs where the HTML broke lines or blocks. */
function block(html: string): RootContent[] {
  const text = html
    .replace(/<(script|style|template|noscript|iframe|object)\b[\s\S]*?<\/\1\s*>/gi, '')
    .replace(/<br\s*\/?>|<\/(p|div|li|h[1-6]|tr|blockquote|pre|ul|ol|table)\s*>/gi, '\n\n');
  const paragraphs = text
    .split(/\n\s*\n/)
    .map((part) => part.trim())
    .filter((part) => part !== '')
    .map((part) => ({ type: 'paragraph', children: phrasing([{ type: 'html', value: part }]) }) as RootContent);
  return paragraphs.filter((paragraph) => 'children' in paragraph && paragraph.children.length > 0);
}

/** Nodes whose children are phrasing content (text and inline markup), where HTML comes as inline tags. */
const phrasingParents = new Set(['paragraph', 'heading', 'tableCell', 'emphasis', 'strong', 'delete', 'link', 'linkReference']);

function transformed(node: Nodes): Nodes {
  if (!('children' in node)) return node;
  const children = node.children as Nodes[];
  if (phrasingParents.has(node.type)) return { ...node, children: phrasing(children as PhrasingContent[]) } as Nodes;
  // A parent of blocks: block HTML becomes paragraphs of its text, other blocks are walked.
  return { ...node, children: children.flatMap((child) => (child.type === 'html' ? block(child.value) : [transformed(child)])) } as Nodes;
}

/** A Markdown tree with no raw HTML left: see the comment at the top of this file. */
export function withoutRawHtml(tree: Root): Root {
  return transformed(tree) as Root;
}
