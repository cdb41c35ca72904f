import { describe, expect, it } from 'vitest';
import { loadManifests } from '../navigation/load-manifests';
import { writtenLocales } from '../navigation/manifest';
import { loadProductDefinitions } from '../site/load-site';
import { buildDefinitions } from './load-definitions';
import { listOperations } from './list-operations';
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
    expect(problem?.message).toMatch(/^openapi\/pay\/openapi\.yaml with openapi\/pay\/en\.overlay\.yaml applied is not a valid OpenAPI document: /);
  });
});
