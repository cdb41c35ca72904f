import { describe, expect, it } from 'vitest';
import { extractPageExamples, lineOfField } from './extract-page';

/** The line of `needle`'s first occurrence in `text` (after `from`), front matter included. */
const lineOf = (text: string, needle: string, from = 0) => text.slice(0, text.indexOf(needle, from)).split('\n').length;

const page = (body: string) => `---\ntitle: T\ndescription: D\n---\n\n${body}`;
const fence = (lang: string, meta: string, code: string) => '```' + `${lang} ${meta}\n${code}\n` + '```\n\n';

describe('lineOfField', () => {
  it('finds a field by its keys in order, else the fence', () => {
    const response = { line: 10, code: '{\n  "status": { "reason": "00" },\n  "transaction": {\n    "status": "OK"\n  }\n}' };
    expect(lineOfField(response, '/transaction/status')).toBe(14);
    expect(lineOfField(response, '/status/reason')).toBe(12);
    expect(lineOfField(response, '/missing')).toBe(10);
    expect(lineOfField(response, '')).toBe(10);
  });
});

describe('extractPageExamples', () => {
  it('pairs a request with the next response block titled as the response, with its line', () => {
    const text = page(
      fence('bash', 'title="Crear"', `curl -X POST https://checkout-test.ondapay.dev/api/session \\\n  -H "Content-Type: application/json" \\\n  -d '{"a": 1}'`) +
        fence('php', '', '$x = 1;') +
        fence('json', 'title="Respuesta (resumida)" variable="/processUrl"', '{"requestId": 1}') +
        fence('json', 'tag="POST" label="/api/session/1"', '{"b": 2}') +
        fence('json', 'title="Respuesta con error"', '{"status": {}}') +
        fence('http', '', 'POST /api/x HTTP/1.1\nHost: gateway-test.ondapay.dev\n\n{}') +
        fence('http', 'title="Respuesta"', 'HTTP/1.1 409 Conflict\n\n{"c": 3}'),
    );
    const { requests, problems } = extractPageExamples('content/en/checkout/x.mdx', text);
    expect(problems).toEqual([]);
    const curlLine = lineOf(text, '```bash');
    const firstResponse = lineOf(text, '```json title="Respuesta (resumida)');
    const json = lineOf(text, '```json tag="POST"');
    const http = lineOf(text, '```http');
    const httpResponse = lineOf(text, '```http title="Respuesta"');
    expect(requests.map(({ line, source, method, target, body, response }) => ({ line, source, method, target, body, response }))).toEqual([
      { line: curlLine, source: 'curl', method: 'POST', target: 'https://checkout-test.ondapay.dev/api/session', body: '{"a":1}', response: { line: firstResponse, code: '{"requestId": 1}', body: '{"requestId": 1}', variable: ['/processUrl'] } },
      { line: json, source: 'json', method: 'POST', target: '/api/session/1', body: '{"b": 2}', response: undefined },
      { line: http, source: 'http', method: 'POST', target: 'https://gateway-test.ondapay.dev/api/x', body: '{}', response: { line: httpResponse, code: 'HTTP/1.1 409 Conflict\n\n{"c": 3}', status: 409, body: '{"c": 3}', variable: [] } },
    ]);
    expect(requests[0]?.locale).toBe('en');
  });

  it('reads the example= roles, a standalone response, a response tagged with its method, and refuses an unknown role', () => {
    const text = page(
      fence('json', 'tag="POST" label="/api/session" example="fragment"', '{"payment": {}}') +
        fence('json', 'tag="POST" label="/api/session" example="schema-only"', '{}') +
        fence('json', 'example="standalone"', '{"status": {}}') +
        fence('json', 'title="Respuesta, resumida" tag="GET" label="/api/x"', '{}') +
        fence('bash', 'example="maybe"', 'curl https://x.ondapay.dev/a'),
    );
    const { requests, problems } = extractPageExamples('content/es/x/y.mdx', text);
    expect(requests.map((request) => [request.role, request.response])).toEqual([
      ['fragment', undefined],
      ['schema-only', undefined],
      ['send', undefined],
    ]);
    expect(problems).toEqual([{ line: lineOf(text, '```bash'), message: 'example="maybe" is not one of fragment, schema-only, standalone' }]);
  });

  it('skips a page without a request quickly, and a curl body read from a file is a fragment', () => {
    expect(extractPageExamples('content/es/x.mdx', page('Texto.\n\n' + fence('json', '', '{}'))).requests).toEqual([]);
    const [request] = extractPageExamples('content/es/x.mdx', page(fence('bash', '', `curl -X POST https://x.ondapay.dev/a --data-binary @body.json`))).requests;
    expect(request?.role).toBe('fragment');
    const [unreadable] = extractPageExamples('content/es/x.mdx', page(fence('bash', '', `curl -X POST 'https://x.ondapay.dev/a`))).requests;
    expect(unreadable).toMatchObject({ role: 'send', target: '' });
  });
});
