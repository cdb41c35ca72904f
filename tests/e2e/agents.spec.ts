import { expect, test } from '@playwright/test';
import { markdownTwinPath } from '../../src/shared/content/markdown-twin';
import { changelogEntryHeadings, changelogFeedPath, isChangelogPage } from '../../src/node/feeds/changelog';
import { feedProblems } from '../../src/node/feeds/feed-check';
import { en } from '../../src/shared/i18n/dictionaries/en';
import { es } from '../../src/shared/i18n/dictionaries/es';
import { siteConfig } from '../../src/node/site-config';
import { site } from './site-model';

/** What an agent finds from a page: its Markdown twin in the head, and a changelog's Atom feed. */

const guide = site.pages.find((page) => page.kind === 'guide' && !page.isIndex && page.locale === 'en')!;
const api = site.pages.find((page) => (page.operations?.length ?? 0) > 0 && page.locale === 'es')!;
const changelogs = site.pages.filter(isChangelogPage);

test('every kind of page declares its Markdown twin, served as Markdown under the page’s title', async ({ page, request }) => {
  const pages: Array<[string, string]> = [
    ['/', es['meta.homeTitle']],
    ['/en', en['meta.homeTitle']],
    ['/en/search', en['search.pageTitle']],
    [guide.href, guide.title],
    [api.href, api.title],
  ];
  for (const [href, title] of pages) {
    await page.goto(href);
    const links = page.locator('head link[rel="alternate"][type="text/markdown"]');
    await expect(links).toHaveCount(1);
    const declared = new URL((await links.getAttribute('href'))!);
    expect(declared.origin).toBe(new URL(siteConfig.url).origin);
    expect(declared.pathname).toBe(markdownTwinPath(href));
    const twin = await request.get(declared.pathname);
    expect(twin.status()).toBe(200);
    expect(twin.headers()['content-type']).toMatch(/^text\/markdown/);
    expect((await twin.text()).startsWith(`# ${title}\n`)).toBe(true);
  }
});

test('a changelog links its Atom feed, in the head and on the page, and the feed has an entry per dated heading', async ({ page, request }) => {
  expect(changelogs.length).toBeGreaterThan(0);
  for (const changelog of changelogs) {
    const labels = changelog.locale === 'es' ? es : en;
    await page.goto(changelog.href);
    const feedPath = changelogFeedPath(changelog.href);
    const head = page.locator('head link[rel="alternate"][type="application/atom+xml"]');
    await expect(head).toHaveCount(1);
    expect(new URL((await head.getAttribute('href'))!).pathname).toBe(feedPath);
    await expect(page.getByRole('link', { name: labels['page.feed'] })).toHaveAttribute('href', feedPath);

    const response = await request.get(feedPath);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/^application\/atom\+xml/);
    const { entries } = changelogEntryHeadings(changelog.headings);
    expect(feedProblems(await response.text(), { self: new URL(feedPath, siteConfig.url).toString(), entries: entries.length })).toEqual([]);
    // Each entry's anchor is a heading of the page.
    for (const entry of entries) await expect(page.locator(`[id="${entry.id}"]`)).toHaveCount(1);
  }
});
