import type { Page, Route } from '@playwright/test';

/** Holds back each module of the site's code (`/client/`) that `hold` picks until the test calls the returned `release`. */
async function holdChunks(page: Page, hold: (route: Route) => boolean | Promise<boolean>): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/client/*.js', async (route) => {
    if (await hold(route)) await released;
    await route.continue();
  });
  return release;
}

/**
 * Holds back the site's code (all its modules, or those `which` picks by path) until the test calls
 * the returned `release`: a slow link whose length the test decides, not the machine. A fixed delay
 * made "not yet listening" checks fail on a loaded machine, where the delay ran out first.
 */
export const holdScripts = (page: Page, which: (path: string) => boolean = () => true) => holdChunks(page, (route) => which(new URL(route.request().url()).pathname));

