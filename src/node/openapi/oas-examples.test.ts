import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { listOperations } from '../../shared/openapi/list-operations';
import { readOperation } from '../../shared/openapi/operation';
import { isObject, type RawObject } from '../../shared/openapi/raw';
import { resolveObject } from '../../shared/openapi/resolve-ref';
import type { OpenApiDocument } from '../../shared/openapi/types';
import type { LoadedDefinition } from './load-definitions';
import { validateDefinition } from './validate';

// ReadMe's public collection of edge-case definitions (devDependency @readme/oas-examples), as published.
const root = path.dirname(createRequire(import.meta.url).resolve('@readme/oas-examples/package.json'));
const corpus = (['3.0', '3.1'] as const).flatMap((version) =>
  readdirSync(path.join(root, version, 'json'))
    .filter((name) => name.endsWith('.json'))
    .map((name) => ({ name: `${version}/${name}`, document: JSON.parse(readFileSync(path.join(root, version, 'json', name), 'utf8')) as OpenApiDocument })),
);

/** What an operation declares: its parameters (path item's and its own, the operation's winning), statuses and whether it has a body. */
function declared(document: OpenApiDocument, pathItem: RawObject, operation: RawObject) {
  const parameters = new Map<string, { name: string; in: string; required: boolean }>();
  for (const list of [pathItem.parameters, operation.parameters]) {
    for (const raw of Array.isArray(list) ? list : []) {
      const parameter = resolveObject(document, raw);
      if (!parameter || typeof parameter.name !== 'string' || typeof parameter.in !== 'string') continue;
      parameters.set(`${parameter.in} ${parameter.name}`, { name: parameter.name, in: parameter.in, required: parameter.in === 'path' || parameter.required === true });
    }
  }
  const responses = isObject(operation.responses) ? Object.keys(operation.responses).filter((status) => !status.startsWith('x-')) : [];
  return { parameters: [...parameters.values()], responses, body: operation.requestBody !== undefined };
}

describe('every operation of @readme/oas-examples', () => {
  for (const { name, document } of corpus) {
    it(`${name}: validates, and each operation reads as it is declared`, async () => {
      const definition: LoadedDefinition = { api: 'corpus', locale: 'en', file: name, document };
      expect(await validateDefinition(definition)).toEqual([]);
      const operations = listOperations(document);
      for (const { path: route, method } of operations) {
        const pathItem = resolveObject(document, (document.paths as RawObject)[route]) ?? {};
        const want = declared(document, pathItem, (pathItem[method] ?? {}) as RawObject);
        const shown = (['params', 'query', 'header', 'cookie'] as const).flatMap((type) =>
          readOperation(route, method, document, type).parameters.map((parameter) => ({ name: parameter.name, in: parameter.in, required: parameter.required })),
        );
        const key = (one: { name: string; in: string }) => `${one.in} ${one.name}`;
        expect(shown.map(key).sort(), `${method} ${route} parameters`).toEqual(want.parameters.map(key).sort());
        expect(shown.sort((a, b) => key(a).localeCompare(key(b)))).toEqual(want.parameters.sort((a, b) => key(a).localeCompare(key(b))));
        expect(readOperation(route, method, document, 'response').responses.map((response) => response.status).sort(), `${method} ${route} responses`).toEqual(want.responses.sort());
        expect(readOperation(route, method, document, 'request').body !== null, `${method} ${route} body`).toBe(want.body);
      }
    });
  }
});
