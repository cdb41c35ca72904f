import { cookieParameterPairs, headerParameterText, pathParameterText, queryParameterPairs, scalarText, type StyledValue } from './serialize-parameter';

/** A file a sample uploads: where it is read from, and the name and type its part declares. */
export interface SampleFile {
  /** Relative path the sample reads, `./document.pdf`. */
  path: string;
  /** File name sent in the part, `document.pdf`. */
  name: string;
  contentType?: string;
}

/** One part of a multipart body: a text field or a file. */
export type SamplePart = { name: string; text: string; contentType?: string } | { name: string; file: SampleFile };

/** The body a sample sends, by what the media type is. */
export type SampleBody =
  | { kind: 'json'; mediaType: string; value: unknown }
  | { kind: 'multipart'; mediaType: string; parts: readonly SamplePart[] }
  | { kind: 'urlencoded'; mediaType: string; fields: ReadonlyArray<readonly [string, string]> }
  | { kind: 'xml' | 'text'; mediaType: string; text: string }
  | { kind: 'binary'; mediaType: string; file: SampleFile };

/** Credentials as the call sends them; values are placeholders the integrator replaces. */
export type SampleCredential =
  | { kind: 'header'; name: string; value: string }
  | { kind: 'query'; name: string; value: string }
  | { kind: 'cookie'; name: string; value: string }
  | { kind: 'basic'; username: string; password: string };

/** What a request sample needs to know about one call: everything already has a concrete value. */
export interface SampleRequest {
  method: string;
  /** Server URL (the operation's, path item's or document's first server, variables filled in). */
  serverUrl: string;
  /** The path template, `/api/session/{requestId}`. */
  path: string;
  pathParams?: readonly StyledValue[];
  query?: readonly StyledValue[];
  headers?: readonly StyledValue[];
  cookies?: readonly StyledValue[];
  credentials?: readonly SampleCredential[];
  /** Absent for a call without a body. */
  body?: SampleBody;
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

/** Files a sample uploads when the definition says nothing better than "binary", by media type. */
const fileNames: Record<string, string> = {
  'application/pdf': 'document.pdf',
  'image/png': 'image.png',
  'image/jpeg': 'image.jpg',
  'image/gif': 'image.gif',
  'image/webp': 'image.webp',
  'image/svg+xml': 'image.svg',
  'text/csv': 'data.csv',
  'text/plain': 'file.txt',
  'application/zip': 'archive.zip',
  'application/json': 'data.json',
  'application/xml': 'data.xml',
  'application/octet-stream': 'file.bin',
};

/** The file a sample sends for a binary part or body of `contentType` (a PDF when the type says nothing). */
export function sampleFile(contentType: string | undefined): SampleFile {
  const type = contentType?.split(';')[0]?.trim().toLowerCase();
  const name = (type && fileNames[type]) ?? (type?.startsWith('image/') ? `image.${type.slice(6).replace(/\W.*/, '')}` : 'document.pdf');
  return { path: `./${name}`, name, ...(contentType === undefined ? {} : { contentType }) };
}

/** The full URL: path parameters substituted by their style, query string (parameters, then query credentials) appended. */
export function sampleUrl(request: SampleRequest): string {
  const values = new Map((request.pathParams ?? []).map((param) => [param.name, pathParameterText(param)]));
  const path = request.path.replace(/\{([^}]+)\}/g, (match, name: string) => values.get(name) ?? match);
  const pairs = (request.query ?? []).flatMap(queryParameterPairs);
  for (const credential of request.credentials ?? []) {
    if (credential.kind === 'query') pairs.push(...queryParameterPairs({ name: credential.name, value: credential.value }));
  }
  return `${request.serverUrl.replace(/\/+$/, '')}${path}${pairs.length > 0 ? `?${pairs.join('&')}` : ''}`;
}

/** Headers the call sends: its Content-Type (multipart clients write their own, with the boundary), credentials, header parameters, then cookies. */
function sampleHeaders(request: SampleRequest): Array<[string, string]> {
  const headers: Array<[string, string]> = [];
  const body = request.body;
  if (body && body.kind !== 'multipart') headers.push(['Content-Type', body.mediaType]);
  const cookies: string[] = [];
  for (const credential of request.credentials ?? []) {
    if (credential.kind === 'header') headers.push([credential.name, credential.value]);
    if (credential.kind === 'cookie') cookies.push(`${credential.name}=${credential.value}`);
  }
  for (const header of request.headers ?? []) headers.push([header.name, headerParameterText(header)]);
  for (const cookie of request.cookies ?? []) cookies.push(...cookieParameterPairs(cookie));
  if (cookies.length > 0) headers.push(['Cookie', cookies.join('; ')]);
  return headers;
}

