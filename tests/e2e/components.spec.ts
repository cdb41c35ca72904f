import { origin } from './origin';
import { expect, test, type Page } from '@playwright/test';
import { es } from '../../src/lib/i18n/dictionaries/es';
import { isHydrated } from '../support/hydration';
import { recordLabelTimes } from '../support/label-timing';

/** The authoring components of issue 5, as a reader uses them. */

test.use({ viewport: { width: 1440, height: 900 } });

test.beforeEach(async ({ context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: origin });
});

const codeGroupDropdown = (page: Page) => page.getByRole('button', { name: new RegExp(`^${es['codeGroup.language']}:`) }).first();
const activeOption = (page: Page) => page.locator('[role="option"][data-focus]');

test('a code block copies its code and says Copied! for one second', async ({ page }) => {
  await page.goto('/checkout/authentication');
  const block = page.locator('[data-code-block]').first();
  const shownFor = await recordLabelTimes(block.locator('[aria-live]'));
  await block.getByRole('button', { name: es['code.copy'] }).click();
  await expect(block.getByRole('button', { name: es['code.copied'] })).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toContain('"tranKey"');
  expect(copied).toBe(await block.locator('pre code').textContent());
  await expect(block.getByRole('button', { name: es['code.copy'] })).toBeVisible({ timeout: 3000 });
  const shown = await shownFor(es['code.copied'], es['code.copy']);
  // Timed from the commit that shows "Copied!", so never less than the full second, however late
  // a busy page commits it (CI once saw 880 ms when the timer started at the copy).
  expect(shown).toBeGreaterThanOrEqual(1000);
  expect(shown).toBeLessThan(1500);
});

test('a copy that fails says so', async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(navigator.clipboard, 'writeText', { value: () => Promise.reject(new Error('denied')) });
  });
  await page.goto('/checkout/authentication');
  const block = page.locator('[data-code-block]').first();
  await block.getByRole('button', { name: es['code.copy'] }).click();
  await expect(block.getByRole('button', { name: es['code.copyFailed'] })).toBeVisible();
});

test('a group of three blocks is a dropdown with the keyboard rules of spec §4', async ({ page }) => {
  await page.goto('/checkout/authentication');
  const dropdown = codeGroupDropdown(page);
  await expect(dropdown).toHaveAccessibleName(`${es['codeGroup.language']}: JavaScript`);

  // Choose the last option first, so "opens on the first option" is not just the selection.
  await dropdown.click();
  await page.getByRole('option', { name: 'Python' }).click();
  await expect(dropdown).toHaveAccessibleName(`${es['codeGroup.language']}: Python`);

  for (const key of ['Enter', ' ', 'ArrowDown']) {
    await dropdown.focus();
    await page.keyboard.press(key);
    await expect(page.getByRole('listbox')).toBeVisible();
    await expect(activeOption(page)).toHaveText('JavaScript');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('listbox')).toHaveCount(0);
  }

  await dropdown.focus();
  await page.keyboard.press('ArrowUp');
  await expect(activeOption(page)).toHaveText('Python');
  await page.keyboard.press('Home');
  await expect(activeOption(page)).toHaveText('JavaScript');
  await page.keyboard.press('End');
  await expect(activeOption(page)).toHaveText('Python');
  await page.keyboard.press('PageUp');
  await expect(activeOption(page)).toHaveText('JavaScript');
  await page.keyboard.press('PageDown');
  await expect(activeOption(page)).toHaveText('Python');
  await page.keyboard.press('ArrowUp');
  await expect(activeOption(page)).toHaveText('PHP');

  // Type-ahead: "py" typed quickly finds Python; after 350 ms the typed text starts over.
  await page.keyboard.press('Home');
  await page.keyboard.type('py');
  await expect(activeOption(page)).toHaveText('Python');
  await page.keyboard.press('Home');
  await page.keyboard.type('p');
  await expect(activeOption(page)).toHaveText('PHP');
  await page.waitForTimeout(450);
  await page.keyboard.type('j');
  await expect(activeOption(page)).toHaveText('JavaScript');

  await page.keyboard.press('Enter');
  await expect(dropdown).toHaveAccessibleName(`${es['codeGroup.language']}: JavaScript`);
  await expect(page.locator('[data-code-panel]:not([hidden]) code').first()).toContainText('createHash');
});

test('the chosen code language carries to other groups and to later pages', async ({ page }) => {
  await page.goto('/checkout/authentication');
  const dropdown = codeGroupDropdown(page);
  await dropdown.click();
  await page.getByRole('option', { name: 'PHP' }).click();
  await expect(page.locator('[data-code-panel]:not([hidden]) code').first()).toContainText('random_bytes');

  await page.goto('/checkout/notification');
  const group = page.locator('[data-code-block]').filter({ has: page.getByRole('tab') }).first();
  await expect(group.getByRole('tab', { name: 'PHP' })).toHaveAttribute('aria-selected', 'true');
  await expect(group.getByRole('tabpanel')).toContainText('<?php');

  // Choosing JavaScript here carries back to the first page.
  await group.getByRole('tab', { name: 'JavaScript' }).click();
  await page.goto('/checkout/authentication');
  await expect(codeGroupDropdown(page)).toHaveAccessibleName(`${es['codeGroup.language']}: JavaScript`);
});

