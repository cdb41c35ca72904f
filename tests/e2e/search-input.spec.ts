import { expect, test, type Page } from '@playwright/test';
import { es } from '../../src/shared/i18n/dictionaries/es';
import { siteCodeListens } from '../support/hydration';
import { holdScripts } from '../support/hold-scripts';

/**
 * Search's input as a reader types into it (issue 13): no keystroke is lost while its code is on
 * its way, a reopened search never appends to the last query, and a tap on a phone focuses the
 * field inside the tap, which is what opens the phone's keyboard. The query is a glossary word.
 */
const PAGE = '/checkout/create-session';
const QUERY = 'reembolso';
const combobox = (page: Page) => page.getByRole('combobox', { name: es['search.inputLabel'] });
const searchButton = (page: Page) => page.getByRole('button', { name: es['search.button'] });

test.describe('at 1440px', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('Ctrl+K right after the page loads, typing at once, before any of its code has run: every letter is in the box', async ({ page }) => {
    const release = await holdScripts(page);
    await page.goto(PAGE, { waitUntil: 'domcontentloaded' });
    expect(await siteCodeListens(page)).toBe(false);
    await page.keyboard.press('Control+k');
    await page.keyboard.type(QUERY);
    release();
    await expect(combobox(page)).toBeFocused();
    await expect(combobox(page)).toHaveValue(QUERY);
    // The typed query runs: the results panel opens for it.
    await expect(combobox(page)).toHaveAttribute('aria-expanded', 'true');
    await expect(page.locator('#early-search')).toHaveCount(0);
  });

  test('on an idle page whose code has run, while search’s own code is still on its way: every letter is in the box', async ({ page }) => {
    await page.goto(PAGE);
    await expect.poll(() => siteCodeListens(page)).toBe(true);
    const release = await holdScripts(page);
    await page.keyboard.press('Control+k');
    await page.keyboard.type(QUERY);
    release();
    await expect(combobox(page)).toHaveValue(QUERY);
    await expect(combobox(page)).toBeFocused();
  });

  test('reopened search starts from an empty box, however it was closed; Ctrl+K with search open selects the query', async ({ page }) => {
    await page.goto(PAGE);
    const open = async () => {
      await page.keyboard.press('Control+k');
      // The first opening waits for the page to hydrate and search's code to arrive, which a loaded
      // CI machine once took over 10 s to do: this limit only catches a search that never opens.
      await expect(combobox(page)).toBeFocused({ timeout: 30_000 });
    };
    await open();
    await page.keyboard.type('authenticate');
    await expect(combobox(page)).toHaveValue('authenticate');
    // Ctrl+K again while it is open: what is typed next replaces the query, never appends to it.
    await page.keyboard.press('Control+k');
    await page.keyboard.type('x');
    await expect(combobox(page)).toHaveValue('x');

    // Closed with the close button, then with Escape (three steps, spec §4): each reopening is empty.
    await page.getByRole('button', { name: es['search.close'] }).click();
    await expect(combobox(page)).toHaveCount(0);
    await open();
    await expect(combobox(page)).toHaveValue('');
    await page.keyboard.type('authenticate');
    for (let step = 0; step < 3; step += 1) await page.keyboard.press('Escape');
    await expect(combobox(page)).toHaveCount(0);
    await searchButton(page).click();
    await expect(combobox(page)).toBeFocused();
    await page.keyboard.type('x');
    await expect(combobox(page)).toHaveValue('x');
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  for (const moment of ['before the page’s code has run', 'once the page’s code has run'] as const) {
    test(`a tap on the search button ${moment} focuses a field inside the tap, and what is typed lands in search`, async ({ page }) => {
      let release = () => {};
      if (moment === 'before the page’s code has run') release = await holdScripts(page);
      await page.goto(PAGE, { waitUntil: 'domcontentloaded' });
      if (moment === 'once the page’s code has run') {
        await expect.poll(() => siteCodeListens(page)).toBe(true);
        release = await holdScripts(page);
      }
      // What has focus when the tap's click has reached every listener: a phone opens its
      // keyboard only for a text field focused there, inside the tap, not later when code arrives.
      await page.evaluate(() => {
        window.addEventListener('click', () => document.documentElement.setAttribute('data-focus-at-tap', document.activeElement?.tagName ?? ''), { once: true });
      });
      await searchButton(page).tap();
      await expect(page.locator('html')).toHaveAttribute('data-focus-at-tap', 'INPUT');
      await page.keyboard.type(QUERY);
      release();
      await expect(combobox(page)).toBeFocused();
      await expect(combobox(page)).toHaveValue(QUERY);
    });
  }
});
