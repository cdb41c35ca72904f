import { expect, test } from '@playwright/test';
import { es } from '../../src/shared/i18n/dictionaries/es';

test.use({ reducedMotion: 'reduce' });

test('the background fades in over the first 72px of scroll', async ({ page }) => {
  await page.goto('/checkout/create-session');
  const header = page.getByRole('banner', { name: es['topbar.label'] });
  const layer = header.locator('> div[aria-hidden="true"]');
  await expect(header).toHaveAttribute('data-opacity', '0.00');
  await expect(layer).toHaveCSS('opacity', '0');

  for (const [y, expected] of [
    [36, 0.5],
    [72, 1],
    [400, 1],
    [0, 0],
  ] as const) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(y);
    await expect.poll(async () => Number(await header.getAttribute('data-opacity'))).toBeCloseTo(expected, 2);
    await expect.poll(async () => Number(await layer.evaluate((el) => getComputedStyle(el).opacity))).toBeCloseTo(expected, 2);
  }
});

test('the top bar stays at the top while scrolling', async ({ page }) => {
  await page.goto('/checkout/create-session');
  const header = page.getByRole('banner', { name: es['topbar.label'] });
  await page.evaluate(() => window.scrollTo(0, 600));
  await expect.poll(async () => (await header.boundingBox())?.y).toBe(0);
  await expect(header).toBeInViewport();
});
