import { describe, expect, it } from 'vitest';
import { definitionRuleProblems } from './definition-rules';

const base = { openapi: '3.1.0', info: { title: 'Pagos', version: '1' } };
const ok = { responses: { '200': { description: 'OK' } } };
const pathParameter = (name: string) => ({ name, in: 'path', required: true, schema: { type: 'string' } });

describe('definitionRuleProblems', () => {
  it('accepts a definition that keeps the rules', () => {
    const document = {
      ...base,
      paths: { '/pets/{id}': { parameters: [{ $ref: '#/components/parameters/id' }], get: { operationId: 'getPet', ...ok }, delete: { operationId: 'deletePet', ...ok } } },
      components: { parameters: { id: pathParameter('id') } },
    };
    expect(definitionRuleProblems(document)).toEqual([]);
  });

  it('names a local $ref that points at nothing, but not a $ref-looking key in an example, a default or an extension', () => {
    const data = { $ref: '#/nowhere' };
    const document = {
      ...base,
      paths: {
        '/x': {
          get: {
            'x-sample': data,
            parameters: [{ name: 'q', in: 'query', schema: { type: 'string' }, example: data, examples: { one: { value: data } } }],
            responses: {
              'x-note': data,
              default: { $ref: '#/components/responses/Missing' },
              '200': { description: 'OK', content: { 'application/json': { schema: { type: 'object', default: data, examples: [data] }, example: data, examples: { one: { value: data } } } } },
            },
          },
        },
      },
    };
    expect(definitionRuleProblems(document)).toEqual([{ pointer: '/paths/~1x/get/responses/default/$ref', message: 'points at "#/components/responses/Missing", which the definition does not have' }]);
  });

  it('names an operationId used twice, at the second use', () => {
    const document = { ...base, paths: { '/a': { get: { operationId: 'same', ...ok } }, '/b': { post: { operationId: 'same', ...ok } } } };
    expect(definitionRuleProblems(document)).toEqual([{ pointer: '/paths/~1b/post/operationId', message: '"same" is already the operationId of GET /a; each operation needs its own' }]);
  });

  it('names a path parameter missing from the operation, one its path has no {name} for, and a parameter declared twice', () => {
    const document = {
      ...base,
      paths: {
        '/pets/{id}': { get: ok },
        '/pets': { post: { parameters: [pathParameter('id'), { name: 'q', in: 'query' }, { name: 'q', in: 'query' }], ...ok } },
      },
    };
    expect(definitionRuleProblems(document)).toEqual([
      { pointer: '/paths/~1pets~1{id}/get', message: 'GET /pets/{id} has no path parameter "id", which its path needs: declare it with in: path' },
      { pointer: '/paths/~1pets/post/parameters/2', message: 'declares the query parameter "q" a second time in the same list' },
      { pointer: '/paths/~1pets/post/parameters/0', message: 'is the path parameter "id", and the path /pets has no {id}' },
    ]);
  });
});
