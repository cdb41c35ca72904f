/**
 * Writing the URL from code outside React while Next's router starts. Next's router writes the
 * address it started with back into the address bar each time it commits (HistoryUpdater in
 * next/dist/client/components/app-router.js), and learns of another script's `replaceState` only
 * once it has wrapped `history.replaceState` with its own, in an effect after hydration. A URL
 * written before then comes back; written through the wrapper with a state that is not Next's own,
 * the router takes it as its address. (Seen: the test-cards and code tools cleaned `?brand=<script>`
 * from the URL and, on a slow start, found it back 10 s later.)
 */

/** Still the browser's own `replaceState`: Next has not wrapped it yet. */
export const isNativeReplaceState = (history: Pick<History, 'replaceState'>) => Function.prototype.toString.call(history.replaceState).includes('[native code]');

/**
 * Resolves once Next has wrapped `history.replaceState`, checking every `every` ms; after `limit`
 * ms it resolves anyway (the page's scripts failed: there is no router to overwrite the URL).
 */
export function whenRouterOwnsHistory(history: Pick<History, 'replaceState'>, { every = 50, limit = 10_000 } = {}): Promise<void> {
  return new Promise((resolve) => {
    const started = Date.now();
    const check = () => (!isNativeReplaceState(history) || Date.now() - started > limit ? resolve() : setTimeout(check, every));
    check();
  });
}

/**
 * Replaces the query of the address once the router owns history; a later call wins over an earlier
 * one still waiting. `null` for the state: Next copies its own into it and takes the new address.
 */
export function createQueryKeeper(window: Pick<Window, 'history' | 'location'>, options?: { every?: number; limit?: number }): (query: string) => Promise<void> {
  let latest = 0;
  return async (query) => {
    const call = ++latest;
    await whenRouterOwnsHistory(window.history, options);
    const { pathname, search, hash } = window.location;
    if (call === latest && query !== search) window.history.replaceState(null, '', `${pathname}${query}${hash}`);
  };
}
