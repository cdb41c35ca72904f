import type { Metadata } from 'next';
import { SearchPage } from '@/components/search/SearchPage';
import type { Locale } from '@/shared/i18n/locales';
import { homeEntriesOf } from '@/node/site/load-site';
import { bilingualPageMetadata } from './metadata';

export function searchMetadata(locale: Locale): Metadata {
  // A results page is for readers, not for search engines.
  return { ...bilingualPageMetadata(locale, '/search', { title: 'search.pageTitle', description: 'search.pageDescription' }), robots: { index: false, follow: true } };
}

export function SearchRoute({ locale }: { locale: Locale }) {
  return <SearchPage locale={locale} entries={homeEntriesOf(locale)} />;
}
