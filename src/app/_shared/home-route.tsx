import type { Metadata } from 'next';
import { HomePage } from '@/components/layout/HomePage';
import type { Locale } from '@/shared/i18n/locales';
import { localizePath } from '@/shared/i18n/paths';
import { homeEntriesOf, homeLinksOf } from '@/node/site/load-site';
import { bilingualPageMetadata } from './metadata';

export const homeMetadata = (locale: Locale): Metadata => bilingualPageMetadata(locale, '/', { title: 'meta.homeTitle', description: 'meta.homeDescription' });

export function HomeRoute({ locale }: { locale: Locale }) {
  return <HomePage locale={locale} entries={homeEntriesOf(locale)} links={homeLinksOf(locale)} pathname={localizePath('/', locale)} />;
}
