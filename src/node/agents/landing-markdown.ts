import { explainedIn } from '../../shared/codes/catalogue';
import { markdownTwinPath } from '../../shared/content/markdown-twin';
import type { HomeEntry } from '../../shared/navigation/types';

/**
 * The Markdown twins of the two pages that are not documentation pages: the home (its product
 * menu, each entry pointing at the product's Markdown) and search, which only works in a browser,
 * so its twin says where to read instead. `files` is that sentence, with links to llms.txt and
 * llms-full.txt.
 */
export function homeMarkdown(input: { title: string; description: string; entries: readonly HomeEntry[]; files: string }): string {
  const entries = input.entries.map((entry) => `- [${entry.title}](${entry.href.startsWith('/') ? markdownTwinPath(entry.href) : entry.href}): ${entry.description}`);
  return [`# ${input.title}`, '', input.description, '', ...entries, '', input.files, ''].join('\n');
}

export function searchMarkdown(input: { title: string; description: string; files: string }): string {
  return [`# ${input.title}`, '', input.description, '', input.files, ''].join('\n');
}

const cell = (text: string) => text.replace(/\\/g, '\\\\').replace(/\|/g, '\\|').replace(/\s+/g, ' ').trim();

/** The code catalogue's twin: the same rows as one Markdown table, each linking to the page that explains it. */
export function codesMarkdown(input: { title: string; description: string; columns: readonly string[]; rows: ReadonlyArray<{ code: string; kind: string; product: string; meaning: string; action: string; page: string; pageTitle: string; section: string }>; files: string }): string {
  const header = `| ${input.columns.map(cell).join(' | ')} |`;
  const rule = `|${input.columns.map(() => '---').join('|')}|`;
  const rows = input.rows.map((row) => `| \`${row.code}\` (${cell(row.kind)}) | ${cell(row.product)} | ${cell(row.meaning)} | ${cell(row.action)} | [${cell(explainedIn(row))}](${row.page}) |`);
  return [`# ${input.title}`, '', input.description, '', header, rule, ...rows, '', input.files, ''].join('\n');
}
