import path from 'node:path';
import { expect, test as base, type Page } from '@playwright/test';
import { builtPages } from '../../src/node/checks/built-pages';
import { axeViolations } from './axe';
import { waitForFinishedPage } from '../support/hydration';
import { layOutWholePage, stopTransitions } from '../support/no-transitions';

/**
 * axe-core over every built page (not a sample), at desktop width, light and dark (issue 6).
 * The 404 page is reached the way readers meet it: at a URL that does not exist.
 */
const urls = builtPages(path.resolve('out'))
  .filter((page) => page.url !== '/_not-found')
  .map((page) => (page.url === '/404' ? '/this-page-does-not-exist' : page.url));

// No trace: a violation's message names the rule and the nodes, and recording a trace of every
// page cost a fifth of this file's time.
base.use({ trace: 'off' });

// One tab per worker, going from page to page as a reader does: a new context and tab for every
// page started a renderer process each time (28 API pages, two workers: 98 s -> 74 s).
const test = base.extend<object, { tab: Page }>({
  tab: [
    async ({ browser }, use) => {
      const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, colorScheme: 'light' });
      await use(await context.newPage());
      await context.close();
    },
    { scope: 'worker' },
  ],
});

/** What the dark theme can change: colours. Every other rule reads the same DOM in both themes. */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

// One load per page: every rule in light, then the same page switched to dark the way the theme
// script does it, where only the colour rules can find anything new.
for (const url of urls) {
  test(url, async ({ tab: page }) => {
    // The page before this one ended in dark.
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto(url, { waitUntil: 'load' });
    await waitForFinishedPage(page);
    await layOutWholePage(page);
    await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
    expect(await axeViolations(page), 'light').toEqual([]);
    // Colour transitions would let axe read colours halfway between the two themes.
    await stopTransitions(page);
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.evaluate(() => document.documentElement.classList.add('dark'));
    expect(await axeViolations(page, COLOUR_RULES), 'dark').toEqual([]);
  });
}

test('the checker itself finds what it is there to find: an empty header cell, faint text and targets under 24 px, in light and dark', async ({ tab: page }) => {
  // In the pages' own tab, on a page of the site, under its Content-Security-Policy: the faults are
  // planted in the page's main, their styles adopted (the policy refuses a <style> element).
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/this-page-does-not-exist');
  await page.evaluate(() => {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync('.faint{color:#bbb;background:#fff} .dark .faint{color:#333;background:#000} .tiny{width:16px;height:16px;padding:0;margin:0;border:0}');
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
    const planted = document.createElement('div');
    planted.innerHTML =
      '<table><tr><th></th><th>Name</th></tr><tr><td>1</td><td>2</td></tr></table><p class="faint">faint text</p>' +
      '<p><button class="tiny" aria-label="One"></button><button class="tiny" aria-label="Two"></button></p>';
    document.querySelector('main')!.append(planted);
  });
  const light = await axeViolations(page);
  expect(light.map((v) => v.split(' ')[0])).toEqual(expect.arrayContaining(['empty-table-header', 'color-contrast', 'target-size']));
  await page.evaluate(() => document.documentElement.classList.add('dark'));
  expect((await axeViolations(page, COLOUR_RULES)).map((v) => v.split(' ')[0])).toEqual(['color-contrast']);
});
