import { codeToHtml } from 'shiki';
import { CODE_THEMES } from './code-themes';

/** One block highlighted at build time: the attributes of its `<pre>` and the HTML inside it. */
export interface HighlightedCode {
  className: string;
  /** Shiki's CSS variables for both themes, `--shiki-light:#1f2328;--shiki-dark:#e6edf3;…`. */
  style: string;
  /** The `<code>` element with its coloured tokens. */
  html: string;
}

const decode = (value: string) => value.replace(/&quot;/g, '"').replace(/&#x27;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');

/** Highlights code with the same Shiki themes and options as MDX pages (MdxContent). */
export async function highlightCode(code: string, language: string): Promise<HighlightedCode> {
  const html = await codeToHtml(code, { lang: language, themes: CODE_THEMES, defaultColor: false });
  const match = /^<pre([^>]*)>([\s\S]*)<\/pre>$/.exec(html.trim());
  if (!match) throw new Error(`Shiki returned no <pre> for a ${language} block`);
  const attributes = match[1] ?? '';
  return {
    className: decode(/\bclass="([^"]*)"/.exec(attributes)?.[1] ?? ''),
    style: decode(/\bstyle="([^"]*)"/.exec(attributes)?.[1] ?? ''),
    html: match[2] ?? '',
  };
}

/** `--shiki-light:#24292e;--shiki-dark:#e1e4e8` -> `{ '--shiki-light': '#24292e', … }`, for React's `style`. */
export function styleDeclarations(style: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const declaration of style.split(';')) {
    const colon = declaration.indexOf(':');
    if (colon > 0) out[declaration.slice(0, colon).trim()] = declaration.slice(colon + 1).trim();
  }
  return out;
}
