import { expect, test } from '@playwright/test';
import { es } from '../../src/lib/i18n/dictionaries/es';

test.use({ reducedMotion: 'reduce' });

test.describe('at 1440px', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('lists the level-2 headings and follows the scroll', async ({ page }) => {
    await page.goto('/checkout/create-session');
    const toc = page.getByRole('navigation', { name: es['toc.title'] });
    await expect(toc).toBeVisible();

    const ids = await page.locator('article h2[id]').evaluateAll((headings) => headings.map((h) => h.id));
    expect(ids.length).toBeGreaterThan(2);
    const links = toc.getByRole('link');
    const hrefs = await links.evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href')));
    expect(hrefs).toEqual(ids.map((id) => `/checkout/create-session#${id}`));

    await expect(links.first()).toHaveAttribute('aria-current', 'location');
    await expect(toc.locator('[aria-current]')).toHaveCount(1);

    const target = toc.locator('a[href="/checkout/create-session#errores"]');
    await expect(target).not.toHaveAttribute('aria-current', /.*/);
    // Bring the "Errores" heading just below the top bar, above the reading line.
    await page.evaluate(() => {
      const heading = document.getElementById('errores')!;
      window.scrollTo(0, heading.getBoundingClientRect().top + window.scrollY - 120);
    });
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
    await page.goto('/checkout/create-session');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('navigation', { name: es['toc.title'], includeHidden: true })).toBeHidden();
    // The sidebar is still shown at this width.
    await expect(page.getByRole('navigation', { name: es['sidebar.label'] })).toBeVisible();
  });
});
