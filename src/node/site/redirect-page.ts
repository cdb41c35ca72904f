import type { Locale } from '../../shared/i18n/locales';
import { getTranslator } from '../../shared/i18n/translate';
import { escapeHtml } from '../../shared/ui/html';

/**
 * The page a static host serves at an old URL when it cannot send a 301 (no `_redirects`
 * support): it sends browsers on at once, tells search engines where the page lives now and
 * not to index this one, and shows a link for anyone whose browser does not follow the refresh.
 */
export function redirectPageHtml({ locale, to, title, origin }: { locale: Locale; to: string; title: string; origin: string }): string {
  const t = getTranslator(locale);
  const href = escapeHtml(to);
  const heading = escapeHtml(t('redirect.title'));
  return [
    '<!DOCTYPE html>',
    `<html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">`,
    `<title>${heading} | ${escapeHtml(t('meta.titleSuffix'))}</title>`,
    `<meta name="description" content="${escapeHtml(t('redirect.description', { title }))}">`,
    '<meta name="robots" content="noindex">',
    `<link rel="canonical" href="${escapeHtml(new URL(to, origin).href)}">`,
    `<meta http-equiv="refresh" content="0; url=${href}">`,
    `</head><body><main><h1>${heading}</h1><p>${escapeHtml(t('redirect.body'))} <a href="${href}">${escapeHtml(title)}</a>.</p></main></body></html>`,
    '',
  ].join('\n');
}
