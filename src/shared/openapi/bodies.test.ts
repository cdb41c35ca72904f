import { describe, expect, it } from 'vitest';
import { loadFixture } from '../../../tests/fixtures/openapi/load-fixture';
import { chooseMedia, mediaKind } from './media-type';
import { operationModel } from './operation-model';

const definition = loadFixture('bodies.yaml');
const model = (path: string, method: string) => operationModel('files', definition, path, method);
const sample = (path: string, method: string, language: string) => model(path, method).requestPanels[0]?.samples.find((one) => one.language === language)?.code ?? '';

describe('media types', () => {
  it('reads any JSON media type as JSON, and names the others by what they carry', () => {
    expect(['application/json', 'application/problem+json', 'application/vnd.api+json; charset=utf-8', '*/*'].map(mediaKind)).toEqual(['json', 'json', 'json', 'json']);
    expect(['application/xml', 'text/xml', 'application/atom+xml', 'text/plain', 'text/csv'].map(mediaKind)).toEqual(['xml', 'xml', 'xml', 'text', 'text']);
    expect(['multipart/form-data', 'application/x-www-form-urlencoded', 'application/pdf', 'image/png'].map(mediaKind)).toEqual(['multipart', 'urlencoded', 'binary', 'binary']);
  });

  it('prefers JSON, then forms, then the first listed', () => {
    expect(chooseMedia({ 'application/xml': {}, 'application/problem+json': {} })).toMatchObject({ mediaType: 'application/problem+json', kind: 'json', others: ['application/xml'] });
    expect(chooseMedia({ 'text/csv': {}, 'application/pdf': {} })).toMatchObject({ mediaType: 'text/csv', kind: 'text', others: ['application/pdf'] });
    expect(chooseMedia(undefined)).toMatchObject({ mediaType: null, kind: null });
  });

  it('shows a problem+json response like a JSON one: attributes and a generated example', () => {
    const ok = model('/pets/{id}', 'get').responses.find((response) => response.status === '200');
    expect(ok).toMatchObject({ mediaType: 'application/problem+json', kind: 'json' });
    expect(ok?.panels[0]?.attributes.map((row) => row.name)).toEqual(['title', 'status']);
    expect(JSON.parse(ok?.examples[0]?.code ?? '')).toEqual({ title: 'string', status: 1 });
  });

  it('shows an XML, text or file body as such with its media type, never as "no body"', () => {
    const notFound = model('/pets/{id}', 'get').responses.find((response) => response.status === '404');
    expect(notFound).toMatchObject({ mediaType: 'application/xml', kind: 'xml', examples: [{ code: '<error><code>404</code></error>', language: 'xml' }] });
    const pdf = model('/documents', 'post').responses.find((response) => response.status === '200');
    expect(pdf).toMatchObject({ mediaType: 'application/pdf', kind: 'binary', panels: [], examples: [] });
    expect(model('/documents', 'post').responses.find((response) => response.status === '204')).toMatchObject({ mediaType: null, kind: null });
    expect(model('/raw', 'put').responses[0]).toMatchObject({ mediaType: 'text/plain', kind: 'text', examples: [{ code: 'stored', language: 'text' }] });
  });
});

describe('response headers', () => {
  it('lists each status’s headers with description and schema, refs followed, Content-Type left out', () => {
    const ok = model('/pets/{id}', 'get').responses.find((response) => response.status === '200');
    expect(ok?.headers.map((row) => [row.name, row.typeLabel, row.required, row.description])).toEqual([
      ['X-RateLimit-Remaining', 'integer', false, 'Peticiones que quedan en la ventana.'],
      ['Idempotency-Key', 'string<uuid>', true, 'La clave que enviaste.'],
    ]);
    expect(ok?.headers[0]?.minimum).toBe(0);
  });
});

