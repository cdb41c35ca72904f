import type { Page, Route } from '@playwright/test';

/** Holds back each Next chunk `hold` picks until the test calls the returned `release`. */
async function holdChunks(page: Page, hold: (route: Route) => boolean | Promise<boolean>): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/_next/static/chunks/*.js', async (route) => {
    if (await hold(route)) await released;
    await route.continue();
  });
  return release;
}

/**
 * Holds back the page's Next chunks (all of them, or those `which` picks) until the test calls the
 * returned `release`: a slow link whose length the test decides, not the machine. A fixed delay
 * made "not yet hydrated" checks fail on a loaded machine, where the delay ran out first.
 */
export const holdScripts = (page: Page, which: (path: string) => boolean = () => true) => holdChunks(page, (route) => which(new URL(route.request().url()).pathname));

/**
 * Holds back only the Next chunks whose code contains `text` (a string of the component the test
 * is about), so the rest of the page's code runs and React takes over everything but that.
 */
export const holdScriptsContaining = (page: Page, text: string) => holdChunks(page, async (route) => (await (await route.fetch()).text()).includes(text));
