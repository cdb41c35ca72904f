import { expect, test, type Page } from '@playwright/test';
import { catalogueRows, codesHref, explainedIn } from '../../src/shared/codes/catalogue';
import { en } from '../../src/shared/i18n/dictionaries/en';
import { es } from '../../src/shared/i18n/dictionaries/es';
import type { Locale } from '../../src/shared/i18n/locales';
import { site } from './site-model';

/**
 * The code catalogue (issue 23): every row of every <Codes> table, its anchors, its filter (a
 * toolkit module the runtime loads) and search. Which codes exist comes from the site model; the
 * facts asserted (Gateway's reason 51, ACH's R01) are the content guide's.
 */

const dictionaries = { es, en } as const;
const rowsOf = (locale: Locale) => catalogueRows(site.pages, locale);
const visibleRows = (page: Page) => page.locator('tbody tr[data-product]:visible');
const productSelect = (page: Page, locale: Locale) => page.getByLabel(dictionaries[locale]['codes.product'], { exact: true });
const queryInput = (page: Page, locale: Locale) => page.getByRole('searchbox', { name: dictionaries[locale]['codes.query'] });

for (const locale of ['es', 'en'] as const) {
  test(`${locale}: the catalogue lists every code of the <Codes> tables, each row with its own anchor and a link to where it is explained`, async ({ page }) => {
    const rows = rowsOf(locale);
    await page.goto(codesHref(locale));
    await expect(page.getByRole('heading', { level: 1, name: dictionaries[locale]['codes.pageTitle'] })).toBeVisible();
    await expect(page.locator('tbody tr[data-product]')).toHaveCount(rows.length);
    const row = rows.find((candidate) => candidate.anchor === 'gateway-reason-51');
    if (!row) throw new Error('Gateway reason 51 (content guide, test cards) has no catalogue row.');
    await page.goto(`${codesHref(locale)}#${row.anchor}`);
    const target = page.locator(`#${row.anchor}`);
    await expect(target).toBeInViewport();
    await expect(target.getByRole('cell').first()).toContainText('51');
    await target.getByRole('link', { name: explainedIn(row) }).click();
    await expect(page).toHaveURL(new RegExp(`${row.page.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
    await expect(page.locator(`#${row.page.split('#')[1]}`)).toBeInViewport();
  });
}

test('a code of a scoped table (AutoPay charge reason AP07, content guide) has its own row, apart from the contract reasons', async ({ page }) => {
  const rows = rowsOf('es');
  const charge = rows.find((row) => row.anchor === 'autopay-charge-reason-ap07');
  const contract = rows.find((row) => row.anchor === 'autopay-reason-00');
  if (!charge || !contract) throw new Error('AutoPay\'s charge reason AP07 or contract reason 00 has no catalogue row.');
  expect(rows.find((row) => row.anchor === 'autopay-charge-reason-00')?.meaning).not.toBe(contract.meaning);
  await page.goto(`${codesHref('es')}#${charge.anchor}`);
  const target = page.locator(`#${charge.anchor}`);
  await expect(target).toBeInViewport();
  await expect(target.getByRole('cell').first()).toContainText('AP07');
  await target.getByRole('link', { name: explainedIn(charge) }).click();
  expect(charge.page).toMatch(/^\/autopay\/codes#/);
  await expect(page).toHaveURL(new RegExp(`${charge.page}$`));
  await expect(page.locator(`#${charge.page.split('#')[1]}`)).toBeInViewport();
  await expect(page.locator(`#${charge.page.split('#')[1]}`)).toContainText('AP07');
});

test('a product page with a code table links to the catalogue', async ({ page }) => {
  await page.goto('/en/gateway/testing-card');
  await page.getByRole('link', { name: en['codes.allCodes'] }).first().click();
  await expect(page).toHaveURL(/\/en\/codes$/);
});

test('the footer leads to the catalogue from any page', async ({ page }) => {
  await page.goto('/checkout/create-session');
  await page.getByRole('contentinfo', { name: es['footer.label'] }).getByRole('link', { name: es['codes.pageTitle'] }).click();
  await expect(page).toHaveURL(/\/codes$/);
});

test('filters by product and keeps it in the URL', async ({ page }) => {
  const payments = rowsOf('es').filter((row) => row.product === 'payments');
  await page.goto('/codes');
  // As a reader would: the filter's code loads when focus or a pointer reaches the form.
  await productSelect(page, 'es').focus();
  await productSelect(page, 'es').selectOption('payments');
  await expect(visibleRows(page)).toHaveCount(payments.length);
  for (const product of await visibleRows(page).evaluateAll((rows) => rows.map((row) => row.getAttribute('data-product')))) expect(product).toBe('payments');
  await expect(page).toHaveURL(/\/codes\?product=payments$/);
  await expect(page.getByRole('status')).toContainText(String(payments.length));
});

test('filters by text, without accents or case, and says when nothing matches', async ({ page }) => {
  await page.goto('/en/codes');
  await queryInput(page, 'en').fill('r01');
  await expect(page.locator('#payments-reason-r01')).toBeVisible();
  await expect(page.locator('#gateway-reason-51')).toBeHidden();
  await expect(page).toHaveURL(/\/en\/codes\?q=r01$/);
  await queryInput(page, 'en').fill('zzqqxx-no-such-code');
  await expect(visibleRows(page)).toHaveCount(0);
  await expect(page.getByText(en['codes.empty'])).toBeVisible();
  await expect(page.getByRole('status')).toContainText('0');
});

test('reads the filter from the URL and ignores a product it does not list', async ({ page }) => {
  await page.goto('/codes?product=gateway&q=51');
  await expect(productSelect(page, 'es')).toHaveValue('gateway');
  await expect(queryInput(page, 'es')).toHaveValue('51');
  await expect(page.locator('#gateway-reason-51')).toBeVisible();
  await expect(page.locator('#payments-reason-r01')).toBeHidden();

  await page.goto('/codes?product=%3Cscript%3Ealert(1)%3C/script%3E&q=R01');
  await expect(productSelect(page, 'es')).toHaveValue('');
  await expect(page.locator('#payments-reason-r01')).toBeVisible();
  await expect(page).toHaveURL(/\/codes\?q=R01$/);
});

test('applies what the reader typed before the filter loaded', async ({ page }) => {
  // Hold the filter module back until the reader has typed.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/toolkit|tools\/codes/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/codes', { waitUntil: 'domcontentloaded' });
  await queryInput(page, 'es').fill('R01');
  release();
  await expect(page.locator('#gateway-reason-51')).toBeHidden();
  await expect(page.locator('#payments-reason-r01')).toBeVisible();
  await expect(page).toHaveURL(/\/codes\?q=R01$/);
});

test('a search for a code lands on its row of the catalogue', async ({ page }) => {
  await page.goto('/checkout/create-session');
  await page.getByRole('button', { name: es['search.button'] }).click();
  await page.getByRole('combobox', { name: es['search.inputLabel'] }).fill('R01');
  await page.locator('[role="option"][href="/codes#payments-reason-r01"]').click();
  await expect(page).toHaveURL(/\/codes#payments-reason-r01$/);
  await expect(page.locator('#payments-reason-r01')).toBeInViewport();
});
