import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { DocsPage } from '@/components/layout/DocsPage';
import { HomePage } from '@/components/layout/HomePage';
import { SearchPage } from '@/components/search/SearchPage';
import type { Locale } from '@/lib/i18n/locales';
import { localizePath } from '@/lib/i18n/paths';
import { getTranslator } from '@/lib/i18n/translate';
import { findPage, homeEntries, pagesOf } from '@/lib/site/load-site';
import { docsPageModel } from '@/lib/site/view-models';
import { pageMetadata } from './metadata';

/** What the locale route files share: they only pass their locale. */
export type SlugParams = { params: Promise<{ slug: string[] }> };

export function docStaticParams(locale: Locale) {
  return pagesOf(locale).map((page) => ({ slug: page.path.split('/').filter(Boolean) }));
}

export async function docMetadata(locale: Locale, { params }: SlugParams): Promise<Metadata> {
  const page = findPage(locale, (await params).slug);
  if (!page) return {};
  return pageMetadata({
    locale,
    title: page.title,
    description: page.description,
    // An untranslated English URL shows the Spanish text: the Spanish page is the canonical one.
    canonical: page.untranslated ? localizePath(page.path, page.sourceLocale) : page.href,
    alternates: page.alternates,
  });
}

export async function DocRoute({ locale, params }: SlugParams & { locale: Locale }) {
  const page = findPage(locale, (await params).slug);
  if (!page) notFound();
  return <DocsPage model={docsPageModel(page, homeEntries[locale])} />;
}

export function homeMetadata(locale: Locale): Metadata {
  const t = getTranslator(locale);
  return pageMetadata({
    locale,
    title: t('meta.homeTitle'),
    description: t('meta.homeDescription'),
    canonical: localizePath('/', locale),
    alternates: { es: '/', en: '/en' },
  });
}

export function HomeRoute({ locale }: { locale: Locale }) {
  return <HomePage locale={locale} entries={homeEntries[locale]} pathname={localizePath('/', locale)} />;
}

export function searchMetadata(locale: Locale): Metadata {
  const t = getTranslator(locale);
  // A results page is for readers, not for search engines.
  return { ...searchPageMetadata(locale, t), robots: { index: false, follow: true } };
}

function searchPageMetadata(locale: Locale, t: ReturnType<typeof getTranslator>): Metadata {
  return pageMetadata({
    locale,
    title: t('search.pageTitle'),
    description: t('search.pageDescription'),
    canonical: localizePath('/search', locale),
    alternates: { es: '/search', en: '/en/search' },
  });
}

export function SearchRoute({ locale }: { locale: Locale }) {
  return <SearchPage locale={locale} entries={homeEntries[locale]} />;
}
