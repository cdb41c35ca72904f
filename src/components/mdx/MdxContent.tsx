import { run } from '@mdx-js/mdx';
import type { MDXComponents } from 'mdx/types';
import * as runtime from 'react/jsx-runtime';
import { compileMdx } from '@/node/content/mdx-compile';
import { readCompiledMdx } from '@/node/content/page-cache';
import { siteHighlighter } from '@/node/content/highlighter';

/**
 * Renders a page's MDX at build time; the browser receives HTML only. The code is the content
 * check's, compiled once per build (src/node/content/mdx-compile.ts, page-cache.ts), or compiled here when there
 * is none (`next dev`). The route passes the components, so guide routes do not bundle the API
 * reference's client code, and the page's product, which names the rows of its `<Codes>` tables.
 */
export async function MdxContent({ source, file, product, components }: { source: string; file: string; product?: string; components: MDXComponents }) {
  const page = { body: source, file, ...(product === undefined ? {} : { product }) };
  const code = readCompiledMdx(page) ?? compileMdx(page, await siteHighlighter());
  const { default: Content } = await run(code, { ...runtime, baseUrl: import.meta.url });
  return <Content components={components} />;
}
