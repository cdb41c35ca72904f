import type { Metadata } from 'next';
import type { MessageKey } from '@/shared/i18n/dictionaries/es';
import type { Locale } from '@/shared/i18n/locales';
import { localizePath } from '@/shared/i18n/paths';
import { getTranslator } from '@/shared/i18n/translate';
import { MARKDOWN_TYPE, markdownTwinPath } from '@/shared/content/markdown-twin';
import { ATOM_TYPE } from '@/node/feeds/changelog';
import { siteConfig } from '@/node/site-config';

/**
 * Title "<page> - <docs suffix>", description, canonical, hreflang where both languages exist,
 * Open Graph; the page's Markdown twin (every page has one) and its changelog feed, if it is one.
 */
export function pageMetadata(input: {
  locale: Locale;
  /** The page's own URL path: its Markdown twin is found from it. */
  href: string;
  title: string;
  description: string;
  canonical: string;
  alternates: Partial<Record<Locale, string>>;
  feed?: { href: string; title: string };
}): Metadata {
  const t = getTranslator(input.locale);
  const { es, en } = input.alternates;
  return {
    metadataBase: new URL(siteConfig.url),
    title: { absolute: `${input.title} - ${t('meta.titleSuffix')}` },
    description: input.description,
    alternates: {
      canonical: input.canonical,
      ...(es && en ? { languages: { es, en, 'x-default': es } } : {}),
      types: {
        [MARKDOWN_TYPE]: markdownTwinPath(input.href),
        ...(input.feed ? { [ATOM_TYPE]: [{ url: input.feed.href, title: input.feed.title }] } : {}),
      },
    },
    openGraph: {
      title: input.title,
      description: input.description,
      url: input.canonical,
      siteName: t('meta.siteName'),
      locale: input.locale === 'es' ? 'es_CO' : 'en_US',
      type: 'website',
    },
  };
}

/** A page that exists at the same path in both languages (home, search), titled from the dictionary. */
export function bilingualPageMetadata(locale: Locale, path: string, keys: { title: MessageKey; description: MessageKey }): Metadata {
  const t = getTranslator(locale);
  return pageMetadata({
    locale,
    href: localizePath(path, locale),
    title: t(keys.title),
    description: t(keys.description),
    canonical: localizePath(path, locale),
    alternates: { es: localizePath(path, 'es'), en: localizePath(path, 'en') },
  });
}
