/** What a request sample needs to know about one call: everything already has a concrete value. */
export interface SampleRequest {
  method: string;
  /** Server URL (servers[0], variables filled in) without a trailing slash. */
  serverUrl: string;
  /** The path template, `/api/session/{requestId}`. */
  path: string;
  pathParams?: ReadonlyArray<{ name: string; value: unknown }>;
  query?: ReadonlyArray<{ name: string; value: unknown }>;
  headers?: ReadonlyArray<{ name: string; value: unknown }>;
  /** JSON or form fields; absent for a call without a body. */
  body?: { mediaType: 'application/json' | 'multipart/form-data'; value: unknown };
}

export interface CodeSample {
  /** Code group label (spec §9). */
  label: string;
  /** Shiki language id. */
  language: string;
  code: string;
}

export const sampleLanguages = [
  { label: 'cURL', language: 'bash' },
  { label: 'JavaScript', language: 'js' },
  { label: 'PHP', language: 'php' },
  { label: 'Python', language: 'python' },
  { label: 'Java', language: 'java' },
  { label: 'C#', language: 'csharp' },
] as const;

const text = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value) ?? '');

/** The full URL: path parameters substituted (encoded), query string appended. */
export function sampleUrl(request: SampleRequest): string {
  const values = new Map((request.pathParams ?? []).map((param) => [param.name, text(param.value)]));
  const path = request.path.replace(/\{([^}]+)\}/g, (match, name: string) => {
    const value = values.get(name);
    return value === undefined ? match : encodeURIComponent(value);
  });
  const query = (request.query ?? []).map((param) => `${encodeURIComponent(param.name)}=${encodeURIComponent(text(param.value))}`).join('&');
  return `${request.serverUrl.replace(/\/+$/, '')}${path}${query ? `?${query}` : ''}`;
}

/** Headers the call sends: Content-Type for a JSON body (multipart clients set their own boundary), then header parameters. */
function sampleHeaders(request: SampleRequest): Array<[string, string]> {
  const headers: Array<[string, string]> = [];
  if (request.body?.mediaType === 'application/json') headers.push(['Content-Type', 'application/json']);
  for (const header of request.headers ?? []) headers.push([header.name, text(header.value)]);
  return headers;
}

const formFields = (value: unknown): Array<[string, string]> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? Object.entries(value).map(([key, field]) => [key, text(field)]) : [];

const json = (value: unknown) => JSON.stringify(value, null, 2);
const indent = (code: string, spaces: number) => code.split('\n').join(`\n${' '.repeat(spaces)}`);

// String literals per language.
const singleQuoted = (value: string) => `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
const doubleQuoted = (value: string) => JSON.stringify(value);
const shellQuoted = (value: string) => `'${value.replace(/'/g, `'\\''`)}'`;

function curl(request: SampleRequest, url: string): string {
  const lines = [`curl --request ${request.method.toUpperCase()}`, `--url ${shellQuoted(url)}`];
  for (const [name, value] of sampleHeaders(request)) lines.push(`--header ${shellQuoted(`${name}: ${value}`)}`);
  if (request.body?.mediaType === 'application/json') lines.push(`--data ${shellQuoted(json(request.body.value))}`);
  if (request.body?.mediaType === 'multipart/form-data') for (const [key, value] of formFields(request.body.value)) lines.push(`--form ${shellQuoted(`${key}=${value}`)}`);
  return lines.join(' \\\n  ');
}

function javascript(request: SampleRequest, url: string): string {
  const options = [`  method: '${request.method.toUpperCase()}',`];
  const headers = sampleHeaders(request);
  if (headers.length > 0) options.push(`  headers: { ${headers.map(([name, value]) => `${singleQuoted(name)}: ${singleQuoted(value)}`).join(', ')} },`);
  const before: string[] = [];
  if (request.body?.mediaType === 'application/json') options.push(`  body: JSON.stringify(${indent(json(request.body.value), 2)}),`);
  if (request.body?.mediaType === 'multipart/form-data') {
    before.push('const form = new FormData();');
    for (const [key, value] of formFields(request.body.value)) before.push(`form.append(${singleQuoted(key)}, ${singleQuoted(value)});`);
    before.push('');
    options.push('  body: form,');
  }
  return [...before, `const response = await fetch(${singleQuoted(url)}, {`, ...options, '});', 'const data = await response.json();', 'console.log(data);'].join('\n');
}

