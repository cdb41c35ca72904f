import { entryModuleFile, entryModuleUrl, type BrowserModules } from './browser-modules';

/** The site's browser code (client-bundle.ts): `public/client/site-….js` and its chunks. */
export const CLIENT_MODULES: BrowserModules = { dir: 'public/client', name: 'site' };

export const clientEntryFile = (root = process.cwd()) => entryModuleFile(CLIENT_MODULES, root);
export const clientEntryUrl = (root = process.cwd()) => entryModuleUrl(CLIENT_MODULES, root);
