import GithubSlugger from 'github-slugger';
import type { Heading as MdastHeading, Root, RootContent } from 'mdast';
import type { MdxJsxFlowElement } from 'mdast-util-mdx-jsx';
import { toString } from 'mdast-util-to-string';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';

export interface PageHeading {
  id: string;
  title: string;
  depth: number;
  /** A short tag shown before the title (an API operation's method), spec §3. */
  tag?: string;
  /** A label shown after the title (an API operation's path), spec §3. */
  label?: string;
}

const parser = unified().use(remarkParse).use(remarkMdx).use(remarkGfm);

export function parseMdx(body: string): Root {
  return parser.parse(body);
}

/**
 * Headings with the ids rehype-slug gives them when the page renders: the same
 * slugger, fed every heading in document order, so duplicates get the same -1, -2.
 * A component that renders its own heading (an API operation) adds it, in document
 * order, through `componentHeading`; its id is its own and does not go through the slugger.
 */
export function extractHeadings(tree: Root, componentHeading?: (node: MdxJsxFlowElement) => PageHeading | undefined): PageHeading[] {
  const slugger = new GithubSlugger();
  const headings: PageHeading[] = [];
  visit(tree, (node) => {
    const content = node as RootContent;
    if (content.type === 'heading') {
      const title = toString(content as MdastHeading);
      headings.push({ id: slugger.slug(title), title, depth: content.depth });
    } else if (content.type === 'mdxJsxFlowElement' && componentHeading) {
      const heading = componentHeading(content);
      if (heading) headings.push(heading);
    }
  });
  return headings;
}

/** Level-2 headings are the page's table-of-contents sections (spec §2). */
export function tocHeadings(headings: readonly PageHeading[]): PageHeading[] {
  return headings.filter((heading) => heading.depth === 2);
}

/** Scroll offset of a heading (spec §3): 8rem when it carries a tag or label, else 6rem. */
export function headingOffsetRem(heading: { tag?: string; label?: string }): 6 | 8 {
  return heading.tag || heading.label ? 8 : 6;
}
