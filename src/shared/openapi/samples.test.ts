import { describe, expect, it } from 'vitest';
import { requestSamples, sampleUrl, type SampleRequest } from './samples';

const request: SampleRequest = {
  method: 'post',
  serverUrl: 'https://checkout-test.ondapay.dev/',
  path: '/api/session/{requestId}/cancel',
  pathParams: [{ name: 'requestId', value: 8412345 }],
  query: [{ name: 'expand', value: 'payment status' }],
  headers: [{ name: 'X-Trace', value: 'a1' }],
  body: { kind: 'json', mediaType: 'application/json', value: { auth: { login: 'a4f0b5c8d6e1a2b3' }, note: "it's \"quoted\"", ok: true, none: null, list: [] } },
};

const code = (language: string, input: SampleRequest = request) => requestSamples(input).find((sample) => sample.language === language)?.code ?? '';

describe('sampleUrl', () => {
  it('fills path parameters, encodes them and appends the query', () => {
    expect(sampleUrl(request)).toBe('https://checkout-test.ondapay.dev/api/session/8412345/cancel?expand=payment%20status');
    expect(sampleUrl({ method: 'get', serverUrl: '', path: '/a/{id}', pathParams: [{ name: 'id', value: 'x/y' }] })).toBe('/a/x%2Fy');
  });
});

describe('requestSamples', () => {
  it('gives six languages in order, labelled for the code group', () => {
    expect(requestSamples(request).map((sample) => [sample.label, sample.language])).toEqual([
      ['cURL', 'bash'],
      ['JavaScript', 'js'],
      ['PHP', 'php'],
      ['Python', 'python'],
      ['Java', 'java'],
      ['C#', 'csharp'],
    ]);
  });

  it('cURL quotes the body for the shell', () => {
    expect(code('bash')).toBe(
      [
        'curl --request POST \\',
        "  --url 'https://checkout-test.ondapay.dev/api/session/8412345/cancel?expand=payment%20status' \\",
        "  --header 'Content-Type: application/json' \\",
        "  --header 'X-Trace: a1' \\",
        `  --data '${JSON.stringify((request.body as { value: unknown }).value, null, 2).replace(/'/g, `'\\''`)}'`,
      ].join('\n'),
    );
  });

  it('JavaScript sends the JSON with fetch', () => {
    const js = code('js');
    expect(js).toContain("const response = await fetch('https://checkout-test.ondapay.dev/api/session/8412345/cancel?expand=payment%20status', {");
    expect(js).toContain("method: 'POST',");
    expect(js).toContain("headers: { 'Content-Type': 'application/json', 'X-Trace': 'a1' },");
    expect(js).toContain('body: JSON.stringify({\n    "auth": {');
    // The object literal inside JSON.stringify is the example, as valid JSON.
    const literal = js.slice(js.indexOf('JSON.stringify(') + 15, js.lastIndexOf('),'));
    expect(JSON.parse(literal)).toEqual((request.body as { value: unknown }).value);
  });

  it('PHP and Python write the body in their own literals', () => {
    const php = code('php');
    expect(php).toContain("'json' => [\n        'auth' => [\n            'login' => 'a4f0b5c8d6e1a2b3',\n        ],");
    expect(php).toContain("'note' => 'it\\'s \"quoted\"',");
    expect(php).toContain("'ok' => true,");
    expect(php).toContain("'none' => null,");
    expect(php).toContain("'headers' => ['X-Trace' => 'a1'],");
    const python = code('python');
    expect(python).toContain('response = requests.request(\n    "POST",\n    "https://checkout-test.ondapay.dev/api/session/8412345/cancel?expand=payment%20status",');
    expect(python).toContain('"ok": True,');
    expect(python).toContain('"none": None,');
    expect(python).toContain('"note": "it\'s \\"quoted\\"",');
  });

  it('Java and C# embed the JSON in raw multi-line strings', () => {
    const java = code('java');
    expect(java).toContain('.method("POST", HttpRequest.BodyPublishers.ofString("""\n        {\n');
    expect(java).toContain('"note": "it\'s \\\\"quoted\\\\""');
    expect(java).toContain('.header("X-Trace", "a1")');
    const csharp = code('csharp');
    expect(csharp).toContain('new HttpRequestMessage(new HttpMethod("POST"), "https://checkout-test.ondapay.dev/api/session/8412345/cancel?expand=payment%20status");');
    expect(csharp).toContain('request.Headers.Add("X-Trace", "a1");');
    expect(csharp).toContain('var json = """\n    {');
    expect(csharp).toContain('request.Content = new StringContent(json, Encoding.UTF8, "application/json");');
  });

  it('a call without a body sends no Content-Type and no data', () => {
    const get: SampleRequest = { method: 'get', serverUrl: 'https://api.example', path: '/items' };
    expect(code('bash', get)).toBe("curl --request GET \\\n  --url 'https://api.example/items'");
    expect(code('js', get)).not.toContain('body');
    expect(code('php', get)).toContain("$response = $client->request('GET', 'https://api.example/items');");
    expect(code('java', get)).toContain('.method("GET", HttpRequest.BodyPublishers.noBody())');
    expect(code('csharp', get)).not.toContain('request.Content');
  });

  it('a multipart body becomes form fields', () => {
    const form: SampleRequest = { method: 'post', serverUrl: 'https://api.example', path: '/files', body: { kind: 'multipart', mediaType: 'multipart/form-data', parts: [{ name: 'name', text: 'a.pdf' }, { name: 'size', text: '3' }] } };
    expect(code('bash', form)).toContain("--form 'name=a.pdf' \\\n  --form 'size=3'");
    expect(code('bash', form)).not.toContain('Content-Type');
    expect(code('js', form)).toContain("form.append('size', '3');");
    expect(code('python', form)).toContain('"name": (None, "a.pdf"),');
    expect(code('csharp', form)).toContain('form.Add(new StringContent("a.pdf"), "name");');
    expect(code('java', form)).toContain('multipart/form-data; boundary=');
  });
});
