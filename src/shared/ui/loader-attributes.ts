/** The after-paint loader's attributes, apart from the code that writes it, for the site's code to read. */

/** On the loader: the site's code, requested once the page has painted (scripts-after-paint.ts). */
export const SCRIPTS_ATTRIBUTE = 'data-scripts-after-paint';

/**
 * On the loader: the modules a reader's first press needs (React and Headless UI for a dialog or
 * a listbox, startup-modules.ts), which the site's code fetches into the cache once the page has
 * loaded and gone quiet (src/browser/runtime/main.ts), not running them.
 */
export const FIRST_USE_ATTRIBUTE = 'data-first-use';

/**
 * On the loader: the full stylesheet(s), linked once the page has painted (critical-css.ts). A
 * stylesheet link anywhere in the page, even last in <body>, is requested at the highest priority
 * while the page parses, shares the first round trips with it and, for Lighthouse, counts as
 * holding back the first paint; the page's first screen needs only its inline critical CSS.
 */
export const STYLES_ATTRIBUTE = 'data-styles-after-paint';
