import { OPERATION_SRC_ATTRIBUTE, PART_SRC_ATTRIBUTE } from '../../shared/ui/api-markup';

/**
 * Writes each API operation's HTML into the built page, in the section the prerender left empty
 * (src/components/api/ApiOperation.tsx says why). `read` gives an operation's HTML by its address,
 * or undefined when the build has none (the page's check then names the page). Returns the page
 * and the addresses it used, from which finish-output follows the parts to write beside the page.
 */
const EMPTY_SECTION = new RegExp(`(<section\\b[^>]*\\s${OPERATION_SRC_ATTRIBUTE}="([^"]+)"[^>]*>)(</section>)`, 'g');

export function withOperations(html: string, read: (src: string) => string | undefined): { html: string; used: string[] } {
  const used: string[] = [];
  const filled = html.replace(EMPTY_SECTION, (section, open: string, src: string, close: string) => {
    const content = read(src);
    if (content === undefined) return section;
    used.push(src);
    return `${open}${content}${close}`;
  });
  return { html: filled, used };
}

/** Sections whose operation the page still lacks. */
export const emptyOperations = (html: string): string[] => [...html.matchAll(EMPTY_SECTION)].map((match) => match[2]!);

const PART_SRC = new RegExp(`\\s${PART_SRC_ATTRIBUTE}="([^"]+)"`, 'g');

/** The parts (panels fetched when chosen, src/node/html/switch-html.ts) that a page or a part links. */
export const partsIn = (html: string): string[] => [...new Set([...html.matchAll(PART_SRC)].map((match) => match[1]!))];

/**
 * Every file that operations link, parts inside parts included, each with its HTML; `read` gives a
 * file's HTML by address. Fails naming the first one the build lacks and where it was linked.
 */
export function operationFiles(operations: Iterable<string>, read: (src: string) => string | undefined): Map<string, string> {
  const files = new Map<string, string>();
  const queue = [...operations].map((src) => ({ src, from: 'a page' }));
  for (let next = queue.shift(); next; next = queue.shift()) {
    if (files.has(next.src)) continue;
    const html = read(next.src);
    if (html === undefined) throw new Error(`${next.src}, linked from ${next.from}, was not written while prerendering (src/components/api/ApiOperation.tsx writes an operation's HTML and its parts).`);
    files.set(next.src, html);
    for (const part of partsIn(html)) queue.push({ src: part, from: next.src });
  }
  return files;
}
