/*
 * Which column of a code table says what: pure functions the extraction (extract.ts), the product
 * page's row anchors (rehype-code-anchors.ts) and the catalogue share, so all three agree.
 */

/** What a `<Codes>` table lists. */
export const codeKinds = ['status', 'reason', 'error', 'http'] as const;
export type CodeKind = (typeof codeKinds)[number];

export const isCodeKind = (value: unknown): value is CodeKind => typeof value === 'string' && (codeKinds as readonly string[]).includes(value);

/**
 * Headers of the meaning column, best first, both languages: a table with a "Qué significa"
 * column and a "Mensaje" column explains the code in the first. "Cuándo" is last: a table of
 * codes that says only when each one comes.
 */
export const MEANING_HEADERS = [
  'qué significa', 'significado', 'what it means', 'meaning',
  'mensaje', 'message', 'status.message',
  'causa', 'cause',
  'cuándo', 'when',
] as const;

/** Headers of the what-to-do column, both languages. */
export const ACTION_HEADERS = [
  'qué hacer', 'qué haces', 'qué puedes hacer', 'qué hace tu sistema', 'qué hace el comercio', 'qué hace el pagador', 'qué puede hacer el pagador', 'solución', 'causa y qué hacer',
  'what to do', 'what you do', 'what you can do', 'fix', 'what your system does', 'what the merchant does', 'what the payer does', 'what the payer can do', 'solution', 'cause and what to do',
] as const;

const normalHeader = (header: string) => header.trim().replace(/\s+/g, ' ').toLowerCase();

/** The index of the first header of `wanted` (in its order) among `headers`, or -1. */
export function findColumn(headers: readonly string[], wanted: readonly string[]): number {
  const normal = headers.map(normalHeader);
  for (const name of wanted) {
    const index = normal.indexOf(normalHeader(name));
    if (index >= 0) return index;
  }
  return -1;
}

/** The code a cell holds, without code ticks and quotes: `` `"05"` `` → `05`. */
export function codeOf(cell: string): string {
  return cell.replace(/[`"'“”]/g, '').trim();
}

/** Lower case; every run of other characters one `-`: `3N` → `3n`, `HTTP 401` → `http-401`. */
export function codeSlug(code: string): string {
  return code.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '') || 'x';
}

/**
 * A `<Codes>` table's optional `scope`: what its codes belong to when a product has several tables
 * of one kind (AutoPay's contract and charge reasons both have `"00"`). Lower-case words joined by `-`.
 */
export const isCodeScope = (value: string): boolean => /^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/.test(value);

/** A catalogue row's id: `gateway-reason-05`, `three-d-s-server-status-approved`, with a scope `autopay-charge-reason-00`. */
export function catalogueAnchor(product: string, kind: CodeKind, code: string, scope?: string): string {
  return `${product}-${scope ? `${scope}-` : ''}${kind}-${codeSlug(code)}`;
}
