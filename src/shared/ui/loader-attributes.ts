/** The after-paint loader's attributes, apart from the code that writes it, for the site's code to read. */

/** On the loader: the site's code, requested once the page has painted (scripts-after-paint.ts). */
export const SCRIPTS_ATTRIBUTE = 'data-scripts-after-paint';

/**
 * On the loader: the modules a reader's first press needs (React and Headless UI for a dialog or
 * a listbox, startup-modules.ts), which the site's code fetches into the cache once the page has
 * loaded and gone quiet (src/browser/runtime/main.ts), not running them.
 */
export const FIRST_USE_ATTRIBUTE = 'data-first-use';
