import { entryModuleFile, entryModuleUrl, type BrowserModules } from './browser-modules';

/** The integrator toolkit (toolkit-bundle.ts): `public/tools/toolkit-….js` and a chunk per tool. */
export const TOOLKIT_MODULES: BrowserModules = { dir: 'public/tools', name: 'toolkit' };

export const toolkitEntryFile = (root = process.cwd()) => entryModuleFile(TOOLKIT_MODULES, root);
export const toolkitEntryUrl = (root = process.cwd()) => entryModuleUrl(TOOLKIT_MODULES, root);
