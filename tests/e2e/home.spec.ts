import { expect, test, type Page } from '@playwright/test';
import { en } from '../../src/shared/i18n/dictionaries/en';
import { es } from '../../src/shared/i18n/dictionaries/es';
import { homeLinksOf } from '../../src/node/site/load-site';
import { startHere } from '../../src/shared/navigation/home-links';
import { productName, site } from './site-model';

// The home menu as the manifests declare it (navigation/*.yaml).
const { es: esHome, en: enHome } = site.home;

const cases = [
  { locale: 'es', path: '/', dict: es, entries: esHome },
  { locale: 'en', path: '/en', dict: en, entries: enHome },
] as const;

function productLinks(page: Page, dict: typeof es | typeof en = es) {
  return page.getByRole('main').getByRole('region', { name: dict['home.products'] }).getByRole('link');
}

for (const { locale, path, dict, entries } of cases) {
  test.describe(`home ${path}`, () => {
    test('has the language, heading, title and the 13 products in order', async ({ page }) => {
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(dict['home.heading']);
      await expect(page).toHaveTitle(new RegExp(` - ${dict['meta.titleSuffix']}$`));

      const links = productLinks(page, dict);
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
  const link = productLinks(page, en).filter({ hasText: productName('account-validator', 'en') });
  await expect(link).toHaveAttribute('href', '/account-validator');
});

for (const { locale, path, dict } of cases) {
  test(`home ${path}: a start path (authenticate, first test payment, go live) and the most visited pages, each opening a real page`, async ({ page }) => {
    // What the home lists comes from src/shared/navigation/home-links.ts through the site model, checked by the build.
    const links = homeLinksOf(locale);
    expect(links.start).toHaveLength(startHere.length);
    expect(links.popular.length).toBeGreaterThan(3);
    await page.goto(path);
    const start = page.getByRole('main').getByRole('region', { name: dict['home.start.title'] }).getByRole('list');
    const steps = start.getByRole('link');
    await expect(steps).toHaveCount(links.start.length);
    for (const [index, step] of links.start.entries()) {
      await expect(steps.nth(index)).toHaveAttribute('href', step.href);
      await expect(steps.nth(index)).toContainText(dict['home.start.step'].replace('{number}', String(index + 1)));
      await expect(steps.nth(index)).toContainText(step.title);
    }
    // The start path comes before the products, the most visited pages after them.
    const products = page.getByRole('main').getByRole('region', { name: dict['home.products'] });
    const popular = page.getByRole('main').getByRole('region', { name: dict['home.popular'] }).getByRole('link');
    await expect(popular).toHaveCount(links.popular.length);
    expect((await start.boundingBox())!.y).toBeLessThan((await products.boundingBox())!.y);
    for (const [index, link] of links.popular.entries()) {
      await expect(popular.nth(index)).toHaveAttribute('href', link.href);
      await expect(popular.nth(index)).toContainText(link.title);
    }

    // Every link opens a page of this language; a start step with a heading lands on it.
    for (const href of [...links.start, ...links.popular].map((link) => link.href)) {
      const [target, fragment] = href.split('#');
      expect(target!.startsWith(locale === 'en' ? '/en/' : '/')).toBe(true);
      const response = await page.request.get(target!);
      expect(response.status(), href).toBe(200);
      if (fragment) expect(await response.text()).toContain(`id="${fragment}"`);
    }
    const last = links.start.at(-1)!;
    await steps.last().click();
    await expect(page).toHaveURL(last.href);
    await expect(page.locator(`[id="${last.href.split('#')[1]}"]`)).toBeInViewport();
  });
}
