/**
 * The phone the browser benchmarks load pages on: Lighthouse mobile's conditions applied by
 * Chromium itself (its Moto G screen, a 4× slower CPU, 150 ms round trip, 1.6 Mbps down), so
 * figures from bench:paint and bench:first-input describe the same reader.
 */
import { chromium, type Browser, type BrowserContext, type CDPSession, type Page } from '@playwright/test';

export const CPU_SLOWDOWN = 4;
export const NETWORK = { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };
const SCREEN = { width: 412, height: 823 };

export function launchBenchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'] });
}

export interface Phone {
  context: BrowserContext;
  page: Page;
  cdp: CDPSession;
}

/**
 * A fresh phone (no cache shared with the last one) with the conditions above. `cache: false`
 * also turns the HTTP cache off within it, for loads that must each fetch everything.
 */
export async function openPhone(browser: Browser, { cache }: { cache: boolean }): Promise<Phone> {
  const context = await browser.newContext({ viewport: SCREEN, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  if (!cache) await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', NETWORK);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  return { context, page, cdp };
}
