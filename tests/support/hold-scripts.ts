import type { Page } from '@playwright/test';

/**
 * Holds back the page's Next chunks (all of them, or those `which` picks) until the test calls the
 * returned `release`: a slow link whose length the test decides, not the machine. A fixed delay
 * made "not yet hydrated" checks fail on a loaded machine, where the delay ran out first.
 */
export async function holdScripts(page: Page, which: (path: string) => boolean = () => true): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/_next/static/chunks/*.js', async (route) => {
    if (which(new URL(route.request().url()).pathname)) await released;
    await route.continue();
  });
  return release;
}

/**
 * Holds back only the Next chunks whose code contains `text` (a string of the component the test
 * is about), so the rest of the page's code runs and React takes over everything but that.
 */
export async function holdScriptsContaining(page: Page, text: string): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/_next/static/chunks/*.js', async (route) => {
    const response = await route.fetch();
    if ((await response.text()).includes(text)) await released;
    await route.fulfill({ response });
  });
  return release;
}
