import { expect, test, type Page } from '@playwright/test';
import { es } from '../../src/shared/i18n/dictionaries/es';

declare global {
  interface Window {
    __darkAtDomContentLoaded?: boolean;
  }
}

/** Records whether <html> was dark at DOMContentLoaded, before any bundle hydrates the page. */
async function recordThemeAtLoad(page: Page) {
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      window.__darkAtDomContentLoaded = document.documentElement.classList.contains('dark');
    });
  });
}

const html = (page: Page) => page.locator('html');
const stored = (page: Page) => page.evaluate(() => localStorage.getItem('theme'));
const darkAtLoad = (page: Page) => page.evaluate(() => window.__darkAtDomContentLoaded);

test.describe('system preference light', () => {
  test.use({ colorScheme: 'light' });

  test('dark is stored, survives a reload without a flash, and light removes the key', async ({ page }) => {
    await recordThemeAtLoad(page);
    await page.goto('/checkout/create-session');
    await expect(html(page)).not.toHaveClass(/\bdark\b/);
    expect(await stored(page)).toBeNull();

    await page.getByRole('button', { name: es['theme.toDark'] }).click();
    await expect(html(page)).toHaveClass(/\bdark\b/);
    expect(await stored(page)).toBe('dark');
    await expect(page.getByRole('button', { name: es['theme.toLight'] })).toBeVisible();

    await page.reload();
    expect(await darkAtLoad(page)).toBe(true);
    await expect(html(page)).toHaveClass(/\bdark\b/);
    await expect(page.getByRole('button', { name: es['theme.toLight'] })).toBeVisible();

    await page.getByRole('button', { name: es['theme.toLight'] }).click();
    await expect(html(page)).not.toHaveClass(/\bdark\b/);
    expect(await stored(page)).toBeNull();
    await expect(page.getByRole('button', { name: es['theme.toDark'] })).toBeVisible();

    await page.reload();
    expect(await darkAtLoad(page)).toBe(false);
    await expect(html(page)).not.toHaveClass(/\bdark\b/);
  });
});

test.describe('system preference dark', () => {
  test.use({ colorScheme: 'dark' });

  test('starts dark with nothing stored; light is stored and dark removes the key', async ({ page }) => {
    await recordThemeAtLoad(page);
    await page.goto('/checkout/create-session');
    expect(await darkAtLoad(page)).toBe(true);
    await expect(html(page)).toHaveClass(/\bdark\b/);
    expect(await stored(page)).toBeNull();

    await page.getByRole('button', { name: es['theme.toLight'] }).click();
    await expect(html(page)).not.toHaveClass(/\bdark\b/);
    expect(await stored(page)).toBe('light');

    await page.reload();
    expect(await darkAtLoad(page)).toBe(false);
    await expect(html(page)).not.toHaveClass(/\bdark\b/);

    await page.getByRole('button', { name: es['theme.toDark'] }).click();
    await expect(html(page)).toHaveClass(/\bdark\b/);
    expect(await stored(page)).toBeNull();
  });
});
