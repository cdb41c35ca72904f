import { describe, expect, it } from 'vitest';
import { curlCommand, curlRequest, httpRequest, httpResponse } from './request-of-code';

describe('curlRequest', () => {
  it('reads the method, URL, headers and body of a multi-line command', () => {
    const code = `curl -X POST https://gateway-test.ondapay.dev/api/process \\\n  -H "Content-Type: application/json" \\\n  -d '{\n    "type": "PURCHASE",\n    "amount": { "total": 150000 }\n  }'\n\necho done`;
    expect(curlRequest(code)).toEqual({
      method: 'POST',
      url: 'https://gateway-test.ondapay.dev/api/process',
      headers: { 'content-type': 'application/json' },
      body: '{"type":"PURCHASE","amount":{"total":150000}}',
    });
  });

  it('reads a GET with a header, and a body that is not JSON as text', () => {
    expect(curlRequest(`curl https://x.ondapay.dev/api/tokens/1 \\\n  -H 'Authorization: Bearer abc'`)).toEqual({ method: 'GET', url: 'https://x.ondapay.dev/api/tokens/1', headers: { authorization: 'Bearer abc' } });
    expect(curlRequest(`curl -X POST https://x.dev/a -d '{ "a": … }'`)?.body).toBe('{ "a": … }');
  });

  it('says which file a command sends, and writes a form body and Basic credentials as sent', () => {
    expect(curlRequest(`curl -X POST https://x.dev/a -H 'Content-Type: application/json' --data-binary @body.json`)).toMatchObject({ bodyFile: 'body.json' });
    expect(curlRequest(`curl -X POST https://x.dev/oauth/token -u id:secret -d grant_type=client_credentials -d scope=tokens`)).toEqual({
      method: 'POST',
      url: 'https://x.dev/oauth/token',
      headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: 'Basic aWQ6c2VjcmV0' },
      body: 'grant_type=client_credentials&scope=tokens',
    });
  });

  it('finds the command after other lines, and nothing in a block without curl', () => {
    expect(curlCommand('export A=1\ncurl https://x.dev/a\nls')).toBe('curl https://x.dev/a');
    expect(curlRequest('npm install x')).toBeUndefined();
  });
});

describe('HTTP messages', () => {
  it('reads a request with its Host, and a response with its status', () => {
    expect(httpRequest('POST /api/process HTTP/1.1\nHost: gateway-test.ondapay.dev\nContent-Type: application/json\n\n{"a": 1}')).toEqual({
      method: 'POST',
      url: 'https://gateway-test.ondapay.dev/api/process',
      headers: { host: 'gateway-test.ondapay.dev', 'content-type': 'application/json' },
      body: '{"a": 1}',
    });
    expect(httpResponse('HTTP/1.1 429 Too Many Requests\nRetry-After: 1\n\n{"status": {}}')).toEqual({ status: 429, headers: { 'retry-after': '1' }, body: '{"status": {}}' });
    expect(httpRequest('HTTP/1.1 200 OK')).toBeUndefined();
    expect(httpResponse('GET /a HTTP/1.1')).toBeUndefined();
  });
});
