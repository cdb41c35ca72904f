import { locales, type Locale } from '../../shared/i18n/locales';
import type { Manifest } from '../../shared/navigation/manifest';
import type { SitePage } from '../../shared/site/types';

/*
 * Build time: the products a query may name ("reembolso gateway"), from the
 * manifests' home titles; a namespace without a home entry (sdks, ticket,
 * core) is named by its index page's title.
 */

export interface ProductNames {
  namespace: string;
  /** The name in `locale` first, then the other locales' names. */
  names: string[];
}

export function productNames(manifests: Readonly<Record<string, Manifest>>, pages: readonly SitePage[], locale: Locale): ProductNames[] {
  const nameIn = (namespace: string, manifest: Manifest, inLocale: Locale) =>
    manifest.home?.title[inLocale] ?? pages.find((page) => page.namespace === namespace && page.isIndex && page.locale === inLocale)?.title;
  return Object.entries(manifests).map(([namespace, manifest]) => {
    const names = [locale, ...locales.filter((other) => other !== locale)].map((inLocale) => nameIn(namespace, manifest, inLocale));
    return { namespace, names: [...new Set(names.filter((name): name is string => Boolean(name)))] };
  });
}

/** The name of a page's product in the page's language (the feed titles and llms files say which product). */
export function productName(manifests: Readonly<Record<string, Manifest>>, pages: readonly SitePage[], page: Pick<SitePage, 'namespace' | 'locale'>): string {
  return productNames(manifests, pages, page.locale).find((entry) => entry.namespace === page.namespace)?.names[0] ?? page.namespace;
}
