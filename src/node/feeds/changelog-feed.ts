import { Feed } from 'feed';
import type { RootContent } from 'mdast';
import { toString } from 'mdast-util-to-string';
import { markdownNodesHtml } from '../../shared/content/markdown-html';
import { parseMarkdown } from '../../shared/content/markdown';
import type { SitePage } from '../../shared/site/types';
import { changelogEntryHeadings, changelogFeedPath } from './changelog';

export interface ChangelogFeedInput {
  page: Pick<SitePage, 'href' | 'title' | 'description' | 'headings' | 'sourceLocale'>;
  /** The page's Markdown twin: the entries' text, with every authoring component already plain Markdown. */
  markdown: string;
  /** The site's origin: a feed's ids and links are absolute. */
  origin: string;
  /** The feed's title: the product's name and the page's title. */
  title: string;
  /** Who publishes it (Atom needs an author). */
  author: string;
}

/** Each dated level-2 section of the Markdown, as the nodes under its heading. */
function sectionsByTitle(markdown: string): Map<string, RootContent[]> {
  const sections = new Map<string, RootContent[]>();
  let current: RootContent[] | undefined;
  for (const node of parseMarkdown(markdown).children) {
    if (node.type === 'heading' && node.depth <= 2) {
      current = node.depth === 2 ? [] : undefined;
      if (current) sections.set(toString(node).trim(), current);
    } else {
      current?.push(node);
    }
  }
  return sections;
}

/**
 * A changelog page's Atom feed: one entry per dated section, newest date as the feed's update
 * time, so the same page always gives the same file (no build time in it).
 */
export function changelogFeed(input: ChangelogFeedInput): { path: string; xml: string; entries: number } {
  const { page, origin } = input;
  const path = changelogFeedPath(page.href);
  const pageUrl = new URL(page.href, origin).toString();
  const feedUrl = new URL(path, origin).toString();
  const { entries } = changelogEntryHeadings(page.headings);
  const sections = sectionsByTitle(input.markdown);
  const dayOf = (date: string) => new Date(`${date}T00:00:00Z`);
  const newest = entries.map((entry) => entry.date).sort().at(-1);
  const author = { name: input.author, link: origin };
  const feed = new Feed({
    id: feedUrl,
    title: input.title,
    description: page.description,
    link: pageUrl,
    language: page.sourceLocale,
    ...(newest ? { updated: dayOf(newest) } : {}),
    feedLinks: { atom: feedUrl },
    author,
    generator: false,
  });
  for (const entry of entries) {
    feed.addItem({
      id: `${pageUrl}#${entry.id}`,
      title: entry.title,
      link: `${pageUrl}#${entry.id}`,
      date: dayOf(entry.date),
      content: markdownNodesHtml(sections.get(entry.title) ?? [], origin),
      author: [author],
    });
  }
  return { path, xml: feed.atom1(), entries: entries.length };
}
