import { expect, test, type Page } from '@playwright/test';
import { es } from '../../src/shared/i18n/dictionaries/es';
import { pageAt, sidebarLink, sidebarTitle } from './site-model';

// Labels come from the site model: these tests check what the sidebar does, not what pages say.
const SESSION = '/checkout/create-session';
const session = (target: string) => sidebarTitle(SESSION, target);

function sidebar(page: Page) {
  return page.getByRole('navigation', { name: es['sidebar.label'] });
}

test.describe('sidebar at 1440px', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('marks the current page, shows its children and lists its level-2 headings', async ({ page }) => {
    await page.goto(SESSION);
    const nav = sidebar(page);
    const current = nav.getByRole('link', { name: session(SESSION), exact: true });
    await expect(current).toHaveAttribute('aria-current', 'page');
    await expect(nav.locator('[aria-current="page"]')).toHaveCount(1);
    // The label is the page's own title (or its short sidebarTitle): they cannot drift apart.
    expect(session(SESSION)).toBe(pageAt(SESSION).title);

    const children = sidebarLink(SESSION, SESSION).children ?? [];
    expect(children.length).toBeGreaterThan(1);
    for (const child of children) {
      await expect(nav.getByRole('link', { name: child.title, exact: true })).toBeVisible();
    }

    const articleHeadings = await page
      .locator('article h2[id]')
      .evaluateAll((headings) => headings.map((h) => ({ id: h.id, title: h.querySelector('span')?.textContent ?? '' })));
    expect(articleHeadings.length).toBeGreaterThan(1);

    // The headings are the group named "On this page" inside the current link's <li>.
    const headingLinks = current.locator('xpath=..').getByRole('group', { name: es['toc.title'] }).getByRole('link');
    await expect(headingLinks).toHaveCount(articleHeadings.length);
    const listed = await headingLinks.evaluateAll((links) => links.map((a) => ({ href: a.getAttribute('href'), title: a.lastChild?.textContent })));
    expect(listed).toEqual(articleHeadings.map((h) => ({ href: `/checkout/create-session#${h.id}`, title: h.title })));
    for (const [index, heading] of articleHeadings.entries()) await expect(headingLinks.nth(index)).toHaveAccessibleName(heading.title);
  });

  test('tells the page’s own headings from its child pages: anchors marked # and indented past the child pages, which read as pages', async ({ page }) => {
    await page.goto(SESSION);
    const nav = sidebar(page);
    const current = nav.getByRole('link', { name: session(SESSION), exact: true });
    const headingLinks = current.locator('xpath=..').getByRole('group', { name: es['toc.title'] }).getByRole('link');
    const childLinks = (sidebarLink(SESSION, SESSION).children ?? []).map((child) => nav.getByRole('link', { name: child.title, exact: true }));
    expect(childLinks.length).toBeGreaterThan(1);
    await expect(headingLinks.first()).toBeVisible();
    /** Where a link's words start, and whether a # comes first. */
    const look = (link: typeof current) =>
      link.evaluate((a) => {
        const range = document.createRange();
        range.selectNodeContents(a.lastChild!);
        const marker = a.firstElementChild;
        return { textLeft: Math.round(range.getBoundingClientRect().left), marked: marker?.textContent === '#' && marker.getAttribute('aria-hidden') === 'true', size: getComputedStyle(a).fontSize };
      });
    const headings = await Promise.all(Array.from({ length: await headingLinks.count() }, (_, index) => look(headingLinks.nth(index))));
    const children = await Promise.all(childLinks.map(look));
    for (const heading of headings) expect(heading.marked).toBe(true);
    for (const child of children) expect(child.marked).toBe(false);
    // One indent for the anchors, another for the pages; never the same.
    expect(new Set(headings.map((heading) => heading.textLeft)).size).toBe(1);
    expect(new Set(children.map((child) => child.textLeft)).size).toBe(1);
    expect(headings[0]!.textLeft).toBeGreaterThan(children[0]!.textLeft);
    expect(headings[0]!.size).not.toBe(children[0]!.size);
  });

  test('does not render the children of a link that is neither current nor an ancestor', async ({ page }) => {
    await page.goto('/checkout/authentication');
    const nav = sidebar(page);
    await expect(nav.getByRole('link', { name: session('/checkout/authentication'), exact: true })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: session(SESSION), exact: true })).toBeVisible();
    await expect(nav.locator('a[href="/checkout/document-types"]')).toHaveCount(0);
    await expect(nav.locator('a[href="/checkout/additional-fields"]')).toHaveCount(0);
  });

  test('on a child page, shows the parent children and marks the child', async ({ page }) => {
    await page.goto('/checkout/document-types');
    const nav = sidebar(page);
    await expect(nav.getByRole('link', { name: session('/checkout/document-types'), exact: true })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: session(SESSION), exact: true })).not.toHaveAttribute('aria-current', /.*/);
    await expect(nav.getByRole('link', { name: session('/checkout/additional-fields'), exact: true })).toBeVisible();
    await expect(nav.getByRole('link', { name: session('/checkout/payment-methods'), exact: true })).toBeVisible();
  });

  test('moves the active marker after following a sidebar link', async ({ page }) => {
    await page.goto(SESSION);
    const nav = sidebar(page);
    const notification = nav.getByRole('link', { name: session('/checkout/notification'), exact: true });
    await notification.click();
    await page.waitForURL('/checkout/notification');
    await expect(notification).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: session(SESSION), exact: true })).not.toHaveAttribute('aria-current', /.*/);
    await expect(nav.locator('[aria-current="page"]')).toHaveCount(1);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('a group toggle hides and shows its links', async ({ page }) => {
    await page.goto(SESSION);
    const nav = sidebar(page);
    const [first, second] = pageAt(SESSION).navigation[0]!.groups;
    const toggle = nav.getByRole('button', { name: es['sidebar.toggleGroup'].replace('{group}', first!.title) });
    const intro = nav.getByRole('link', { name: first!.links[0]!.title, exact: true });
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(intro).toBeVisible();

    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(intro).toBeHidden();
    await expect(nav.getByRole('link', { name: session(SESSION), exact: true })).toBeHidden();
    // Other groups are untouched.
    await expect(nav.getByRole('link', { name: second!.links[0]!.title, exact: true })).toBeVisible();

    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(intro).toBeVisible();
  });
});
