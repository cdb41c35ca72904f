import type { Page } from '@playwright/test';

/**
 * Turns colour transitions and animations off, so axe reads the colours a theme ends at, not
 * colours halfway. A constructed stylesheet, which the pages' Content-Security-Policy (inline
 * styles by hash only) leaves alone, where `page.addStyleTag` would be refused.
 */
export const stopTransitions = (page: Page) =>
  page.evaluate(() => {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync('*, *::before, *::after { transition: none !important; animation: none !important; }');
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  });
