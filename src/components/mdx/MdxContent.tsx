import { evaluate } from '@mdx-js/mdx';
import rehypeShiki from '@shikijs/rehype';
import type { MDXContent } from 'mdx/types';
import * as runtime from 'react/jsx-runtime';
import rehypeSlug from 'rehype-slug';
import remarkGfm from 'remark-gfm';
import type { Translate } from '@/lib/i18n/translate';
import { createMdxComponents } from './mdx-components';

/** Compiles and renders a page's MDX at build time; the browser receives HTML only. */
export async function MdxContent({ source, file, t }: { source: string; file: string; t: Translate }) {
  let Content: MDXContent;
  try {
    ({ default: Content } = await evaluate(source, {
      ...runtime,
      remarkPlugins: [remarkGfm],
      rehypePlugins: [
        rehypeSlug,
        [rehypeShiki, { themes: { light: 'github-light', dark: 'github-dark' }, defaultColor: false }],
      ],
    }));
  } catch (error) {
    throw new Error(`${file}: could not compile MDX: ${(error as Error).message}`);
  }
  return <Content components={createMdxComponents(t)} />;
}
