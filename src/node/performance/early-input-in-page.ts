import { isLocale, type Locale } from '../../shared/i18n/locales';
import { getTranslator } from '../../shared/i18n/translate';
import { EARLY_INPUT_PROPERTY } from '../../shared/ui/early-input';
import { earlyInputScript } from '../../browser/inline/early-input-script';
import { themeInitScript } from '../../browser/inline/theme-init-script';

/** The early-input script (early-input-script.ts) of a page in `locale`: its stand-in search field is named in that language. */
export const earlyInputScriptFor = (locale: Locale) => earlyInputScript(getTranslator(locale)('search.inputLabel'));

const THEME_TAG = `<script>${themeInitScript}</script>`;

/**
 * Writes the early-input script into a built page, right after the theme's script in <head>. In
 * development React renders it (RootDocument). It was moved out of React's render when React's
 * payload would have carried its 1.9 KB a second time; that payload left the pages with Next's
 * client (docs/benchmarks.md, "Without Next's client"), and the step stays as the one place that
 * puts it in every page but the not-found pages: they have no search button, and the script keeps
 * Ctrl/Cmd+K from the browser for it. The language is the page's `<html lang>`.
 */
export function withEarlyInputScript(html: string): string {
  if (html.includes(EARLY_INPUT_PROPERTY)) return html;
  const lang = /<html\s[^>]*\blang="([^"]*)"/.exec(html)?.[1];
  if (!isLocale(lang)) throw new Error(`withEarlyInputScript: the page's <html lang="${lang ?? ''}"> is not a language of the site.`);
  const at = html.indexOf(THEME_TAG);
  if (at < 0) throw new Error('withEarlyInputScript: the page has no theme script (theme-init-script.ts) in <head> to put the early-input script after.');
  const end = at + THEME_TAG.length;
  return `${html.slice(0, end)}<script>${earlyInputScriptFor(lang)}</script>${html.slice(end)}`;
}