/** A JSON value as a PHP array literal. */
function phpValue(value: unknown, depth = 0): string {
  const pad = '    '.repeat(depth + 1);
  const close = '    '.repeat(depth);
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'string') return singleQuoted(value);
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]';
    return `[\n${value.map((item) => `${pad}${phpValue(item, depth + 1)},`).join('\n')}\n${close}]`;
  }
  const entries = Object.entries(value as Record<string, unknown>);
  if (entries.length === 0) return 'new \\stdClass()';
  return `[\n${entries.map(([key, item]) => `${pad}${singleQuoted(key)} => ${phpValue(item, depth + 1)},`).join('\n')}\n${close}]`;
}

function php(request: SampleRequest, url: string): string {
  const options: string[] = [];
  const headers = sampleHeaders(request).filter(([name]) => !(name === 'Content-Type' && request.body?.mediaType === 'application/json'));
  if (headers.length > 0) options.push(`    'headers' => [${headers.map(([name, value]) => `${singleQuoted(name)} => ${singleQuoted(value)}`).join(', ')}],`);
  if (request.body?.mediaType === 'application/json') options.push(`    'json' => ${phpValue(request.body.value, 1)},`);
  if (request.body?.mediaType === 'multipart/form-data') {
    const parts = formFields(request.body.value).map(([key, value]) => `        ['name' => ${singleQuoted(key)}, 'contents' => ${singleQuoted(value)}],`);
    options.push(`    'multipart' => [\n${parts.join('\n')}\n    ],`);
  }
  const call = options.length > 0 ? `$client->request('${request.method.toUpperCase()}', ${singleQuoted(url)}, [\n${options.join('\n')}\n]);` : `$client->request('${request.method.toUpperCase()}', ${singleQuoted(url)});`;
  return ['<?php', '', "require 'vendor/autoload.php';", '', '$client = new \\GuzzleHttp\\Client();', `$response = ${call}`, '', 'echo $response->getBody();'].join('\n');
}

/** A JSON value as a Python literal. */
function pythonValue(value: unknown, depth = 0): string {
  const pad = '    '.repeat(depth + 1);
  const close = '    '.repeat(depth);
  if (value === null || value === undefined) return 'None';
  if (value === true) return 'True';
  if (value === false) return 'False';
  if (typeof value === 'string') return doubleQuoted(value);
  if (typeof value === 'number') return String(value);
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]';
    return `[\n${value.map((item) => `${pad}${pythonValue(item, depth + 1)},`).join('\n')}\n${close}]`;
  }
  const entries = Object.entries(value as Record<string, unknown>);
  if (entries.length === 0) return '{}';
  return `{\n${entries.map(([key, item]) => `${pad}${doubleQuoted(key)}: ${pythonValue(item, depth + 1)},`).join('\n')}\n${close}}`;
}

function python(request: SampleRequest, url: string): string {
  const args = [`    ${doubleQuoted(request.method.toUpperCase())},`, `    ${doubleQuoted(url)},`];
  const headers = sampleHeaders(request).filter(([name]) => !(name === 'Content-Type' && request.body?.mediaType === 'application/json'));
  if (headers.length > 0) args.push(`    headers={${headers.map(([name, value]) => `${doubleQuoted(name)}: ${doubleQuoted(value)}`).join(', ')}},`);
  if (request.body?.mediaType === 'application/json') args.push(`    json=${pythonValue(request.body.value, 1)},`);
  if (request.body?.mediaType === 'multipart/form-data') {
    // (None, value) tuples make requests send plain form fields as multipart parts.
    const fields = formFields(request.body.value).map(([key, value]) => `        ${doubleQuoted(key)}: (None, ${doubleQuoted(value)}),`);
    args.push(`    files={\n${fields.join('\n')}\n    },`);
  }
  return ['import requests', '', 'response = requests.request(', ...args, ')', 'print(response.json())'].join('\n');
}

