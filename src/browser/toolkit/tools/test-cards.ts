import { filterNames, matches, readFilters, writeFilters, type CardFacets, type FilterName, type Filters } from '@/shared/test-cards/filters';
import { CODE_COPIED_MS } from '@/browser/runtime/timing';
import { part } from '../parts';
import { say } from '../strings';
import { keepQuery, showRows } from '../filtered-rows';

/*
 * The test-card explorer in the browser (components/mdx/TestCards.tsx renders it): filters the
 * rows the server rendered, keeps the filters in the URL's query and copies numbers.
 */

type CopyState = 'copy' | 'copied' | 'failed';

const facetsOf = (row: HTMLElement): CardFacets => ({
  scenario: row.dataset.scenario ?? '',
  brand: row.dataset.brand ?? '',
  threeds: row.dataset.threeds ?? '',
  products: (row.dataset.products ?? '').split(' ').filter(Boolean),
});

function mountFilters(root: HTMLElement): void {
  const fieldset = part<HTMLFieldSetElement>(root, 'filters');
  const count = part(root, 'count');
  const empty = part(root, 'empty');
  const table = part(root, 'table');
  const rows = Array.from(table.querySelectorAll<HTMLElement>('tbody tr'), (element) => ({ element, facets: facetsOf(element) }));
  const selects = filterNames.flatMap((name) => {
    const select = fieldset.elements.namedItem(name);
    return select instanceof HTMLSelectElement ? [{ name, select }] : [];
  });
  const offered = (name: FilterName) => Array.from(selects.find((entry) => entry.name === name)?.select.options ?? [], (option) => option.value).filter(Boolean);
  const allowed = Object.fromEntries(filterNames.map((name) => [name, offered(name)])) as Record<FilterName, string[]>;

  // The URL wins over what the form holds; a value the form does not offer is ignored.
  const fromUrl = readFilters(location.search, allowed);
  for (const { name, select } of selects) {
    const value = fromUrl[name];
    if (value) select.value = value;
  }

  const apply = () => {
    const filters: Filters = Object.fromEntries(selects.map(({ name, select }) => [name, select.value]));
    showRows(rows, ({ facets }) => matches(facets, filters), { count, empty, table }, (shown) => say('testCards.count', { count: shown, total: rows.length }));
    keepQuery(writeFilters(location.search, filters));
  };
  fieldset.addEventListener('change', apply);
  part(root, 'reset').addEventListener('click', () => {
    for (const { select } of selects) select.value = '';
    apply();
  });
  apply();
}

/** The copy button's icon and words: "Copy", then "Copied!" for a second (or that it failed), as the code blocks' button. */
const copyWords = { copy: 'code.copy', copied: 'code.copied', failed: 'code.copyFailed' } as const;

function show(button: HTMLElement, state: CopyState): void {
  button.querySelector('use')?.setAttribute('href', `#test-cards-${state}`);
  part(button, 'label').textContent = say(copyWords[state]);
}

function mountCopy(root: HTMLElement): void {
  const timers = new WeakMap<HTMLElement, ReturnType<typeof setTimeout>>();
  root.addEventListener('click', (event) => {
    const button = (event.target as Element | null)?.closest<HTMLElement>('button[data-copy]');
    if (!button || !root.contains(button)) return;
    // The number as its row shows it, without the spaces.
    const number = (button.closest('td')?.querySelector('code')?.textContent ?? '').replace(/\s+/g, '');
    const done = (state: CopyState) => {
      clearTimeout(timers.get(button));
      show(button, state);
      timers.set(button, setTimeout(() => show(button, 'copy'), state === 'copied' ? CODE_COPIED_MS : Math.max(CODE_COPIED_MS, 2000)));
    };
    Promise.resolve()
      .then(() => navigator.clipboard.writeText(number))
      .then(() => done('copied'), () => done('failed'));
  });
}

/** Wires the explorer the server rendered in `root` (the runtime mounts each root once). */
export function mount(root: HTMLElement): void {
  mountFilters(root);
  mountCopy(root);
}
