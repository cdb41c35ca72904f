import type { Locale } from '@/shared/i18n/locales';
import { getTranslator } from '@/shared/i18n/translate';
import type { HomeEntry } from '@/shared/navigation/types';
import { localizePath } from '@/shared/i18n/paths';
import { PlainShell } from '../layout/PlainShell';
import { SearchPageMount } from './SearchPageMount';
import { resultKindLabels } from './search-labels';

export function SearchPage({ locale, entries }: { locale: Locale; entries: HomeEntry[] }) {
  const t = getTranslator(locale);
  return (
    <PlainShell locale={locale} t={t} entries={entries} pathname={localizePath('/search', locale)}>
      <h1 className="text-3xl font-bold tracking-tight text-zinc-900 dark:text-white">{t('search.pageTitle')}</h1>
      <SearchPageMount locale={locale} labels={{
          input: t('search.inputLabel'),
          placeholder: t('search.placeholder'),
          intro: t('search.pageIntro'),
          summary: t('search.pageSummary'),
          empty: t('search.empty'),
          loading: t('search.loading'),
          stalled: t('search.stalled'),
          error: t('search.error'),
          pager: t('search.pagerLabel'),
          pageOf: t('search.pageOf'),
          previous: t('pager.previous'),
          next: t('pager.next'),
          kinds: resultKindLabels(t),
        }} />
    </PlainShell>
  );
}
