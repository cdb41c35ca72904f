import type { List, PhrasingContent, RootContent } from 'mdast';
import type { MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import type { Locale } from '../../shared/i18n/locales';
import { jsxAttribute } from '../content/validate-mdx';
import { journeyView } from './journey-view';

/**
 * A `<Journey workflow="…" />` in a page's Markdown twin: the workflow's steps as a numbered list,
 * each with its words and its operation, so a reader of `.md` (or an agent) has the flow the page
 * runs; the MCP tool run_simulation runs it.
 */
/** A step's words with their `code` spans as inline code. */
const phrasing = (words: string): PhrasingContent[] =>
  words
    .split(/(`[^`]+`)/)
    .filter((piece) => piece !== '')
    .map((piece) => (piece.startsWith('`') && piece.endsWith('`') && piece.length > 2 ? { type: 'inlineCode', value: piece.slice(1, -1) } : { type: 'text', value: piece }));

export function journeyMarkdown(node: MdxJsxFlowElement | MdxJsxTextElement, locale: Locale): RootContent[] {
  const workflow = jsxAttribute(node, 'workflow');
  if (typeof workflow !== 'string') return [];
  const view = journeyView(workflow, locale);
  const list: List = {
    type: 'list',
    ordered: true,
    spread: false,
    children: view.steps.map((step) => ({
      type: 'listItem',
      spread: false,
      children: [{ type: 'paragraph', children: [...phrasing(step.words), { type: 'text', value: ' ' }, { type: 'inlineCode', value: `${step.method} ${step.url}` }] }],
    })),
  };
  return [{ type: 'paragraph', children: [{ type: 'strong', children: [{ type: 'text', value: view.summary }] }, { type: 'text', value: ` (${workflow})` }] }, list];
}
