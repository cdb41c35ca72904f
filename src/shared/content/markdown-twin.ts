/**
 * Where the Markdown twin of the page at `href` is served. A page adds `.md` to its URL
 * (`/en/checkout` → `/en/checkout.md`); the home, whose URL has no name to add it to, is
 * `/index.md`, as llmstxt.org proposes for a URL without a file name.
 */
export function markdownTwinPath(href: string): string {
  const clean = href.replace(/\/+$/, '');
  return clean === '' ? '/index.md' : `${clean}.md`;
}

/** The MIME type the twins are declared with (`<link rel="alternate" type="text/markdown">`, RFC 7763). */
export const MARKDOWN_TYPE = 'text/markdown';
