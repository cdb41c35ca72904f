/**
 * Between the first paint and the moment the site's code has started (src/browser/runtime/main.ts, on a
 * slow phone a second or more), the page looks ready but its buttons have no listeners yet. A
 * small inline script in <head> catches input from the start:
 * - Ctrl/Cmd+K, on every page for its whole life: the browser never gets it (its own search
 *   bar), and search opens as soon as the site's code can open it;
 * - the last button clicked before the site's code listened, which that code clicks again once it does;
 * - Ctrl/Cmd+K or a tap on the search button focuses a stand-in input at once, which keeps what
 *   the reader types until search's own input is there (early-search.ts).
 * The script is a string (early-input-script.ts) because it must run before any bundle loads (and
 * so its bytes are in the page, not in every page's JavaScript); this module is what the page's
 * code reads of it.
 */
export const EARLY_INPUT_PROPERTY = '__earlyInput';

export interface EarlyInput {
  /** Ctrl/Cmd+K was pressed before the search button could open search. */
  search: boolean;
  /** Set by the search button while it is on the page. */
  openSearch: (() => void) | null;
  /** The last button clicked before the site's code listened. */
  click: Element | null;
  /** The site's code has started: clicks from here on are its own. */
  ready: boolean;
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

/**
 * Called once the site's code listens: stops keeping clicks and hands over the one kept, for the
 * caller to click again.
 */
export function takeEarlyClick(target: object): Element | null {
  const input = earlyInput(target);
  if (!input) return null;
  input.ready = true;
  const click = input.click;
  input.click = null;
  return click;
}
