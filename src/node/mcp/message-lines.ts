import { ErrorCode, JSONRPCMessageSchema, type JSONRPCMessage } from '@modelcontextprotocol/sdk/types.js';

/**
 * The MCP stdio protocol is one JSON-RPC message a line. The SDK's reader joins every chunk to
 * the whole buffer (slow on a large line), closes the connection on a line over 10 MiB (the
 * server then exits without a word) and answers nothing to a line that is not JSON-RPC, so a
 * client waits forever (issue 42, P7). This reader keeps a line's chunks apart until its newline,
 * drops a line over the limit as it comes (answering it with an error), and turns a malformed line
 * into the JSON-RPC error the client is owed (-32700, -32600), so the server keeps serving.
 */

/** The largest message read: a tool's arguments are a query or a path of a few hundred characters. */
export const MAX_MESSAGE_BYTES = 1024 * 1024;

export type LineEvent = { kind: 'line'; text: string } | { kind: 'oversize'; bytes: number };

/** Splits a byte stream into lines, none longer than `max` bytes (a longer one is an `oversize` event, its bytes dropped). */
export class LineSplitter {
  private chunks: Buffer[] = [];
  private size = 0;
  private oversize = false;

  constructor(private readonly max = MAX_MESSAGE_BYTES) {}

  push(chunk: Buffer): LineEvent[] {
    const events: LineEvent[] = [];
    let start = 0;
    while (start <= chunk.length) {
      const newline = chunk.indexOf(0x0a, start);
      const piece = chunk.subarray(start, newline === -1 ? chunk.length : newline);
      this.size += piece.length;
      if (this.size > this.max) {
        this.oversize = true;
        this.chunks = [];
      } else if (piece.length > 0) {
        this.chunks.push(piece);
      }
      if (newline === -1) break;
      if (this.oversize) events.push({ kind: 'oversize', bytes: this.size });
      else {
        const text = Buffer.concat(this.chunks).toString('utf8').replace(/\r$/, '');
        if (text.trim() !== '') events.push({ kind: 'line', text });
      }
      this.chunks = [];
      this.size = 0;
      this.oversize = false;
      start = newline + 1;
    }
    return events;
  }
}

type ErrorAnswer = { jsonrpc: '2.0'; id: string | number | null; error: { code: number; message: string } };

const errorAnswer = (id: string | number | null, code: number, message: string): ErrorAnswer => ({ jsonrpc: '2.0', id, error: { code, message } });

/** The id a malformed request carries, when it has a usable one, so the client can match the error. */
const idOf = (value: unknown): string | number | null => {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return null;
  const id = (value as { id?: unknown }).id;
  return typeof id === 'string' || (typeof id === 'number' && Number.isFinite(id)) ? id : null;
};

/** A line read as a JSON-RPC message, or the error answer it gets. */
export function readLine(text: string): { message: JSONRPCMessage } | { answer: ErrorAnswer } {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return { answer: errorAnswer(null, ErrorCode.ParseError, `Parse error: the line is not JSON (${(error as Error).message}). Send one JSON-RPC 2.0 message a line.`) };
  }
  const parsed = JSONRPCMessageSchema.safeParse(value);
  if (parsed.success) return { message: parsed.data };
  const issue = parsed.error.issues[0];
  const where = issue && issue.path.length > 0 ? ` at ${issue.path.join('.')}` : '';
  return {
    answer: errorAnswer(idOf(value), ErrorCode.InvalidRequest, `Invalid Request: not a JSON-RPC 2.0 message${where}${issue ? ` (${issue.message})` : ''}. Send an object with "jsonrpc": "2.0", a string or number "id" and a "method"; batches are not supported.`),
  };
}

/** The answer to a line dropped for its size. */
export const oversizeAnswer = (bytes: number, max = MAX_MESSAGE_BYTES): ErrorAnswer =>
  errorAnswer(null, ErrorCode.InvalidRequest, `Invalid Request: a message of ${bytes} bytes or more is larger than this server reads (${max} bytes); it was dropped. Send shorter arguments.`);
