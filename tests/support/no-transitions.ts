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

/**
 * Lays out every part of the page, those `content-visibility: auto` skips until they near the
 * screen (api.css) included. axe's target-size rule finds what covers a target by hit testing,
 * which does not see into skipped parts, so off-screen attribute toggles read as covered by a
 * neighbour's link wherever the placeholders' heights put them.
 */
export const layOutWholePage = (page: Page) =>
  page.evaluate(() => {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync('* { content-visibility: visible !important; }');
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  });
