import { expect, test, type Locator, type Page, type Request } from '@playwright/test';
import { es } from '../../src/shared/i18n/dictionaries/es';
import { INTENT_DELAY_MS } from '../../src/browser/runtime/site-links';
import { siteCodeListens } from '../support/hydration';
import { neighboursOf, pageAt } from './site-model';

// The site's links are plain <a> that the browser follows (src/browser/runtime/site-links.ts): a page is
// prefetched only when a reader reaches for its link, not when it scrolls into view, and the
// navigation then takes the prefetched page. Links in an operation's HTML behave the same.
const API_PAGE = '/checkout/api/reference/session';
const GUIDE = '/checkout/how-checkout-works';

/**
 * The page's prefetches of other pages (`<link rel="prefetch">`, which Chromium marks
 * `Sec-Purpose: prefetch`), as they are made; not the site's own modules, which it fetches ahead
 * once the page is quiet (src/browser/runtime/main.ts).
 */
function prefetchRequests(page: Page): Request[] {
  const requests: Request[] = [];
  page.on('request', (request) => {
    if ((request.headers()['sec-purpose'] ?? '').includes('prefetch') && !new URL(request.url()).pathname.startsWith('/client/')) requests.push(request);
  });
  return requests;
}

const pathsOf = (requests: Request[]) => [...new Set(requests.map((request) => new URL(request.url()).pathname))];

/** The documents the page loads. */
function documentRequests(page: Page): string[] {
  const documents: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'document') documents.push(new URL(request.url()).pathname);
  });
  return documents;
}

/** How the page shown was delivered: `cache` when the navigation took what a prefetch had fetched. */
const deliveryType = (page: Page) => page.evaluate(() => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming & { deliveryType?: string }).deliveryType ?? '');

/** Rests the pointer on a link of the API page: its page is prefetched; the click then opens the prefetched page. */
async function hoverAndFollow(page: Page, links: Locator) {
  const requests = prefetchRequests(page);
  await page.goto(API_PAGE);
  await ready(page);
  const link = links.first();
  const href = (await link.getAttribute('href'))!;
  await link.hover();
  await expect.poll(() => pathsOf(requests)).toEqual([href]);
  await Promise.all([page.waitForURL(href), link.click()]);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(pageAt(href).title);
  expect(await deliveryType(page)).toBe('cache');
  expect(pathsOf(requests)).toEqual([href]);
}

/** The site's code listens: it wires the intent, so a hover from now on counts. */
async function ready(page: Page) {
  await expect.poll(() => siteCodeListens(page)).toBe(true);
}

test('loading and scrolling a page prefetches no other page', async ({ page }) => {
  const requests = prefetchRequests(page);
  await page.goto(API_PAGE);
  await ready(page);
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(INTENT_DELAY_MS * 4);
  // The sidebar alone shows dozens of links at 1440 px; the page's first screen links three guides.
  expect(await page.locator('a[href^="/checkout/"]').count()).toBeGreaterThan(10);
  expect(pathsOf(requests)).toEqual([]);
});

test('a pointer resting on a sidebar link prefetches its page, and the click then opens what was prefetched', async ({ page }) => {
  await hoverAndFollow(page, page.getByRole('navigation', { name: es['sidebar.label'] }).locator('a[href^="/checkout/"]:not([aria-current])'));
});

test('the keyboard’s focus resting on a link prefetches its page', async ({ page }) => {
  const requests = prefetchRequests(page);
  const { next } = neighboursOf(GUIDE);
  await page.goto(GUIDE);
  await ready(page);
  await page.getByRole('navigation', { name: es['pager.label'] }).locator('a[rel="next"]').focus();
  await expect.poll(() => pathsOf(requests)).toEqual([next!.href]);
});

test('a link in an operation is prefetched and followed like any other', async ({ page }) => {
  await hoverAndFollow(page, page.locator('[data-operation-src] a[href^="/checkout/"]'));
});

test('a click with a modifier and a link to this page’s own section are left to the browser', async ({ page, context }) => {
  await page.goto(API_PAGE);
  await ready(page);
  // Ctrl+click opens a new tab, as on any link.
  const link = page.getByRole('navigation', { name: es['sidebar.label'] }).locator('a[href^="/checkout/"]:not([aria-current])').first();
  const [tab] = await Promise.all([context.waitForEvent('page'), link.click({ modifiers: ['ControlOrMeta'] })]);
  await tab.waitForLoadState();
  expect(new URL(tab.url()).pathname).toBe(await link.getAttribute('href'));
  await expect(page).toHaveURL(API_PAGE);
  await tab.close();
  // An operation's own anchor moves to it on this page.
  const anchor = page.locator('[data-operation-src] h2 a[href^="#"]').nth(1);
  const fragment = (await anchor.getAttribute('href'))!;
  await anchor.click();
  await expect(page).toHaveURL(`${API_PAGE}${fragment}`);
  await expect(page.locator(fragment)).toBeInViewport();
});

test('a click on the link to the page shown (its sidebar entry) does not load it again', async ({ page }) => {
  const documents = documentRequests(page);
  await page.goto(API_PAGE);
  await ready(page);
  // A mark on this window: a page loaded again would not have it.
  await page.evaluate(() => Object.assign(window, { stillHere: true }));
  await page.getByRole('navigation', { name: es['sidebar.label'] }).locator('a[aria-current="page"]').click();
  await expect(page).toHaveURL(API_PAGE);
  await page.waitForLoadState('networkidle');
  expect(await page.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).toBe(true);
  expect(documents).toHaveLength(1);
});

test('an SVG link is left to the browser and goes where it points', async ({ page }) => {
  // An SVG <a>'s href is not a string; read as one it would be taken for a made-up path.
  await page.goto(API_PAGE);
  await ready(page);
  await page.evaluate((href) => {
    const svg = document.createElementNS('http://www.w3.org/2000/svg', 'svg');
    svg.setAttribute('width', '120');
    svg.setAttribute('height', '120');
    svg.setAttribute('style', 'position: fixed; inset: 40% auto auto 40%; z-index: 100');
    const link = document.createElementNS('http://www.w3.org/2000/svg', 'a');
    link.setAttribute('href', href);
    const box = document.createElementNS('http://www.w3.org/2000/svg', 'rect');
    box.setAttribute('width', '120');
    box.setAttribute('height', '120');
    link.append(box);
    svg.append(link);
    document.body.append(svg);
  }, GUIDE);
  await page.locator('svg a rect').last().click();
  await expect(page).toHaveURL(GUIDE);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(pageAt(GUIDE).title);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('a tap navigates to the page with one request for it, and prefetches nothing', async ({ page }) => {
    const requests = prefetchRequests(page);
    const documents = documentRequests(page);
    const { next } = neighboursOf(GUIDE);
    await page.goto(GUIDE);
    await ready(page);
    const link = page.getByRole('navigation', { name: es['pager.label'] }).locator('a[rel="next"]');
    await link.scrollIntoViewIfNeeded();
    await page.waitForTimeout(INTENT_DELAY_MS * 2);
    expect(pathsOf(requests)).toEqual([]);
    await Promise.all([page.waitForURL(next!.href), link.tap()]);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(pageAt(next!.href).title);
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(INTENT_DELAY_MS * 4);
    // A finger's touch prefetches nothing: the page is the navigation's one request.
    expect(pathsOf(requests)).toEqual([]);
    expect(documents).toEqual([GUIDE, next!.href]);
  });
});