const basicOf = (request: SampleRequest) => request.credentials?.find((credential) => credential.kind === 'basic');

/** Headers a client library writes itself when given the body in its own form (JSON as `json=`, forms as `data=`). */
const setByClient = (request: SampleRequest) => (name: string, value: string) =>
  name === 'Content-Type' && ((request.body?.kind === 'json' && value === 'application/json') || request.body?.kind === 'urlencoded');

const json = (value: unknown) => JSON.stringify(value, null, 2);
const indent = (code: string, spaces: number) => code.split('\n').join(`\n${' '.repeat(spaces)}`);

// String literals per language.
const singleQuoted = (value: string) => `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
const doubleQuoted = (value: string) => JSON.stringify(value);
const shellQuoted = (value: string) => `'${value.replace(/'/g, `'\\''`)}'`;

/** The text of a text or XML body, or of a part: as written when it is a string, else JSON. */
export function bodyText(value: unknown): string {
  return typeof value === 'string' ? value : (JSON.stringify(value, null, 2) ?? '');
}

function curl(request: SampleRequest, url: string): string {
  const lines = [`curl --request ${request.method.toUpperCase()}`, `--url ${shellQuoted(url)}`];
  const basic = basicOf(request);
  if (basic?.kind === 'basic') lines.push(`--user ${shellQuoted(`${basic.username}:${basic.password}`)}`);
  for (const [name, value] of sampleHeaders(request)) lines.push(`--header ${shellQuoted(`${name}: ${value}`)}`);
  const body = request.body;
  switch (body?.kind) {
    case 'json':
      lines.push(`--data ${shellQuoted(json(body.value))}`);
      break;
    case 'xml':
    case 'text':
      lines.push(`--data-binary ${shellQuoted(body.text)}`);
      break;
    case 'urlencoded':
      for (const [key, value] of body.fields) lines.push(`--data-urlencode ${shellQuoted(`${key}=${value}`)}`);
      break;
    case 'multipart':
      for (const part of body.parts) {
        if ('file' in part) lines.push(`--form ${shellQuoted(`${part.name}=@${part.file.path}${part.file.contentType ? `;type=${part.file.contentType}` : ''}`)}`);
        else lines.push(`--form ${shellQuoted(`${part.name}=${part.text}${part.contentType ? `;type=${part.contentType}` : ''}`)}`);
      }
      break;
    case 'binary':
      lines.push(`--data-binary ${shellQuoted(`@${body.file.path}`)}`);
      break;
  }
  return lines.join(' \\\n  ');
}

