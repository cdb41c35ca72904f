import { writeFileSync } from 'node:fs';
import { expect, test, type Browser, type Page, type Route } from '@playwright/test';
import { waitForSiteCode } from '../support/hydration';

/**
 * A page's first screen is styled by its own critical CSS (src/node/performance/critical-css.ts):
 * it paints while the stylesheet is still on its way, and looks the same before and after it
 * arrives, in light and dark, on a desktop and on a phone. The stylesheet is held back here until
 * the first screen has been captured, then let through.
 */
const PAGES = ['/', '/checkout/create-session', '/en/checkout/api/reference/session', '/codes'];
const SCREENS = [
  { name: 'desktop', viewport: { width: 1440, height: 900 } },
  { name: '390 px', viewport: { width: 390, height: 844 } },
];

async function holdStylesheet(page: Page): Promise<{ held: Promise<void>; release: () => Promise<void> }> {
  let route: Route | undefined;
  let arrived: () => void;
  const held = new Promise<void>((resolve) => (arrived = resolve));
  await page.route('**/_next/static/chunks/*.css', (request) => {
    route = request;
    arrived();
  });
  return { held, release: async () => route!.fallback() };
}

/**
 * Pixels of two screenshots that differ by more than anti-aliasing does, and the box around them,
 * counted in a blank page's canvas (no image library in the project).
 */
async function pixelDifference(browser: Browser, a: Buffer, b: Buffer) {
  const blank = await browser.newPage();
  try {
    return await blank.evaluate(
      async ([first, second]) => {
        const pixels = async (base64: string) => {
          const image = new Image();
          image.src = `data:image/png;base64,${base64}`;
          await image.decode();
          const canvas = new OffscreenCanvas(image.width, image.height);
          const context = canvas.getContext('2d')!;
          context.drawImage(image, 0, 0);
          return context.getImageData(0, 0, image.width, image.height);
        };
        const [x, y] = await Promise.all([pixels(first!), pixels(second!)]);
        if (x.width !== y.width || x.height !== y.height) return { count: Infinity, box: 'sizes differ' };
        let count = 0;
        let [left, top, right, bottom] = [x.width, x.height, -1, -1];
        for (let index = 0; index < x.data.length; index += 4) {
          const far = [0, 1, 2].some((channel) => Math.abs(x.data[index + channel]! - y.data[index + channel]!) > 48);
          if (!far) continue;
          count++;
          const pixel = index / 4;
          const [column, row] = [pixel % x.width, Math.floor(pixel / x.width)];
          [left, top, right, bottom] = [Math.min(left, column), Math.min(top, row), Math.max(right, column), Math.max(bottom, row)];
        }
        return { count, box: count ? `${left},${top} to ${right},${bottom}` : '' };
      },
      [a.toString('base64'), b.toString('base64')],
    );
  } finally {
    await blank.close();
  }
}

const stylesheetApplied = (page: Page) => page.evaluate(() => [...document.styleSheets].some((sheet) => sheet.href?.endsWith('.css')));
const settled = (page: Page) => page.evaluate(async () => {
  await document.fonts.ready;
  await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
});

for (const path of PAGES) {
  for (const screen of SCREENS) {
    for (const colorScheme of ['light', 'dark'] as const) {
      test(`${path}, ${screen.name}, ${colorScheme}: paints before the stylesheet arrives, and the same as after`, async ({ page, browser }, testInfo) => {
        await page.setViewportSize(screen.viewport);
        await page.emulateMedia({ colorScheme, reducedMotion: 'reduce' });
        const stylesheet = await holdStylesheet(page);
        // The after-paint loader asks for the stylesheet once the page has painted (critical-css.ts).
        await page.goto(path, { waitUntil: 'commit' });
        await stylesheet.held;
        await waitForSiteCode(page);
        await expect.poll(() => page.evaluate(() => performance.getEntriesByName('first-contentful-paint').length)).toBe(1);
        expect(await stylesheetApplied(page)).toBe(false);
        await expect(page.locator('html')).toHaveClass(colorScheme === 'dark' ? /\bdark\b/ : /^(?!.*\bdark\b)/);
        await settled(page);
        const before = await page.screenshot();

        await stylesheet.release();
        await expect.poll(() => stylesheetApplied(page)).toBe(true);
        await settled(page);
        const after = await page.screenshot();
        const difference = await pixelDifference(browser, before, after);
        if (difference.count > 0) {
          await testInfo.attach('before the stylesheet', { body: before, contentType: 'image/png' });
          await testInfo.attach('after the stylesheet', { body: after, contentType: 'image/png' });
          writeFileSync(testInfo.outputPath('before.png'), before);
          writeFileSync(testInfo.outputPath('after.png'), after);
        }
        expect(difference, 'the first screen changed when the stylesheet arrived (both screenshots are attached, and in the test’s output folder)').toEqual({ count: 0, box: '' });
      });
    }
  }
}

test.describe('without scripts', () => {
  test.use({ javaScriptEnabled: false });

  test('a reader without scripts gets the full stylesheet from the page’s <noscript>', async ({ page }) => {
    const sheets: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'stylesheet') sheets.push(new URL(request.url()).pathname);
    });
    await page.goto('/checkout/create-session');
    await expect.poll(() => sheets.length).toBe(1);
    expect(sheets[0]).toMatch(/^\/_next\/static\/chunks\/[\w-]+\.css$/);
  });
});
