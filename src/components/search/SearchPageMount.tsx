import type { Locale } from '@/shared/i18n/locales';
import { FRAME_ATTRIBUTES } from '@/shared/ui/frame-markup';
import { SearchPageResults, type SearchPageLabels } from '../../browser/islands/search/SearchPageResults';

/**
 * The search page's results, rendered on the server as they first show (nothing searched yet), in
 * a root of their own that the site's code hydrates when the page starts, from the props written
 * beside them (src/browser/runtime/main.ts).
 */
export function SearchPageMount({ locale, labels }: { locale: Locale; labels: SearchPageLabels }) {
  return (
    <div {...{ [FRAME_ATTRIBUTES.searchPage]: JSON.stringify({ locale, labels }) }}>
      <SearchPageResults locale={locale} labels={labels} />
    </div>
  );
}
