import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Root, RootContent, Table } from 'mdast';
import { toString } from 'mdast-util-to-string';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';

/*
 * Build time: the search synonyms come from the glossary of the content guide,
 * the table authors already keep, so the two cannot drift. Each row is a
 * group: its Spanish and English terms and the words in "Also searched as".
 */

export const GLOSSARY_FILE = 'docs/content-guide.md';
const GLOSSARY_HEADING = /^Glossary\b/;
const COLUMNS = [/^Español$/i, /^English$/i, /^Also searched as$/i];

const parser = unified().use(remarkParse).use(remarkGfm);

function glossaryTable(tree: Root): Table | undefined {
  let inGlossary = false;
  for (const node of tree.children as RootContent[]) {
    if (node.type === 'heading') inGlossary = node.depth === 2 && GLOSSARY_HEADING.test(toString(node));
    else if (inGlossary && node.type === 'table') return node;
  }
  return undefined;
}

/** The synonym groups of a content guide's glossary; throws when the table or one of its columns is gone. */
export function glossarySynonyms(markdown: string): string[][] {
  const table = glossaryTable(parser.parse(markdown));
  if (!table) throw new Error(`${GLOSSARY_FILE}: no table under a "## Glossary" heading; search synonyms are read from it.`);
  const [header, ...rows] = table.children.map((row) => row.children.map((cell) => toString(cell).trim()));
  const columns = COLUMNS.map((pattern) => (header ?? []).findIndex((title) => pattern.test(title)));
  if (columns.some((column) => column < 0)) throw new Error(`${GLOSSARY_FILE}: the glossary needs the columns Español, English and Also searched as.`);
  const groups: string[][] = [];
  for (const cells of rows) {
    const phrases = columns.flatMap((column) => (cells[column] ?? '').split(/\s*[/,]\s*/)).map((phrase) => phrase.trim()).filter(Boolean);
    const unique = [...new Map(phrases.map((phrase) => [phrase.toLowerCase(), phrase])).values()];
    if (unique.length > 1) groups.push(unique);
  }
  return groups;
}

export function readGlossarySynonyms(repoRoot = process.cwd()): string[][] {
  return glossarySynonyms(readFileSync(path.join(repoRoot, GLOSSARY_FILE), 'utf8'));
}
