import { describe, expect, it } from 'vitest';
import { LineSplitter, oversizeAnswer, readLine } from './message-lines';

const bytes = (text: string) => Buffer.from(text, 'utf8');

describe('LineSplitter', () => {
  it('joins a line split across chunks, splits several lines in one chunk and drops blank lines and \\r', () => {
    const splitter = new LineSplitter(100);
    expect(splitter.push(bytes('{"a":'))).toEqual([]);
    expect(splitter.push(bytes('1}\r\n\n{"b":2}\n{"c"'))).toEqual([
      { kind: 'line', text: '{"a":1}' },
      { kind: 'line', text: '{"b":2}' },
    ]);
    expect(splitter.push(bytes(':3}\n'))).toEqual([{ kind: 'line', text: '{"c":3}' }]);
  });

  it('drops a line over the limit as it arrives, says its size at its end, and reads the next line whole', () => {
    const splitter = new LineSplitter(10);
    expect(splitter.push(bytes('x'.repeat(8)))).toEqual([]);
    expect(splitter.push(bytes('x'.repeat(8)))).toEqual([]);
    expect(splitter.push(bytes('xxxx\n{"ok":1}\n'))).toEqual([
      { kind: 'oversize', bytes: 20 },
      { kind: 'line', text: '{"ok":1}' },
    ]);
  });

  it('keeps a multi-byte character split across chunks', () => {
    const splitter = new LineSplitter(100);
    const line = bytes('"señal"\n');
    expect([...splitter.push(line.subarray(0, 4)), ...splitter.push(line.subarray(4))]).toEqual([{ kind: 'line', text: '"señal"' }]);
  });
});

describe('readLine', () => {
  it('passes a JSON-RPC message on', () => {
    expect(readLine('{"jsonrpc":"2.0","id":1,"method":"ping"}')).toEqual({ message: { jsonrpc: '2.0', id: 1, method: 'ping' } });
  });

  it('answers a line that is not JSON with a parse error (-32700)', () => {
    expect(readLine('not json')).toEqual({ answer: { jsonrpc: '2.0', id: null, error: { code: -32700, message: expect.stringMatching(/^Parse error: the line is not JSON/) } } });
    expect(readLine('{"jsonrpc":"2.0",')).toMatchObject({ answer: { id: null, error: { code: -32700 } } });
  });

  it('answers JSON that is not a JSON-RPC message with an invalid-request error (-32600), with its id when it has one', () => {
    for (const line of ['[]', 'null', '{"jsonrpc":"1.0","id":1,"method":"ping"}', '{"id":1,"method":"ping"}', '[{"jsonrpc":"2.0","id":1,"method":"ping"}]', '{"jsonrpc":"2.0","id":{"x":1},"method":"ping"}']) {
      expect(readLine(line), line).toMatchObject({ answer: { jsonrpc: '2.0', error: { code: -32600, message: expect.stringMatching(/^Invalid Request/) } } });
    }
    expect(readLine('{"jsonrpc":"1.0","id":7,"method":"ping"}')).toMatchObject({ answer: { id: 7 } });
    expect(readLine('{"jsonrpc":"2.0","id":{"x":1},"method":"ping"}')).toMatchObject({ answer: { id: null } });
  });

  it('answers a request whose progress token is an object, instead of leaving the client waiting', () => {
    const line = JSON.stringify({ jsonrpc: '2.0', id: 3, method: 'tools/call', params: { name: 'search_docs', arguments: { query: 'x' }, _meta: { progressToken: { x: 1 } } } });
    expect(readLine(line)).toMatchObject({ answer: { id: 3, error: { code: -32600 } } });
  });
});

describe('oversizeAnswer', () => {
  it('names the size and the limit', () => {
    expect(oversizeAnswer(20, 10)).toEqual({ jsonrpc: '2.0', id: null, error: { code: -32600, message: expect.stringContaining('20 bytes or more is larger than this server reads (10 bytes)') } });
  });
});
