import { describe, expect, it } from 'vitest';
import { loadManifests } from '../navigation/load-manifests';
import { writtenLocales } from '../../shared/navigation/manifest';
import { loadProductDefinitions } from '../site/load-site';
import { buildDefinitions } from './load-definitions';
import { listOperations } from '../../shared/openapi/list-operations';
import { validateDefinition } from './validate';

const source = (text: string, overlay: string | null) => ({
  api: 'pay',
  file: 'openapi/pay/openapi.yaml',
  text,
  overlays: [{ locale: 'en' as const, file: 'openapi/pay/en.overlay.yaml', text: overlay }],
});
const minimal = 'openapi: 3.1.0\ninfo:\n  title: Pagos\n  version: "1"\npaths: {}\n';

describe('every definition in openapi/', () => {
  const { namespaces } = loadManifests(process.cwd());
  const { definitions, problems } = loadProductDefinitions(process.cwd(), namespaces);

  it('loads in every language its product is written in, with its texts translated', () => {
    expect(problems).toEqual([]);
    expect(Object.keys(definitions)).toContain('checkout');
    for (const [api, perLocale] of Object.entries(definitions)) {
      const manifest = namespaces[api];
      expect(Object.keys(perLocale).sort()).toEqual([...(manifest ? writtenLocales(manifest) : ['es', 'en'])].sort());
    }
  });

  it('gives each locale its own object with its own words', () => {
    const checkout = definitions.checkout;
    expect(checkout?.es?.document).not.toBe(checkout?.en?.document);
    const summaries = (locale: 'es' | 'en') => listOperations(checkout?.[locale]?.document ?? {}).map((operation) => operation.summary);
    expect(summaries('es')).toContain('Crea una sesión');
    expect(summaries('en')).toContain('Create a session');
  });

  for (const [api, perLocale] of Object.entries(definitions)) {
    for (const definition of Object.values(perLocale)) {
      it(`${api} (${definition.locale}) is a valid OpenAPI document`, async () => {
        expect(await validateDefinition(definition)).toEqual([]);
      });
    }
  }
});

