import Beasties from 'beasties';
import { SCRIPTS_ATTRIBUTE, STYLES_ATTRIBUTE } from '../../shared/ui/loader-attributes';

/**
 * The first paint waits for nothing but the page (issue 50): the rules a page's markup uses are
 * written into its <head> as one <style> (Beasties, the maintained fork of Critters, at build time
 * over out/*.html), and the full stylesheet is linked by the after-paint loader once the page has
 * painted (its `data-styles-after-paint`), with a `<noscript>` link at the end of <body> for a
 * reader without scripts. A stylesheet linked in the markup, even last in <body>, is requested at
 * the highest priority while the page parses: it shares the first round trips with the page, and
 * Lighthouse's simulation counts it as holding back the first paint (docs/benchmarks.md, "The
 * first paint's floor"). It holds every rule again, in its own order, so once it has loaded a page
 * is styled exactly as with the stylesheet in <head>: the states the site's code adds later (an
 * open dialog, a listbox) find their rules there. The <style> is allowed by its hash (csp.ts).
 *
 * What Beasties cannot see is added back: every rule of the dark theme, whose class the theme
 * script sets before the first paint, so a dark page's first paint is dark. (The site ships no
 * font, so there is no `@font-face` to carry over.)
 */
export interface CriticalCss {
  /** The page with its critical <style> in <head> and its stylesheets linked after paint; a page without a stylesheet in <head> as it is. */
  inline: (html: string) => Promise<string>;
}

/** A selector in which a pseudo-class, not a type or class, starts a compound selector. */
export const PSEUDO_STARTS_COMPOUND = /(?:^|[\s>+~(,]):(?!:)/;

/** A selector of the dark theme, whose class the theme script sets on <html> before the first paint. */
export const DARK_THEME = /\.dark\b/;

const STYLESHEET_LINK = /<link\b[^>]*\brel="stylesheet"[^>]*>/g;

/** The stylesheets a page links (`href`s). */
export const stylesheetsOf = (html: string) => [...html.matchAll(STYLESHEET_LINK)].map((tag) => /\bhref="([^"]+)"/.exec(tag[0])?.[1]).filter((href): href is string => !!href);

/**
 * The page as Next wrote it, with `css` in a <style> where its first stylesheet link was in
 * <head>, and its stylesheets named on the after-paint loader (`data-styles-after-paint`) and
 * linked in a `<noscript>` at the end of <body>, each tag as written. A page without the loader
 * gets the links themselves there. Only the CSS comes from Beasties: its own output is the page
 * serialized again (`data-x=""` written `data-x`, among other things), which this keeps out of
 * the page.
 */
export function withCriticalCss(html: string, css: string): string {
  const headEnd = html.indexOf('</head>');
  const links = [...html.slice(0, headEnd).matchAll(STYLESHEET_LINK)].map((match) => match[0]);
  if (links.length === 0) return html;
  let head = html.slice(0, headEnd);
  head = head.replace(links[0]!, () => `<style>${css}</style>`);
  for (const link of links.slice(1)) head = head.replace(link, '');
  let rest = html.slice(headEnd);
  const loader = rest.indexOf(`<script ${SCRIPTS_ATTRIBUTE}=`);
  const named = loader >= 0;
  if (named) {
    const tagEnd = rest.indexOf('>', loader);
    rest = `${rest.slice(0, tagEnd)} ${STYLES_ATTRIBUTE}="${stylesheetsOf(links.join('')).join(' ')}"${rest.slice(tagEnd)}`;
  }
  const bodyEnd = rest.lastIndexOf('</body>');
  const tail = named ? `<noscript>${links.join('')}</noscript>` : links.join('');
  return head + rest.slice(0, bodyEnd) + tail + rest.slice(bodyEnd);
}

/** Critical CSS for the pages of `out`. */
export function criticalCss(out: string): CriticalCss {
  const beasties = new Beasties({
    path: out,
    publicPath: '/',
    preload: 'body',
    noscriptFallback: false,
    pruneSource: false,
    mergeStylesheets: true,
    compress: true,
    reduceInlineStyles: false,
    inlineFonts: false,
    preloadFonts: false,
    keyframes: 'critical',
    // Beasties matches a selector with its pseudo-classes taken out, and one that starts a compound
    // loses its combinator with it: `.prose :not(pre)>code` (inline code) is tried as
    // `.prose >code` and left out. Such selectors (some 40, Tailwind's `space-y` among them) are kept.
    // And the dark theme's own rules (code samples' colours: `.dark .shiki`): the page's theme
    // script puts the class on <html> before the first paint, so Beasties never sees it.
    allowRules: [PSEUDO_STARTS_COMPOUND, DARK_THEME],
    // Tailwind writes one rule with an empty `:where()` that matches nothing; Beasties warns about it on every page.
    logLevel: 'error',
  });
  return {
    inline: async (html) => {
      const sheets = stylesheetsOf(html.slice(0, html.indexOf('</head>')));
      if (sheets.length === 0) return html;
      const processed = await beasties.process(html);
      const critical = [...processed.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((match) => match[1]).join('');
      return withCriticalCss(html, critical);
    },
  };
}
