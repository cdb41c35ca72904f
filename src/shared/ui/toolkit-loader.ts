/**
 * The integrator toolkit (credentials in samples, debuggers, filters) is not part of Next's bundle:
 * the guide JavaScript budget has no room for it, and most readers never use it. Its code is one
 * small module plus a chunk per tool (src/browser/toolkit/, bundled by scripts/build-toolkit.ts), which the
 * page's inline script (early-input-script.ts) adds when the reader first points at or focuses a
 * tool, or at once on a page with samples when the reader has saved test credentials.
 */

/** Marks a tool's server-rendered root; the value names the tool (src/browser/toolkit/registry.ts). */
export const TOOL_ATTRIBUTE = 'data-tool';

/**
 * On a tool's root: load the toolkit as soon as the page is parsed, not at the reader's first
 * touch. For a tool that must act on the URL at once (the code catalogue's filter, ?product&q).
 */
export const TOOL_EAGER_ATTRIBUTE = 'data-tool-eager';

/** On <html>: the URL of the toolkit's module, content-hashed (scripts/build-toolkit.ts). */
export const TOOLKIT_SRC_ATTRIBUTE = 'data-toolkit';

/** Set (as a property, not an attribute: React owns the markup) on a root once its tool listens. */
export const TOOL_READY_PROPERTY = 'toolReady';

/** Where the reader's test credentials are kept: session storage, and local storage if they opt in. */
export const CREDENTIALS_STORAGE_KEY = 'ondapay-docs:test-credentials';

/** The credentials tool's name; its root is on every page whose samples send the body `auth` object. */
export const CREDENTIALS_TOOL = 'credentials';
