import { describe, expect, it } from 'vitest';
import { operationsOf, routeRequest, simulatorDocument, type SimApi } from './api-data';

const document = {
  openapi: '3.1.0',
  info: { title: 'Links', version: '1', description: 'Words for readers' },
  servers: [{ url: 'https://api-test.ondapay.dev/payment-links' }, { url: 'https://api.ondapay.dev/payment-links' }],
  paths: {
    '/api/links/search': { post: { operationId: 'searchLinks', description: 'Reader words', requestBody: { content: { 'application/json': { example: { description: 'kept: data' } } } } } },
    '/api/links/{linkId}': { post: { operationId: 'getLink' }, delete: { operationId: 'deleteLink' } },
  },
};
const api: SimApi = { api: 'payment-links', locale: 'es', document };

describe('routeRequest', () => {
  const operations = operationsOf(api);

  it('finds the operation on the test server, a literal segment before a parameter', () => {
    expect(routeRequest(operations, 'post', 'https://api-test.ondapay.dev/payment-links/api/links/search')).toMatchObject({ kind: 'operation', operation: { operationId: 'searchLinks' }, params: {} });
    expect(routeRequest(operations, 'POST', 'https://api-test.ondapay.dev/payment-links/api/links/L%2D7')).toMatchObject({ kind: 'operation', operation: { operationId: 'getLink' }, params: { linkId: 'L-7' } });
  });

  it('tells an unknown host, an unknown path and a method the path does not take apart', () => {
    expect(routeRequest(operations, 'POST', 'https://api.ondapay.dev/payment-links/api/links/search')).toEqual({ kind: 'unknownHost', host: 'api.ondapay.dev' });
    expect(routeRequest(operations, 'POST', 'https://api-test.ondapay.dev/payment-links/api/other')).toEqual({ kind: 'unknownPath', path: '/payment-links/api/other' });
    expect(routeRequest(operations, 'PUT', 'https://api-test.ondapay.dev/payment-links/api/links/7')).toEqual({ kind: 'methodNotAllowed', allowed: ['POST', 'DELETE'] });
  });
});

describe('simulatorDocument', () => {
  it('drops the words for readers and keeps the data, examples included', () => {
    const trimmed = simulatorDocument(document) as typeof document;
    expect(trimmed.info).toEqual({ title: 'Links', version: '1' });
    expect(trimmed.paths['/api/links/search'].post).toEqual({ operationId: 'searchLinks', requestBody: { content: { 'application/json': { example: { description: 'kept: data' } } } } });
  });
});
