import { describe, expect, it } from 'vitest';
import { OpenApiReadError } from './errors';
import { readOperation } from './operation';
import type { ObjectSchema, OpenApiDocument } from './types';

const definition: OpenApiDocument = {
  openapi: '3.0.3',
  paths: {
    '/sessions': {
      post: {
        operationId: 'createSession',
        summary: 'Create a session',
        tags: ['Sessions'],
        deprecated: true,
        requestBody: {
          required: true,
          description: 'The **session** to create',
          content: {
            'application/xml': { schema: { type: 'string' } },
            'application/json': {
              schema: { $ref: '#/components/schemas/Session' },
              examples: { minimal: { $ref: '#/components/examples/Minimal' }, full: { summary: 'Everything', value: { amount: 10, reference: 'R1' } } },
            },
          },
        },
        responses: {
          default: { description: 'Unexpected error', content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } },
          '201': { description: 'Created', content: { 'application/json; charset=utf-8': { schema: { $ref: '#/components/schemas/Session' }, example: { id: 's1' } } } },
          '400': { $ref: '#/components/responses/BadRequest' },
          '200': { description: 'Already there', 'x-deprecated': true },
          '4XX': { description: 'Client error', content: { 'text/plain': { schema: { type: 'string' } } } },
          'x-note': { description: 'not a status' },
        },
      },
    },
    '/files': {
      put: {
        requestBody: {
          content: {
            'multipart/form-data': {
              schema: { type: 'object', required: ['file'], properties: { file: { type: 'string', format: 'binary' }, label: { type: 'string' } } },
              example: { label: 'invoice' },
            },
          },
        },
        responses: { '204': { description: 'Stored' } },
      },
      patch: { requestBody: { content: { 'application/json': { schema: { type: 'object' } }, 'multipart/form-data': { schema: { type: 'string' } } } }, responses: {} },
      delete: { requestBody: { content: { 'application/x-www-form-urlencoded': { schema: { type: 'object' } } } }, responses: {} },
      get: { responses: { '200': { description: 'OK' } } },
    },
    '/merchants/{merchantId}/sites/{siteId}': {
      parameters: [
        { name: 'merchantId', in: 'path', required: true, description: 'Path level', schema: { type: 'integer' } },
        { $ref: '#/components/parameters/SiteId' },
        { name: 'X-Request-Id', in: 'header', description: 'Path level header', schema: { type: 'string' } },
        { name: 'page', in: 'query', schema: { type: 'integer', example: 1 } },
      ],
      get: {
        parameters: [
          { name: 'merchantId', in: 'path', required: true, description: 'Operation level', schema: { type: 'string', format: 'uuid', example: 'm-1' } },
          { name: 'x-request-id', in: 'header', required: true, description: 'Operation header', schema: { type: 'string' }, example: 'req-9' },
          { name: 'status', in: 'query', 'x-conditional': true, deprecated: true, examples: { paid: { value: 'PAID' } }, schema: { type: 'string', enum: ['PAID', 'OPEN'], default: 'OPEN' } },
          { name: 'merchantId', in: 'query', schema: { type: 'string', nullable: true } },
          { name: 'Accept-Language', in: 'header', schema: { type: 'string', enum: ['es', 'en'] } },
          { name: 'filter', in: 'query', content: { 'application/json': { schema: { type: 'object', properties: { q: { type: 'string' } } } } } },
        ],
        responses: { '200': { description: 'OK' } },
      },
    },
    '/aliased': { $ref: '#/components/pathItems/Aliased' },
    '/refunds': {
      post: {
        requestBody: { $ref: '#/components/requestBodies/Refund' },
        responses: { '200': { description: 'OK', content: { 'application/json': { schema: { type: 'object' }, examples: { done: { $ref: '#/components/examples/Minimal', summary: 'Done' } } } } } },
      },
    },
    '/broken': {
      get: { responses: { '200': { description: 'OK', content: { 'application/json': { schema: { $ref: 'common.yaml#/components/schemas/Money' } } } } } },
      post: { requestBody: { content: { 'application/json': { schema: { $ref: '#/components/schemas/Nope' } } } }, responses: {} },
    },
  },
  components: {
    schemas: {
      Session: { type: 'object', required: ['amount'], properties: { id: { type: 'string', readOnly: true }, amount: { type: 'number' }, reference: { type: 'string' } } },
      Error: { type: 'object', properties: { code: { type: 'string' } } },
    },
    examples: { Minimal: { summary: 'Smallest body', description: 'Only what is *required*', value: { amount: 10 } } },
    responses: { BadRequest: { description: 'Bad request', deprecated: true, content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } } },
    parameters: { SiteId: { name: 'siteId', in: 'path', description: 'Site', schema: { type: 'integer', format: 'int64', example: 42 } } },
    requestBodies: { Refund: { description: 'A refund', required: true, content: { 'application/json': { schema: { $ref: '#/components/schemas/Session' } } } } },
    pathItems: { Aliased: { get: { operationId: 'aliased', responses: { '200': { description: 'OK' } } } } },
  },
};

