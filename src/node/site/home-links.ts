import { localizePath, namespaceOf, splitLocale } from '../../shared/i18n/paths';
import type { Locale } from '../../shared/i18n/locales';
import type { Translate } from '../../shared/i18n/translate';
import { HOME_LINKS_FILE, mostVisited, startHere, type StartStep } from '../../shared/navigation/home-links';
import type { HomeEntry } from '../../shared/navigation/types';
import type { Problem, SitePage } from '../../shared/site/types';

/** One link of the home page's paths, as plain data. */
export interface HomeLink {
  title: string;
  /** A sentence under the title (start steps) or the product's name (most visited). */
  text: string;
  href: string;
  /** The title's language where it is not the page's (a page shown untranslated). */
  lang?: Locale;
}

export interface HomeLinks {
  start: HomeLink[];
  popular: HomeLink[];
}

const where = (list: string, index: number) => `${list}[${index}]`;

/**
 * The home page's start path and most visited pages in one language, read from the built pages,
 * with a problem naming src/shared/navigation/home-links.ts for every entry that points nowhere.
 */
export function homeLinks(pages: readonly SitePage[], locale: Locale, t: Translate, products: readonly HomeEntry[]): { links: HomeLinks; problems: Problem[] } {
  const problems: Problem[] = [];
  const find = (path: string, at: string) => {
    const page = pages.find((candidate) => candidate.locale === locale && candidate.path === path);
    if (!page) problems.push({ file: HOME_LINKS_FILE, message: `${at} points at ${localizePath(path, locale)}, which is not a page. Use the path of a page a navigation/*.yaml manifest lists, or remove the entry.` });
    return page;
  };
  const start = startHere.flatMap((step: StartStep, index) => {
    const page = find(step.page, where('startHere', index));
    if (!page) return [];
    const heading = step.heading?.[locale];
    if (heading !== undefined && !page.headings.some((candidate) => candidate.id === heading)) {
      problems.push({ file: HOME_LINKS_FILE, message: `${where('startHere', index)} points at #${heading} of ${page.href}, which has no such heading (${page.sourceFile}). Use the id of one of its headings: ${page.headings.map((candidate) => candidate.id).join(', ')}.` });
      return [];
    }
    return [{ title: t(step.title), text: t(step.text), href: heading === undefined ? page.href : `${page.href}#${heading}` }];
  });
  const popular = mostVisited.flatMap((path, index) => {
    const page = find(path, where('mostVisited', index));
    if (!page) return [];
    const product = products.find((entry) => namespaceOf(splitLocale(entry.href).path) === page.namespace);
    return [{ title: page.title, text: product?.title ?? '', href: page.href, ...(page.sourceLocale === locale ? {} : { lang: page.sourceLocale }) }];
  });
  return { links: { start, popular }, problems };
}
