import type { Readable, Writable } from 'node:stream';
import type { Transport } from '@modelcontextprotocol/sdk/shared/transport.js';
import type { JSONRPCMessage } from '@modelcontextprotocol/sdk/types.js';
import { LineSplitter, MAX_MESSAGE_BYTES, oversizeAnswer, readLine } from './message-lines';

/**
 * The MCP server's stdio transport: the SDK's StdioServerTransport, but every line gets an answer
 * or reaches the server, and no line can close it (message-lines.ts). stdin's end closes it, as
 * the SDK's does when the client goes.
 */
export class LineStdioTransport implements Transport {
  onclose?: () => void;
  onerror?: (error: Error) => void;
  onmessage?: (message: JSONRPCMessage) => void;
  private readonly splitter: LineSplitter;

  constructor(
    private readonly stdin: Readable = process.stdin,
    private readonly stdout: Writable = process.stdout,
    private readonly max = MAX_MESSAGE_BYTES,
  ) {
    this.splitter = new LineSplitter(max);
  }

  private readonly onData = (chunk: Buffer) => {
    for (const event of this.splitter.push(chunk)) {
      if (event.kind === 'oversize') {
        void this.write(oversizeAnswer(event.bytes, this.max));
        continue;
      }
      const read = readLine(event.text);
      if ('answer' in read) void this.write(read.answer);
      else this.onmessage?.(read.message);
    }
  };

  private readonly onStreamError = (error: Error) => this.onerror?.(error);

  async start(): Promise<void> {
    this.stdin.on('data', this.onData);
    this.stdin.on('error', this.onStreamError);
  }

  async close(): Promise<void> {
    this.stdin.off('data', this.onData);
    this.stdin.off('error', this.onStreamError);
    if (this.stdin.listenerCount('data') === 0) this.stdin.pause();
    this.onclose?.();
  }

  send(message: JSONRPCMessage): Promise<void> {
    return this.write(message);
  }

  private write(message: unknown): Promise<void> {
    return new Promise((resolve) => {
      if (this.stdout.write(`${JSON.stringify(message)}\n`)) resolve();
      else this.stdout.once('drain', resolve);
    });
  }
}
