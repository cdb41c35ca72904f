import type { SitePage } from '../../shared/site/types';
import { flattenLinks } from '../../shared/navigation/walk';
import { markdownTwinPath } from '../../shared/content/markdown-twin';

/** One product's pages in reading order (its navigation's), with its index page; none without an index. */
export interface ProductPages {
  namespace: string;
  index: SitePage;
  pages: SitePage[];
}

/** A locale's pages by product: products in menu order, each product's pages in its navigation's order. */
export function pagesByProduct(pages: readonly SitePage[], namespaces: readonly string[]): ProductPages[] {
  return namespaces.flatMap((namespace) => {
    const inNamespace = pages.filter((page) => page.namespace === namespace);
    const index = inNamespace.find((page) => page.path === `/${namespace}`);
    if (!index) return [];
    const order = flattenLinks(index.navigation).map((link) => link.href);
    const position = (page: SitePage) => (order.includes(page.href) ? order.indexOf(page.href) : order.length);
    return [{ namespace, index, pages: [...inNamespace].sort((a, b) => position(a) - position(b)) }];
  });
}

/**
 * llms.txt (llmstxt.org) for one locale: every page by section, each pointing at its
 * Markdown twin, so an AI assistant can read the docs without parsing HTML. `preamble`
 * (Markdown without headings, as the format wants before the sections) goes after the summary.
 */
export function llmsTxt(input: { siteName: string; summary: string; origin: string; pages: readonly SitePage[]; namespaces: readonly string[]; preamble?: string }): string {
  const lines = [`# ${input.siteName}`, '', `> ${input.summary}`, ''];
  if (input.preamble) lines.push(input.preamble.trim(), '');
  for (const { index, pages } of pagesByProduct(input.pages, input.namespaces)) {
    lines.push(`## ${index.title}`, '');
    for (const page of pages) lines.push(`- [${page.title}](${new URL(markdownTwinPath(page.href), input.origin).toString()}): ${page.description}`);
    lines.push('');
  }
  return lines.join('\n');
}
