import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';

/**
 * The browser code the site bundles itself, apart from Next: the site's code (client-bundle.ts) and
 * the integrator toolkit (toolkit-bundle.ts). Each is one entry module and the chunks it imports,
 * content-hashed, modern browsers only, in a folder of `public/` that Next copies into the site
 * (browser-bundle.ts bundles them; this module only finds them, for the pages that name them).
 */
export interface BrowserModules {
  /** The folder under the project, `public/client`. */
  dir: string;
  /** The entry module's name, before its hash. */
  name: string;
}

/** The entry module's file, undefined before it is bundled. */
export function entryModuleFile({ dir, name }: BrowserModules, root = process.cwd()): string | undefined {
  const folder = path.join(root, dir);
  if (!existsSync(folder)) return undefined;
  const entry = readdirSync(folder).find((file) => file.startsWith(`${name}-`) && file.endsWith('.js'));
  return entry && path.join(folder, entry);
}

/** The entry module's URL on the site (`/client/site-….js`). */
export function entryModuleUrl(modules: BrowserModules, root = process.cwd()): string | undefined {
  const file = entryModuleFile(modules, root);
  return file && `/${path.relative(path.join(root, 'public'), file).split(path.sep).join('/')}`;
}
