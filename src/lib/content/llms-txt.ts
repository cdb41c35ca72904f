import type { SitePage } from '../site/types';
import { flattenLinks } from '../navigation/walk';

/**
 * llms.txt (llmstxt.org) for one locale: every page by section, each pointing at its
 * Markdown twin, so an AI assistant can read the docs without parsing HTML.
 */
export function llmsTxt(input: { siteName: string; summary: string; origin: string; pages: readonly SitePage[]; namespaces: readonly string[] }): string {
  const lines = [`# ${input.siteName}`, '', `> ${input.summary}`, ''];
  for (const namespace of input.namespaces) {
    const inNamespace = input.pages.filter((page) => page.namespace === namespace);
    const index = inNamespace.find((page) => page.path === `/${namespace}`);
    if (!index) continue;
    const order = flattenLinks(index.navigation).map((link) => link.href);
    const sorted = [...inNamespace].sort((a, b) => order.indexOf(a.href) - order.indexOf(b.href));
    lines.push(`## ${index.title}`, '');
    for (const page of sorted) lines.push(`- [${page.title}](${new URL(`${page.href}.md`, input.origin).toString()}): ${page.description}`);
    lines.push('');
  }
  return lines.join('\n');
}
