/*
 * The test-card explorer's filters, as pure functions: the server renders each card's facets into
 * its row, the browser tool (src/browser/toolkit/tools/test-cards.ts) reads the form and the URL and shows
 * the rows that match. No data here: the browser downloads only this logic.
 */

/** The form's field names, which are also the URL's query parameters. */
export const filterNames = ['scenario', 'brand', 'threeds', 'product'] as const;
export type FilterName = (typeof filterNames)[number];

/** A filter left out (or empty) shows every card. */
export type Filters = Partial<Record<FilterName, string>>;

/** What a card is, for each filter: its 3-D Secure facet is its first `transStatus`, or `none`. */
export interface CardFacets {
  scenario: string;
  brand: string;
  threeds: string;
  products: readonly string[];
}

export const NO_THREE_DS = 'none' as const;

export function matches(card: CardFacets, filters: Filters): boolean {
  return filterNames.every((name) => {
    const wanted = filters[name];
    if (!wanted) return true;
    return name === 'product' ? card.products.includes(wanted) : card[name] === wanted;
  });
}

/** The filters a query string asks for, keeping only values the form offers (anything else is ignored). */
export function readFilters(search: string, allowed: Readonly<Record<FilterName, readonly string[]>>): Filters {
  const params = new URLSearchParams(search);
  const filters: Filters = {};
  for (const name of filterNames) {
    const value = params.get(name);
    if (value && allowed[name].includes(value)) filters[name] = value;
  }
  return filters;
}

/** The query string with these filters (empty ones removed), other parameters kept as they were. */
export function writeFilters(search: string, filters: Filters): string {
  const params = new URLSearchParams(search);
  for (const name of filterNames) {
    const value = filters[name];
    if (value) params.set(name, value);
    else params.delete(name);
  }
  const query = params.toString();
  return query ? `?${query}` : '';
}
