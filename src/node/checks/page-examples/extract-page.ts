import type { Code } from 'mdast';
import { visit } from 'unist-util-visit';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { isLocale, type Locale } from '../../../shared/i18n/locales';
import { parseCodeMeta, type CodeMeta } from '../../content/code-meta';
import { curlRequest, httpRequest, httpResponse } from './request-of-code';

/**
 * The request examples of one MDX page, in page order, each with the response the page shows next
 * to it (docs/authoring.md, *Examples that run*):
 *
 * - a request is a `bash` block with a curl command, an `http` block with a request line, or a
 *   `json` block whose meta gives the method and path (`tag="POST" label="/api/session"`; a block
 *   so tagged whose title starts with "Respuesta"/"Response" is a response);
 * - its response is the next `json` or `http` response block of the page when that block is
 *   untitled or titled as the response ("Respuesta", "Response", "Respuesta (resumida)"), unless a
 *   request comes first or the block says `example="standalone"` (a block with another title,
 *   "Respuesta con error", "Pago en la consulta de la sesión", illustrates something else);
 * - `example="fragment"` marks a deliberately partial block (not sent, not compared) and
 *   `example="schema-only"` a request that is validated but not sent; `after="/gateway/index"` runs
 *   that page's requests first, on a fresh simulator (the payment a refund refunds).
 */

export type ExampleRole = 'send' | 'schema-only' | 'fragment';
export const EXAMPLE_ROLES = ['fragment', 'schema-only', 'standalone'] as const;

export interface PageResponse {
  /** The line of the block's fence. */
  line: number;
  /** The block's code as written, to find a field's own line. */
  code: string;
  /** The HTTP status, when the page shows it (an HTTP message, or a `tag` of three digits). */
  status?: number;
  body?: string;
  /** JSON pointers whose values vary from call to call (`variable="/processUrl"`): only their type is compared. */
  variable: string[];
}

export interface PageRequest {
  file: string;
  line: number;
  locale: Locale;
  source: 'curl' | 'http' | 'json';
  role: ExampleRole;
  method: string;
  /** A full URL (curl, HTTP with `Host`), or a path (`label` of a JSON block, HTTP without `Host`) the check resolves. */
  target: string;
  headers: Record<string, string>;
  body?: string;
  response?: PageResponse;
  /** `after="/gateway/index"`: that page's request examples (same language) run first, on a fresh simulator. */
  after?: string;
  /** `pay="4111111111111111"`: the payer pays the Web Checkout session the request names with that test card first. */
  pay?: string;
}

export interface PageExamples {
  file: string;
  locale: Locale;
  requests: PageRequest[];
  /** Blocks whose `example=` value is not one the check knows, with their line. */
  problems: { line: number; message: string }[];
}

/** MDX without GFM (tables and autolinks do not hold code blocks): the check reads every page in a few seconds. */
const parser = unified().use(remarkParse).use(remarkMdx);

/** A page that may hold a request example: a curl command, an HTTP message, a JSON block with a method tag. */
const MAY_HOLD_REQUEST = /\bcurl\s|```http|```json[^\n]*\btag=|\bexample=|\bafter=|\bpay=/;

