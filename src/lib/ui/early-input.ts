/**
 * Between the first paint and the moment React takes over (on a slow phone, a second or more),
 * the page looks ready but its buttons have no handlers yet. A small inline script in <head>
 * catches input from the start:
 * - Ctrl/Cmd+K, on every page for its whole life: the browser never gets it (its own search
 *   bar), and search opens as soon as the search button can open it;
 * - the last button clicked that React did not take (before it listened, or while the button's
 *   code was loading, when React drops a click), which is clicked again once React has hydrated it;
 * - the last button clicked inside an API island before the islands hydrate, which happens later
 *   than the page (src/components/api/ApiBrowserCode.tsx): that code clicks it again once it listens.
 * - Ctrl/Cmd+K or a tap on the search button focuses a stand-in input at once, which keeps what
 *   the reader types until search's own input is there (early-search.ts).
 * The script is a string (early-input-script.ts) because it must run before any bundle loads (and
 * so its bytes are in the page, not in every page's JavaScript); this module is what the page's
 * code reads of it.
 */
export const EARLY_INPUT_PROPERTY = '__earlyInput';

/**
 * Marks the root element of each API island in the server's HTML (src/lib/ui/islands.ts), so the
 * early script can tell a button whose island has not hydrated yet.
 */
export const ISLAND_ATTRIBUTE = 'data-island';

export interface EarlyInput {
  /** Ctrl/Cmd+K was pressed before the search button could open search. */
  search: boolean;
  /** Set by the search button while it is on the page. */
  openSearch: (() => void) | null;
  /**
   * The last button clicked that React did not take: before React listened, or while React could
   * not hydrate it yet (its code still loading), when React drops a click.
   */
  click: Element | null;
  /** React has hydrated the page: clicks from here on are its own. */
  hydrated: boolean;
  /** The API islands have hydrated and handle their own clicks. */
  islands: boolean;
  /** The last button clicked inside an API island before that: the islands click it again. */
  islandClick: Element | null;
  /** The last button clicked inside a tool before it listened: the toolkit clicks it again (toolkit-loader.ts). */
  toolClick: Element | null;
}

export const earlyInput = (target: object) => (target as Record<string, EarlyInput | undefined>)[EARLY_INPUT_PROPERTY];

/**
 * Ctrl/Cmd+K opens search through `open` from now on, and at once if the reader pressed it
 * already. Returns the function that stops it.
 */
export function openSearchOnShortcut(target: object, open: () => void): () => void {
  const input = earlyInput(target);
  if (!input) return () => {};
  input.openSearch = open;
  if (input.search) {
    input.search = false;
    open();
  }
  return () => {
    if (input.openSearch === open) input.openSearch = null;
  };
}
