import { sha256 } from '@noble/hashes/sha2.js';
import { toBase64, utf8 } from '../toolkit/bytes';

/**
 * Most characters one example may put on a page. Highlighted, a character of JSON is some ten
 * bytes of HTML, so this keeps one example under ~200 KB of markup; an example with thousands of
 * entries shows its start, and links to the whole of it as a file.
 */
export const EXAMPLE_MAX_CHARS = 20_000;

/** Items of each list (and keys of each large map) a shortened example keeps, from the most down to one. */
const KEEP = [10, 3, 1] as const;
/** A long string in a shortened example keeps this many characters. */
const STRING_KEEP = 200;

export interface ExampleDownload {
  /** Site path of the whole example: `/code/<hash>.json` (scripts/write-outputs.ts writes it). */
  href: string;
  /** The whole example, as the file holds it. */
  content: string;
  bytes: number;
}

// A pure hash (no node:crypto): the view models that name these files are built wherever the reader runs.
const base64Url = (bytes: Uint8Array) => toBase64(bytes).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
export const exampleDownloadPath = (content: string) => `/code/${base64Url(sha256(utf8(content))).slice(0, 20)}.json`;

/** The value with every list and large map cut to its first `keep` entries and long strings cut short. */
function shorten(value: unknown, keep: number): unknown {
  if (typeof value === 'string') return value.length > STRING_KEEP ? `${value.slice(0, STRING_KEEP)}…` : value;
  if (Array.isArray(value)) return value.slice(0, keep).map((item) => shorten(item, keep));
  if (typeof value === 'object' && value !== null) {
    const entries = Object.entries(value);
    // Maps keyed by data (thousands of ids) are cut like lists; an ordinary object keeps every field.
    const kept = entries.length > 50 ? entries.slice(0, keep) : entries;
    return Object.fromEntries(kept.map(([key, item]) => [key, shorten(item, keep)]));
  }
  return value;
}

/**
 * Most characters a field's example, default or enum value shows (a value is a fact beside the
 * field, not a document): past it, its start and an ellipsis. The rule is the same for the page,
 * the Markdown twins, llms-full.txt and the MCP answers, which all read the same view model.
 */
export const FACT_MAX_CHARS = 500;

/** A field's value as shown: whole, or its first FACT_MAX_CHARS characters and an ellipsis. */
export const boundedFact = (text: string): string => (text.length > FACT_MAX_CHARS ? `${text.slice(0, FACT_MAX_CHARS)}…` : text);

/**
 * A value a request sample sends: whole, or, when its JSON is past the example budget, shortened
 * as a shown example is, so no sample is larger than an example may be.
 */
export function boundedSampleValue(value: unknown): unknown {
  if ((JSON.stringify(value)?.length ?? 0) <= EXAMPLE_MAX_CHARS) return value;
  for (const keep of KEEP) {
    const short = shorten(value, keep);
    if ((JSON.stringify(short)?.length ?? 0) <= EXAMPLE_MAX_CHARS) return short;
  }
  return shorten(value, 0);
}

/** The code a page shows for an example: all of it, or, past the budget, its start and the whole as a download. */
export function budgetExample(value: unknown, full: string, language: string): { code: string; download?: ExampleDownload } {
  if (full.length <= EXAMPLE_MAX_CHARS) return { code: full };
  const download: ExampleDownload = { href: exampleDownloadPath(full), content: full, bytes: Buffer.byteLength(full) };
  if (language === 'json') {
    for (const keep of KEEP) {
      const code = JSON.stringify(shorten(value, keep), null, 2);
      if (code.length <= EXAMPLE_MAX_CHARS) return { code, download };
    }
  }
  // Text, or JSON too deep to shorten by its lists: its first lines.
  const lines = full.slice(0, EXAMPLE_MAX_CHARS).split('\n');
  return { code: lines.slice(0, Math.max(1, lines.length - 1)).join('\n'), download };
}
