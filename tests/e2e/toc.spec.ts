import { expect, test } from '@playwright/test';
import { es } from '../../src/shared/i18n/dictionaries/es';
import { headingsOf, operationsOf } from './site-model';

const SESSION = '/checkout/create-session';

test.use({ reducedMotion: 'reduce' });

test.describe('at 1440px', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('lists the level-2 headings and follows the scroll', async ({ page }) => {
    await page.goto(SESSION);
    const toc = page.getByRole('navigation', { name: es['toc.title'] });
    await expect(toc).toBeVisible();

    const ids = await page.locator('article h2[id]').evaluateAll((headings) => headings.map((h) => h.id));
    expect(ids.length).toBeGreaterThan(2);
    // The page shows the level-2 headings its source has.
    expect(ids).toEqual(headingsOf(SESSION).map((heading) => heading.id));
    const links = toc.getByRole('link');
    const hrefs = await links.evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href')));
    expect(hrefs).toEqual(ids.map((id) => `${SESSION}#${id}`));

    await expect(links.first()).toHaveAttribute('aria-current', 'location');
    await expect(toc.locator('[aria-current]')).toHaveCount(1);

    // A heading in the middle of the page, with sections below it to scroll by.
    const middle = ids[Math.floor(ids.length / 2)]!;
    const target = links.nth(ids.indexOf(middle));
    await expect(target).toHaveAttribute('href', `${SESSION}#${middle}`);
    await expect(target).not.toHaveAttribute('aria-current', /.*/);
    // Bring that heading just below the top bar, above the reading line.
    await page.evaluate((id) => {
      const heading = document.getElementById(id)!;
      window.scrollTo(0, heading.getBoundingClientRect().top + window.scrollY - 120);
    }, middle);
    await expect(target).toHaveAttribute('aria-current', 'location');
    await expect(links.first()).not.toHaveAttribute('aria-current', /.*/);
    await expect(toc.locator('[aria-current]')).toHaveCount(1);

    // Back to the top, the first heading is current again.
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(links.first()).toHaveAttribute('aria-current', 'location');
  });
});

test.describe('on an API page at 1440px', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('follows the operations as the reader scrolls, each measured by the section it titles', async ({ page }) => {
    // A page of many operations: the second one's section can reach the top with more page below it.
    const API = '/core/reference/merchant';
    const operations = operationsOf(API);
    expect(operations.length).toBeGreaterThan(3);
    await page.goto(API);
    const toc = page.getByRole('navigation', { name: es['toc.title'] });
    const second = toc.getByRole('link', { name: operations[1]!.title, exact: true });
    // At the top, the page's first heading (an introduction before the operations, or the first operation).
    await expect(toc.getByRole('link').first()).toHaveAttribute('aria-current', 'location');
    await expect(second).not.toHaveAttribute('aria-current', /.*/);
    // The second operation's section just below the top bar, above the reading line. Operations
    // above it take their real height once laid out, so the reader scrolls there again if it moved.
    await expect(async () => {
      await page.evaluate((id) => {
        const section = document.querySelector(`section[aria-labelledby="${id}"]`)!;
        window.scrollTo(0, section.getBoundingClientRect().top + window.scrollY - 120);
      }, operations[1]!.id);
      await expect(second).toHaveAttribute('aria-current', 'location', { timeout: 1_000 });
    }).toPass();
    await expect(toc.locator('[aria-current]')).toHaveCount(1);
  });
});

test.describe('at 1024px', () => {
  test.use({ viewport: { width: 1024, height: 800 } });

  test('hides the table of contents', async ({ page }) => {
    await page.goto(SESSION);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('navigation', { name: es['toc.title'], includeHidden: true })).toBeHidden();
    // The sidebar is still shown at this width.
    await expect(page.getByRole('navigation', { name: es['sidebar.label'] })).toBeVisible();
  });
});

test.describe('at 390px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('"On this page" is a collapsed list under the title that opens, lists the level-2 headings and takes the reader there', async ({ page }) => {
    await page.goto(SESSION);
    const title = page.getByRole('heading', { level: 1 });
    const toggle = page.locator('main summary', { hasText: es['toc.title'] });
    await expect(toggle).toBeVisible();
    // Under the title, before the text starts.
    expect((await toggle.boundingBox())!.y).toBeGreaterThan((await title.boundingBox())!.y);
    expect((await toggle.boundingBox())!.y).toBeLessThan((await page.locator('main .prose').boundingBox())!.y);
    const headings = headingsOf(SESSION);
    const links = page.locator('main details').getByRole('link');
    await expect(links.first()).toBeHidden();
    await toggle.click();
    await expect(links).toHaveCount(headings.length);
    for (const [index, heading] of headings.entries()) {
      await expect(links.nth(index)).toHaveText(heading.title);
      await expect(links.nth(index)).toHaveAttribute('href', `${SESSION}#${heading.id}`);
    }
    const last = headings.at(-1)!;
    await links.last().click();
    await expect(page).toHaveURL(`${SESSION}#${last.id}`);
    await expect(page.locator(`#${last.id}`)).toBeInViewport();
  });
});

test('at 1440px the list under the title is not shown: the side panel is', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(SESSION);
  await expect(page.getByRole('navigation', { name: es['toc.title'] })).toBeVisible();
  await expect(page.locator('main summary', { hasText: es['toc.title'] })).toBeHidden();
});
