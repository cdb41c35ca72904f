import { describe, expect, it } from 'vitest';
import type { ApiDefinitions } from '../openapi/load-definitions';
import { apiOperationElements, readPageOperations } from './api-operations';
import { extractHeadings, parseMdx } from '../../shared/content/headings';

const document = {
  openapi: '3.1.0',
  paths: {
    '/api/session': { post: { summary: 'Crea una sesión', responses: { '200': { description: 'OK' } } } },
    '/api/reverse': { post: { summary: 'Reversa un pago', responses: {} } },
  },
};
const apis: ApiDefinitions = { checkout: { es: { api: 'checkout', locale: 'es', file: 'openapi/checkout/openapi.yaml', document } } };

const read = (body: string) => {
  const tree = parseMdx(body);
  const operations = readPageOperations(tree, 'checkout', 'es', apis);
  return { ...operations, headings: extractHeadings(tree, operations.headingOf) };
};

describe('apiOperationElements', () => {
  it('finds each <ApiOperation> with its attributes and line', () => {
    const elements = apiOperationElements(parseMdx('Intro.\n\n<ApiOperation path="/api/session" method="post" />\n\n<ApiOperation api="gateway" path="/x" method="get" />\n'));
    expect(elements.map(({ path, method, api, line }) => ({ path, method, api, line }))).toEqual([
      { path: '/api/session', method: 'post', api: undefined, line: 3 },
      { path: '/x', method: 'get', api: 'gateway', line: 5 },
    ]);
  });
});

describe('readPageOperations', () => {
  it('reads the operations in page order and gives each a tagged, labelled level-2 heading among the others', () => {
    const { models, problems, headings } = read('## Antes\n\n<ApiOperation path="/api/reverse" method="post" />\n\n<ApiOperation path="/api/session" method="POST" />\n\n## Después\n');
    expect(problems).toEqual([]);
    expect(models.map((model) => model.id)).toEqual(['post-api-reverse', 'post-api-session']);
    expect(headings).toEqual([
      { id: 'antes', title: 'Antes', depth: 2 },
      { id: 'post-api-reverse', title: 'Reversa un pago', depth: 2, tag: 'POST', label: '/api/reverse' },
      { id: 'post-api-session', title: 'Crea una sesión', depth: 2, tag: 'POST', label: '/api/session' },
      { id: 'después', title: 'Después', depth: 2 },
    ]);
  });

  it('reports the reader errors word for word, with the line', () => {
    const { problems, models } = read('<ApiOperation path="/api/session" method="get" />\n\n<ApiOperation path="/api/nothing" method="post" />\n');
    expect(models).toEqual([]);
    expect(problems).toEqual([
      'line 1: <ApiOperation path="/api/session" method="get"> in openapi/checkout/openapi.yaml: Method get not found in API definition for path /api/session',
      'line 3: <ApiOperation path="/api/nothing" method="post"> in openapi/checkout/openapi.yaml: Path /api/nothing not found in API definition',
    ]);
  });

  it('shows only the parts named in types, and names an unknown type word for word', () => {
    const { models, problems } = read('<ApiOperation path="/api/session" method="post" types="request, params" />\n');
    expect(problems).toEqual([]);
    expect(models[0]?.sections).toEqual(['request', 'params']);
    expect(models[0]?.responses).toEqual([]);
    expect(read('<ApiOperation path="/api/session" method="post" types="request,body" />\n').problems).toEqual([
      'line 1: <ApiOperation path="/api/session" method="post"> in openapi/checkout/openapi.yaml: Type body not supported',
    ]);
  });

  it('reports an api without a definition and an operation placed twice', () => {
    expect(read('<ApiOperation api="gateway" path="/api/session" method="post" />\n').problems).toEqual([
      'line 1: <ApiOperation> needs the "gateway" API, which has no es definition. Add openapi/gateway/openapi.yaml or set api="…" to one of: checkout.',
    ]);
    expect(read('<ApiOperation path="/api/session" method="post" />\n\n<ApiOperation path="/api/session" method="post" />\n').problems).toEqual([
      'line 3: POST /api/session is already on this page (line 1). Keep one <ApiOperation> per operation.',
    ]);
  });
});

describe('readPageOperations and follow-on problems (P9c)', () => {
  it('says nothing more of an API whose definition is on disk but could not be read: its own problem names the file', () => {
    const tree = parseMdx('<ApiOperation api="evil" path="/charges" method="post" />\n');
    expect(readPageOperations(tree, 'checkout', 'es', apis, new Set(['evil:es'])).problems).toEqual([]);
    expect(readPageOperations(tree, 'checkout', 'es', apis).problems).toEqual([expect.stringMatching(/^line 1: <ApiOperation> needs the "evil" API, which has no es definition\./)]);
  });

  it('lists an operation it could not read, so coverage does not call it unplaced', () => {
    const looping = { openapi: '3.1.0', paths: { '/charges': { post: { summary: 'Cobra', requestBody: { content: { 'application/json': { schema: { $ref: '#/components/schemas/A' } } } }, responses: {} } } }, components: { schemas: { A: { $ref: '#/components/schemas/B' }, B: { $ref: '#/components/schemas/A' } } } };
    const withLoop: ApiDefinitions = { evil: { es: { api: 'evil', locale: 'es', file: 'openapi/evil/openapi.yaml', document: looping } } };
    const read = readPageOperations(parseMdx('<ApiOperation path="/charges" method="post" />\n'), 'evil', 'es', withLoop);
    expect(read.problems).toEqual([expect.stringMatching(/^line 1: <ApiOperation path="\/charges" method="post"> in openapi\/evil\/openapi\.yaml: .*leads back to itself/)]);
    expect(read.unread).toEqual(['evil POST /charges']);
  });
});