/** A raw multi-line string literal: Java text block or C# raw string, with enough quotes to hold the content. */
function javaTextBlock(content: string, spaces: number): string {
  const pad = ' '.repeat(spaces);
  const escaped = content.replace(/\\/g, '\\\\').replace(/"""/g, '\\"""');
  return `"""\n${escaped.split('\n').map((line) => pad + line).join('\n')}\n${pad}"""`;
}

function csharpRawString(content: string, spaces: number): string {
  const pad = ' '.repeat(spaces);
  const longestRun = Math.max(0, ...(content.match(/"+/g) ?? []).map((run) => run.length));
  const quotes = '"'.repeat(Math.max(3, longestRun + 1));
  return `${quotes}\n${content.split('\n').map((line) => pad + line).join('\n')}\n${pad}${quotes}`;
}

function multipartText(fields: Array<[string, string]>, boundary: string): string {
  return [...fields.flatMap(([key, value]) => [`--${boundary}`, `Content-Disposition: form-data; name="${key}"`, '', value]), `--${boundary}--`, ''].join('\r\n');
}

const BOUNDARY = 'OndapayFormBoundary';

function java(request: SampleRequest, url: string): string {
  const method = request.method.toUpperCase();
  const headers = sampleHeaders(request);
  let publisher = 'HttpRequest.BodyPublishers.noBody()';
  if (request.body?.mediaType === 'application/json') publisher = `HttpRequest.BodyPublishers.ofString(${javaTextBlock(json(request.body.value), 8)})`;
  if (request.body?.mediaType === 'multipart/form-data') {
    headers.unshift(['Content-Type', `multipart/form-data; boundary=${BOUNDARY}`]);
    publisher = `HttpRequest.BodyPublishers.ofString(${doubleQuoted(multipartText(formFields(request.body.value), BOUNDARY))})`;
  }
  const builder = [`    .uri(URI.create(${doubleQuoted(url)}))`, ...headers.map(([name, value]) => `    .header(${doubleQuoted(name)}, ${doubleQuoted(value)})`)];
  builder.push(`    .method(${doubleQuoted(method)}, ${publisher})`, '    .build();');
  return [
    'import java.net.URI;',
    'import java.net.http.HttpClient;',
    'import java.net.http.HttpRequest;',
    'import java.net.http.HttpResponse;',
    '',
    'HttpClient client = HttpClient.newHttpClient();',
    'HttpRequest request = HttpRequest.newBuilder()',
    ...builder,
    'HttpResponse<String> response = client.send(request, HttpResponse.BodyHandlers.ofString());',
    'System.out.println(response.body());',
  ].join('\n');
}

function csharp(request: SampleRequest, url: string): string {
  const method = request.method.toUpperCase();
  const lines = ['using System.Net.Http;', 'using System.Text;', '', 'using var client = new HttpClient();', `var request = new HttpRequestMessage(new HttpMethod(${doubleQuoted(method)}), ${doubleQuoted(url)});`];
  for (const [name, value] of sampleHeaders(request)) {
    if (name !== 'Content-Type') lines.push(`request.Headers.Add(${doubleQuoted(name)}, ${doubleQuoted(value)});`);
  }
  if (request.body?.mediaType === 'application/json') {
    lines.push(`var json = ${csharpRawString(json(request.body.value), 4)};`, 'request.Content = new StringContent(json, Encoding.UTF8, "application/json");');
  }
  if (request.body?.mediaType === 'multipart/form-data') {
    lines.push('var form = new MultipartFormDataContent();');
    for (const [key, value] of formFields(request.body.value)) lines.push(`form.Add(new StringContent(${doubleQuoted(value)}), ${doubleQuoted(key)});`);
    lines.push('request.Content = form;');
  }
  lines.push('', 'var response = await client.SendAsync(request);', 'Console.WriteLine(await response.Content.ReadAsStringAsync());');
  return lines.join('\n');
}

const generators: Record<(typeof sampleLanguages)[number]['language'], (request: SampleRequest, url: string) => string> = {
  bash: curl,
  js: javascript,
  php,
  python,
  java,
  csharp,
};

/** The request in cURL, JavaScript, PHP, Python, Java and C#, in that order. */
export function requestSamples(request: SampleRequest): CodeSample[] {
  const url = sampleUrl(request);
  return sampleLanguages.map(({ label, language }) => ({ label, language, code: generators[language](request, url) }));
}
