import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { LoadedDefinition } from './load-definitions';
import { validateDefinition } from './validate';

// ReadMe's public collection of edge-case definitions (devDependency @readme/oas-examples), each as published.
const examples = path.dirname(createRequire(import.meta.url).resolve('@readme/oas-examples/package.json'));
const read = (version: '3.0' | '3.1', name: string) => JSON.parse(readFileSync(path.join(examples, version, 'json', name), 'utf8')) as Json;
type Json = Record<string, unknown>;
/** The object at a path of keys in a parsed definition (the test plants a mistake there). */
const at = (value: unknown, ...keys: string[]): Json => keys.reduce((current, key) => (current as Json)[key], value) as Json;
const loaded = (document: unknown, file = 'openapi/pets/openapi.json'): LoadedDefinition => ({ api: 'pets', locale: 'es', file, document: document as never });
const problemsOf = async (document: unknown) => (await validateDefinition(loaded(document))).map((problem) => problem.message);

// oas-examples.test.ts validates and reads every definition of the collection as published.
describe('a valid definition', () => {
  it('leaves structure named default, example or x-… alone: responses.default, a server variable default, x- headers', async () => {
    const document = read('3.0', 'server-variables.json');
    document.components = { headers: { 'x-rate-limit-limit': { schema: { type: 'integer' }, example: { $ref: '#/not/a/reference' } } } };
    document.paths = { '/x': { get: { responses: { default: { description: 'Any error', headers: { 'x-rate-limit-limit': { $ref: '#/components/headers/x-rate-limit-limit' } } } } } } };
    expect(await problemsOf(document)).toEqual([]);
    delete (Object.values(at(document, 'servers', '0', 'variables'))[0] as Json).default;
    expect(await problemsOf(document)).toEqual([expect.stringMatching(/ at \/servers\/0\/variables\/\w+: a Server Variable Object must have "default"/)]);
  });
});

describe('an invalid OpenAPI 3.0 definition (draft-04 schema)', () => {
  it('names the file, the pointer of the enum value out of range, and the values allowed', async () => {
    const document = read('3.0', 'petstore.json');
    at(document, 'paths', '/pet/findByStatus', 'get', 'parameters', '0').in = 'body';
    expect(await validateDefinition(loaded(document))).toEqual([
      {
        file: 'openapi/pets/openapi.json',
        message:
          'openapi/pets/openapi.json is not a valid OpenAPI 3.0 document at /paths/~1pet~1findByStatus/get/parameters/0/in: must be one of "path", "query", "header", "cookie"; it is "body". Fix it there (checked with https://spec.openapis.org/oas/3.0/schema/2024-10-18).',
      },
    ]);
  });

  it('reports every error in one run, each at its own pointer, in the author\'s terms', async () => {
    const document = read('3.0', 'petstore.json');
    delete at(document, 'info').version;
    at(document, 'paths', '/pet', 'post').summry = 'Add a pet';
    at(document, 'paths', '/pet', 'post', 'responses')['405'] = { content: {} };
    at(document, 'components', 'schemas', 'Pet', 'properties', 'name').exclusiveMinimum = 3;
    at(document, 'components', 'schemas', 'Pet', 'properties', 'status').type = 'text';
    const messages = await problemsOf(document);
    const located = messages.map((message) => / at (\S+): (.*)\. Fix it there/.exec(message)?.slice(1, 3));
    expect(located).toEqual(
      expect.arrayContaining([
        ['/info', 'an Info Object must have "version"'],
        ['/paths/~1pet/post/summry', 'is not a field of an Operation Object (extensions start with "x-")'],
        ['/paths/~1pet/post/responses/405', 'a Response Object must have "description"'],
        ['/components/schemas/Pet/properties/name/exclusiveMinimum', 'must be a boolean; it is an integer'],
        ['/components/schemas/Pet/properties/status/type', 'must be one of "array", "boolean", "integer", "number", "object", "string"; it is "text"'],
      ]),
    );
    expect(messages).toHaveLength(5);
    expect(messages.join('\n')).not.toMatch(/could not be validated/);
  });
});

describe('an invalid OpenAPI 3.1 definition (2020-12 schema)', () => {
  it('names the pointer of a wrong parameter location, an unknown field and a missing title', async () => {
    const document = read('3.1', 'petstore.json');
    at(document, 'paths', '/pet/findByStatus', 'get', 'parameters', '0').in = 'body';
    at(document, 'paths', '/pet', 'post').summry = 'Add a pet';
    delete at(document, 'info').title;
    const messages = await problemsOf(document);
    expect(messages.map((message) => / at (\S+): /.exec(message)?.[1])).toEqual(['/info', '/paths/~1pet/post/summry', '/paths/~1pet~1findByStatus/get/parameters/0/in']);
    expect(messages[2]).toBe(
      'openapi/pets/openapi.json is not a valid OpenAPI 3.1 document at /paths/~1pet~1findByStatus/get/parameters/0/in: must be one of "query", "header", "path", "cookie"; it is "body". Fix it there (checked with https://spec.openapis.org/oas/3.1/schema/2025-11-23).',
    );
  });

  it('leaves the extensions of a failing object alone (x-… beside a missing version, at the root and in info)', async () => {
    const document = read('3.1', 'petstore.json');
    document['x-owner'] = 'payments';
    at(document, 'info')['x-audience'] = 'partners';
    delete at(document, 'info').version;
    expect((await problemsOf(document)).map((message) => / at (\S+): /.exec(message)?.[1])).toEqual(['/info']);
  });

  it('names an unknown field of a security scheme, not the scheme\'s own fields', async () => {
    const document = read('3.1', 'security.json');
    const [name, scheme] = Object.entries(at(document, 'components', 'securitySchemes'))[0] as [string, Json];
    scheme.scopez = [];
    expect(await problemsOf(document)).toEqual([expect.stringContaining(` at /components/securitySchemes/${name}/scopez: is not a field of a Security Scheme Object`)]);
  });

  it('says which versions it reads when /openapi is not one of them', async () => {
    expect(await problemsOf({ ...read('3.1', 'petstore.json'), openapi: '2.0' })).toEqual([
      'openapi/pets/openapi.json: /openapi is "2.0"; the site reads OpenAPI 3.0.x and 3.1.x. Set /openapi to the version the definition is written in.',
    ]);
  });

  it('reports the site\'s own rules apart, once the schema accepts the definition', async () => {
    const document = read('3.1', 'petstore.json');
    at(document, 'paths', '/pet', 'put').operationId = 'addPet';
    expect(await problemsOf(document)).toEqual([
      'openapi/pets/openapi.json breaks a rule of the site at /paths/~1pet/put/operationId: "addPet" is already the operationId of POST /pet; each operation needs its own.',
    ]);
  });
});
