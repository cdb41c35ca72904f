import type { Translate } from '@/lib/i18n/translate';
import type { SearchLabels } from './SearchDialog';

export function searchLabels(t: Translate): SearchLabels {
  return {
    title: t('search.dialogTitle'),
    input: t('search.inputLabel'),
    placeholder: t('search.placeholder'),
    results: t('search.results'),
    loading: t('search.loading'),
    stalled: t('search.stalled'),
    empty: t('search.empty'),
    error: t('search.error'),
    seeAll: t('search.seeAll'),
    close: t('search.close'),
    keys: t('search.keys'),
  };
}
