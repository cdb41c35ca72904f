import { markdownHtml } from '@/lib/content/markdown-html';

/**
 * A description from an API definition, rendered at build time as one HTML string
 * (src/lib/content/markdown-html.ts): raw HTML in it becomes safe Markdown or text, site links stay
 * in the tab and other sites open in a new one. React's payload carries it as text and hydration
 * leaves it alone, as with the attribute rows.
 */
export function Markdown({ text, className }: { text: string; className?: string }) {
  return <div {...(className ? { className } : {})} dangerouslySetInnerHTML={{ __html: markdownHtml(text) }} />;
}
