import { parse } from 'node-html-parser';

/** What every built page must have (issue 6): one h1, a title, a description, a lang, headings in order. */
export function pageStructureProblems(html: string): string[] {
  const root = parse(html);
  const problems: string[] = [];
  const h1s = root.querySelectorAll('h1').length;
  if (h1s !== 1) problems.push(`has ${h1s} h1 elements; a page needs exactly one.`);
  if (!root.querySelector('title')?.text.trim()) problems.push('has no <title>.');
  if (!root.querySelector('meta[name="description"]')?.getAttribute('content')?.trim()) problems.push('has no meta description.');
  const lang = root.querySelector('html')?.getAttribute('lang');
  if (!lang) problems.push('has no lang on <html>.');
  let previous = 0;
  for (const heading of root.querySelectorAll('h1, h2, h3, h4, h5, h6')) {
    const level = Number(heading.tagName.slice(1));
    if (level > previous + 1) problems.push(`skips from h${previous || 0} to h${level} at "${heading.text.trim().slice(0, 60)}".`);
    previous = level;
  }
  return problems;
}
