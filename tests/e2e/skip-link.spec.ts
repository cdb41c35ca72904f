import { expect, test } from '@playwright/test';
import { en } from '../../src/shared/i18n/dictionaries/en';
import { es } from '../../src/shared/i18n/dictionaries/es';

for (const [path, dict] of [
  ['/checkout/create-session', es],
  ['/en/checkout/create-session', en],
] as const) {
  test(`the first Tab on ${path} reaches the skip link, which moves focus to main`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: dict['skip.toContent'] });
    await expect(skip).toBeFocused();
    await expect(skip).toBeVisible();
    await expect(skip).toHaveAttribute('href', '#main');
    await page.keyboard.press('Enter');
    await expect(page.locator('main#main')).toBeFocused();
  });
}
