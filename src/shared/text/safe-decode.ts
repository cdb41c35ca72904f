/**
 * The one way the site's code decodes text it did not write itself: a URL's fragment or part, a
 * value kept in the reader's storage, Base64 a reader pasted, JSON from an attribute or storage. Each
 * built-in (`decodeURIComponent`, `atob`, `JSON.parse`) throws on bad input, and a throw at the top
 * of the page's code stops everything after it: a link ending in `#100%` once left search,
 * dropdowns, dialogs and the API reference dead (issue 42, P3). These never throw; they say
 * "nothing" instead, and the caller decides what that means. `npm run lint` refuses
 * `decodeURIComponent`, `decodeURI`, `unescape` and `atob` anywhere else in src/browser and
 * src/shared, and `JSON.parse` in src/browser.
 */

/** `decodeURIComponent`, or undefined for a malformed escape (`%`, `%E0%A4%A`, a lone surrogate's). */
export function decodeUriComponentSafely(text: string): string | undefined {
  try {
    // eslint-disable-next-line no-restricted-globals -- the one place it is called.
    return decodeURIComponent(text);
  } catch {
    return undefined;
  }
}

/** `JSON.parse`, or undefined when the text is missing or is not JSON. The value is unknown: check its shape. */
export function parseJsonSafely(text: string | null | undefined): unknown {
  if (text === null || text === undefined) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** `atob`: the bytes of standard Base64 as a binary string, or undefined when it is not Base64. */
export function decodeBase64Safely(text: string): string | undefined {
  try {
    // eslint-disable-next-line no-restricted-globals -- the one place it is called.
    return atob(text);
  } catch {
    return undefined;
  }
}
