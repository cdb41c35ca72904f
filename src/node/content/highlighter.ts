import { createHighlighter, type Highlighter } from 'shiki';
import { CODE_LANGUAGES } from '../../shared/content/code-languages';
import { CODE_THEMES } from './code-themes';

let highlighter: Promise<Highlighter> | undefined;

/** One highlighter per process, shared by MDX pages (MdxContent) and API samples (highlightCode). */
export function siteHighlighter(): Promise<Highlighter> {
  highlighter ??= createHighlighter({ themes: Object.values(CODE_THEMES), langs: [...CODE_LANGUAGES] });
  return highlighter;
}
