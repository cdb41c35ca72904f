import { mkdirSync } from 'node:fs';
import { chromium } from '@playwright/test';

/**
 * Screenshots of the served site (npm run serve) at desktop and 390 px, light and dark,
 * for a person to look at before calling UI work done. Usage: tsx scripts/screenshots.ts [path ...]
 */
const base = process.env.BASE_URL ?? 'http://127.0.0.1:3000';
const paths = process.argv.slice(2).length ? process.argv.slice(2) : ['/', '/checkout/create-session', '/en/checkout/notification', '/en/autopay', '/does-not-exist'];
const viewports = [
  { name: 'desktop', width: 1440, height: 900 },
  { name: 'mobile', width: 390, height: 844 },
];

mkdirSync('screenshots', { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
for (const path of paths) {
  for (const viewport of viewports) {
    for (const scheme of ['light', 'dark'] as const) {
      const page = await browser.newPage({ viewport, colorScheme: scheme });
      await page.goto(base + path, { waitUntil: 'networkidle' });
      const file = `screenshots/${path.replace(/\W+/g, '_') || 'home'}-${viewport.name}-${scheme}.png`;
      await page.screenshot({ path: file });
      console.log(file);
      await page.close();
    }
  }
}
await browser.close();
