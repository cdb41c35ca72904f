import { expect, test, type Page } from '@playwright/test';
import { es } from '../../src/shared/i18n/dictionaries/es';
import { axeViolations } from './axe';
import { stopTransitions } from '../support/no-transitions';
import { pageAt, productName, site, sidebarTitle } from './site-model';

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

test('opens on the reader’s place: the current product’s navigation first, scrolled to the current page, every product still below', async ({ page }) => {
  // The last page of Web Checkout's sidebar: far below the top of the list.
  const tabs = pageAt(SESSION).navigation;
  const last = tabs[0]!.groups.at(-1)!.links.at(-1)!;
  await page.goto(last.href);
  const dialog = await openNav(page);
  const sidebarNav = dialog.getByRole('navigation', { name: es['sidebar.label'] });
  const products = dialog.getByRole('navigation', { name: es['sidebar.products'] });
  const current = sidebarNav.getByRole('link', { name: last.title, exact: true });
  await expect(current).toHaveAttribute('aria-current', 'page');
  // Seen without scrolling: the current page's link is inside the panel's visible part.
  const panel = dialog.locator('[data-dialog-panel]');
  await expect
    .poll(async () => {
      const [link, box] = [await current.boundingBox(), await panel.boundingBox()];
      return !!link && !!box && link.y >= box.y + 56 && link.y + link.height <= box.y + box.height;
    })
    .toBe(true);
  // The product's own navigation comes before the list of products, under the product's name.
  await expect(dialog.getByText(productName('checkout', 'es'), { exact: true }).first()).toBeVisible();
  expect(await sidebarNav.evaluate((nav, other) => !!(nav.compareDocumentPosition(other!) & Node.DOCUMENT_POSITION_FOLLOWING), await products.elementHandle())).toBe(true);
  // And the products are still reachable.
  const gateway = products.getByRole('link', { name: productName('gateway', 'es'), exact: true });
  await gateway.scrollIntoViewIfNeeded();
  await expect(gateway).toBeVisible();
});

test('a tap beside the panel closes it, the focus goes back to the menu button, and the page behind stays still and inert while open', async ({ page }) => {
  await page.goto('/checkout/create-session');
  const open = page.getByRole('button', { name: es['mobileNav.open'] });
  const dialog = await openNav(page);
  await expect(open).toHaveAttribute('aria-expanded', 'true');
  // The focus starts inside the dialog, and the page behind takes no focus and no scroll.
  await expect(dialog.getByRole('button', { name: es['mobileNav.close'] })).toBeFocused();
  await page.mouse.wheel(0, 600);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  // Tab goes round the dialog (and, as with any native modal dialog, the browser's own controls), never to the page.
  for (const key of ['Shift+Tab', 'Shift+Tab', 'Tab', 'Tab', 'Tab']) {
    await page.keyboard.press(key);
    expect(await page.evaluate(() => document.activeElement === document.body || !!document.activeElement?.closest('dialog'))).toBe(true);
  }
  // Beside the panel (it is at most 20rem wide): the backdrop.
  await page.mouse.click(380, 400);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(open).toBeFocused();
  await expect(open).toHaveAttribute('aria-expanded', 'false');
  // It opens again, on the same content.
  await openNav(page);
});

test('the open menu passes axe, light and dark', async ({ page }) => {
  await page.goto('/checkout/create-session');
  await openNav(page);
  expect(await axeViolations(page), 'light').toEqual([]);
  // Colour transitions would let axe read colours halfway between the two themes.
  await stopTransitions(page);
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.evaluate(() => document.documentElement.classList.add('dark'));
  expect(await axeViolations(page, ['color-contrast', 'link-in-text-block']), 'dark').toEqual([]);
});

test('a link to a section of this page closes the menu and lands on the section, without a reload', async ({ page }) => {
  await page.goto('/checkout/create-session');
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
  const dialog = await openNav(page);
  const section = dialog.getByRole('navigation', { name: es['sidebar.label'] }).locator('a[href^="/checkout/create-session#"]').nth(1);
  const hash = new URL((await section.getAttribute('href'))!, 'http://x').hash;
  await section.click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page).toHaveURL(`/checkout/create-session${hash}`);
  await expect(page.locator(`[id="${decodeURIComponent(hash.slice(1))}"]`)).toBeInViewport();
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
});
