/**
 * The font's preload on every page. `next/font` writes `<link rel="preload" as="font">` into the
 * pages of the root layouts, but not into the global not-found page, which Next renders apart:
 * without it the browser finds the font only once the stylesheet is applied, and the text waits
 * for it. Lighthouse mobile put the not-found page's first paint at 1.24 s without the preload and
 * 0.79 s with it (docs/benchmarks.md, "The not-found page's font"); it is the page a reader lands
 * on from every broken link. scripts/finish-output.ts copies the home page's preloads into any
 * page that lacks them, and finished-page.ts fails the build on a page that still does.
 */

const FONT_PRELOAD = /<link\b(?=[^>]*\brel="preload")(?=[^>]*\bas="font")[^>]*>/g;

/** The font preload tags in a page's `<head>`, as written. */
export function fontPreloadsIn(html: string): string[] {
  const head = html.slice(0, Math.max(0, html.indexOf('</head>')));
  return head.match(FONT_PRELOAD) ?? [];
}

/**
 * The page with each of `preloads` it does not already carry, before its first stylesheet (a
 * preload after it would be found only once the stylesheet has arrived).
 */
export function withFontPreloads(html: string, preloads: readonly string[]): string {
  const present = new Set(fontPreloadsIn(html));
  const missing = preloads.filter((preload) => !present.has(preload));
  if (missing.length === 0) return html;
  const end = html.indexOf('</head>');
  if (end < 0) throw new Error('withFontPreloads: the page has no </head>.');
  const stylesheet = html.slice(0, end).search(/<link\b[^>]*\brel="stylesheet"/);
  const at = stylesheet >= 0 ? stylesheet : end;
  return `${html.slice(0, at)}${missing.join('')}${html.slice(at)}`;
}
