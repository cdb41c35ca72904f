import { fold } from '../search/normalize';

/*
 * The catalogue's filter, pure and browser-safe: the tool (src/browser/toolkit/tools/codes.ts) folds each
 * row's text (rowSearchText) and the reader's words the same way.
 */

export interface CodeFilter {
  /** A product's namespace, or '' for every product. */
  product: string;
  query: string;
}

/** Longer than any code or phrase a reader types; a hostile URL cannot make the page match on kilobytes. */
export const MAX_FILTER_QUERY = 100;

/** What a row is found by: code, product name, kind, meaning, what to do, without accents or case. */
export function rowSearchText(parts: readonly string[]): string {
  return fold(parts.join(' ').replace(/\s+/g, ' ').trim());
}

const words = (query: string) => fold(query).split(/[\s,;]+/).map((word) => word.replace(/^["'`]+|["'`]+$/g, '')).filter(Boolean);

/** Whether a row (its product and its rowSearchText) passes the filter: the product, and every word of the query. */
export function matchesRow(row: { product: string; text: string }, filter: CodeFilter): boolean {
  if (filter.product && row.product !== filter.product) return false;
  return words(filter.query).every((word) => row.text.includes(word));
}

/** The filter a URL's query string asks for; a product the page does not list, or a control character, is ignored. */
export function readFilter(search: string, products: readonly string[]): CodeFilter {
  let params: URLSearchParams;
  try {
    params = new URLSearchParams(search);
  } catch {
    return { product: '', query: '' };
  }
  const product = params.get('product') ?? '';
  const query = (params.get('q') ?? '').replace(/\p{Cc}/gu, ' ').trim().slice(0, MAX_FILTER_QUERY);
  return { product: products.includes(product) ? product : '', query };
}

/** The query string that keeps a filter in the URL: `?product=gateway&q=51`, or '' for no filter. */
export function filterSearch(filter: CodeFilter): string {
  const params = new URLSearchParams();
  if (filter.product) params.set('product', filter.product);
  if (filter.query.trim()) params.set('q', filter.query.trim().slice(0, MAX_FILTER_QUERY));
  const search = params.toString();
  return search ? `?${search}` : '';
}
