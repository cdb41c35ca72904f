import { expect, test, type Page } from '@playwright/test';
import { es } from '../../src/lib/i18n/dictionaries/es';
import { holdScripts, holdScriptsContaining } from '../support/hold-scripts';
import { apiCodeListens, isHydrated, reactListens, waitForApiCode } from '../support/hydration';
import { operationOf, paragraphs, responseOf } from './site-model';
import { clickSettled } from './settled-click';

/**
 * A page paints from its HTML and stylesheet alone; its JavaScript is requested only after that
 * first paint, so on a slow link the two do not share the bandwidth (issue 6, mobile LCP).
 */
for (const path of ['/', '/en/checkout/integration/mobile', '/checkout/api/reference/session']) {
  test(`${path} paints before it requests its JavaScript, and asks for each file once`, async ({ page }) => {
    const requested: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/_next/static/') && url.pathname.endsWith('.js')) requested.push(url.pathname);
    });
    await page.goto(path);
    // The code did run: React has taken over the top bar.
    await expect.poll(() => isHydrated(page.locator('button[aria-keyshortcuts]'))).toBe(true);

    const { firstPaint, scriptStarts } = await page.evaluate(() => ({
      firstPaint: performance.getEntriesByName('first-paint')[0]?.startTime ?? Number.NaN,
      scriptStarts: performance
        .getEntriesByType('resource')
        .filter((entry) => new URL(entry.name).pathname.startsWith('/_next/static/') && entry.name.endsWith('.js'))
        .map((entry) => entry.startTime),
    }));
    expect(firstPaint).toBeGreaterThan(0);
    expect(scriptStarts.length).toBeGreaterThan(0);
    for (const start of scriptStarts) expect(start).toBeGreaterThanOrEqual(firstPaint);
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
  expect(await isHydrated(toDark)).toBe(false);
  await toDark.click();
  release();
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  await expect(page.getByRole('button', { name: es['theme.toLight'] })).toBeVisible();
  // Once, not twice: after the next frames have run, the page is still dark.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
});

test('a button tapped once React listens, while the button’s own code is still on its way, is tapped again once that code arrives', async ({ page }) => {
  // React drops a click on markup it cannot hydrate yet; the page keeps it. The top bar's code is
  // the one chunk that holds the search button's shortcut.
  const release = await holdScriptsContaining(page, 'Control+K Meta+K');
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/checkout/create-session', { waitUntil: 'domcontentloaded' });
  await reactListens(page);
  const toDark = page.getByRole('button', { name: es['theme.toDark'] });
  expect(await isHydrated(toDark)).toBe(false);
  await toDark.click();
  release();
  await expect(page.getByRole('button', { name: es['theme.toLight'] })).toBeVisible();
  // Once, not twice.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
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
  expect(await apiCodeListens(page)).toBe(false);
  // A native radio: the browser checks it at once, before any of the page's code.
  await clickSettled(statuses.locator('label', { hasText: '401' }));
  await expect(statuses.getByRole('radio', { name: '401' })).toBeChecked();
  release();
  await waitForApiCode(page);
  await expect(section.getByText(unauthorized!)).toBeVisible();
  await expect(section.getByText(es['api.responseExample'].replace('{status}', '401'))).toBeVisible();
  await expect(statuses.getByRole('radio', { name: '401' })).toBeChecked();
});

/** The scripts a page's after-paint loader requests. */
async function loaderScripts(page: Page, path: string): Promise<string[]> {
  const html = await (await page.request.get(path)).text();
  return /data-scripts-after-paint="([^"]*)"/.exec(html)?.[1]?.split(' ') ?? [];
}

test.describe('an API operation’s button clicked before the API reference’s code listens', () => {
  const SESSION = '/checkout/api/reference/session';
  const showButton = (page: Page) => page.locator('[data-island] button[aria-expanded]').first();

  test('before any of the page’s code has run: the click is made again once that code listens', async ({ page }) => {
    const release = await holdScripts(page);
    await page.goto(SESSION, { waitUntil: 'domcontentloaded' });
    const button = showButton(page);
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(await apiCodeListens(page)).toBe(false);
    await clickSettled(button);
    release();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    // Once, not twice: a frame later it is still open.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    await expect(button).toHaveAttribute('aria-expanded', 'true');
  });

  test('after the page has hydrated, while only the API reference’s code is late: the click is kept too', async ({ page }) => {
    // The island chunks are those an API page's loader requests and a guide's does not.
    const guide = new Set(await loaderScripts(page, '/checkout/create-session'));
    const islands = (await loaderScripts(page, SESSION)).filter((src) => !guide.has(src));
    expect(islands.length).toBeGreaterThan(0);
    const release = await holdScripts(page, (path) => islands.includes(path));
    await page.goto(SESSION, { waitUntil: 'domcontentloaded' });
    // The rest of the page has hydrated (the top bar's search button); the API reference's code is not there.
    await expect.poll(() => isHydrated(page.locator('button[aria-keyshortcuts]'))).toBe(true);
    const button = showButton(page);
    expect(await apiCodeListens(page)).toBe(false);
    await clickSettled(button);
    release();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    await expect(button).toHaveAttribute('aria-expanded', 'true');
  });
});
