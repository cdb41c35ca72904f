import { describe, expect, it } from 'vitest';
import { changelogFeed } from './changelog-feed';
import { feedProblems } from './feed-check';

const origin = 'https://docs.example';
const self = `${origin}/en/checkout/api/changelog.atom`;
const built = changelogFeed({
  page: {
    href: '/en/checkout/api/changelog',
    title: 'API changelog',
    description: 'Changes by date.',
    sourceLocale: 'en',
    headings: [{ id: '2026-10-15', title: '2026-10-15', depth: 2 }, { id: '2026-07-01', title: '2026-07-01', depth: 2 }],
  },
  markdown: '# API changelog\n\nChanges by date.\n\n## 2026-10-15\n\n- Added.\n\n## 2026-07-01\n\n- Changed.\n',
  origin,
  title: 'Web Checkout: API changelog',
  author: 'Docs',
});

describe('feedProblems', () => {
  it('accepts the feeds the build writes', () => {
    expect(feedProblems(built.xml, { self, entries: 2 })).toEqual([]);
  });

  it('finds XML that is not well formed', () => {
    expect(feedProblems(built.xml.replace('</feed>', ''), { self, entries: 2 })[0]).toMatch(/well-formed/);
  });

  it('finds a document that is not a feed, or not Atom', () => {
    expect(feedProblems('<html><body/></html>', { self, entries: 0 })[0]).toMatch(/not a feed/);
    expect(feedProblems('<rss version="2.0"><channel><title>x</title></channel></rss>', { self, entries: 0 })).toContain('is read as rss, not Atom.');
  });

  it('finds missing required elements, a wrong self link and entries lost', () => {
    const broken = built.xml.replace(/<id>https:\/\/docs\.example\/en\/checkout\/api\/changelog\.atom<\/id>/, '').replace(/<title type="html"><!\[CDATA\[2026-07-01\]\]><\/title>/, '');
    const problems = feedProblems(broken, { self: `${origin}/other.atom`, entries: 3 });
    expect(problems).toEqual(
      expect.arrayContaining([
        'has no feed <id>.',
        `links itself as ${self}, not ${origin}/other.atom.`,
        'has 2 entries; the page has 3.',
        expect.stringMatching(/^entry 2 .* has no title\.$/),
      ]),
    );
  });
});
