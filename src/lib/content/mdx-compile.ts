import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createProcessor } from '@mdx-js/mdx';
import rehypeShikiFromHighlighter from '@shikijs/rehype/core';
import type { Root } from 'mdast';
import rehypeSlug from 'rehype-slug';
import remarkGfm from 'remark-gfm';
import type { Highlighter, ShikiTransformer } from 'shiki';
import { rehypeCodeAnchors } from '../codes/rehype-code-anchors';
import { codeMetaAttributes, parseCodeMeta } from './code-meta';
import { CODE_THEMES, TOKENIZE_TIME_LIMIT } from './code-themes';
import { tokenClasses } from './code-token-classes';
import { rehypeEntityAnchors } from './entity-anchors';
import { rehypeImageSize } from './rehype-image-size';
import { rehypeReadableTables } from './rehype-readable-tables';

/**
 * A page's MDX compiled to the body of a function (@mdx-js/mdx's `function-body` output), which a
 * page's render runs with React's JSX runtime. The content check compiles every page once, from
 * the tree it has already parsed to check the page (scripts/check-content.ts), and leaves the
 * code in Next's cache folder: the prerender workers then run it instead of parsing and
 * highlighting the page again (a quarter of their work). Without that code (`next dev`, tests),
 * a page compiles from its source when it renders.
 */
export interface MdxSource {
  /** The MDX text, frontmatter removed. */
  body: string;
  /** The file it comes from, for errors and for image paths. */
  file: string;
  /** The page's product, which names the rows of its `<Codes>` tables (src/lib/codes). */
  product?: string;
}

/** Tells the code block its language, for its label and for code groups. */
const languageAttribute: ShikiTransformer = {
  name: 'docs:language-attribute',
  pre(node) {
    node.properties['data-language'] = this.options.lang;
  },
};

function processor(highlighter: Highlighter, { file, product }: MdxSource, repoRoot: string) {
  return createProcessor({
    outputFormat: 'function-body',
    remarkPlugins: [remarkGfm],
    rehypePlugins: [
      rehypeSlug,
      rehypeEntityAnchors,
      [rehypeCodeAnchors, { product }],
      rehypeReadableTables,
      [rehypeImageSize, { publicDir: path.join(repoRoot, 'public'), file }],
      [
        rehypeShikiFromHighlighter,
        highlighter,
        {
          themes: CODE_THEMES,
          defaultColor: false,
          tokenizeTimeLimit: TOKENIZE_TIME_LIMIT,
          defaultLanguage: 'text',
          parseMetaString: (meta: string) => codeMetaAttributes(parseCodeMeta(meta)),
          transformers: [languageAttribute, tokenClasses],
        },
      ],
    ],
  });
}

const failed = (source: MdxSource, error: unknown) => new Error(`${source.file}: could not compile MDX: ${(error as Error).message}`);

/** Compiles a page from its text. */
export function compileMdx(source: MdxSource, highlighter: Highlighter, repoRoot = process.cwd()): string {
  try {
    return String(processor(highlighter, source, repoRoot).processSync({ value: source.body, path: source.file }));
  } catch (error) {
    throw failed(source, error);
  }
}

/**
 * Compiles a page from the tree `parseMdx` gave for its text (the same parser settings as the
 * compiler's own: MDX, then GFM), without parsing it again. The tree is transformed in place.
 */
export function compileMdxTree(tree: Root, source: MdxSource, highlighter: Highlighter, repoRoot = process.cwd()): string {
  try {
    const compiler = processor(highlighter, source, repoRoot);
    const file = { value: source.body, path: source.file };
    return String(compiler.stringify(compiler.runSync(tree as never, file), file));
  } catch (error) {
    throw failed(source, error);
  }
}

/** Where the content check leaves each page's code for the prerender, one file per page. */
export const compiledMdxDir = (repoRoot = process.cwd()) => path.join(repoRoot, '.next', 'cache', 'ondapay-mdx');

/** A page's file name: what its code depends on (the pipeline is the build's own, and the folder is emptied at each build). */
function compiledMdxFile(source: MdxSource, repoRoot: string): string {
  const key = createHash('sha256').update(`${source.file}\0${source.product ?? ''}\0${source.body}`).digest('hex').slice(0, 32);
  return path.join(compiledMdxDir(repoRoot), `${key}.js`);
}

export function writeCompiledMdx(source: MdxSource, code: string, repoRoot = process.cwd()): void {
  const file = compiledMdxFile(source, repoRoot);
  mkdirSync(path.dirname(file), { recursive: true });
  // Whole or not at all: a worker never reads a file half written.
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, code);
  renameSync(temporary, file);
}

/**
 * The code the content check compiled for this page, read only in a build's later steps (the
 * SITE_SNAPSHOT variable of src/lib/site/load-site.ts), or undefined: `next dev` compiles every
 * page afresh, so an edited plugin is never hidden by an earlier build's code.
 */
export function readCompiledMdx(source: MdxSource, repoRoot = process.cwd()): string | undefined {
  if (process.env.SITE_SNAPSHOT !== '1') return undefined;
  try {
    return readFileSync(compiledMdxFile(source, repoRoot), 'utf8');
  } catch {
    return undefined;
  }
}

/** A build starts with no compiled page: code from an earlier pipeline is never run. */
export function clearCompiledMdx(repoRoot = process.cwd()): void {
  rmSync(compiledMdxDir(repoRoot), { recursive: true, force: true });
}
