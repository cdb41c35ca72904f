import { expect, test, type Page, type Request } from '@playwright/test';
import { es } from '../../src/lib/i18n/dictionaries/es';
import { INTENT_DELAY_MS } from '../../src/lib/ui/link-intent';
import { isHydrated } from '../support/hydration';
import { neighboursOf, pageAt } from './site-model';

// A page prefetches another only when a reader reaches for its link (src/lib/ui/link-intent.ts):
// not the links that scroll into view, and not an operation's links, which load their page whole.
const API_PAGE = '/checkout/api/reference/session';
const GUIDE = '/checkout/how-checkout-works';

/** The router's requests for other pages' payloads, as they are made. */
function routerRequests(page: Page): Request[] {
  const requests: Request[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).searchParams.has('_rsc')) requests.push(request);
  });
  return requests;
}

const pathsOf = (requests: Request[]) => [...new Set(requests.map((request) => new URL(request.url()).pathname.replace(/\/__next\..*$/, '')))];

/** The top bar has hydrated: it wires the intent, so a hover from now on counts. */
async function ready(page: Page) {
  await expect.poll(() => isHydrated(page.getByRole('banner', { name: es['topbar.label'] }))).toBe(true);
}

test('loading and scrolling a page prefetches no other page', async ({ page }) => {
  const requests = routerRequests(page);
  await page.goto(API_PAGE);
  await ready(page);
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(INTENT_DELAY_MS * 4);
  // The sidebar alone shows dozens of links at 1440 px; the page's first screen links three guides.
  expect(await page.locator('a[href^="/checkout/"]').count()).toBeGreaterThan(10);
  expect(pathsOf(requests)).toEqual([]);
});

test('a pointer resting on a sidebar link prefetches its page, and the click then navigates without loading a document', async ({ page }) => {
  const requests = routerRequests(page);
  const documents: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'document') documents.push(request.url());
  });
  await page.goto(API_PAGE);
  await ready(page);
  const link = page.getByRole('navigation', { name: es['sidebar.label'] }).locator('a[href^="/checkout/"]:not([aria-current])').first();
  const href = (await link.getAttribute('href'))!;
  await link.hover();
  await expect.poll(() => pathsOf(requests)).toEqual([href]);
  await link.click();
  await expect(page).toHaveURL(href);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(pageAt(href).title);
  expect(documents).toHaveLength(1);
});

test('the keyboard’s focus resting on a link prefetches its page', async ({ page }) => {
  const requests = routerRequests(page);
  const { next } = neighboursOf(GUIDE);
  await page.goto(GUIDE);
  await ready(page);
  await page.getByRole('navigation', { name: es['pager.label'] }).locator('a[rel="next"]').focus();
  await expect.poll(() => pathsOf(requests)).toEqual([next!.href]);
});

test('a link in an operation is not prefetched: it loads its page whole', async ({ page }) => {
  const requests = routerRequests(page);
  await page.goto(API_PAGE);
  await ready(page);
  const link = page.locator('[data-operation-src] a[href^="/checkout/"]').first();
  await link.hover();
  await page.waitForTimeout(INTENT_DELAY_MS * 4);
  expect(pathsOf(requests)).toEqual([]);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('a tap prefetches the page as the finger lands and navigates to it', async ({ page }) => {
    const requests = routerRequests(page);
    const documents: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'document') documents.push(request.url());
    });
    const { next } = neighboursOf(GUIDE);
    await page.goto(GUIDE);
    await ready(page);
    const link = page.getByRole('navigation', { name: es['pager.label'] }).locator('a[rel="next"]');
    await link.scrollIntoViewIfNeeded();
    await page.waitForTimeout(INTENT_DELAY_MS * 2);
    expect(pathsOf(requests)).toEqual([]);
    await link.tap();
    await expect(page).toHaveURL(next!.href);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(pageAt(next!.href).title);
    // The touch asked for the page's segments (the click that follows may find them still on their way).
    expect(requests.some((request) => new URL(request.url()).pathname.startsWith(`${next!.href}/__next.`))).toBe(true);
    expect(documents).toHaveLength(1);
  });
});
