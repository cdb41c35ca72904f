import { expect, test, type CDPSession, type Page } from '@playwright/test';
import { es } from '../../src/shared/i18n/dictionaries/es';
import { holdScripts } from '../support/hold-scripts';
import { siteCodeListens, waitForSiteCode } from '../support/hydration';
import { operationOf, paragraphs, responseOf } from './site-model';
import { clickSettled } from './settled-click';

/**
 * A page paints from its HTML alone (its first screen's CSS is inline, critical-css.ts); its
 * JavaScript (the site's own, src/browser/runtime/) and its full stylesheet are requested only
 * after that first paint, so on a slow link they do not share the bandwidth with the page (issue
 * 6, mobile LCP; issue 50, first paint). No page starts Next's client (issue 15).
 */
for (const path of ['/', '/en/checkout/integration/mobile', '/checkout/api/reference/session']) {
  test(`${path} paints before it requests its JavaScript and its stylesheet, and asks for each file once`, async ({ page }) => {
    const requested: string[] = [];
    const next: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/client/')) requested.push(url.pathname);
      if (url.pathname.startsWith('/_next/') && url.pathname.endsWith('.js')) next.push(url.pathname);
    });
    await page.goto(path);
    // The code did run: it listens on the page.
    await expect.poll(() => siteCodeListens(page)).toBe(true);
    expect(next).toEqual([]);

    const { firstPaint, scriptStarts, styleStarts, fonts } = await page.evaluate(() => ({
      firstPaint: performance.getEntriesByName('first-paint')[0]?.startTime ?? Number.NaN,
      scriptStarts: performance
        .getEntriesByType('resource')
        .filter((entry) => new URL(entry.name).pathname.startsWith('/client/'))
        .map((entry) => entry.startTime),
      styleStarts: performance
        .getEntriesByType('resource')
        .filter((entry) => new URL(entry.name).pathname.endsWith('.css'))
        .map((entry) => entry.startTime),
      fonts: performance.getEntriesByType('resource').filter((entry) => /\.(?:woff2?|ttf|otf)$/.test(new URL(entry.name).pathname)).length,
    }));
    expect(firstPaint).toBeGreaterThan(0);
    expect(scriptStarts.length).toBeGreaterThan(0);
    for (const start of scriptStarts) expect(start).toBeGreaterThanOrEqual(firstPaint);
    expect(styleStarts).toHaveLength(1);
    expect(styleStarts[0]).toBeGreaterThanOrEqual(firstPaint);
    // The system's typeface: no font file on the first round trips.
    expect(fonts).toBe(0);
    expect(requested.length).toBeGreaterThan(0);
    expect(new Set(requested).size).toBe(requested.length);
  });
}

test('a button tapped before the page’s code has run is tapped again once it has', async ({ page }) => {
  // A slow link: the page's code arrives only after the tap.
  const release = await holdScripts(page);
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/checkout/create-session', { waitUntil: 'domcontentloaded' });
  const toDark = page.getByRole('button', { name: es['theme.toDark'] });
  expect(await siteCodeListens(page)).toBe(false);
  await toDark.click();
  release();
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  await expect(page.getByRole('button', { name: es['theme.toLight'] })).toBeVisible();
  // Once, not twice: after the next frames have run, the page is still dark.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
});

test('the menu tapped before the page’s code has run opens once it has, once', async ({ page }) => {
  const release = await holdScripts(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/checkout/create-session', { waitUntil: 'domcontentloaded' });
  expect(await siteCodeListens(page)).toBe(false);
  await page.getByRole('button', { name: es['mobileNav.open'] }).click();
  release();
  const title = page.getByRole('dialog').getByRole('heading', { name: es['mobileNav.title'] });
  await expect(title).toBeVisible();
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await expect(title).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(1);
});

test('once the page is quiet, the code of a first press on search is fetched ahead in a few files and compiled, not run; the menu needs none of it', async ({ page }) => {
  const fetched: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/client/')) fetched.push(url.pathname);
  });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/checkout/create-session');
  const ahead = (await page.locator('script[data-first-use]').getAttribute('data-first-use'))!.split(' ');
  expect(ahead.some((href) => href.startsWith('/client/dialogs-'))).toBe(true);
  // A module for search's dialog, one for the dropdowns' listbox, one for the menus ("Open in"), and the few they share: not one per component.
  expect(ahead.length).toBeLessThanOrEqual(9);
  await expect.poll(() => ahead.every((href) => fetched.includes(href))).toBe(true);
  // Fetched and compiled, not run: nothing of Preact (its root's `__k`) or React is on the page.
  expect(await page.evaluate(() => [...document.querySelectorAll('*')].some((element) => '__k' in element || Object.keys(element).some((key) => key.startsWith('__react'))))).toBe(false);
  // Through <link rel="modulepreload">, which compiles without running (Chromium reports such a fetch as a script's).
  expect(await page.locator('link[rel="modulepreload"]').evaluateAll((links) => links.map((link) => link.getAttribute('href')))).toEqual(ahead);

  // The menu is the page's own markup: it opens without a request, and still nothing of React runs.
  const before = fetched.length;
  await page.getByRole('button', { name: es['mobileNav.open'] }).click();
  await expect(page.getByRole('dialog').getByRole('heading', { name: es['mobileNav.title'] })).toBeVisible();
  expect(fetched.length).toBe(before);
  await page.keyboard.press('Escape');

  // Search runs the code fetched ahead, and opens.
  await page.locator('button[aria-keyshortcuts]').click();
  await expect(page.getByRole('dialog').getByRole('combobox')).toBeVisible();
});