function javascript(request: SampleRequest, url: string): string {
  const imports: string[] = [];
  const before: string[] = [];
  const options = [`  method: '${request.method.toUpperCase()}',`];
  const headers: Array<[string, string]> = sampleHeaders(request).map(([name, value]) => [singleQuoted(name), singleQuoted(value)]);
  const basic = basicOf(request);
  if (basic?.kind === 'basic') headers.unshift([`'Authorization'`, `'Basic ' + btoa(${singleQuoted(`${basic.username}:${basic.password}`)})`]);
  if (headers.length > 0) options.push(`  headers: { ${headers.map(([name, value]) => `${name}: ${value}`).join(', ')} },`);
  const body = request.body;
  switch (body?.kind) {
    case 'json':
      options.push(`  body: JSON.stringify(${indent(json(body.value), 2)}),`);
      break;
    case 'xml':
    case 'text':
      options.push(`  body: ${indent(JSON.stringify(body.text), 2)},`);
      break;
    case 'urlencoded':
      options.push(`  body: new URLSearchParams({ ${body.fields.map(([key, value]) => `${singleQuoted(key)}: ${singleQuoted(value)}`).join(', ')} }),`);
      break;
    case 'multipart':
      before.push('const form = new FormData();');
      for (const part of body.parts) {
        if ('file' in part) {
          if (imports.length === 0) imports.push("import { openAsBlob } from 'node:fs';", '');
          before.push(`form.append(${singleQuoted(part.name)}, await openAsBlob(${singleQuoted(part.file.path)}${part.file.contentType ? `, { type: ${singleQuoted(part.file.contentType)} }` : ''}), ${singleQuoted(part.file.name)});`);
        } else {
          before.push(`form.append(${singleQuoted(part.name)}, ${singleQuoted(part.text)});`);
        }
      }
      before.push('');
      options.push('  body: form,');
      break;
    case 'binary':
      imports.push("import { readFile } from 'node:fs/promises';", '');
      options.push(`  body: await readFile(${singleQuoted(body.file.path)}),`);
      break;
  }
  return [...imports, ...before, `const response = await fetch(${singleQuoted(url)}, {`, ...options, '});', 'const data = await response.json();', 'console.log(data);'].join('\n');
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
  const basic = basicOf(request);
  if (basic?.kind === 'basic') options.push(`    'auth' => [${singleQuoted(basic.username)}, ${singleQuoted(basic.password)}],`);
  const headers = sampleHeaders(request).filter(([name, value]) => !setByClient(request)(name, value));
  if (headers.length > 0) options.push(`    'headers' => [${headers.map(([name, value]) => `${singleQuoted(name)} => ${singleQuoted(value)}`).join(', ')}],`);
  const body = request.body;
  switch (body?.kind) {
    case 'json':
      options.push(`    'json' => ${phpValue(body.value, 1)},`);
      break;
    case 'xml':
    case 'text':
      options.push(`    'body' => ${singleQuoted(body.text)},`);
      break;
    case 'urlencoded':
      options.push(`    'form_params' => ${phpValue(Object.fromEntries(body.fields), 1)},`);
      break;
    case 'multipart': {
      const parts = body.parts.map((part) =>
        'file' in part
          ? `        ['name' => ${singleQuoted(part.name)}, 'contents' => fopen(${singleQuoted(part.file.path)}, 'r'), 'filename' => ${singleQuoted(part.file.name)}],`
          : `        ['name' => ${singleQuoted(part.name)}, 'contents' => ${singleQuoted(part.text)}],`,
      );
      options.push(`    'multipart' => [\n${parts.join('\n')}\n    ],`);
      break;
    }
    case 'binary':
      options.push(`    'body' => fopen(${singleQuoted(body.file.path)}, 'r'),`);
      break;
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
  const basic = basicOf(request);
  if (basic?.kind === 'basic') args.push(`    auth=(${doubleQuoted(basic.username)}, ${doubleQuoted(basic.password)}),`);
  const headers = sampleHeaders(request).filter(([name, value]) => !setByClient(request)(name, value));
  if (headers.length > 0) args.push(`    headers={${headers.map(([name, value]) => `${doubleQuoted(name)}: ${doubleQuoted(value)}`).join(', ')}},`);
  const body = request.body;
  switch (body?.kind) {
    case 'json':
      args.push(`    json=${pythonValue(body.value, 1)},`);
      break;
    case 'xml':
    case 'text':
      args.push(`    data=${doubleQuoted(body.text)},`);
      break;
    case 'urlencoded':
      args.push(`    data=${pythonValue(Object.fromEntries(body.fields), 1)},`);
      break;
    case 'multipart': {
      // A (None, value) tuple makes requests send a plain field as a multipart part; a file is its name and an open file.
      const parts = body.parts.map((part) =>
        'file' in part
          ? `        ${doubleQuoted(part.name)}: (${doubleQuoted(part.file.name)}, open(${doubleQuoted(part.file.path)}, "rb")${part.file.contentType ? `, ${doubleQuoted(part.file.contentType)}` : ''}),`
          : `        ${doubleQuoted(part.name)}: (None, ${doubleQuoted(part.text)}),`,
      );
      args.push(`    files={\n${parts.join('\n')}\n    },`);
      break;
    }
    case 'binary':
      args.push(`    data=open(${doubleQuoted(body.file.path)}, "rb"),`);
      break;
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

const BOUNDARY = 'OndapayFormBoundary';

/** A multipart body as Java publishers: text between the files, each file read from disk. */
function javaMultipart(parts: readonly SamplePart[]): string {
  const segments: string[] = [];
  let text = '';
  for (const part of parts) {
    if ('file' in part) {
      text += `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${part.name}"; filename="${part.file.name}"\r\nContent-Type: ${part.file.contentType ?? 'application/octet-stream'}\r\n\r\n`;
      segments.push(`HttpRequest.BodyPublishers.ofString(${doubleQuoted(text)})`, `HttpRequest.BodyPublishers.ofFile(Path.of(${doubleQuoted(part.file.path)}))`);
      text = '\r\n';
    } else {
      text += `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${part.name}"\r\n${part.contentType ? `Content-Type: ${part.contentType}\r\n` : ''}\r\n${part.text}\r\n`;
    }
  }
  text += `--${BOUNDARY}--\r\n`;
  segments.push(`HttpRequest.BodyPublishers.ofString(${doubleQuoted(text)})`);
  return segments.length === 1 ? (segments[0] as string) : `HttpRequest.BodyPublishers.concat(\n        ${segments.join(',\n        ')})`;
}

function java(request: SampleRequest, url: string): string {
  const method = request.method.toUpperCase();
  const headers: Array<[string, string]> = sampleHeaders(request).map(([name, value]) => [doubleQuoted(name), doubleQuoted(value)]);
  const imports = ['import java.net.URI;', 'import java.net.http.HttpClient;', 'import java.net.http.HttpRequest;', 'import java.net.http.HttpResponse;'];
  const basic = basicOf(request);
  if (basic?.kind === 'basic') {
    imports.push('import java.util.Base64;');
    headers.unshift(['"Authorization"', `"Basic " + Base64.getEncoder().encodeToString(${doubleQuoted(`${basic.username}:${basic.password}`)}.getBytes())`]);
  }
  let publisher = 'HttpRequest.BodyPublishers.noBody()';
  const body = request.body;
  switch (body?.kind) {
    case 'json':
      publisher = `HttpRequest.BodyPublishers.ofString(${javaTextBlock(json(body.value), 8)})`;
      break;
    case 'xml':
    case 'text':
      publisher = `HttpRequest.BodyPublishers.ofString(${javaTextBlock(body.text, 8)})`;
      break;
    case 'urlencoded': {
      const form = body.fields.map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`).join('&');
      publisher = `HttpRequest.BodyPublishers.ofString(${doubleQuoted(form)})`;
      break;
    }
    case 'multipart':
      headers.unshift(['"Content-Type"', doubleQuoted(`multipart/form-data; boundary=${BOUNDARY}`)]);
      if (body.parts.some((part) => 'file' in part)) imports.push('import java.nio.file.Path;');
      publisher = javaMultipart(body.parts);
      break;
    case 'binary':
      imports.push('import java.nio.file.Path;');
      publisher = `HttpRequest.BodyPublishers.ofFile(Path.of(${doubleQuoted(body.file.path)}))`;
      break;
  }
  const builder = [`    .uri(URI.create(${doubleQuoted(url)}))`, ...headers.map(([name, value]) => `    .header(${name}, ${value})`)];
  builder.push(`    .method(${doubleQuoted(method)}, ${publisher})`, '    .build();');
  return [
    ...imports,
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
  const body = request.body;
  const usings = ['using System.Net.Http;', 'using System.Text;'];
  if (body?.kind === 'binary' || (body?.kind === 'multipart' && body.parts.some((part) => 'file' in part))) usings.push('using System.IO;');
  const lines = [...usings, '', 'using var client = new HttpClient();', `var request = new HttpRequestMessage(new HttpMethod(${doubleQuoted(method)}), ${doubleQuoted(url)});`];
  const basic = basicOf(request);
  if (basic?.kind === 'basic') {
    lines.push(`request.Headers.Add("Authorization", "Basic " + Convert.ToBase64String(Encoding.UTF8.GetBytes(${doubleQuoted(`${basic.username}:${basic.password}`)})));`);
  }
  // Content-Type belongs to the content in .NET, not to the request's headers.
  for (const [name, value] of sampleHeaders(request)) if (name !== 'Content-Type') lines.push(`request.Headers.Add(${doubleQuoted(name)}, ${doubleQuoted(value)});`);
  switch (body?.kind) {
    case 'json':
      lines.push(`var json = ${csharpRawString(json(body.value), 4)};`, `request.Content = new StringContent(json, Encoding.UTF8, ${doubleQuoted(body.mediaType)});`);
      break;
    case 'xml':
    case 'text':
      lines.push(`var text = ${csharpRawString(body.text, 4)};`, `request.Content = new StringContent(text, Encoding.UTF8, ${doubleQuoted(body.mediaType)});`);
      break;
    case 'urlencoded':
      lines.push(
        'request.Content = new FormUrlEncodedContent(new Dictionary<string, string>',
        '{',
        ...body.fields.map(([key, value]) => `    [${doubleQuoted(key)}] = ${doubleQuoted(value)},`),
        '});',
      );
      break;
    case 'multipart':
      lines.push('var form = new MultipartFormDataContent();');
      for (const part of body.parts) {
        if ('file' in part) lines.push(`form.Add(new StreamContent(File.OpenRead(${doubleQuoted(part.file.path)})), ${doubleQuoted(part.name)}, ${doubleQuoted(part.file.name)});`);
        else lines.push(`form.Add(new StringContent(${doubleQuoted(part.text)}), ${doubleQuoted(part.name)});`);
      }
      lines.push('request.Content = form;');
      break;
    case 'binary':
      lines.push(`request.Content = new StreamContent(File.OpenRead(${doubleQuoted(body.file.path)}));`, `request.Content.Headers.ContentType = new System.Net.Http.Headers.MediaTypeHeaderValue(${doubleQuoted(body.mediaType)});`);
      break;
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

/** Form fields of a flat value: arrays repeat the field, nested objects travel as JSON (OpenAPI's default for them). */
export function formFields(value: unknown): Array<[string, string]> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return [];
  return Object.entries(value).flatMap(([key, field]): Array<[string, string]> =>
    Array.isArray(field) ? field.map((item): [string, string] => [key, scalarText(item)]) : [[key, scalarText(field)]],
  );
}

