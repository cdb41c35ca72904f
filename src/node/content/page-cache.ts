import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { deserialize, serialize } from 'node:v8';
import type { Root } from 'mdast';
import type { MdxSource } from './mdx-compile';

/**
 * What the build's steps leave for its later steps, in Next's cache folder: from the content check,
 * each page's compiled MDX (mdx-compile.ts), which the prerender workers run, and the tree it
 * parsed, which the post-build reads for the Markdown twin and the search documents instead of
 * parsing the page a third time (parsing all pages: 2.9 s; reading their trees back: 0.2 s); from
 * the prerender, each API operation's HTML, which the post-build puts into the pages.
 * Both are read only in a build's later steps (SITE_SNAPSHOT, src/node/site/load-site.ts):
 * `next dev` and tests always work from the text, so an edited plugin is never hidden by an
 * earlier build's output. The folder is emptied when the check starts.
 */
export const pageCacheDir = (repoRoot = process.cwd()) => path.join(repoRoot, '.next', 'cache', 'ondapay-pages');

/** A page's file name: what its outputs depend on (the pipeline is the build's own). */
function cacheFile(source: MdxSource, extension: 'js' | 'mdast', repoRoot: string): string {
  const key = createHash('sha256').update(`${source.file}\0${source.product ?? ''}\0${source.body}`).digest('hex').slice(0, 32);
  return path.join(pageCacheDir(repoRoot), `${key}.${extension}`);
}

// Whole or not at all: a worker never reads a file half written.
function writeWhole(file: string, content: string | Buffer): void {
  mkdirSync(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, content);
  renameSync(temporary, file);
}

function readInBuild<T>(file: string, decode: (content: Buffer) => T): T | undefined {
  if (process.env.SITE_SNAPSHOT !== '1') return undefined;
  try {
    return decode(readFileSync(file));
  } catch {
    return undefined;
  }
}

export const writeCompiledMdx = (source: MdxSource, code: string, repoRoot = process.cwd()) => writeWhole(cacheFile(source, 'js', repoRoot), code);

/** The code the content check compiled for this page, or undefined outside a build's later steps. */
export const readCompiledMdx = (source: MdxSource, repoRoot = process.cwd()): string | undefined => readInBuild(cacheFile(source, 'js', repoRoot), (content) => content.toString('utf8'));

/** The tree as parseMdx gave it, before anything changed it. */
export const writePageTree = (source: MdxSource, tree: Root, repoRoot = process.cwd()) => writeWhole(cacheFile(source, 'mdast', repoRoot), serialize(tree));

export const readPageTree = (source: MdxSource, repoRoot = process.cwd()): Root | undefined => readInBuild(cacheFile(source, 'mdast', repoRoot), (content) => deserialize(content) as Root);

/**
 * An API operation's HTML (src/node/openapi/operation-html.ts), which the prerender leaves out of
 * the page and scripts/finish-output.ts puts in (src/components/api/ApiOperation.tsx says why),
 * by the address the page fetches it from after a client-side navigation (`/code/<hash>.txt`).
 */
const operationFile = (src: string, repoRoot: string) => path.join(pageCacheDir(repoRoot), 'operations', path.basename(src));

export const writeOperationHtml = (src: string, html: string, repoRoot = process.cwd()) => writeWhole(operationFile(src, repoRoot), html);

export const readOperationHtml = (src: string, repoRoot = process.cwd()): string | undefined => readInBuild(operationFile(src, repoRoot), (content) => content.toString('utf8'));

/** A build starts with nothing from an earlier one. */
export function clearPageCache(repoRoot = process.cwd()): void {
  rmSync(pageCacheDir(repoRoot), { recursive: true, force: true });
}