/**
 * On a connection that is not cheap (the reader asked to save data, or the browser rates the link
 * 3g or slower: src/browser/runtime/fetch-ahead.ts) nothing of a first press is fetched ahead; it
 * comes when the reader reaches for a control, and search and a dropdown still open on the first tap.
 * Save-Data is Chromium's own override; the link's rating, which Chromium estimates from the
 * traffic it has seen, is set on `navigator.connection` before the page's code reads it.
 */
test.describe('on a connection that is not cheap, a first press’s code waits for intent', () => {
  test.use({ hasTouch: true, viewport: { width: 1280, height: 800 } });
  const connections = {
    'Save-Data': async (page: Page, cdp: CDPSession) => void (await cdp.send('Emulation.setDataSaverOverride', { dataSaverEnabled: true })),
    'a 3g link': (page: Page) =>
      page.addInitScript(() => {
        const connection = (navigator as Navigator & { connection?: object }).connection;
        if (connection) Object.defineProperty(connection, 'effectiveType', { get: () => '3g' });
      }),
  };
  for (const [name, emulate] of Object.entries(connections)) {
    test(`${name}: nothing is fetched ahead; search and the product dropdown open on the first tap`, async ({ page, context }) => {
      const cdp = await context.newCDPSession(page);
      await emulate(page, cdp);
      const fetched: string[] = [];
      page.on('request', (request) => {
        const url = new URL(request.url());
        if (url.pathname.startsWith('/client/')) fetched.push(url.pathname);
      });
      await page.goto('/checkout/create-session', { waitUntil: 'networkidle' });
      await waitForSiteCode(page);
      expect(await page.evaluate(() => (navigator as Navigator & { connection?: { saveData: boolean; effectiveType: string } }).connection)).toBeTruthy();
      const ahead = (await page.locator('script[data-first-use]').getAttribute('data-first-use'))!.split(' ');
      // Longer than the fetch-ahead's idle wait (at most 3 s after load, main.ts).
      await page.waitForTimeout(3_500);
      expect(ahead.filter((href) => fetched.includes(href))).toEqual([]);

      await page.locator('button[aria-keyshortcuts]').tap();
      await expect(page.getByRole('dialog').getByRole('combobox')).toBeVisible();
      expect(fetched.some((href) => href.startsWith('/client/dialogs-'))).toBe(true);
      await page.keyboard.press('Escape');
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toHaveCount(0);

      await page.getByRole('button', { name: new RegExp(`^${es['sections.label']}: `) }).tap();
      await expect(page.getByRole('listbox')).toBeVisible();
    });
  }
});

test('a response status tapped before the page’s code has run is the one shown once it has', async ({ page }) => {
  const release = await holdScripts(page);
  const createOp = operationOf('/checkout/api/reference/session', 'POST', '/api/session');
  // Content guide: a failed authentication answers HTTP 401; its description comes from the definition.
  const [unauthorized] = paragraphs(responseOf(createOp, '401').description);
  expect(createOp.responses[0]!.status).not.toBe('401');
  await page.goto('/checkout/api/reference/session', { waitUntil: 'domcontentloaded' });
  const section = page.locator(`section[aria-labelledby="${createOp.id}"]`);
  const statuses = section.getByRole('radiogroup', { name: es['api.status'] });
  expect(await siteCodeListens(page)).toBe(false);
  // A native radio: the browser checks it at once, before any of the page's code.
  await clickSettled(statuses.locator('label', { hasText: '401' }));
  await expect(statuses.getByRole('radio', { name: '401' })).toBeChecked();
  release();
  await waitForSiteCode(page);
  await expect(section.getByText(unauthorized!)).toBeVisible();
  await expect(section.getByText(es['api.responseExample'].replace('{status}', '401'))).toBeVisible();
  await expect(statuses.getByRole('radio', { name: '401' })).toBeChecked();
});

test.describe('an API operation’s button clicked before the API reference’s code listens', () => {
  const SESSION = '/checkout/api/reference/session';
  const showButton = (page: Page) => page.locator('[data-static-html] button[aria-expanded]').first();

  test('before any of the page’s code has run: the click is made again once that code listens', async ({ page }) => {
    const release = await holdScripts(page);
    await page.goto(SESSION, { waitUntil: 'domcontentloaded' });
    const button = showButton(page);
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(await siteCodeListens(page)).toBe(false);
    await clickSettled(button);
    release();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    // Once, not twice: a frame later it is still open.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    await expect(button).toHaveAttribute('aria-expanded', 'true');
  });

  test('once the rest of the page’s code runs, while only the API reference’s code is late: the click is kept too', async ({ page }) => {
    const release = await holdScripts(page, (path) => path.startsWith('/client/api-reference-'));
    await page.goto(SESSION, { waitUntil: 'domcontentloaded' });
    // The frame's code runs (the theme switch's tooltip is its work); the API reference's is not there.
    await expect(page.locator('button[data-theme-toggle]')).toHaveAttribute('title', /./);
    const button = showButton(page);
    expect(await siteCodeListens(page)).toBe(false);
    await clickSettled(button);
    release();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    await expect(button).toHaveAttribute('aria-expanded', 'true');
  });
});