describe('cookie parameters', () => {
  it('are listed like the other parameters and sent in the Cookie header', () => {
    const get = model('/pets/{id}', 'get');
    expect(get.parameters.map((group) => group.location)).toEqual(['path', 'query', 'header', 'cookie']);
    expect(get.parameters[3]?.rows).toMatchObject([{ name: 'session', required: true, description: 'Cookie de sesión.', example: 'abc123' }]);
    expect(sample('/pets/{id}', 'get', 'bash')).toContain("--header 'Cookie: session=abc123'");
  });
});

describe('parameter styles in samples', () => {
  it('writes arrays and objects by style and explode, never as JSON', () => {
    expect(sample('/pets/{id}', 'get', 'bash')).toBe(
      [
        'curl --request GET',
        "--url 'https://api-test.ondapay.dev/files/pets/.3,4?status=available&status=sold&tags=a,b&filter%5Bstatus%5D=paid'",
        "--header 'X-Ids: 1,2'",
        "--header 'Cookie: session=abc123'",
      ].join(' \\\n  '),
    );
  });
});

describe('multipart files', () => {
  it('sends binary fields as files and structured ones as JSON parts', () => {
    expect(sample('/documents', 'post', 'bash').split(' \\\n  ').slice(2)).toEqual([
      "--form 'title=Factura'",
      "--form 'file=@./document.pdf'",
      "--form 'photo=@./image.png;type=image/png'",
      `--form 'meta={"pages":1};type=application/json'`,
    ]);
    const files: Array<[string, string]> = [
      ['python', '"file": ("document.pdf", open("./document.pdf", "rb")),'],
      ['js', "form.append('file', await openAsBlob('./document.pdf'), 'document.pdf');"],
      ['php', "['name' => 'file', 'contents' => fopen('./document.pdf', 'r'), 'filename' => 'document.pdf'],"],
      ['csharp', 'form.Add(new StreamContent(File.OpenRead("./document.pdf")), "file", "document.pdf");'],
      ['java', 'HttpRequest.BodyPublishers.ofFile(Path.of("./document.pdf"))'],
    ];
    for (const [language, line] of files) expect(sample('/documents', 'post', language)).toContain(line);
  });

  it('shows no JSON example for a form body: the sample is the example', () => {
    expect(model('/documents', 'post').requestPanels[0]?.examples).toEqual([]);
    expect(model('/documents', 'post').request).toMatchObject({ mediaType: 'multipart/form-data', kind: 'multipart' });
  });

  it('sends a binary body from a file and a form body URL-encoded', () => {
    expect(sample('/raw', 'put', 'python')).toContain('data=open("./document.pdf", "rb"),');
    expect(sample('/form', 'post', 'bash')).toContain("--data-urlencode 'name=Ana' \\\n  --data-urlencode 'tags=a' \\\n  --data-urlencode 'tags=b'");
  });
});

describe('x-codeSamples', () => {
  it('replace the generated sample of their language and add the others after', () => {
    const samples = model('/raw', 'put').requestPanels[0]?.samples ?? [];
    expect(samples.map((one) => [one.label, one.language])).toEqual([
      ['cURL', 'bash'], ['JavaScript', 'js'], ['PHP', 'php'], ['Python', 'python'], ['Java', 'java'], ['C#', 'csharp'], ['Go', 'go'],
    ]);
    expect(samples[0]?.code).toBe('curl -T ./document.pdf https://api-test.ondapay.dev/files/raw');
    expect(samples[6]?.code).toBe('http.Post("https://api-test.ondapay.dev/files/raw", "application/pdf", file)');
  });
});

describe('examples that look like references', () => {
  it('are shown as written, never resolved', () => {
    const document = {
      openapi: '3.1.0',
      paths: { '/x': { get: { responses: { '200': { description: 'OK', content: { 'application/json': { schema: { type: 'object' }, example: { $ref: '#/components/schemas/Nope', note: 'data' } } } } } } } },
    };
    expect(JSON.parse(operationModel('x', document, '/x', 'get').responses[0]?.examples[0]?.code ?? '')).toEqual({ $ref: '#/components/schemas/Nope', note: 'data' });
  });
});
