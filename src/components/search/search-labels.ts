import type { Translate } from '@/shared/i18n/translate';
import type { SearchLabels } from '../../browser/islands/search/SearchDialog';
import type { ResultKindLabels } from '../../browser/islands/search/SearchResultBody';

export function resultKindLabels(t: Translate): ResultKindLabels {
  return { operation: t('search.kind.operation'), field: t('search.kind.field'), code: t('search.kind.code'), event: t('search.kind.event') };
}

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
    kinds: resultKindLabels(t),
  };
}
