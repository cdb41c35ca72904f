import GithubSlugger from 'github-slugger';
import type { Heading as MdastHeading, Root } from 'mdast';
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
}

const parser = unified().use(remarkParse).use(remarkMdx).use(remarkGfm);

export function parseMdx(body: string): Root {
  return parser.parse(body);
}

/**
 * Headings with the ids rehype-slug gives them when the page renders: the same
 * slugger, fed every heading in document order, so duplicates get the same -1, -2.
 */
export function extractHeadings(tree: Root): PageHeading[] {
  const slugger = new GithubSlugger();
  const headings: PageHeading[] = [];
  visit(tree, 'heading', (node: MdastHeading) => {
    const title = toString(node);
    headings.push({ id: slugger.slug(title), title, depth: node.depth });
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
