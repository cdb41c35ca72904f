import type { Root, Table } from 'mdast';
import type { MdxJsxFlowElement } from 'mdast-util-mdx-jsx';
import { toString } from 'mdast-util-to-string';
import { visit } from 'unist-util-visit';
import { entityAnchorNamer, tableEntityKind } from '../content/entity-anchors';
import { ACTION_HEADERS, catalogueAnchor, codeOf, codeKinds, findColumn, isCodeKind, isCodeScope, MEANING_HEADERS, type CodeKind } from './columns';

/*
 * Build time, pure: the rows of every `<Codes kind="…">` table of one page's MDX tree. The page
 * renders the same table (with the ids of rehype-code-anchors.ts), the catalogue lists these rows.
 */

/** The MDX component that marks a Markdown table as a table of codes. */
export const CODES_COMPONENT = 'Codes';

/** One row of a `<Codes>` table, as its page holds it. */
export interface PageCodeRow {
  kind: CodeKind;
  code: string;
  meaning: string;
  action: string;
  /** Catalogue id: `gateway-reason-05`. */
  anchor: string;
  /** The heading the table sits under (`Códigos de los cobros`), or '' before the first heading. */
  section: string;
  /** The row's id on its own page: an entity anchor the page already had (`code-05`), else `anchor`. */
  pageAnchor: string;
  /** Line of the row in the MDX file, for build messages. */
  line: number;
  /** Which `<Codes>` table of the page holds the row, counted from 0. */
  table: number;
}

export interface PageCodes {
  rows: PageCodeRow[];
  problems: string[];
}

type Attributes = MdxJsxFlowElement['attributes'];

/** A string attribute of a JSX element (MDX tree or HTML tree: both keep `attributes`). */
export function stringProp(attributes: Attributes | undefined, name: string): string | undefined {
  const found = attributes?.find((attribute) => attribute.type === 'mdxJsxAttribute' && attribute.name === name);
  return found?.type === 'mdxJsxAttribute' && typeof found.value === 'string' ? found.value : undefined;
}

/** A `<Codes>` element's kind and optional scope, or what is wrong with them (the page and the extraction read them alike). */
export function codesProps(attributes: Attributes | undefined): { kind: CodeKind; scope: string | undefined } | { problem: string } {
  const kind = stringProp(attributes, 'kind');
  if (!isCodeKind(kind)) return { problem: `<Codes> needs kind="${codeKinds.join('|')}" (what its table lists), not ${kind === undefined ? 'nothing' : `"${kind}"`}.` };
  const scope = stringProp(attributes, 'scope');
  if (scope !== undefined && !isCodeScope(scope)) return { problem: `<Codes scope="${scope}"> needs lower-case words joined by "-" (scope="charge"): it becomes part of each row's id.` };
  return { kind, scope };
}

/** Where a `<Codes>` table keeps its code, meaning and what-to-do columns; -1 for no what-to-do column. */
export interface CodeColumns {
  code: number;
  meaning: number;
  action: number;
}

/** The columns of a code table from its headers and the element's optional `code`, `meaning` and `action` props. */
export function codeColumns(headers: readonly string[], attributes: Attributes | undefined): { columns: CodeColumns; problems: string[] } {
  const problems: string[] = [];
  const named = (prop: 'code' | 'meaning' | 'action', fallback: readonly string[] | undefined) => {
    const header = stringProp(attributes, prop);
    if (header === undefined) return fallback ? findColumn(headers, fallback) : 0;
    const index = findColumn(headers, [header]);
    if (index < 0) problems.push(`<Codes> names ${prop}="${header}", which is not a header of its table (${headers.join(' | ')}). Use the header as written.`);
    return index;
  };
  const columns = { code: named('code', undefined), meaning: named('meaning', MEANING_HEADERS), action: named('action', ACTION_HEADERS) };
  if (columns.meaning < 0 && stringProp(attributes, 'meaning') === undefined) {
    problems.push(`<Codes> table has no column that says what each code means (headers: ${headers.join(' | ')}). Name one "${MEANING_HEADERS.slice(0, 6).join('", "')}"…, or say which with meaning="<header>".`);
  }
  return { columns, problems };
}

