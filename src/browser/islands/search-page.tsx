import { parseJsonSafely } from '@/shared/text/safe-decode';
import { hydrateRoot } from 'react-dom/client';
import { SearchPageResults, type SearchPageLabels } from './search/SearchPageResults';
import type { Locale } from '@/shared/i18n/locales';
import { FRAME_ATTRIBUTES } from '@/shared/ui/frame-markup';

/** Hydrates the search page's results (SearchPageMount) from the props written beside them. */
export function startSearchPage(container: HTMLElement) {
  const written = parseJsonSafely(container.getAttribute(FRAME_ATTRIBUTES.searchPage)) as { locale?: Locale; labels?: SearchPageLabels } | undefined;
  // The build writes both; without them the page keeps its server-rendered results.
  if (!written?.locale || !written.labels) return;
  const { locale, labels } = written as { locale: Locale; labels: SearchPageLabels };
  hydrateRoot(container, <SearchPageResults locale={locale} labels={labels} />);
}
