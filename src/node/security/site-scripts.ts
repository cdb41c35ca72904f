import { analyticsLoader } from '../../browser/inline/analytics';
import { notFoundLocaleScript } from '../../browser/inline/not-found-locale-script';
import { afterPaintLoader } from '../../browser/inline/scripts-after-paint';
import { themeInitScript } from '../../browser/inline/theme-init-script';
import { locales } from '../../shared/i18n/locales';
import { earlyInputScriptFor } from '../performance/early-input-in-page';

/**
 * The inline scripts the site itself writes into pages, by their exact text (src/browser/inline/):
 * the theme's, run before first paint; the early-input script, one per language; the after-paint
 * loader of the site's code; the not-found page's language switch; and, when ANALYTICS_SCRIPT_URL
 * is set, the analytics loader. The page's Content-Security-Policy allows these by hash and nothing
 * else (csp.ts), and the build fails on a page holding any other inline script
 * (scripts/finish-output.ts, finished-page.ts): the policy is a list of what the site means to run,
 * not of whatever the render happened to leave in the page.
 */
export type SiteScripts = ReadonlyMap<string, string>;

/** Each script's text, with the name a message gives it. */
export function siteInlineScripts(analyticsScriptUrl?: string): SiteScripts {
  return new Map([
    [themeInitScript, 'the theme script (theme-init-script.ts)'],
    ...locales.map((locale) => [earlyInputScriptFor(locale), `the early-input script, ${locale} (early-input-script.ts)`] as const),
    [afterPaintLoader, 'the after-paint loader (scripts-after-paint.ts)'],
    [notFoundLocaleScript, "the not-found page's language switch (not-found-locale-script.ts)"],
    ...(analyticsScriptUrl ? [[analyticsLoader(analyticsScriptUrl), 'the analytics loader (analytics.ts)'] as const] : []),
  ]);
}
