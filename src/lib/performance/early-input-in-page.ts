import { isLocale, type Locale } from '../i18n/locales';
import { getTranslator } from '../i18n/translate';
import { EARLY_INPUT_PROPERTY } from '../ui/early-input';
import { earlyInputScript } from '../ui/early-input-script';
import { themeInitScript } from '../ui/theme-init-script';

/** The early-input script (early-input-script.ts) of a page in `locale`: its stand-in search field is named in that language. */
export const earlyInputScriptFor = (locale: Locale) => earlyInputScript(getTranslator(locale)('search.inputLabel'));

const THEME_TAG = `<script>${themeInitScript}</script>`;

/**
 * Writes the early-input script into a built page, right after the theme's script in <head>.
 * Rendered by React (as it is in development, RootDocument), its 1.9 KB would be in every page
 * twice, the second time in React's payload, far from the first (gzip finds no repeat) and of no
 * use there: React 19 hydrates <head> past a script it did not render. The language is the page's
 * `<html lang>`. Not for the not-found pages: they have no search button, and the script keeps
 * Ctrl/Cmd+K from the browser for it.
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
