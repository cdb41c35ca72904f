import { toJsonObject } from 'curlconverter';

/**
 * The HTTP request a page's code block sends: a curl command (read by curlconverter, the parser
 * behind curlconverter.com, which knows curl's options and the shell's quoting) or an HTTP message
 * (`POST /api/session HTTP/1.1`, headers, a blank line, the body). The body stays text, as sent.
 */
export interface CodeRequest {
  method: string;
  /** The full URL, or the path alone when an HTTP message gives no `Host`. */
  url: string;
  headers: Record<string, string>;
  body?: string;
  /** The file a curl command sends as its body (`--data-binary @body.json`): the page does not show it. */
  bodyFile?: string;
}

/** An HTTP response message a page shows (`HTTP/1.1 200 OK`, headers, the body). */
export interface CodeResponse {
  status: number;
  headers: Record<string, string>;
  body?: string;
}

const CURL = /(^|\n)\s*curl\s/;

/** The first curl command of a shell block (its continuation lines included), or undefined. */
export function curlCommand(code: string): string | undefined {
  const found = CURL.exec(code);
  if (!found) return undefined;
  const lines = code.slice(found.index + found[1]!.length).split('\n');
  const command: string[] = [];
  let quote: string | undefined;
  for (const line of lines) {
    command.push(line);
    for (const char of line) {
      if (quote) {
        if (char === quote) quote = undefined;
      } else if (char === "'" || char === '"') quote = char;
    }
    if (!quote && !/\\\s*$/.test(line)) break;
  }
  return command.join('\n');
}

/** The request a curl command sends; undefined when it is not one curlconverter can read. */
export function curlRequest(code: string): CodeRequest | undefined {
  const command = curlCommand(code);
  if (!command) return undefined;
  let parsed: ReturnType<typeof toJsonObject>;
  try {
    parsed = toJsonObject(command);
  } catch {
    return undefined;
  }
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(parsed.headers ?? {})) if (typeof value === 'string') headers[name.toLowerCase()] = value;
  if (parsed.auth && parsed.auth_type === 'basic') headers.authorization = `Basic ${Buffer.from(`${parsed.auth.user}:${parsed.auth.password}`).toString('base64')}`;
  const request = { method: parsed.method.toUpperCase(), url: parsed.url, headers };
  const data: unknown = parsed.data;
  if (data === undefined) return request;
  if (typeof data === 'string') return /^@\S+$/.test(data) ? { ...request, bodyFile: data.slice(1) } : { ...request, body: data };
  // curlconverter hands a JSON or form body back parsed: write it again as the command sends it.
  const json = /json/i.test(headers['content-type'] ?? '');
  const body = json ? JSON.stringify(data) : new URLSearchParams(Object.entries(data as Record<string, unknown>).map(([key, value]) => [key, String(value)])).toString();
  return { ...request, body };
}

function headersOf(lines: string[]): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return headers;
}

function splitMessage(code: string): { start: string; headers: Record<string, string>; body?: string } {
  const [head = '', ...rest] = code.replace(/\r\n/g, '\n').split(/\n[ \t]*\n/);
  const [start = '', ...headerLines] = head.split('\n');
  const body = rest.join('\n\n').trim();
  return { start: start.trim(), headers: headersOf(headerLines), ...(body ? { body } : {}) };
}

/** The request of an HTTP message block; undefined when the block is not a request. */
export function httpRequest(code: string): CodeRequest | undefined {
  const { start, headers, body } = splitMessage(code);
  const line = /^([A-Z]+)\s+(\S+)\s+HTTP\/[\d.]+$/.exec(start);
  if (!line) return undefined;
  const [, method, target] = line as unknown as [string, string, string];
  const url = /^https?:\/\//.test(target) || !headers.host ? target : `https://${headers.host}${target}`;
  return { method, url, headers, ...(body === undefined ? {} : { body }) };
}

/** The response of an HTTP message block; undefined when the block is not a response. */
export function httpResponse(code: string): CodeResponse | undefined {
  const { start, headers, body } = splitMessage(code);
  const line = /^HTTP\/[\d.]+\s+(\d{3})\b/.exec(start);
  if (!line) return undefined;
  return { status: Number(line[1]), headers, ...(body === undefined ? {} : { body }) };
}
