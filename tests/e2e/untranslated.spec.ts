import { expect, test } from '@playwright/test';
import { en } from '../../src/lib/i18n/dictionaries/en';
import { pageAt } from './site-model';

// The notice is a UI string of the English dictionary.
const NOTICE = en['untranslated.notice'];

test('an English URL of a Spanish-only page shows the notice', async ({ page }) => {
  // Content guide: AutoPay is written in Spanish only.
  expect(pageAt('/en/autopay').untranslated).toBe(true);
  await page.goto('/en/autopay');
  await expect(page.getByRole('note')).toHaveText(NOTICE);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.locator('article')).toHaveAttribute('lang', 'es');
});

test('a translated English page has no notice', async ({ page }) => {
  expect(pageAt('/en/checkout/create-session').untranslated).toBe(false);
  await page.goto('/en/checkout/create-session');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('note').filter({ hasText: NOTICE })).toHaveCount(0);
  await expect(page.getByText(NOTICE)).toHaveCount(0);
});
