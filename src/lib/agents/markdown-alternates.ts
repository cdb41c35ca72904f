import { parse } from 'node-html-parser';
import { MARKDOWN_TYPE, markdownTwinPath } from '../content/markdown-twin';

/**
 * What is wrong with how a built page declares its Markdown twin: it must have exactly one
 * `<link rel="alternate" type="text/markdown">`, pointing at its own twin, and the twin must exist.
 */
export function markdownAlternateProblems(page: { url: string; html: string }, twinExists: (path: string) => boolean): string[] {
  const links = parse(page.html).querySelectorAll(`link[rel="alternate"][type="${MARKDOWN_TYPE}"]`);
  if (links.length !== 1) return [`declares ${links.length} Markdown twins (<link rel="alternate" type="${MARKDOWN_TYPE}">); a page declares exactly one.`];
  const href = links[0]?.getAttribute('href') ?? '';
  const expected = markdownTwinPath(page.url);
  let path: string;
  try {
    path = new URL(href, 'https://site.invalid').pathname;
  } catch {
    return [`declares its Markdown twin as "${href}", which is not a URL.`];
  }
  if (path !== expected) return [`declares its Markdown twin as ${path}; it is ${expected}.`];
  return twinExists(expected) ? [] : [`declares its Markdown twin ${expected}, which the build did not write.`];
}
