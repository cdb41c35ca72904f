import type { Locale } from '../../shared/i18n/locales';
import { localizePath } from '../../shared/i18n/paths';
import type { SitePage } from '../../shared/site/types';

/** `/llms.txt`, `/en/llms.txt`: the page list of a locale. */
export const llmsTxtPath = (locale: Locale) => `${localeRoot(locale)}/llms.txt`;

/**
 * `/llms-full.txt` and `/en/llms-full.txt`, the whole documentation of a locale; with a product,
 * beside its pages (`/checkout/llms-full.txt`), for an agent with a small context window.
 */
export function llmsFullPath(locale: Locale, namespace?: string): string {
  return namespace === undefined ? `${localeRoot(locale)}/llms-full.txt` : `${localizePath(`/${namespace}`, locale)}/llms-full.txt`;
}

function localeRoot(locale: Locale): string {
  const home = localizePath('/', locale);
  return home === '/' ? '' : home;
}

/**
 * llms-full.txt: a heading and summary, then every page's Markdown twin in the order given
 * (navigation order), each with the URL it is read at, under its title.
 */
export function llmsFull(input: { title: string; summary: string; origin: string; pages: ReadonlyArray<{ page: Pick<SitePage, 'href'>; markdown: string }> }): string {
  const blocks = input.pages.map(({ page, markdown }) => {
    const [title, ...rest] = markdown.trimEnd().split('\n');
    return [title, `Source: ${new URL(page.href, input.origin).toString()}`, ...rest].join('\n');
  });
  return [`# ${input.title}`, '', `> ${input.summary}`, '', ...blocks.flatMap((block) => [block, ''])].join('\n');
}
