
/** The parts of an explorer (the code catalogue, the test cards) that follow its filter. */
interface FilterParts {
  count: HTMLElement | null;
  empty: HTMLElement | null;
  table: HTMLElement | null;
}

/** Shows the rows `match` keeps and hides the rest; says how many in `count`; with none, the empty message instead of the table. */
export function showRows<T extends { element: HTMLElement }>(rows: readonly T[], match: (row: T) => boolean, { count, empty, table }: FilterParts, countText: (shown: number) => string) {
  let shown = 0;
  for (const row of rows) {
    row.element.hidden = !match(row);
    if (!row.element.hidden) shown++;
  }
  if (count) count.textContent = countText(shown);
  if (empty) empty.hidden = shown > 0;
  if (table) table.hidden = shown === 0;
}

/** Keeps a filter in the URL (`query` is the whole query string, '' or `?…`) without navigating or adding history. */
export function keepQuery(query: string) {
  const { pathname, search, hash } = window.location;
  if (query !== search) window.history.replaceState(window.history.state, '', `${pathname}${query}${hash}`);
}