test('tabs with slugs follow the URL hash and write it', async ({ page }) => {
  await page.goto('/checkout/integration/mobile#ios');
  const tabs = page.getByRole('tablist').filter({ has: page.getByRole('tab', { name: 'iOS' }) });
  await expect(tabs.getByRole('tab', { name: 'iOS' })).toHaveAttribute('aria-selected', 'true');
  await tabs.getByRole('tab', { name: 'Android' }).click();
  await expect(tabs.getByRole('tab', { name: 'Android' })).toHaveAttribute('aria-selected', 'true');
  await expect(page).toHaveURL(/#android$/);
  await page.goto('/checkout/integration/mobile#no-such-tab');
  await expect(tabs.getByRole('tab').first()).toBeVisible();
  await expect(page.getByRole('tab', { selected: true })).toHaveCount(await page.getByRole('tablist').count());
});

test('tabs move with the arrow keys, Home and End from the first key press', async ({ page }) => {
  await page.goto('/checkout/integration/mobile');
  const tabs = page.getByRole('tablist').filter({ has: page.getByRole('tab', { name: 'iOS' }) });
  const all = tabs.getByRole('tab');
  await expect.poll(() => isHydrated(all.first())).toBe(true);
  await all.first().focus();
  // The first key loads the tabs primitive and is replayed on it, so it is not lost.
  await page.keyboard.press('ArrowRight');
  await expect(all.nth(1)).toBeFocused();
  await expect(all.nth(1)).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('End');
  await expect(all.last()).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Home');
  await expect(all.first()).toHaveAttribute('aria-selected', 'true');
  await expect(all.first()).toBeFocused();
});

test('a dropdown opened with ArrowUp before its code loads starts on the last option', async ({ page }) => {
  await page.goto('/checkout/authentication');
  const dropdown = codeGroupDropdown(page);
  await expect.poll(() => isHydrated(dropdown)).toBe(true);
  await dropdown.focus();
  await page.keyboard.press('ArrowUp');
  await expect(page.getByRole('listbox').getByRole('option').last()).toHaveAttribute('data-focus');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('listbox')).toHaveCount(0);
  await expect(codeGroupDropdown(page)).toBeFocused();
});

test('an image zooms full screen and closes on click, Escape and hash change', async ({ page }) => {
  await page.goto('/checkout/how-checkout-works');
  const zoom = page.getByRole('button', { name: new RegExp(`^${es['image.zoom'].replace('{alt}', '')}`) }).first();
  const overlay = page.getByRole('button', { name: es['image.close'] });

  await zoom.click();
  await expect(overlay).toBeVisible();
  await overlay.click();
  await expect(overlay).toHaveCount(0);

  await zoom.click();
  await expect(overlay).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(overlay).toHaveCount(0);

  await zoom.click();
  await expect(overlay).toBeVisible();
  await page.evaluate(() => (window.location.hash = '#somewhere-else'));
  await expect(overlay).toHaveCount(0);
});

test('an open image overlay closes when the route changes', async ({ page }) => {
  await page.goto('/checkout/authentication');
  await page.getByRole('navigation', { name: es['sidebar.label'] }).getByRole('link', { name: 'Cómo funciona', exact: true }).click();
  await page.waitForURL('/checkout/how-checkout-works');
  await page.getByRole('button', { name: new RegExp(`^${es['image.zoom'].replace('{alt}', '')}`) }).first().click();
  await expect(page.getByRole('button', { name: es['image.close'] })).toBeVisible();
  await page.goBack();
  await page.waitForURL('/checkout/authentication');
  await expect(page.getByRole('button', { name: es['image.close'] })).toHaveCount(0);
});

test('Copy page copies the Markdown twin and says Copied! for 500 ms', async ({ page }) => {
  await page.goto('/checkout/create-session');
  const shownFor = await recordLabelTimes(page.getByRole('button', { name: es['page.copy'] }).locator('[aria-live]'));
  await page.getByRole('button', { name: es['page.copy'] }).click();
  await expect(page.getByRole('button', { name: es['page.copied'] })).toBeVisible();
  await expect(page.getByRole('button', { name: es['page.copy'] })).toBeVisible({ timeout: 3000 });
  const shown = await shownFor(es['page.copied'], es['page.copy']);
  expect(shown).toBeGreaterThanOrEqual(500);
  expect(shown).toBeLessThan(900);
  const markdown = await page.evaluate(() => navigator.clipboard.readText());
  expect(markdown.startsWith('# Crea una sesión\n')).toBe(true);
  expect(markdown).toContain('## ');
});

test('every page has a Markdown twin and llms.txt lists them per locale', async ({ page, request }) => {
  await page.goto('/checkout/create-session');
  const twin = page.getByRole('link', { name: es['page.viewMarkdown'] });
  await expect(twin).toHaveAttribute('href', '/checkout/create-session.md');
  const markdown = await request.get('/checkout/create-session.md');
  expect(markdown.status()).toBe(200);
  expect(await markdown.text()).toMatch(/^# Crea una sesión\n/);

  const es_ = await (await request.get('/llms.txt')).text();
  expect(es_).toContain('## Web Checkout');
  expect(es_).toContain('/checkout/create-session.md)');
  const en = await (await request.get('/en/llms.txt')).text();
  expect(en).toContain('/en/checkout/create-session.md)');
  expect(en).not.toContain('](https://docs.ondapay.dev/checkout/');
});
