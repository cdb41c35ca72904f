import { describe, expect, it } from 'vitest';
import { listOperations } from './list-operations';

describe('listOperations', () => {
  it('lists every operation in definition order', () => {
    const operations = listOperations({
      paths: {
        '/b': {
          summary: 'not an operation',
          parameters: [],
          post: { operationId: 'createB', summary: 'Create', description: 'Makes a *B*', tags: ['B', 7], deprecated: true },
          get: { operationId: 'listB' },
        },
        '/a': { $ref: '#/components/pathItems/A' },
        'x-internal': { get: {} },
        '/c': { get: 'broken' },
      },
      components: { pathItems: { A: { delete: { summary: 'Remove' } } } },
    });
    expect(operations).toEqual([
      { path: '/b', method: 'post', operationId: 'createB', summary: 'Create', description: 'Makes a *B*', tags: ['B'], deprecated: true },
      { path: '/b', method: 'get', operationId: 'listB', tags: [], deprecated: false },
      { path: '/a', method: 'delete', summary: 'Remove', tags: [], deprecated: false },
    ]);
  });

  it('is empty without paths', () => {
    expect(listOperations({ openapi: '3.1.0' })).toEqual([]);
  });
});
