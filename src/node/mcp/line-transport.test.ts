import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import type { JSONRPCMessage } from '@modelcontextprotocol/sdk/types.js';
import { LineStdioTransport } from './line-transport';

const answersOf = (stdout: PassThrough) =>
  String(stdout.read() ?? '')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { id: unknown; error?: { code: number } });

describe('LineStdioTransport', () => {
  it('answers malformed and oversized lines with errors, keeps reading, and passes messages on', async () => {
    const stdin = new PassThrough();
    const stdout = new PassThrough();
    const transport = new LineStdioTransport(stdin, stdout, 64);
    const received: JSONRPCMessage[] = [];
    let closed = false;
    transport.onmessage = (message) => received.push(message);
    transport.onclose = () => (closed = true);
    await transport.start();
    stdin.write('not json\n[]\n');
    stdin.write(`${'x'.repeat(50)}`);
    stdin.write(`${'x'.repeat(50)}\n{"jsonrpc":"2.0","id":1,"method":"ping"}\n`);
    await new Promise((resolve) => setImmediate(resolve));
    expect(answersOf(stdout).map((answer) => [answer.id, answer.error?.code])).toEqual([
      [null, -32700],
      [null, -32600],
      [null, -32600],
    ]);
    expect(received).toEqual([{ jsonrpc: '2.0', id: 1, method: 'ping' }]);
    expect(closed).toBe(false);
    await transport.send({ jsonrpc: '2.0', id: 1, result: {} });
    expect(answersOf(stdout)).toEqual([{ jsonrpc: '2.0', id: 1, result: {} }]);
    await transport.close();
    expect(closed).toBe(true);
  });
});
