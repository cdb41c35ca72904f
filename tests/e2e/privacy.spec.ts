import { expect, test } from '@playwright/test';

for (const path of ['/checkout/create-session', '/', '/en']) {
  test(`loading ${path} makes no third-party request`, async ({ page }) => {
    const urls: string[] = [];
    page.on('request', (request) => urls.push(request.url()));
    await page.goto(path, { waitUntil: 'load' });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // Scroll to the end so lazily loaded resources and viewport prefetches happen too.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.waitForLoadState('networkidle');
    expect(urls.length).toBeGreaterThan(1);
    const foreign = urls.filter((url) => !url.startsWith('data:') && !url.startsWith('blob:') && new URL(url).hostname !== '127.0.0.1');
    expect(foreign).toEqual([]);
  });
}
