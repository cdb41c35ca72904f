import { expect, test, type Locator } from '@playwright/test';
import { en } from '../../src/shared/i18n/dictionaries/en';
import { manifests } from '../../src/node/site/load-site';
import { pageAt, sidebarTitle } from './site-model';

// The notice is a UI string of the English dictionary.
const NOTICE = en['untranslated.notice'];

// Spec §2, word for word.
const SPEC_NOTICE = 'A NOTICE: Since this page is not yet available in English, you will see it in Spanish.';

/** The language a reader's screen reader would speak an element in: its nearest lang attribute. */
const langOf = (locator: Locator) => locator.evaluate((element) => element.closest('[lang]')?.getAttribute('lang'));

test('an English URL of a Spanish-only page shows the notice of spec §2, word for word', async ({ page }) => {
  // Content guide: AutoPay is written in Spanish only.
  expect(pageAt('/en/autopay').untranslated).toBe(true);
  expect(NOTICE).toBe(SPEC_NOTICE);
  await page.goto('/en/autopay');
  await expect(page.getByRole('note')).toHaveText(NOTICE);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('around the Spanish text, the page is English: tabs, group titles, buttons, notice; only title and body are Spanish', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const autopay = pageAt('/en/autopay');
  const group = manifests().autopay!.tabs[0]!.groups[0]!.title;
  expect(group.en).toBeDefined();
  await page.goto('/en/autopay');
  const article = page.locator('article');
  // The furniture: English words, spoken as English.
  const furniture = [
    page.getByRole('navigation', { name: en['tabs.label'] }).getByRole('link', { name: en['tabs.documentation'] }),
    page.getByRole('navigation', { name: en['sidebar.label'] }).getByRole('button', { name: en['sidebar.toggleGroup'].replace('{group}', group.en!) }),
    article.getByText(group.en!, { exact: true }),
    article.getByRole('button', { name: en['page.copy'] }),
    article.getByRole('link', { name: en['page.viewMarkdown'] }),
    page.getByRole('note'),
    page.getByRole('navigation', { name: en['toc.title'] }).getByRole('heading', { name: en['toc.title'] }),
  ];
  for (const element of furniture) {
    await expect(element).toBeVisible();
    expect(await langOf(element)).toBe('en');
  }
  await expect(article.getByText(group.es, { exact: true })).toHaveCount(0);
  // The page's own text: Spanish, and marked so.
  const title = page.getByRole('heading', { level: 1 });
  await expect(title).toHaveText(autopay.title);
  expect(await langOf(title)).toBe('es');
  expect(await langOf(article.locator('.prose'))).toBe('es');
  // Its sidebar link keeps the Spanish title, marked as Spanish inside the English navigation.
  const link = page.getByRole('navigation', { name: en['sidebar.label'] }).getByRole('link', { name: sidebarTitle('/en/autopay', '/en/autopay'), exact: true });
  expect(await langOf(link)).toBe('es');
});

test('a translated English page has no notice', async ({ page }) => {
  expect(pageAt('/en/checkout/create-session').untranslated).toBe(false);
  await page.goto('/en/checkout/create-session');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('note').filter({ hasText: NOTICE })).toHaveCount(0);
  await expect(page.getByText(NOTICE)).toHaveCount(0);
});
