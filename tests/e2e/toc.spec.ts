import { expect, test } from '@playwright/test';
import { es } from '../../src/lib/i18n/dictionaries/es';
import { headingsOf } from './site-model';

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
