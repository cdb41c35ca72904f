import { expect, test, type Page } from '@playwright/test';
import { en } from '../../src/lib/i18n/dictionaries/en';
import { es } from '../../src/lib/i18n/dictionaries/es';
import { productName, site } from './site-model';

// The home menu as the manifests declare it (navigation/*.yaml).
const { es: esHome, en: enHome } = site.home;

const cases = [
  { locale: 'es', path: '/', dict: es, entries: esHome },
  { locale: 'en', path: '/en', dict: en, entries: enHome },
] as const;

function productLinks(page: Page) {
  return page.getByRole('main').getByRole('list').getByRole('link');
}

for (const { locale, path, dict, entries } of cases) {
  test.describe(`home ${path}`, () => {
    test('has the language, heading, title and the 13 products in order', async ({ page }) => {
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(dict['home.heading']);
      await expect(page).toHaveTitle(new RegExp(` - ${dict['meta.titleSuffix']}$`));

      const links = productLinks(page);
      await expect(links).toHaveCount(13);
      expect(entries).toHaveLength(13);
      const hrefs = await links.evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href')));
      expect(hrefs).toEqual(entries.map((entry) => entry.href));
      for (const [index, entry] of entries.entries()) {
        await expect(links.nth(index)).toContainText(entry.title);
      }
    });

    test('has no sidebar and no previous/next navigation', async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('navigation', { name: dict['sidebar.label'], includeHidden: true })).toHaveCount(0);
      await expect(page.getByRole('navigation', { name: dict['pager.label'], includeHidden: true })).toHaveCount(0);
    });
  });
}

test('the English Account Validator entry links to /account-validator without /en', async ({ page }) => {
  await page.goto('/en');
  const link = productLinks(page).filter({ hasText: productName('account-validator', 'en') });
  await expect(link).toHaveAttribute('href', '/account-validator');
});
