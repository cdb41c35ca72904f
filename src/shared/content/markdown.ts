import type { Root } from 'mdast';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';

const parser = unified().use(remarkParse).use(remarkGfm);

/**
 * Plain Markdown (CommonMark + GFM, no MDX) as a syntax tree: the descriptions of an API
 * definition, where `{`, `<` and `>` are ordinary characters.
 */
export function parseMarkdown(text: string): Root {
  return parser.parse(text);
}
