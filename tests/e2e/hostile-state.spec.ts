import { expect, test, type Page } from '@playwright/test';
import { es } from '../../src/shared/i18n/dictionaries/es';
import { THEME_STORAGE_KEY } from '../../src/shared/ui/theme';
import { CREDENTIALS_STORAGE_KEY } from '../../src/shared/ui/toolkit-loader';
import { CODE_LANGUAGE_STORAGE_KEY } from '../../src/browser/runtime/code-language';
import { waitForSiteCode } from '../support/hydration';
import { clickSettled } from './settled-click';
import { operationOf } from './site-model';

/**
 * A reader's URL or storage cannot break a page (issue 42, P3). A malformed percent-escape in the
 * fragment (`#100%`, `#%E0%A4%A`) once threw at the top of the site's code and left search,
 * dropdowns, dialogs and the API reference dead; garbage in the storage keys the site reads (the
 * theme, the code language, the test credentials) is the same kind of input. Each page here gets
 * such input and must still do everything a reader asks of it, with no page error.
 */

const GUIDE = '/checkout/integration/mobile';
const SESSION = '/checkout/api/reference/session';
const createOp = operationOf(SESSION, 'POST', '/api/session');
const HASHES = ['#100%', '#%E0%A4%A', '#%', '#%ZZ%', '#%ED%A0%80'];
const QUERIES = ['?q=%', '?q=%E0%A4%A', '?page=%&q=100%', '?brand=%ZZ&result=%00%E0'];
const GARBAGE = ['{', '{"login":1,"secretKey":{}}', '[]', 'null', '%E0%A4%A', '\u0000'.repeat(3) + 'x'.repeat(5000)];

function collectErrors(page: Page) {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** Search opens with Ctrl+K and with its button, and finds something. */
async function searchWorks(page: Page) {
  await waitForSiteCode(page);
  await page.keyboard.press('Control+k');
  const input = page.getByRole('combobox', { name: es['search.inputLabel'], exact: true });
  await expect(input).toBeVisible();
  await input.fill('sesión');
  await expect(page.getByRole('listbox').getByRole('option').first()).toBeVisible();
  // Escape closes in three steps: the results, the query, the dialog (tests/e2e/search.spec.ts).
  await page.keyboard.press('Escape');
  await expect(page.getByRole('listbox')).toBeHidden();
  await page.keyboard.press('Escape');
  await expect(input).toHaveValue('');
  await page.keyboard.press('Escape');
  await expect(input).toHaveCount(0);
  await page.getByRole('button', { name: es['search.button'] }).first().click();
  await expect(page.getByRole('combobox', { name: es['search.inputLabel'], exact: true })).toBeVisible();
  await page.keyboard.press('Escape');
}

/** The products selector (a listbox mounted on first use) opens and lists products. */
async function dropdownWorks(page: Page) {
  await page.getByRole('button', { name: new RegExp(`^${es['sections.label']}: `) }).click();
  await expect(page.getByRole('listbox').getByRole('option').first()).toBeVisible();
  await page.keyboard.press('Escape');
}

/** An API operation's panels load: another response status is fetched and shown. */
async function apiCodeWorks(page: Page) {
  await waitForSiteCode(page);
  const section = page.locator(`section[aria-labelledby="${createOp.id}"]`);
  const statuses = section.getByRole('radiogroup', { name: es['api.status'] });
  await clickSettled(statuses.locator('label', { hasText: '401' }));
  await expect(statuses.getByRole('radio', { name: '401' })).toBeChecked();
  await expect(section.getByText(es['api.responseExample'].replace('{status}', '401'))).toBeVisible();
  // Blocks in hidden panels wait until shown (lazy-code.ts): none that is shown still waits.
  await expect(section.getByText(es['code.loading']).filter({ visible: true })).toHaveCount(0);
}

for (const hash of HASHES) {
  test(`a guide and an API page work with the malformed fragment ${hash}`, async ({ page }) => {
    const errors = collectErrors(page);
    await page.goto(`${GUIDE}${hash}`);
    await expect(page.getByRole('tab', { selected: true }).first()).toBeVisible();
    await searchWorks(page);
    await dropdownWorks(page);
    await page.goto(`${SESSION}${hash}`);
    await apiCodeWorks(page);
    await searchWorks(page);
    expect(errors).toEqual([]);
  });
}

for (const query of QUERIES) {
  test(`pages work with the malformed query ${query}`, async ({ page }) => {
    const errors = collectErrors(page);
    for (const path of ['/search', GUIDE, '/gateway/testing-card', SESSION]) {
      await page.goto(`${path}${query}`);
      await searchWorks(page);
    }
    expect(errors).toEqual([]);
  });
}

test('garbage in every storage key the site reads leaves search, dropdowns, the menu and API code working', async ({ page }) => {
  const errors = collectErrors(page);
  for (const value of GARBAGE) {
    await page.addInitScript(
      ({ keys, value }) => {
        for (const key of keys) {
          try {
            localStorage.setItem(key, value);
            sessionStorage.setItem(key, value);
          } catch {
            // A value over the quota is garbage that never got stored.
          }
        }
      },
      { keys: [THEME_STORAGE_KEY, CODE_LANGUAGE_STORAGE_KEY, CREDENTIALS_STORAGE_KEY], value },
    );
  }
  await page.goto(GUIDE);
  await searchWorks(page);
  await dropdownWorks(page);
  await page.goto(SESSION);
  await apiCodeWorks(page);
  // The credentials button is there, and its dialog opens with empty fields: garbage is no credentials.
  await page.getByRole('button', { name: es['credentials.open'] }).click();
  const dialog = page.getByRole('dialog', { name: es['credentials.title'] });
  await expect(dialog.getByLabel(es['credentials.login'])).toHaveValue('');
  expect(errors).toEqual([]);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the menu dialog opens with a malformed fragment and with garbage in storage', async ({ page }) => {
    const errors = collectErrors(page);
    await page.addInitScript((keys) => keys.forEach((key) => localStorage.setItem(key, '{')), [THEME_STORAGE_KEY, CODE_LANGUAGE_STORAGE_KEY, CREDENTIALS_STORAGE_KEY]);
    for (const hash of HASHES) {
      await page.goto(`${GUIDE}${hash}`);
      await waitForSiteCode(page);
      await page.getByRole('button', { name: es['mobileNav.open'] }).click();
      const dialog = page.getByRole('dialog');
      await expect(dialog.getByRole('heading', { name: es['mobileNav.title'] })).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
    }
    expect(errors).toEqual([]);
  });
});
