import { describe, expect, it } from 'vitest';
import { loadFixture } from '../../../tests/fixtures/openapi/load-fixture';
import type { ApiDefinitions } from '../openapi/load-definitions';
import { operationModel } from '../../shared/openapi/operation-model';
import { apiDefinitions, loadSite } from '../site/load-site';
import type { SitePage } from '../../shared/site/types';
import { apiExampleProblems } from './api-examples';

describe('apiExampleProblems', () => {
  it('validates every example the site shows against its schema', () => {
    const site = loadSite();
    const { checked, problems } = apiExampleProblems(site.pages, apiDefinitions());
    expect(problems).toEqual([]);
    // Every API page shows examples; the check must have seen them all, in both languages.
    const shown = site.pages.filter((page) => !page.untranslated).flatMap((page) => page.operations ?? []);
    expect(shown.length).toBeGreaterThan(0);
    expect(checked).toBeGreaterThanOrEqual(shown.length);
  });

  it('names the definition, the example and the JSON pointer of what is wrong', () => {
    const document = loadFixture('examples.yaml');
    const requestBody = {
      content: { 'application/json': { schema: { $ref: '#/components/schemas/Lizard' }, examples: { bad: { summary: 'Mal', value: { pet_type: 7, scales: 'many' } } } } },
    };
    const broken = { ...document, paths: { '/animals': { post: { requestBody, responses: { '204': { description: 'OK' } } } } } };
    const apis: ApiDefinitions = { pets: { es: { api: 'pets', locale: 'es', file: 'openapi/pets/openapi.yaml', document: broken } } };
    const page = { locale: 'es', untranslated: false, operations: [operationModel('pets', broken, '/animals', 'post')] } as SitePage;
    expect(apiExampleProblems([page], apis).problems).toEqual([
      { file: 'openapi/pets/openapi.yaml', message: 'POST /animals request example "Mal" does not fit its schema: /pet_type: must be string; /scales: must be integer. Fix the example or the schema.' },
    ]);
  });
});

describe('parameter values', () => {
  it('checks the value each parameter shows or sends in the samples', () => {
    const document = {
      openapi: '3.1.0',
      paths: {
        '/sessions/{requestId}': {
          get: {
            parameters: [
              { name: 'requestId', in: 'path', required: true, schema: { type: 'integer', minimum: 1 }, example: 'abc' },
              { name: 'limit', in: 'query', schema: { type: 'integer', minimum: 10, multipleOf: 5 } },
              { name: 'status', in: 'query', required: true, schema: { type: 'array', items: { type: 'string', enum: ['PENDING', 'APPROVED'] }, minItems: 2, uniqueItems: true } },
            ],
            responses: { '204': { description: 'OK' } },
          },
        },
      },
    };
    const apis: ApiDefinitions = { pay: { es: { api: 'pay', locale: 'es', file: 'openapi/pay/openapi.yaml', document } } };
    const page = { locale: 'es', untranslated: false, operations: [operationModel('pay', document, '/sessions/{requestId}', 'get')] } as SitePage;
    const { checked, problems } = apiExampleProblems([page], apis);
    // requestId (an example that breaks its schema) and status (required, generated); limit is neither shown nor sent.
    expect(checked).toBe(2);
    expect(problems.map((problem) => problem.message)).toEqual(['GET /sessions/{requestId} path parameter requestId does not fit its schema: /: must be integer. Fix the example or the schema.']);
  });
});
