import { rmSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { entryModuleFile, type BrowserModules } from './browser-modules';

/** Bundles `entry` into the folder, emptied first; returns the entry module's file. */
export async function bundleBrowserModules(modules: BrowserModules, { entry, root = process.cwd(), minify = true, define = {}, external = [], alias = {} }: { entry: string; root?: string; minify?: boolean; define?: Record<string, string>; external?: string[]; alias?: Record<string, string> }): Promise<string> {
  const outdir = path.join(root, modules.dir);
  rmSync(outdir, { recursive: true, force: true });
  await build({
    absWorkingDir: root,
    entryPoints: { [modules.name]: entry },
    bundle: true,
    splitting: true,
    format: 'esm',
    target: 'es2022',
    minify,
    outdir,
    entryNames: '[name]-[hash]',
    chunkNames: '[name]-[hash]',
    jsx: 'automatic',
    logLevel: 'warning',
    legalComments: 'none',
    define,
    external,
    alias,
  });
  return entryModuleFile(modules, root)!;
}
