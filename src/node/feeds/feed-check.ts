import { parseFeed } from '@rowanmanning/feed-parser';
import { XMLValidator } from 'fast-xml-parser';

/**
 * What is wrong with a feed the build wrote, read back as a feed reader would: well-formed XML
 * (fast-xml-parser's validator), an Atom feed to a tolerant feed parser (@rowanmanning/feed-parser),
 * with the elements RFC 4287 requires (feed and entry id, title, updated; an author) and the
 * entries and self link the build meant to write.
 */
export function feedProblems(xml: string, expected: { self: string; entries: number }): string[] {
  const wellFormed = XMLValidator.validate(xml);
  if (wellFormed !== true) return [`is not well-formed XML: ${wellFormed.err.msg} (line ${wellFormed.err.line}).`];
  let feed: ReturnType<typeof parseFeed>;
  try {
    feed = parseFeed(xml);
  } catch (error) {
    return [`is not a feed a reader can parse: ${(error as Error).message}`];
  }
  const problems: string[] = [];
  if (feed.meta.type !== 'atom') problems.push(`is read as ${feed.meta.type}, not Atom.`);
  if (!feed.element.findElementWithName('id')?.textContentNormalized) problems.push('has no feed <id>.');
  if (!feed.title) problems.push('has no feed <title>.');
  if (!feed.updated) problems.push('has no valid feed <updated> date.');
  if (feed.self !== expected.self) problems.push(`links itself as ${feed.self ?? 'nothing'}, not ${expected.self}.`);
  const items = feed.items;
  if (items.length !== expected.entries) problems.push(`has ${items.length} entries; the page has ${expected.entries}.`);
  items.forEach((item, index) => {
    const missing = [!item.id && 'id', !item.title && 'title', !item.updated && 'updated date', !item.url && 'link', !item.content && 'content', feed.authors.length === 0 && item.authors.length === 0 && 'author'].filter(Boolean);
    if (missing.length > 0) problems.push(`entry ${index + 1} (${item.title ?? 'untitled'}) has no ${missing.join(', ')}.`);
  });
  const ids = items.map((item) => item.id);
  if (new Set(ids).size !== ids.length) problems.push('has two entries with the same id.');
  return problems;
}
