import { filterSearch, matchesRow, readFilter, rowSearchText, type CodeFilter } from '../../lib/codes/filter';

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
  const template = count?.dataset.template ?? '{count}';
  const products = [...product.options].map((option) => option.value).filter(Boolean);

  // What the reader chose before this module loaded wins; otherwise the URL's filter fills the form.
  if (!product.value && !query.value) {
    const fromUrl = readFilter(window.location.search, products);
    product.value = fromUrl.product;
    query.value = fromUrl.query;
  }

  const apply = () => {
    const filter: CodeFilter = { product: products.includes(product.value) ? product.value : '', query: query.value };
    let shown = 0;
    for (const row of rows) {
      const match = matchesRow(row, filter);
      row.element.hidden = !match;
      if (match) shown++;
    }
    if (count) count.textContent = template.replace('{count}', String(shown)).replace('{total}', String(rows.length));
    if (empty) empty.hidden = shown > 0;
    if (table) table.hidden = shown === 0;
    const url = `${window.location.pathname}${filterSearch(filter)}${window.location.hash}`;
    if (url !== `${window.location.pathname}${window.location.search}${window.location.hash}`) window.history.replaceState(window.history.state, '', url);
  };

  form.addEventListener('submit', (event) => {
    event.preventDefault();
    apply();
  });
  product.addEventListener('change', apply);
  query.addEventListener('input', apply);
  apply();
}