describe('request', () => {
  it('reads a JSON body with its schema, examples and the operation', () => {
    const view = readOperation('/sessions', 'post', definition, 'request');
    expect(view.type).toBe('request');
    expect(view.deprecated).toBe(true);
    expect(view.operation).toEqual({ path: '/sessions', method: 'post', operationId: 'createSession', summary: 'Create a session', tags: ['Sessions'], deprecated: true });
    expect(view.body).toMatchObject({ mediaType: 'application/json', otherMediaTypes: ['application/xml'], required: true, description: 'The **session** to create' });
    expect(view.body?.schema).toMatchObject({ kind: 'object', ref: 'Session' });
    expect(view.body?.examples).toEqual([
      { name: 'minimal', summary: 'Smallest body', description: 'Only what is *required*', value: { amount: 10 } },
      { name: 'full', summary: 'Everything', value: { amount: 10, reference: 'R1' } },
    ]);
  });

  it('reads a multipart body and its lone example', () => {
    const view = readOperation('/files', 'put', definition, 'request');
    expect(view.deprecated).toBe(false);
    expect(view.body).toMatchObject({ mediaType: 'multipart/form-data', required: false, examples: [{ name: 'example', value: { label: 'invoice' } }] });
    const schema = view.body?.schema as ObjectSchema;
    expect(schema.properties.map((property) => [property.name, property.typeLabel, property.required])).toEqual([
      ['file', 'string<binary>', true], ['label', 'string', false],
    ]);
  });

  it('prefers JSON when both are offered', () => {
    expect(readOperation('/files', 'patch', definition, 'request').body).toMatchObject({ mediaType: 'application/json', otherMediaTypes: ['multipart/form-data'] });
  });

  it('has no body for operations without one, and reads a body of any other media type as such', () => {
    expect(readOperation('/files', 'get', definition, 'request').body).toBeNull();
    expect(readOperation('/files', 'delete', definition, 'request').body).toMatchObject({
      mediaType: 'application/x-www-form-urlencoded', kind: 'urlencoded', otherMediaTypes: [], required: false, schema: { kind: 'object' }, examples: null,
    });
  });

  it('follows $refs to request bodies and examples', () => {
    const view = readOperation('/refunds', 'post', definition, 'request');
    expect(view.body).toMatchObject({ mediaType: 'application/json', required: true, description: 'A refund', schema: { ref: 'Session' } });
    expect(readOperation('/refunds', 'post', definition, 'response').responses[0]?.examples).toEqual([
      { name: 'done', summary: 'Done', description: 'Only what is *required*', value: { amount: 10 } },
    ]);
  });
});

describe('response', () => {
  const view = readOperation('/sessions', 'post', definition, 'response');

  it('lists statuses, numeric ones first (JS key order), then the others as written', () => {
    expect(view.responses.map((response) => response.status)).toEqual(['200', '201', '400', 'default', '4XX']);
  });

  it('reads description, schema and examples per status', () => {
    const created = view.responses.find((response) => response.status === '201');
    expect(created).toMatchObject({ description: 'Created', mediaType: 'application/json', examples: [{ name: 'example', value: { id: 's1' } }] });
    expect(created?.schema).toMatchObject({ ref: 'Session' });
    expect(view.responses.find((response) => response.status === '400')).toMatchObject({ description: 'Bad request', schema: { ref: 'Error' } });
  });

  it('has no schema without content, and reads other media types as such', () => {
    expect(view.responses.find((response) => response.status === '200')).toMatchObject({ schema: null, examples: null, mediaType: null, kind: null, otherMediaTypes: [] });
    expect(view.responses.find((response) => response.status === '4XX')).toMatchObject({ mediaType: 'text/plain', kind: 'text', schema: { kind: 'primitive', type: 'string' }, otherMediaTypes: [] });
  });

  it('marks responses deprecated by their own flags or the operation', () => {
    expect(view.responses.every((response) => response.deprecated)).toBe(true);
    const files = readOperation('/files', 'put', definition, 'response');
    expect(files.deprecated).toBe(false);
    expect(files.responses).toEqual([{ status: '204', description: 'Stored', deprecated: false, mediaType: null, kind: null, otherMediaTypes: [], schema: null, examples: null, headers: [] }]);
    const own = readOperation('/sessions', 'post', { ...definition, paths: { '/sessions': { post: { responses: { '200': { description: 'x', 'x-deprecated': true }, '201': { description: 'y', deprecated: true }, '202': { description: 'z' } } } } } }, 'response');
    expect(own.responses.map((response) => response.deprecated)).toEqual([true, true, false]);
  });
});