describe('buildDefinitions', () => {
  it('names a missing overlay, bad YAML and an overlay target that matches nothing', () => {
    expect(buildDefinitions([source(minimal, null)]).problems.map((problem) => problem.file)).toEqual(['openapi/pay/en.overlay.yaml']);
    expect(buildDefinitions([source('a: [', null)]).problems[0]?.message).toMatch(/^is not valid YAML/);
    const overlay = 'overlay: 1.0.0\nactions:\n  - target: $.info\n    update:\n      title: Payments\n  - target: $.paths["/nothing"]\n    update:\n      summary: x\n';
    expect(buildDefinitions([source(minimal, overlay)]).problems).toEqual([
      {
        file: 'openapi/pay/en.overlay.yaml',
        message: 'action 2 (target: $.paths["/nothing"]) matches nothing in the definition of openapi/pay/openapi.yaml. Fix the JSONPath or remove the action.',
      },
    ]);
  });

  it('needs no overlay in a locale the API is left out of on purpose, and has no definition there', () => {
    const leftOut = (api: string, locale: string) => api === 'pay' && locale === 'en';
    const { definitions, problems } = buildDefinitions([source(minimal, null)], leftOut);
    expect(problems).toEqual([]);
    expect(Object.keys(definitions.pay ?? {})).toEqual(['es']);
  });

  it('reports an invalid definition naming its file', async () => {
    const { definitions } = buildDefinitions([source('openapi: 3.1.0\ninfo:\n  title: Pagos\npaths:\n  /x: 5\n', 'overlay: 1.0.0\nactions:\n  - target: $.info\n    update:\n      title: Payments\n')]);
    const [problem] = await validateDefinition(definitions.pay?.en ?? ({} as never));
    expect(problem?.file).toBe('openapi/pay/en.overlay.yaml');
    expect(problem?.message).toMatch(/^openapi\/pay\/openapi\.yaml with openapi\/pay\/en\.overlay\.yaml applied is not a valid OpenAPI 3\.1 document at \/info: an Info Object must have \"version\"\. Fix it there/);
  });
});

describe('reading definitions', () => {
  const json = (document: unknown) => ({ ...source(JSON.stringify(document), null), file: 'openapi/pay/openapi.json' });
  const leftOut = () => true;

  it('reads JSON as JSON, in a .json file or YAML text that is a JSON object', () => {
    const document = { openapi: '3.1.0', info: { title: 'Pagos', version: '1' }, paths: { '/a': { get: { responses: {} } } } };
    expect(buildDefinitions([json(document)], leftOut).definitions.pay?.es?.document).toEqual(document);
    expect(buildDefinitions([source(JSON.stringify(document), null)], leftOut).definitions.pay?.es?.document).toEqual(document);
    expect(buildDefinitions([{ ...json(document), text: '{"openapi": ' }], leftOut).problems[0]?.message).toMatch(/^is not valid JSON: /);
  });

  it('refuses Swagger 2.0 whole, with the command that converts it', () => {
    const swagger = 'swagger: "2.0"\ninfo:\n  title: Pagos\n  version: "1"\npaths:\n  /a:\n    post:\n      parameters:\n        - in: body\n          name: body\n          schema: { type: object }\n      responses: {}\n';
    const { definitions, problems } = buildDefinitions([source(swagger, null)], leftOut);
    expect(definitions.pay).toBeUndefined();
    expect(problems).toEqual([
      {
        file: 'openapi/pay/openapi.yaml',
        message: 'is Swagger 2.0, which the site does not read. Convert it to OpenAPI 3 once and commit the result: npx swagger2openapi@7.0.8 --yaml --outfile openapi/pay/openapi.yaml openapi/pay/openapi.yaml (then check its texts and overlays).',
      },
    ]);
    expect(buildDefinitions([source('openapi: 2.5.0\ninfo: {}\npaths: {}\n', null)], leftOut).problems[0]?.message).toBe('has openapi: "2.5.0"; the site reads OpenAPI 3.0 and 3.1 documents (openapi: 3.1.0).');
  });

  it('shares what an overlay leaves alone with the source, and never changes the source', () => {
    const text = 'openapi: 3.1.0\ninfo:\n  title: Pagos\n  version: "1"\npaths:\n  /a:\n    get:\n      summary: Lista\n      responses:\n        "200":\n          description: Correcto\n          content:\n            application/json:\n              example: { items: [1, 2, 3] }\n';
    const overlay = 'overlay: 1.0.0\nactions:\n  - target: $.info\n    update: { title: Payments }\n  - target: $.paths["/a"].get\n    update: { summary: List }\n  - target: $.paths["/a"].get.responses["200"]\n    update: { description: OK }\n';
    const { definitions, problems } = buildDefinitions([source(text, overlay)]);
    expect(problems).toEqual([]);
    const es = definitions.pay?.es?.document as never as { paths: Record<string, { get: { summary: string; responses: Record<string, { content: unknown }> } }> };
    const en = definitions.pay?.en?.document as never as typeof es;
    expect([es.paths['/a']?.get.summary, en.paths['/a']?.get.summary]).toEqual(['Lista', 'List']);
    // The example (content) is one object in both locales; the containers written are copies.
    expect(en.paths['/a']?.get.responses['200']?.content).toBe(es.paths['/a']?.get.responses['200']?.content);
    expect(en.paths['/a']?.get).not.toBe(es.paths['/a']?.get);
  });
});

describe('validateDefinition', () => {
  const definition = (document: unknown) => ({ api: 'pay', locale: 'es' as const, file: 'openapi/pay/openapi.yaml', document: document as never });
  const base = { openapi: '3.1.0', info: { title: 'Pagos', version: '1' } };

  it('names the JSON pointer of each problem, not only what is wrong', async () => {
    const [problem] = await validateDefinition(definition({ ...base, paths: { '/x': { get: { parameters: [{ name: 'q', in: 'querx', schema: { type: 'string' } }], responses: { '200': { description: 'OK' } } } } } }));
    expect(problem?.message).toBe(
      'openapi/pay/openapi.yaml is not a valid OpenAPI 3.1 document at /paths/~1x/get/parameters/0/in: must be one of "query", "header", "path", "cookie"; it is "querx". Fix it there (checked with https://spec.openapis.org/oas/3.1/schema/2025-11-23).',
    );
  });

  it('does not follow a $ref-looking key inside an example', async () => {
    const example = { $ref: '#/nowhere', nested: { $ref: 'other-file.yaml' } };
    const content = (media: object) => ({ 'application/json': { schema: { type: 'object' }, ...media } });
    const responses = { '200': { description: 'OK', content: content({ example }) }, '201': { description: 'OK', content: content({ examples: { one: { value: example } } }) } };
    const document = { ...base, paths: { '/x': { get: { responses } } } };
    expect(await validateDefinition(definition(document))).toEqual([]);
  });

  it('lists the definitions it could not read, by API and language, so pages that use them say nothing more (P9c)', () => {
    expect(buildDefinitions([source('a: [', null)]).unreadable).toEqual(['pay:es', 'pay:en']);
    expect(buildDefinitions([source(minimal, 'b: [')]).unreadable).toEqual(['pay:en']);
    expect(buildDefinitions([source(minimal, null)]).unreadable).toEqual(['pay:en']);
  });
});
