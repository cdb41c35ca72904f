import { hydrateRoot } from 'react-dom/client';
import { SearchPageResults, type SearchPageLabels } from './search/SearchPageResults';
import type { Locale } from '@/shared/i18n/locales';
import { FRAME_ATTRIBUTES } from '@/shared/ui/frame-markup';

/** Hydrates the search page's results (SearchPageMount) from the props written beside them. */
export function startSearchPage(container: HTMLElement) {
  const { locale, labels } = JSON.parse(container.getAttribute(FRAME_ATTRIBUTES.searchPage)!) as { locale: Locale; labels: SearchPageLabels };
  hydrateRoot(container, <SearchPageResults locale={locale} labels={labels} />);
}
