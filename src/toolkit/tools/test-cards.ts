import { filterNames, matches, readFilters, writeFilters, type CardFacets, type FilterName, type Filters } from '@/lib/test-cards/filters';
import { CODE_COPIED_MS } from '@/lib/ui/timing';

/*
 * The test-card explorer in the browser (components/mdx/TestCards.tsx renders it): filters the
 * rows the server rendered, keeps the filters in the URL's query and copies numbers. Vanilla
 * TypeScript, loaded on demand by the toolkit runtime for `data-tool="test-cards"`.
 */

type CopyState = 'copy' | 'copied' | 'failed';

const facetsOf = (row: HTMLElement): CardFacets => ({
  scenario: row.dataset.scenario ?? '',
  brand: row.dataset.brand ?? '',
  threeds: row.dataset.threeds ?? '',
  products: (row.dataset.products ?? '').split(' ').filter(Boolean),
});

function mountFilters(root: HTMLElement): void {
  const form = root.querySelector<HTMLFieldSetElement>('fieldset[data-filters]');
  if (!form) return;
  const status = root.querySelector<HTMLElement>('[data-count]');
  const empty = root.querySelector<HTMLElement>('[data-empty]');
  const table = root.querySelector<HTMLElement>('.table-wrap');
  const rows = [...root.querySelectorAll<HTMLElement>('tbody tr')].map((row) => ({ row, facets: facetsOf(row) }));
  const selects = filterNames.flatMap((name) => {
    const select = form.elements.namedItem(name);
    return select instanceof HTMLSelectElement ? [{ name, select }] : [];
  });
  const allowed = Object.fromEntries(
    filterNames.map((name) => [name, [...(selects.find((entry) => entry.name === name)?.select.options ?? [])].map((option) => option.value).filter(Boolean)]),
  ) as Record<FilterName, string[]>;

  // The URL wins over what the form holds; a value it does not offer is ignored.
  const fromUrl = readFilters(location.search, allowed);
  for (const { name, select } of selects) {
    const value = fromUrl[name];
    if (value) select.value = value;
  }

  const apply = () => {
    const filters: Filters = Object.fromEntries(selects.map(({ name, select }) => [name, select.value]));
    let shown = 0;
    for (const { row, facets } of rows) {
      const visible = matches(facets, filters);
      row.hidden = !visible;
      if (visible) shown++;
    }
    if (status) status.textContent = (status.dataset.count ?? '{count}').replace('{count}', String(shown)).replace('{total}', String(rows.length));
    if (empty) empty.hidden = shown > 0;
    if (table) table.hidden = shown === 0;
    const query = writeFilters(location.search, filters);
    if (query !== location.search) history.replaceState(history.state, '', `${location.pathname}${query}${location.hash}`);
  };
  form.addEventListener('change', apply);
  form.querySelector('[data-reset]')?.addEventListener('click', () => {
    for (const { select } of selects) select.value = '';
    apply();
  });
  apply();
}

function showState(button: HTMLElement, state: CopyState, labels: Record<CopyState, string>): void {
  button.querySelector('use')?.setAttribute('href', `#test-cards-${state}`);
  const label = button.querySelector<HTMLElement>('[data-label]');
  if (label) label.textContent = labels[state];
}

function mountCopy(root: HTMLElement): void {
  const timers = new WeakMap<HTMLElement, ReturnType<typeof setTimeout>>();
  const first = root.querySelector<HTMLElement>('button[data-copy] [data-label]');
  const labels: Record<CopyState, string> = {
    copy: first?.textContent ?? '',
    copied: root.dataset.copied ?? '',
    failed: root.dataset.failed ?? '',
  };
  root.addEventListener('click', (event) => {
    const button = (event.target as Element | null)?.closest<HTMLElement>('button[data-copy]');
    if (!button || !root.contains(button)) return;
    // The number as the row shows it, without its spaces.
    const value = (button.closest('td')?.querySelector('code')?.textContent ?? '').replace(/\s+/g, '');
    const done = (state: CopyState) => {
      clearTimeout(timers.get(button));
      showState(button, state, labels);
      timers.set(button, setTimeout(() => showState(button, 'copy', labels), state === 'copied' ? CODE_COPIED_MS : Math.max(CODE_COPIED_MS, 2000)));
    };
    Promise.resolve()
      .then(() => navigator.clipboard.writeText(value))
      .then(() => done('copied'), () => done('failed'));
  });
}

/** Wires the explorer the server rendered in `root`; a second call on the same root does nothing. */
export function mount(root: HTMLElement): void {
  if (root.dataset.ready !== undefined) return;
  mountFilters(root);
  mountCopy(root);
  root.dataset.ready = '';
}