describe('parameters', () => {
  const path = '/merchants/{merchantId}/sites/{siteId}';

  it('merges path-level parameters, the operation winning in place', () => {
    const view = readOperation(path, 'get', definition, 'params');
    expect(view).toMatchObject({ type: 'params', location: 'path' });
    expect(view.parameters.map((parameter) => [parameter.name, parameter.description])).toEqual([['merchantId', 'Operation level'], ['siteId', 'Site']]);
    expect(view.parameters[0]).toMatchObject({ in: 'path', required: true, typeLabel: 'string<uuid>', format: 'uuid', example: 'm-1' });
    // Path parameters are required even when the definition forgets to say so.
    expect(view.parameters[1]).toMatchObject({ required: true, typeLabel: 'integer<int64>', format: 'int64', example: 42, conditional: false, deprecated: false });
  });

  it('filters query parameters and reads their badges and examples', () => {
    const view = readOperation(path, 'get', definition, 'query');
    expect(view.parameters.map((parameter) => parameter.name)).toEqual(['page', 'status', 'merchantId', 'filter']);
    expect(view.parameters[0]).toMatchObject({ required: false, typeLabel: 'integer', example: 1 });
    expect(view.parameters[1]).toMatchObject({ conditional: true, deprecated: true, example: 'PAID', schema: { enum: ['PAID', 'OPEN'], default: 'OPEN' } });
    expect(view.parameters[2]).toMatchObject({ typeLabel: 'string | null' });
    expect('example' in (view.parameters[2] ?? {})).toBe(false);
    expect(view.parameters[3]).toMatchObject({ typeLabel: 'object', schema: { kind: 'object' } });
  });

  it('filters headers, matching names without case', () => {
    const view = readOperation(path, 'get', definition, 'header');
    expect(view.parameters.map((parameter) => [parameter.name, parameter.required, parameter.example])).toEqual([
      ['x-request-id', true, 'req-9'], ['Accept-Language', false, undefined],
    ]);
  });

  it('returns an empty list when there are none', () => {
    expect(readOperation('/files', 'get', definition, 'header').parameters).toEqual([]);
  });
});

describe('errors', () => {
  const failure = (run: () => unknown) => {
    try {
      run();
    } catch (error) {
      expect(error).toBeInstanceOf(OpenApiReadError);
      return { message: (error as Error).message, code: (error as OpenApiReadError).code };
    }
    throw new Error('expected a failure');
  };

  it('names a missing method as the caller wrote it', () => {
    expect(failure(() => readOperation('/files', 'post', definition, 'request'))).toEqual({
      code: 'method-not-found', message: 'Method post not found in API definition for path /files',
    });
    expect(failure(() => readOperation('/files', 'OPTIONS', definition, 'request')).message).toBe('Method OPTIONS not found in API definition for path /files');
    expect(failure(() => readOperation('/files', 'parameters', definition, 'request')).message).toBe('Method parameters not found in API definition for path /files');
  });

  it('matches methods without case', () => {
    expect(readOperation('/files', 'PUT', definition, 'request').operation.method).toBe('put');
  });

  it('names an unsupported type', () => {
    expect(failure(() => readOperation('/files', 'put', definition, 'body' as never))).toEqual({ code: 'type-not-supported', message: 'Type body not supported' });
  });

  it('names a missing path, own keys only', () => {
    expect(failure(() => readOperation('/nowhere', 'get', definition, 'response'))).toEqual({ code: 'path-not-found', message: 'Path /nowhere not found in API definition' });
    expect(failure(() => readOperation('constructor', 'get', definition, 'response')).message).toBe('Path constructor not found in API definition');
    expect(failure(() => readOperation('/x', 'get', {}, 'response')).message).toBe('Path /x not found in API definition');
  });

  it('names external and unresolvable refs', () => {
    expect(failure(() => readOperation('/broken', 'get', definition, 'response'))).toEqual({
      code: 'external-ref',
      message: 'External $ref "common.yaml#/components/schemas/Money" is not supported: bundle it into the definition (only local "#/..." refs are read)',
    });
    expect(failure(() => readOperation('/broken', 'post', definition, 'request'))).toEqual({
      code: 'unresolved-ref', message: 'Unresolvable $ref "#/components/schemas/Nope": nothing at that JSON pointer in the API definition',
    });
  });
});

it('follows a path item $ref', () => {
  expect(readOperation('/aliased', 'get', definition, 'response').operation.operationId).toBe('aliased');
});
