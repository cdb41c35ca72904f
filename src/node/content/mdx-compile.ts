import path from 'node:path';
import { createProcessor } from '@mdx-js/mdx';
import rehypeShikiFromHighlighter from '@shikijs/rehype/core';
import type { Root } from 'mdast';
import rehypeSlug from 'rehype-slug';
import remarkGfm from 'remark-gfm';
import type { Highlighter, ShikiTransformer } from 'shiki';
import type { Root as MdastRoot } from 'mdast';
import { rehypeCodeAnchors } from '../../shared/codes/rehype-code-anchors';
import { repositoryFacts } from '../facts/load-facts';
import { isLocale } from '../../shared/i18n/locales';
import { codeMetaAttributes, parseCodeMeta } from './code-meta';
import { expandPageData } from './page-data';
import { CODE_THEMES, TOKENIZE_TIME_LIMIT } from './code-themes';
import { tokenClasses } from './code-token-classes';
import { rehypeEntityAnchors } from '../../shared/content/entity-anchors';
import { rehypeImageSize } from './rehype-image-size';
import { rehypeReadableTables } from '../../shared/content/rehype-readable-tables';
import { mdxCodeProblems } from './mdx-code';

/**
 * A page's MDX compiled to the body of a function (@mdx-js/mdx's `function-body` output), which a
 * page's render runs with React's JSX runtime. The content check compiles every page once, from
 * the tree it has already parsed to check the page (scripts/check-content.ts), and leaves the
 * code for the prerender workers (page-cache.ts), which run it instead of parsing and
 * highlighting the page again (a quarter of their work). Without that code (`next dev`, tests),
 * a page compiles from its source when it renders.
 */
export interface MdxSource {
  /** The MDX text, frontmatter removed. */
  body: string;
  /** The file it comes from, for errors and for image paths. */
  file: string;
  /** The page's product, which names the rows of its `<Codes>` tables (src/shared/codes). */
  product?: string;
}

/** Tells the code block its language, for its label and for code groups. */
const languageAttribute: ShikiTransformer = {
  name: 'docs:language-attribute',
  pre(node) {
    node.properties['data-language'] = this.options.lang;
  },
};

/** Facts and test vectors as Markdown, for a page compiled from its text (a tree from the content check has them already). */
function remarkPageData({ file, repoRoot }: { file: string; repoRoot: string }) {
  const localeDir = /(?:^|\/)content\/([^/]+)\//.exec(file)?.[1];
  return (tree: MdastRoot) => {
    if (isLocale(localeDir)) expandPageData(tree, localeDir, repositoryFacts(repoRoot));
  };
}

/**
 * No page compiles with code in it, whichever way it came (mdx-code.ts): the content check refuses
 * such a page first, and this stops a compile the check did not precede (`next dev`, a test).
 */
function remarkNoCode() {
  return (tree: MdastRoot) => {
    const [first] = mdxCodeProblems(tree);
    if (first) throw new Error(first);
  };
}

function processor(highlighter: Highlighter, { file, product }: MdxSource, repoRoot: string) {
  return createProcessor({
    outputFormat: 'function-body',
    remarkPlugins: [remarkNoCode, [remarkPageData, { file, repoRoot }], remarkGfm],
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
