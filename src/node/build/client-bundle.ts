import path from 'node:path';
import { en } from '../../shared/i18n/dictionaries/en';
import { es } from '../../shared/i18n/dictionaries/es';
import { bundleBrowserModules } from './browser-bundle';
import type { BrowserModules } from './browser-modules';
import { CLIENT_MODULES } from './client-entry';

/**
 * The words *Try it*'s panel draws (src/browser/try-it/words.ts), per locale: written into its
 * bundle, which loads on a reader's first press, so no page carries them. As JSON text: esbuild
 * makes an object-valued define a module that every module of a bundle imports.
 */
const TRY_IT_KEYS = ['api.noRequestBody', 'code.copy', 'code.copied', 'code.copyFailed', 'code.retry'];
const tryItStrings = (dictionary: Record<string, string>) => Object.fromEntries(Object.entries(dictionary).filter(([key]) => key.startsWith('tryIt.') || TRY_IT_KEYS.includes(key)));

/**
 * *Try it*'s panel, with the simulator (src/browser/try-it/): a bundle of its own, not a chunk of
 * the site's code. As a chunk, esbuild split every module it shares with the startup code (the
 * reader's code language, safe JSON parsing, the markup names) into chunks of their own, which
 * cost every page 145 B gzip at startup and API pages 443 B; as its own bundle it carries its own
 * copy of those few modules, and the site's code imports it by the URL written in below.
 */
export const TRY_IT_MODULES: BrowserModules = { dir: 'public/try-it', name: 'try-it-panel' };

/**
 * In the browser, the islands' React (Headless UI's dialog, listbox and menus, the search page's
 * results) is Preact's compatibility layer: React DOM was 61 KB of the 125 KB a reader's first
 * press fetches, Preact about 5 KB, for the same components (docs/benchmarks.md, "The islands on
 * Preact"). Next still renders every page with React 19 at build time; no page hydrates React's
 * own markup but the search page, whose results render the same in both.
 */
export const PREACT_FOR_REACT: Record<string, string> = {
  react: 'preact/compat',
  'react-dom': 'preact/compat',
  'react-dom/client': 'preact/compat/client',
  'react/jsx-runtime': 'preact/jsx-runtime',
  'react/jsx-dev-runtime': 'preact/jsx-runtime',
};

/**
 * Bundles the site's browser code (src/browser/runtime/) before Next runs: one small module that every page
 * starts after its first paint, and chunks it imports when a reader first needs them (React and
 * Headless UI for a dialog or a listbox, the API reference's code, the search page's results);
 * *Try it*'s panel first, whose URL the API reference's code imports on a first press. Next
 * renders the pages; none of them starts Next's own client (docs/benchmarks.md, "Without Next's
 * client").
 */
export async function bundleClient({ root = process.cwd(), minify = true }: { root?: string; minify?: boolean } = {}): Promise<string> {
  const nodeEnv = JSON.stringify(minify ? 'production' : 'development');
  const panel = await bundleBrowserModules(TRY_IT_MODULES, {
    entry: 'src/browser/try-it/try-it-panel.ts',
    root,
    minify,
    define: { 'process.env.NODE_ENV': nodeEnv, __TRY_IT_STRINGS__: JSON.stringify(JSON.stringify({ es: tryItStrings(es), en: tryItStrings(en) })) },
  });
  const panelUrl = `/${path.relative(path.join(root, 'public'), panel).split(path.sep).join('/')}`;
  return bundleBrowserModules(CLIENT_MODULES, { entry: 'src/browser/runtime/main.ts', root, minify, define: { 'process.env.NODE_ENV': nodeEnv, __TRY_IT_MODULE__: JSON.stringify(panelUrl) }, external: [panelUrl], alias: PREACT_FOR_REACT });
}
