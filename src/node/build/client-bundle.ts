import { bundleBrowserModules } from './browser-bundle';
import { CLIENT_MODULES } from './client-entry';

/**
 * Bundles the site's browser code (src/browser/runtime/) before Next runs: one small module that every page
 * starts after its first paint, and chunks it imports when a reader first needs them (React and
 * Headless UI for a dialog or a listbox, the API reference's code, the search page's results).
 * Next renders the pages; none of them starts Next's own client (docs/benchmarks.md, "Without
 * Next's client").
 */
export const bundleClient = ({ root = process.cwd(), minify = true }: { root?: string; minify?: boolean } = {}) =>
  bundleBrowserModules(CLIENT_MODULES, { entry: 'src/browser/runtime/main.ts', root, minify, define: { 'process.env.NODE_ENV': JSON.stringify(minify ? 'production' : 'development') } });