const joined = (first: string, next: string) => (!next || first.split('; ').includes(next) ? first : first ? `${first}; ${next}` : next);
const lineOf = (node: { position?: { start: { line: number } } }) => node.position?.start.line ?? 0;
const at = (node: { position?: { start: { line: number } } }) => `line ${lineOf(node)}: `;
const cellText = (table: Table, row: number, column: number) => (column < 0 ? '' : toString(table.children[row]?.children[column]).replace(/\s+/g, ' ').trim());

/** Entity anchors the page gives table rows (content/entity-anchors.ts), by table and row, in document order. */
function entityAnchors(tree: Root): Map<Table, string[]> {
  const name = entityAnchorNamer();
  const anchors = new Map<Table, string[]>();
  visit(tree, 'table', (table: Table) => {
    const [header, ...rows] = table.children;
    const kind = tableEntityKind(toString(header?.children[0]));
    if (!kind) return;
    anchors.set(
      table,
      rows.map((row) => {
        const cell = row.children[0]?.children ?? [];
        return cell.length === 1 && cell[0]?.type === 'inlineCode' ? name(kind, cell[0].value) : '';
      }),
    );
  });
  return anchors;
}

/** Rows of a page's `<Codes>` tables, and what is wrong with any of them (each message starts with its line). */
export function pageCodes(tree: Root, product: string): PageCodes {
  const rows: PageCodeRow[] = [];
  const problems: string[] = [];
  let anchors: Map<Table, string[]> | undefined;
  let tableIndex = -1;
  let section = '';
  visit(tree, (node) => {
    if (node.type === 'heading') {
      section = toString(node).replace(/\s+/g, ' ').trim();
      return;
    }
    if (node.type !== 'mdxJsxFlowElement' || node.name !== CODES_COMPONENT) return;
    const element = node;
    const props = codesProps(element.attributes);
    if ('problem' in props) {
      problems.push(`${at(element)}${props.problem}`);
      return;
    }
    const { kind, scope } = props;
    const table = element.children.find((child): child is Table => child.type === 'table');
    if (!table) {
      problems.push(`${at(element)}<Codes kind="${kind}"> holds no Markdown table. Put the table inside it, with an empty line after <Codes …> and before </Codes>.`);
      return;
    }
    const headers = table.children[0]?.children.map((cell) => toString(cell)) ?? [];
    const found = codeColumns(headers, element.attributes);
    problems.push(...found.problems.map((problem) => `${at(table)}${problem}`));
    if (found.problems.length > 0) return;
    const { columns } = found;
    anchors ??= entityAnchors(tree);
    tableIndex++;
    const existing = anchors.get(table);
    table.children.slice(1).forEach((row, index) => {
      const code = codeOf(cellText(table, index + 1, columns.code));
      if (!code) {
        problems.push(`${at(row)}a row of <Codes kind="${kind}"> has no code in its column "${headers[columns.code] ?? ''}". Write the code, or move the row out of the table.`);
        return;
      }
      const anchor = catalogueAnchor(product, kind, code, scope);
      const meaning = cellText(table, index + 1, columns.meaning);
      const action = cellText(table, index + 1, columns.action);
      // One code on several rows of a table (HTTP 409 with three messages) is one catalogue row; the page anchors its first row.
      const same = rows.find((other) => other.anchor === anchor && other.table === tableIndex);
      if (same) {
        same.meaning = joined(same.meaning, meaning);
        same.action = joined(same.action, action);
        return;
      }
      rows.push({
        table: tableIndex,
        kind,
        code,
        meaning,
        action,
        anchor,
        section,
        pageAnchor: existing?.[index] || anchor,
        line: lineOf(row),
      });
    });
  });
  return { rows, problems };
}
