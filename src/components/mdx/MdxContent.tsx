import { CODE_THEMES, TOKENIZE_TIME_LIMIT } from '@/lib/content/code-themes';
import path from 'node:path';
import { evaluate } from '@mdx-js/mdx';
import rehypeShikiFromHighlighter from '@shikijs/rehype/core';
import type { MDXComponents, MDXContent } from 'mdx/types';
import * as runtime from 'react/jsx-runtime';
import rehypeSlug from 'rehype-slug';
import remarkGfm from 'remark-gfm';
import type { ShikiTransformer } from 'shiki';
import { codeMetaAttributes, parseCodeMeta } from '@/lib/content/code-meta';
import { tokenClasses } from '@/lib/content/code-token-classes';
import { siteHighlighter } from '@/lib/content/highlighter';
import { rehypeCodeAnchors } from '@/lib/codes/rehype-code-anchors';
import { rehypeEntityAnchors } from '@/lib/content/entity-anchors';
import { rehypeImageSize } from '@/lib/content/rehype-image-size';
import { rehypeReadableTables } from '@/lib/content/rehype-readable-tables';

/** Tells the code block its language, for its label and for code groups. */
const languageAttribute: ShikiTransformer = {
  name: 'docs:language-attribute',
  pre(node) {
    node.properties['data-language'] = this.options.lang;
  },
};

/**
 * Compiles and renders a page's MDX at build time; the browser receives HTML only. The route
 * passes the components, so guide routes do not bundle the API reference's client code, and the
 * page's product, which names the rows of its `<Codes>` tables (src/lib/codes).
 */
export async function MdxContent({ source, file, product, components }: { source: string; file: string; product?: string; components: MDXComponents }) {
  let Content: MDXContent;
  const highlighter = await siteHighlighter();
  try {
    ({ default: Content } = await evaluate(source, {
      ...runtime,
      remarkPlugins: [remarkGfm],
      rehypePlugins: [
        rehypeSlug,
        rehypeEntityAnchors,
        [rehypeCodeAnchors, { product }],
        rehypeReadableTables,
        [rehypeImageSize, { publicDir: path.join(process.cwd(), 'public'), file }],
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
    }));
  } catch (error) {
    throw new Error(`${file}: could not compile MDX: ${(error as Error).message}`);
  }
  return <Content components={components} />;
}
