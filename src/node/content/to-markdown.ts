import type { BlockContent, List, ListItem, Paragraph, PhrasingContent, Root, RootContent } from 'mdast';
import type { MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import remarkGfm from 'remark-gfm';
import remarkStringify from 'remark-stringify';
import { unified } from 'unified';
import { parseMdx } from '../../shared/content/headings';
import { withSafeLinks } from '../../shared/content/safe-links';
import { readerMeta } from './code-meta';
import { jsxAttribute } from './validate-mdx';

type Jsx = MdxJsxFlowElement | MdxJsxTextElement;

export interface MarkdownLabels {
  note: string;
  info: string;
  warning: string;
  error: string;
  required: string;
  conditional: string;
}

/** What an API operation becomes in Markdown; the API reference supplies it. */
export type JsxToMarkdown = (node: Jsx) => RootContent[] | undefined;

const text = (value: string): PhrasingContent => ({ type: 'text', value });
const strong = (value: string): PhrasingContent => ({ type: 'strong', children: [text(value)] });
const paragraph = (...children: PhrasingContent[]): Paragraph => ({ type: 'paragraph', children });
const asBlocks = (nodes: RootContent[]): BlockContent[] =>
  nodes.map((node) => (node.type === 'text' || node.type === 'inlineCode' || node.type === 'strong' || node.type === 'emphasis' || node.type === 'link' ? paragraph(node) : node)) as BlockContent[];

/** List items among converted children; one-line components arrive inside a paragraph. */
function listItems(nodes: RootContent[]): ListItem[] {
  return nodes.flatMap((node) => {
    if (node.type === 'listItem') return [node];
    if (node.type === 'paragraph') return (node.children as RootContent[]).filter((child): child is ListItem => child.type === 'listItem');
    return [];
  });
}

function convertChildren(nodes: RootContent[], labels: MarkdownLabels, extra?: JsxToMarkdown): RootContent[] {
  return nodes.flatMap((node) => convert(node, labels, extra));
}

/** Each authoring component as the plain Markdown a person would write for it. */
function convert(node: RootContent, labels: MarkdownLabels, extra?: JsxToMarkdown): RootContent[] {
  if (node.type === 'mdxjsEsm' || node.type === 'mdxFlowExpression' || node.type === 'mdxTextExpression') return [];
  if (node.type === 'code') return [{ ...node, meta: readerMeta(node.meta) }];
  if (node.type !== 'mdxJsxFlowElement' && node.type !== 'mdxJsxTextElement') {
    if ('children' in node && Array.isArray(node.children)) {
      return [{ ...node, children: convertChildren(node.children as RootContent[], labels, extra) } as RootContent];
    }
    return [node];
  }
  const custom = extra?.(node);
  if (custom) return custom;
  const children = convertChildren(node.children as RootContent[], labels, extra);
  const attr = (name: string) => {
    const value = jsxAttribute(node, name);
    return typeof value === 'string' ? value : undefined;
  };
  switch (node.name) {
    case 'Note':
    case 'Info':
    case 'Warning':
    case 'Error':
    case 'Callout': {
      const type = node.name === 'Callout' ? (attr('type') ?? 'note') : node.name.toLowerCase();
      const label = attr('title') ?? labels[type as keyof MarkdownLabels] ?? type;
      return [{ type: 'blockquote', children: [paragraph(strong(`${label}:`)), ...asBlocks(children)] }];
    }
    case 'Tab':
      return [paragraph(strong(attr('title') ?? '')), ...children];
    case 'Step':
      return [{ type: 'listItem', spread: true, children: [paragraph(strong(attr('title') ?? '')), ...asBlocks(children)] } satisfies ListItem];
    case 'Steps': {
      return [{ type: 'list', ordered: true, spread: true, children: listItems(children) } satisfies List];
    }
    case 'Card': {
      const description = children.flatMap((child): PhrasingContent[] => (child.type === 'paragraph' ? child.children : 'children' in child || child.type === 'text' || child.type === 'inlineCode' ? [child as PhrasingContent] : []));
      const link: PhrasingContent = { type: 'link', url: attr('href') ?? '', children: [text(attr('title') ?? '')] };
      return [{ type: 'listItem', spread: false, children: [paragraph(link, ...(description.length ? [text(': '), ...description] : []))] } satisfies ListItem];
    }
    case 'Cards': {
      return [{ type: 'list', ordered: false, spread: false, children: listItems(children) } satisfies List];
    }
    case 'Property': {
      const badges = [attr('type'), jsxAttribute(node, 'required') ? labels.required : undefined, jsxAttribute(node, 'conditional') ? labels.conditional : undefined].filter(Boolean);
      const head: PhrasingContent[] = [{ type: 'inlineCode', value: attr('name') ?? '' }, ...(badges.length ? [text(` (${badges.join(', ')})`)] : [])];
      const [first, ...rest] = asBlocks(children);
      const firstParagraph = first?.type === 'paragraph' ? paragraph(...head, text(': '), ...first.children) : paragraph(...head);
      return [{ type: 'listItem', spread: false, children: [firstParagraph, ...(first?.type === 'paragraph' ? rest : asBlocks(children))] } satisfies ListItem];
    }
    case 'Properties': {
      return [{ type: 'list', ordered: false, spread: false, children: listItems(children) } satisfies List];
    }
    case 'Image':
      return [paragraph({ type: 'image', url: attr('src') ?? '', alt: attr('alt') ?? '' })];
    default:
      // CodeGroup, Tabs, Row, Col and anything without a Markdown form: their content stands on its own.
      return children;
  }
}

const stringifier = unified().use(remarkGfm).use(remarkStringify, { bullet: '-', fences: true, rule: '-' });

/** A page as Markdown, for the `.md` twin, "Copy page" and llms.txt (issue 5). */
export function mdxToMarkdown(
  page: { title: string; description: string; body: string; notice?: string },
  labels: MarkdownLabels,
  extra?: JsxToMarkdown,
  tree: Root = parseMdx(page.body),
): string {
  // A link outside the allow-list is its text (link-scheme.ts): the content check refuses one in a page, an API description may hold one.
  const converted: Root = withSafeLinks({ type: 'root', children: convertChildren(tree.children, labels, extra) });
  const body = String(stringifier.stringify(converted)).trim();
  const notice = page.notice ? `> ${page.notice}\n\n` : '';
  return `# ${page.title}\n\n${page.description}\n\n${notice}${body}\n`;
}
