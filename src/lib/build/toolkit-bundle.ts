import { rmSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { ENTRY_NAME, TOOLKIT_DIR, toolkitEntryFile } from './toolkit-entry';

const ENTRY = 'src/toolkit/main.ts';

/**
 * Bundles the integrator toolkit (src/toolkit/) before Next runs: one small module and a chunk per
 * tool, content-hashed, modern browsers only (the site's own floor). It is not part of Next's
 * bundle so that no page carries it in its JavaScript budget (src/lib/ui/toolkit-loader.ts).
 */
export async function bundleToolkit({ root = process.cwd(), minify = true }: { root?: string; minify?: boolean } = {}): Promise<string> {
  const outdir = path.join(root, TOOLKIT_DIR);
  rmSync(outdir, { recursive: true, force: true });
  await build({
    absWorkingDir: root,
    entryPoints: { [ENTRY_NAME]: ENTRY },
    bundle: true,
    splitting: true,
    format: 'esm',
    target: 'es2022',
    minify,
    outdir,
    entryNames: '[name]-[hash]',
    chunkNames: '[name]-[hash]',
    logLevel: 'warning',
    legalComments: 'none',
  });
  return toolkitEntryFile(root)!;
}
