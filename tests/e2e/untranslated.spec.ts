import { expect, test } from '@playwright/test';

const NOTICE = 'A NOTICE: Since this page is not yet available in English, you will see it in Spanish.';

test('an English URL of a Spanish-only page shows the notice', async ({ page }) => {
  await page.goto('/en/autopay');
  await expect(page.getByRole('note')).toHaveText(NOTICE);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.locator('article')).toHaveAttribute('lang', 'es');
});

test('a translated English page has no notice', async ({ page }) => {
  await page.goto('/en/checkout/create-session');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('note').filter({ hasText: NOTICE })).toHaveCount(0);
  await expect(page.getByText(NOTICE)).toHaveCount(0);
});
