import { expect, type Page } from '@playwright/test';
import { EARLY_INPUT_PROPERTY } from '../../src/shared/ui/early-input';
import { STYLES_ATTRIBUTE } from '../../src/shared/ui/loader-attributes';

/**
 * Whether the site's code listens on the page (src/browser/runtime/main.ts): it marks the page's early-input
 * state ready once its listeners are there, the API reference's included on a page with operations.
 * Before, the page is the server's HTML and nothing more.
 */
export const siteCodeListens = (page: Page) => page.evaluate((property) => (window as unknown as Record<string, { ready?: boolean } | undefined>)[property]?.ready === true, EARLY_INPUT_PROPERTY);

/** Resolves once the site's code listens on the page. */
export const waitForSiteCode = (page: Page) => expect.poll(() => siteCodeListens(page)).toBe(true);

/**
 * Resolves once the page is the one a reader sees a moment after it opens: the site's code listens
 * (on a page with the early-input script; the not-found pages have none), and every stylesheet its
 * loader links after the first paint (critical-css.ts) has applied. The `load` event comes before
 * both; until then, the parts of the page below the first screen have only the critical CSS, and
 * their colours and sizes are not yet the page's. (The early-input check is `siteCodeListens`'s,
 * written again here because a function run in the page cannot call one outside it.)
 */
export const waitForFinishedPage = (page: Page) =>
  page.waitForFunction(
    ({ property, styles }) => {
      const wanted = (document.querySelector(`script[${styles}]`)?.getAttribute(styles) ?? '').split(' ').filter(Boolean);
      const applied = new Set([...document.styleSheets].map((sheet) => (sheet.href ? new URL(sheet.href).pathname : '')));
      const early = (window as unknown as Record<string, { ready?: boolean } | undefined>)[property];
      return (early === undefined || early.ready === true) && wanted.every((href) => applied.has(href));
    },
    { property: EARLY_INPUT_PROPERTY, styles: STYLES_ATTRIBUTE },
  );
