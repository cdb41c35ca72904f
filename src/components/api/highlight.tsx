import type { CSSProperties } from 'react';
import { codeFragmentPath } from '@/lib/content/code-fragments';
import { highlightCode, styleDeclarations } from '@/lib/content/highlight-code';
import { Pre } from '../mdx/CodeBlock';
import type { LazyCodeLabels } from '../mdx/LazyPre';
import { LazyPre } from './islands';

/**
 * A block highlighted at build time, as the <pre> the code block components show. A block a
 * reader sees first carries its highlighted lines, as one HTML string (the page's payload then
 * holds them once, as text, not as thousands of React elements). Any other block (`lazy`)
 * carries only the address of the fragment scripts/write-outputs.ts writes for it.
 */
export async function HighlightedPre({ code, language, lazy }: { code: string; language: string; lazy: LazyCodeLabels | null }) {
  const { className, style, html } = await highlightCode(code, language);
  // The usual colours are classes (code-token-classes.ts): most blocks have no style to carry.
  const pre = { className, ...(style ? { style: styleDeclarations(style) as CSSProperties } : {}), tabIndex: 0, 'data-language': language };
  return lazy ? <LazyPre {...pre} src={codeFragmentPath(html)} labels={lazy} /> : <Pre {...pre} dangerouslySetInnerHTML={{ __html: html }} />;
}
