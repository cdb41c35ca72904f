import type { Metadata } from 'next';
import { CodesPage } from '@/components/codes/CodesPage';
import { catalogueRows, catalogueView } from '@/shared/codes/catalogue';
import type { Locale } from '@/shared/i18n/locales';
import { getTranslator } from '@/shared/i18n/translate';
import { productNames } from '@/node/search/products';
import { homeEntriesOf, loadSite, manifests } from '@/node/site/load-site';
import { bilingualPageMetadata } from './metadata';

export const codesMetadata = (locale: Locale): Metadata => bilingualPageMetadata(locale, '/codes', { title: 'codes.pageTitle', description: 'codes.pageDescription' });

export function CodesRoute({ locale }: { locale: Locale }) {
  const t = getTranslator(locale);
  const site = loadSite();
  const names = productNames(manifests(), site.pages, locale);
  const view = catalogueView(
    catalogueRows(site.pages, locale),
    (namespace) => names.find((entry) => entry.namespace === namespace)?.names[0] ?? namespace,
    (kind) => t(`codes.kind.${kind}`),
  );
  return <CodesPage locale={locale} entries={homeEntriesOf(locale)} view={view} />;
}
