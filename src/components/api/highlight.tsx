import { CODE_THEMES } from '@/lib/content/code-themes';
import type { CSSProperties } from 'react';
import { codeToHtml } from 'shiki';
import type { PreProps } from '../mdx/CodeBlock';

/** `--shiki-light:#24292e;--shiki-dark:#e1e4e8` -> `{ '--shiki-light': '#24292e', … }`. */
function styleObject(style: string): CSSProperties {
  const out: Record<string, string> = {};
  for (const declaration of style.split(';')) {
    const colon = declaration.indexOf(':');
    if (colon > 0) out[declaration.slice(0, colon).trim()] = declaration.slice(colon + 1).trim();
  }
  return out as CSSProperties;
}

const decode = (value: string) => value.replace(/&quot;/g, '"').replace(/&#x27;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');

/**
 * Highlights code at build time with the same Shiki themes and options as MDX pages (MdxContent)
 * and returns the props of the <pre> the code block components render. The highlighted lines go
 * in as one HTML string: the page's payload then carries them once, as text, not as thousands of
 * React elements.
 */
export async function highlight(code: string, language: string): Promise<PreProps> {
  const html = await codeToHtml(code, { lang: language, themes: CODE_THEMES, defaultColor: false });
  const match = /^<pre([^>]*)>([\s\S]*)<\/pre>$/.exec(html.trim());
  if (!match) throw new Error(`Shiki returned no <pre> for a ${language} block`);
  const attributes = match[1] ?? '';
  const className = /\bclass="([^"]*)"/.exec(attributes)?.[1];
  const style = /\bstyle="([^"]*)"/.exec(attributes)?.[1];
  return {
    ...(className === undefined ? {} : { className: decode(className) }),
    ...(style === undefined ? {} : { style: styleObject(decode(style)) }),
    tabIndex: 0,
    'data-language': language,
    dangerouslySetInnerHTML: { __html: match[2] ?? '' },
  };
}
