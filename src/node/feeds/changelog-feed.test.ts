import { parseFeed } from '@rowanmanning/feed-parser';
import { describe, expect, it } from 'vitest';
import { changelogFeed } from './changelog-feed';
import { feedProblems } from './feed-check';

const origin = 'https://docs.example';
const page = {
  href: '/en/checkout/api/changelog',
  title: 'API changelog',
  description: 'Changes by date.',
  sourceLocale: 'en' as const,
  headings: [
    { id: '2026-10-15', title: '2026-10-15', depth: 2 },
    { id: 'details', title: 'Details', depth: 3 },
    { id: '2026-07-01', title: '2026-07-01', depth: 2 },
    { id: 'next-steps', title: 'Next steps', depth: 2 },
  ],
};
const markdown = [
  '# API changelog', '', 'Changes by date.', '',
  '## 2026-10-15', '', '- **Added**: [processor fields](/en/checkout/processor-fields) & more.', '', '### Details', '', 'Second paragraph.', '',
  '## 2026-07-01', '', 'A `field`.', '',
  '## Next steps', '', '- [Create a session](/en/checkout/create-session)', '',
].join('\n');
const built = changelogFeed({ page, markdown, origin, title: 'Web Checkout: API changelog', author: 'Docs' });
const self = `${origin}/en/checkout/api/changelog.atom`;

describe('changelogFeed', () => {
  it('writes a valid Atom feed beside the page, one entry per dated section', () => {
    expect(built.path).toBe('/en/checkout/api/changelog.atom');
    expect(built.entries).toBe(2);
    expect(feedProblems(built.xml, { self, entries: 2 })).toEqual([]);
  });

  it('gives each entry its date, the anchor of its heading and its section as HTML with absolute links', () => {
    const feed = parseFeed(built.xml);
    expect(feed.title).toBe('Web Checkout: API changelog');
    expect(feed.url).toBe(`${origin}/en/checkout/api/changelog`);
    expect(feed.updated?.toISOString()).toBe('2026-10-15T00:00:00.000Z');
    const [first, second] = feed.items;
    expect(first?.url).toBe(`${origin}/en/checkout/api/changelog#2026-10-15`);
    expect(first?.updated?.toISOString()).toBe('2026-10-15T00:00:00.000Z');
    expect(first?.content).toContain(`href="${origin}/en/checkout/processor-fields"`);
    // A level-3 heading belongs to its entry; the next level-2 one ends it.
    expect(first?.content).toContain('Second paragraph.');
    expect(second?.content).toContain('<code>field</code>');
    expect(feed.items.map((item) => item.content).join('')).not.toContain('create-session');
  });

  it('is the same file from one build to the next', () => {
    expect(changelogFeed({ page, markdown, origin, title: 'Web Checkout: API changelog', author: 'Docs' }).xml).toBe(built.xml);
  });
});
