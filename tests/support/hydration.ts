import { expect, type Page } from '@playwright/test';
import { EARLY_INPUT_PROPERTY } from '../../src/shared/ui/early-input';

/**
 * Whether the site's code listens on the page (src/browser/runtime/main.ts): it marks the page's early-input
 * state ready once its listeners are there, the API reference's included on a page with operations.
 * Before, the page is the server's HTML and nothing more.
 */
export const siteCodeListens = (page: Page) => page.evaluate((property) => (window as unknown as Record<string, { ready?: boolean } | undefined>)[property]?.ready === true, EARLY_INPUT_PROPERTY);

/** Resolves once the site's code listens on the page. */
export const waitForSiteCode = (page: Page) => expect.poll(() => siteCodeListens(page)).toBe(true);
