import { origin } from './origin';
import { expect, test, type Page } from '@playwright/test';
import { en } from '../../src/shared/i18n/dictionaries/en';
import { es } from '../../src/shared/i18n/dictionaries/es';
import { defaultTabIndex, tabSetsOf } from './site-model';

/**
 * Odd or hostile URLs a reader (or a link someone shares) may bring: each gives a working page on
 * this site — no redirect elsewhere, no script error, search still opens (issue 6, hardening).
 */

async function expectWorkingPage(page: Page, errors: string[], searchLabel: string) {
  expect(new URL(page.url()).origin).toBe(origin);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.getByRole('button', { name: searchLabel }).first().click();
  await expect(page.getByRole('combobox')).toBeVisible();
  expect(errors).toEqual([]);
}

function collectErrors(page: Page) {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

const notFoundUrls: { url: string; locale: 'es' | 'en' }[] = [
  { url: '//evil.example', locale: 'es' },
  { url: '/en//evil.example', locale: 'en' },
  { url: '/%2F%2Fevil.example', locale: 'es' },
  { url: '/fr/checkout', locale: 'es' },
  { url: '/../etc/passwd', locale: 'es' },
  { url: '/checkout/%2e%2e/%2e%2e/etc/passwd', locale: 'es' },
];

for (const { url, locale } of notFoundUrls) {
  test(`${url} stays on the site with the ${locale} 404 page`, async ({ page }) => {
    const errors = collectErrors(page);
    await page.goto(`${origin}${url}`);
    const t = locale === 'en' ? en : es;
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t['notFound.title'], { useInnerText: true });
    const home = page.getByRole('link', { name: t['notFound.home'] });
    await expect(home).toHaveAttribute('href', locale === 'en' ? '/en' : '/');
    expect(new URL(page.url()).origin).toBe(origin);
    expect(errors).toEqual([]);
  });
}

test('a hash that is no heading id, or that holds markup, leaves the page working', async ({ page }) => {
  const errors = collectErrors(page);
  for (const hash of ['#not-a-heading', '#%22%3E%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E', '#a"]', '#' + 'x'.repeat(5000)]) {
    await page.goto(`/checkout/create-session${hash}`);
    await expect(page.locator('img[src="x"]')).toHaveCount(0);
  }
  await expect(page.getByRole('navigation', { name: es['toc.title'] })).toBeVisible();
  await expectWorkingPage(page, errors, es['search.button']);
});

test('a tab slug that does not exist selects the default tab', async ({ page }) => {
  const errors = collectErrors(page);
  // The page's first <Tabs> set with slugs, as its MDX writes it.
  const set = tabSetsOf('/checkout/integration/mobile').find((tabs) => tabs.some((tab) => tab.slug));
  if (!set) throw new Error('The test needs a <Tabs> set with slugs on /checkout/integration/mobile.');
  await page.goto('/checkout/integration/mobile#no-such-tab');
  const tabs = page.getByRole('tablist').filter({ has: page.getByRole('tab', { name: set[0]!.title, exact: true }) });
  await expect(tabs.getByRole('tab')).toHaveText(set.map((tab) => tab.title));
  await expect(tabs.getByRole('tab', { selected: true })).toHaveCount(1);
  await expect(tabs.getByRole('tab').nth(defaultTabIndex(set))).toHaveAttribute('aria-selected', 'true');
  await expectWorkingPage(page, errors, es['search.button']);
});

test('the search page takes a 10,000-character query and one holding HTML and script as text', async ({ page }) => {
  const errors = collectErrors(page);
  await page.goto(`/en/search?q=${encodeURIComponent('payment '.repeat(1250))}`);
  await expect(page.getByRole('searchbox').or(page.getByRole('combobox')).first()).toHaveValue('payment '.repeat(1250).slice(0, 512));
  await page.goto(`/search?q=${encodeURIComponent('<script>window.hacked=1</script><img src=x onerror="window.hacked=2">')}`);
  await expect(page.getByRole('status')).toContainText('<script>window.hacked=1</script>');
  expect(await page.evaluate(() => (window as unknown as { hacked?: number }).hacked)).toBeUndefined();
  await expect(page.locator('main img[src="x"]')).toHaveCount(0);
  await expectWorkingPage(page, errors, es['search.button']);
});
