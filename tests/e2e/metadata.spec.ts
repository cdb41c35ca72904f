import { expect, test } from '@playwright/test';
import { es } from '../../src/shared/i18n/dictionaries/es';
import { pageAt } from './site-model';

test('a translated docs page has title, description, canonical and hreflang alternates', async ({ page }) => {
  await page.goto('/checkout/create-session');
  await expect(page).toHaveTitle(`${pageAt('/checkout/create-session').title} - ${es['meta.titleSuffix']}`);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /\S/);

  const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
  expect(canonical).not.toBeNull();
  expect(new URL(canonical!).pathname).toBe('/checkout/create-session');

  const alternates = await page
    .locator('link[rel="alternate"][hreflang]')
    .evaluateAll((links) => links.map((link) => [link.getAttribute('hreflang'), link.getAttribute('href')] as const));
  const byLang = new Map(alternates);
  expect([...byLang.keys()].sort()).toEqual(['en', 'es', 'x-default']);
  expect(new URL(byLang.get('es')!).pathname).toBe('/checkout/create-session');
  expect(new URL(byLang.get('en')!).pathname).toBe('/en/checkout/create-session');
  expect(new URL(byLang.get('x-default')!).pathname).toBe('/checkout/create-session');
  expect(new URL(byLang.get('es')!).origin).toBe(new URL(canonical!).origin);
});
