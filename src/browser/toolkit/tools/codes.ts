import { filterSearch, matchesRow, readFilter, rowSearchText, type CodeFilter } from '@/shared/codes/filter';
import { keepQuery, showRows } from '../filtered-rows';
import { say } from '../strings';

/*
 * The code catalogue's filter (/codes): the runtime loads this module for the server-rendered
 * element with data-tool="codes" (src/components/codes/CodesPage.tsx). It hides the rows the
 * product and the words leave out, says how many are left in a live region, and keeps the
 * filter in the URL (?product=…&q=…) without navigating.
 */

export function mount(root: HTMLElement): void {
  const form = root.querySelector('form');
  const product = form?.elements.namedItem('product');
  const query = form?.elements.namedItem('q');
  if (!form || !(product instanceof HTMLSelectElement) || !(query instanceof HTMLInputElement)) return;
  const rows = [...root.querySelectorAll<HTMLTableRowElement>('tr[data-product]')].map((element) => ({
    element,
    product: element.dataset.product ?? '',
    // What the row shows (code, kind, product, meaning, what to do, page) and its product's id.
    text: rowSearchText([element.textContent ?? '', element.dataset.product ?? '']),
  }));
  const count = root.querySelector<HTMLElement>('[data-codes-count]');
  const empty = root.querySelector<HTMLElement>('[data-codes-empty]');
  const table = root.querySelector<HTMLElement>('.table-wrap');
  const products = [...product.options].map((option) => option.value).filter(Boolean);

  // What the reader chose before this module loaded wins; otherwise the URL's filter fills the form.
  if (!product.value && !query.value) {
    const fromUrl = readFilter(window.location.search, products);
    product.value = fromUrl.product;
    query.value = fromUrl.query;
  }

  const apply = () => {
    const filter: CodeFilter = { product: products.includes(product.value) ? product.value : '', query: query.value };
    showRows(rows, (row) => matchesRow(row, filter), { count, empty, table }, (shown) => say('codes.count', { count: shown, total: rows.length }));
    keepQuery(filterSearch(filter));
  };

  form.addEventListener('submit', (event) => {
    event.preventDefault();
    apply();
  });
  product.addEventListener('change', apply);
  query.addEventListener('input', apply);
  apply();
}