const SHELL = new Set(['bash', 'sh', 'shell', 'zsh', 'console']);
const METHOD = /^(GET|POST|PUT|PATCH|DELETE|HEAD|OPTIONS)$/;
/** "Respuesta", "Response", "Respuesta (resumida)", "Response, summarized": not "Respuesta con error". */
const RESPONSE_TITLE = /^(respuesta|response)\s*($|[(,])/i;

function jsonRequestOf(meta: CodeMeta): { method: string; target: string } | undefined {
  if (!meta.tag || !METHOD.test(meta.tag) || !meta.label || /^(respuesta|response)\b/i.test(meta.title ?? '')) return undefined;
  return { method: meta.tag, target: meta.label };
}

function responseOf(node: Code, meta: CodeMeta, line: number): PageResponse | undefined {
  const variable = (meta.variable ?? '').split(/\s+/).filter(Boolean);
  if (node.lang === 'json') {
    const status = meta.tag && /^\d{3}$/.test(meta.tag) ? Number(meta.tag) : undefined;
    return { line, code: node.value, body: node.value, variable, ...(status ? { status } : {}) };
  }
  if (node.lang === 'http') {
    const response = httpResponse(node.value);
    return response ? { line, code: node.value, status: response.status, variable, ...(response.body === undefined ? {} : { body: response.body }) } : undefined;
  }
  return undefined;
}

/**
 * The line of a response field in its block, found by its keys in order (`/transaction/receipt`:
 * `"transaction"`, then `"receipt"` after it); the fence's line when a key is not written as such.
 */
export function lineOfField(response: Pick<PageResponse, 'line' | 'code'>, pointer: string): number {
  const keys = pointer.split('/').slice(1).filter((segment) => !/^\d+$/.test(segment));
  if (keys.length === 0) return response.line;
  let at = 0;
  for (const segment of keys) {
    const found = response.code.indexOf(JSON.stringify(segment.replace(/~1/g, '/').replace(/~0/g, '~')), at);
    if (found === -1) return response.line;
    at = found;
  }
  return response.line + 1 + (response.code.slice(0, at).match(/\n/g)?.length ?? 0);
}

export function extractPageExamples(file: string, text: string): PageExamples {
  const locale = file.split('/')[1];
  if (!isLocale(locale)) throw new Error(`${file}: not under content/<locale>/`);
  const frontMatter = /^---\n[\s\S]*?\n---\n/.exec(text)?.[0] ?? '';
  const lineOffset = frontMatter ? frontMatter.split('\n').length - 1 : 0;
  const requests: PageRequest[] = [];
  const problems: PageExamples['problems'] = [];
  if (!MAY_HOLD_REQUEST.test(text)) return { file, locale, requests, problems };
  let waiting: PageRequest | undefined;

  visit(parser.parse(text.slice(frontMatter.length)), 'code', (node: Code) => {
    const line = (node.position?.start.line ?? 1) + lineOffset;
    const meta = parseCodeMeta(node.meta);
    if (meta.example !== undefined && !(EXAMPLE_ROLES as readonly string[]).includes(meta.example)) {
      problems.push({ line, message: `example="${meta.example}" is not one of ${EXAMPLE_ROLES.join(', ')}` });
    }
    const role: ExampleRole = meta.example === 'fragment' ? 'fragment' : meta.example === 'schema-only' ? 'schema-only' : 'send';
    const base = { file, line, locale, role, ...(meta.after ? { after: meta.after } : {}), ...(meta.pay ? { pay: meta.pay } : {}) };

    let request: PageRequest | undefined;
    if (node.lang && SHELL.has(node.lang)) {
      const found = curlRequest(node.value);
      // A body read from a file (`--data-binary @body.json`) is not on the page: nothing to send.
      if (found) request = { ...base, ...(found.bodyFile ? { role: 'fragment' as const } : {}), source: 'curl', method: found.method, target: found.url, headers: found.headers, ...(found.body === undefined ? {} : { body: found.body }) };
      // A curl command curlconverter cannot read: the check says so, unless the block is marked a fragment.
      else if (/(^|\n)\s*curl\s/.test(node.value)) request = { ...base, source: 'curl', method: '', target: '', headers: {} };
    } else if (node.lang === 'http') {
      const found = httpRequest(node.value);
      if (found) request = { ...base, source: 'http', method: found.method, target: found.url, headers: found.headers, ...(found.body === undefined ? {} : { body: found.body }) };
    } else if (node.lang === 'json') {
      const found = jsonRequestOf(meta);
      if (found) request = { ...base, source: 'json', ...found, headers: { 'content-type': 'application/json' }, body: node.value };
    }

    if (request) {
      requests.push(request);
      waiting = request.role === 'fragment' ? undefined : request;
      return;
    }
    if (!waiting || (node.lang !== 'json' && node.lang !== 'http')) return;
    const titled = meta.title === undefined || RESPONSE_TITLE.test(meta.title);
    const response = meta.example === 'standalone' || !titled ? undefined : responseOf(node, meta, line);
    if (response && meta.example !== 'fragment') waiting.response = response;
    waiting = undefined;
  });
  return { file, locale, requests, problems };
}
