/**
 * What every dropdown shares, React's (src/components/ui/Dropdown.tsx) and the API reference's
 * static ones (static-dropdowns.ts): the button's look, and the keys of spec §4. A closed
 * dropdown is a look-alike button until its listbox (Headless UI) loads on first use. Guides load
 * this module: what only the API reference uses is in api-markup.ts.
 */

/** What opened the list before its code was loaded: a pointer, or one of spec §4's opening keys. */
export type OpenWith = 'pointer' | 'Enter' | ' ' | 'ArrowDown' | 'ArrowUp';

export const OPENING_KEYS: ReadonlySet<string> = new Set<OpenWith>(['Enter', ' ', 'ArrowDown', 'ArrowUp']);

/** Keys an open list acts on (besides type-ahead characters). */
export const LIST_KEYS: ReadonlySet<string> = new Set(['ArrowDown', 'ArrowUp', 'Home', 'End', 'PageUp', 'PageDown', 'Enter', 'Escape']);

export const dropdownButtonClass =
  'flex w-full items-center gap-2 rounded-lg border border-zinc-200 bg-white py-1.5 pr-2 pl-2.5 text-left text-sm font-medium text-zinc-800 shadow-xs hover:border-zinc-300 dark:border-zinc-700 dark:bg-zinc-900 dark:text-zinc-100 dark:hover:border-zinc-600';
