import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';

/** Where the toolkit's files go (toolkit-bundle.ts): Next copies `public/` into the site as it is. */
export const TOOLKIT_DIR = 'public/tools';
export const ENTRY_NAME = 'toolkit';

/** The toolkit's entry module under `public/tools/`, undefined before it is bundled. */
export function toolkitEntryFile(root = process.cwd()): string | undefined {
  const dir = path.join(root, TOOLKIT_DIR);
  if (!existsSync(dir)) return undefined;
  const entry = readdirSync(dir).find((file) => file.startsWith(`${ENTRY_NAME}-`) && file.endsWith('.js'));
  return entry && path.join(dir, entry);
}

/** The entry module's URL on the site (`/tools/toolkit-….js`). */
export function toolkitEntryUrl(root = process.cwd()): string | undefined {
  const file = toolkitEntryFile(root);
  return file && `/${path.relative(path.join(root, 'public'), file).split(path.sep).join('/')}`;
}
