import { expect, test, type Page } from '@playwright/test';
import { es } from '../../src/lib/i18n/dictionaries/es';
import { site, sidebarTitle } from './site-model';

const esHome = site.home.es;
const SESSION = '/checkout/create-session';

test.use({ viewport: { width: 390, height: 844 } });

async function openNav(page: Page) {
  const open = page.getByRole('button', { name: es['mobileNav.open'] });
  await expect(open).toHaveAttribute('aria-expanded', 'false');
  await open.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: es['mobileNav.title'] })).toBeVisible();
  return dialog;
}

test('hides the sidebar and opens a dialog with products and the sidebar links', async ({ page }) => {
  await page.goto('/checkout/create-session');
  await expect(page.getByRole('navigation', { name: es['sidebar.label'], includeHidden: true })).toBeHidden();
  await expect(page.getByRole('button', { name: es['mobileNav.open'] })).toBeVisible();

  const dialog = await openNav(page);
  const products = dialog.getByRole('navigation', { name: es['sidebar.products'] });
  await expect(products).toBeVisible();
  const links = products.getByRole('link');
  await expect(links).toHaveCount(13);
  const hrefs = await links.evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href')));
  expect(hrefs).toEqual(esHome.map((entry) => entry.href));
  for (const [index, entry] of esHome.entries()) {
    await expect(links.nth(index)).toHaveText(entry.title);
    await expect(links.nth(index).locator('svg')).toHaveCount(1);
  }
  // The current product is marked.
  await expect(products.locator('a[href="/checkout"]')).toHaveAttribute('aria-current', 'true');

  const sidebarInDialog = dialog.getByRole('navigation', { name: es['sidebar.label'] });
  await expect(sidebarInDialog.getByRole('link', { name: sidebarTitle(SESSION, SESSION), exact: true })).toHaveAttribute('aria-current', 'page');
  await expect(sidebarInDialog.getByRole('link', { name: sidebarTitle(SESSION, '/checkout/notification'), exact: true })).toBeVisible();
});

test('following a link navigates and closes the dialog', async ({ page }) => {
  await page.goto('/checkout/create-session');
  const dialog = await openNav(page);
  await dialog.getByRole('navigation', { name: es['sidebar.label'] }).getByRole('link', { name: sidebarTitle(SESSION, '/checkout/authentication'), exact: true }).click();
  await page.waitForURL('/checkout/authentication');
  await expect(page.getByRole('heading', { name: es['mobileNav.title'] })).toBeHidden();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('button', { name: es['mobileNav.open'] })).toHaveAttribute('aria-expanded', 'false');
});

test('the close button closes the dialog', async ({ page }) => {
  await page.goto('/checkout/create-session');
  const dialog = await openNav(page);
  await dialog.getByRole('button', { name: es['mobileNav.close'] }).click();
  await expect(page.getByRole('heading', { name: es['mobileNav.title'] })).toBeHidden();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page).toHaveURL('/checkout/create-session');
});

test('Escape closes the dialog', async ({ page }) => {
  await page.goto('/checkout/create-session');
  await openNav(page);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('heading', { name: es['mobileNav.title'] })).toBeHidden();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('button', { name: es['mobileNav.open'] })).toHaveAttribute('aria-expanded', 'false');
});
