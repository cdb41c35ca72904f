import { expect, test } from '@playwright/test';
import { en } from '../../src/lib/i18n/dictionaries/en';
import { es } from '../../src/lib/i18n/dictionaries/es';

test('shows labelled previous and next links in Spanish', async ({ page }) => {
  await page.goto('/checkout/how-checkout-works');
  const pager = page.getByRole('navigation', { name: es['pager.label'] });
  const previous = pager.getByRole('link', { name: 'Introducción' });
  const next = pager.getByRole('link', { name: 'Autenticación' });
  await expect(previous).toHaveAttribute('href', '/checkout');
  await expect(previous).toHaveAttribute('rel', 'prev');
  await expect(previous).toHaveAccessibleName(new RegExp(`^${es['pager.previous']}\\s*Introducción$`));
  await expect(next).toHaveAttribute('href', '/checkout/authentication');
  await expect(next).toHaveAttribute('rel', 'next');
  await expect(next).toHaveAccessibleName(new RegExp(`^${es['pager.next']}\\s*Autenticación$`));
});

test('uses English labels on English pages', async ({ page }) => {
  await page.goto('/en/checkout/how-checkout-works');
  const pager = page.getByRole('navigation', { name: en['pager.label'] });
  await expect(pager.locator('a[rel="prev"]')).toHaveAccessibleName(new RegExp(`^${en['pager.previous']}\\s*Introduction$`));
  await expect(pager.locator('a[rel="prev"]')).toHaveAttribute('href', '/en/checkout');
  await expect(pager.locator('a[rel="next"]')).toHaveAccessibleName(new RegExp(`^${en['pager.next']}\\s*Authentication$`));
  await expect(pager.locator('a[rel="next"]')).toHaveAttribute('href', '/en/checkout/authentication');
});

test('the first page has no previous link and next navigates', async ({ page }) => {
  await page.goto('/checkout');
  const pager = page.getByRole('navigation', { name: es['pager.label'] });
  const next = pager.getByRole('link', { name: new RegExp(`^${es['pager.next']}`) });
  await expect(next).toHaveAccessibleName(new RegExp(`^${es['pager.next']}\\s*Cómo funciona$`));
  await expect(pager.getByRole('link')).toHaveCount(1);
  await expect(pager.getByRole('link', { name: new RegExp(es['pager.previous']) })).toHaveCount(0);

  await next.click();
  await page.waitForURL('/checkout/how-checkout-works');
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Introducción');
  await expect(
    page.getByRole('navigation', { name: es['pager.label'] }).getByRole('link', { name: new RegExp(`^${es['pager.previous']}`) }),
  ).toHaveAttribute('href', '/checkout');
});
