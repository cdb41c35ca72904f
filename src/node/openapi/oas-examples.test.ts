import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { parse } from 'node-html-parser';
import { describe, expect, it } from 'vitest';
import { declaredOperation } from '../../../tests/support/declared-operation';
import { getTranslator } from '../../shared/i18n/translate';
import { exampleProblems } from '../../shared/openapi/example-check';
import { listOperations, listWebhooks } from '../../shared/openapi/list-operations';
import { type ApiOperationModel, operationModel, webhookModel } from '../../shared/openapi/operation-model';
import type { OpenApiDocument } from '../../shared/openapi/types';
import { DROPDOWN_ATTRIBUTE } from '../../shared/ui/api-markup';
import type { LoadedDefinition } from './load-definitions';
import { operationHtml } from './operation-html';
import { validateDefinition } from './validate';

// ReadMe's public collection of edge-case definitions (devDependency @readme/oas-examples, pinned), as published.
const root = path.dirname(createRequire(import.meta.url).resolve('@readme/oas-examples/package.json'));
const corpus = (['3.0', '3.1'] as const).flatMap((version) =>
  readdirSync(path.join(root, version, 'json'))
    .filter((name) => name.endsWith('.json'))
    .map((name) => ({ name: `${version}/${name}`, document: JSON.parse(readFileSync(path.join(root, version, 'json', name), 'utf8')) as OpenApiDocument })),
);

const sorted = (values: readonly string[]) => [...values].sort();
const key = (one: { name: string; in: string; required: boolean }) => `${one.in} ${one.name}${one.required ? ' (required)' : ''}`;
/** Top-level attribute names a schema panel lists: not the row for any other key, nor a tuple's positions. */
const panelNames = (model: ApiOperationModel) =>
  [...new Set(model.requestPanels.flatMap((panel) => (panel.schema?.attributes ?? []).filter((row) => !row.additional && !/^\[\d+\]$/.test(row.name)).map((row) => row.name)))];

/** What the view model of one operation shows, in the terms of declaredOperation. */
function shown(model: ApiOperationModel) {
  return {
    parameters: model.parameters.flatMap((group) => group.rows.map((row) => ({ name: row.name, in: group.location, required: row.required }))),
    responses: model.responses.map((response) => ({ status: response.status, headers: response.headers.map((row) => row.name) })),
    body: model.request ? { properties: panelNames(model) } : null,
    security: (model.security?.alternatives ?? []).map((alternative) => alternative.map((scheme) => scheme.name)),
  };
}

const t = getTranslator('en');
// Highlighting is Shiki's business (tested in highlight-code); here a block is its escaped text.
const code = (text: string) => ({ className: 'shiki', style: '', html: `<code>${text.replace(/&/g, '&amp;').replace(/</g, '&lt;')}</code>` });

/** What the operation's HTML (every panel in the page) names: attribute rows, statuses, sample tabs, security. */
function page(model: ApiOperationModel) {
  const html = parse(`<section>${operationHtml(model, t, code).html}</section>`);
  // The operation's own statuses, not its callbacks'.
  const radiogroup = html.querySelector(`input[name="${model.id}-status"]`)?.closest('[role="radiogroup"]');
  const languages = html.querySelector('[data-language-group]');
  const dropdown = languages?.querySelector(`[${DROPDOWN_ATTRIBUTE}]`)?.getAttribute(DROPDOWN_ATTRIBUTE);
  return {
    names: new Set(html.querySelectorAll('.api-attr-name').map((name) => name.text)),
    statuses: radiogroup ? radiogroup.querySelectorAll('label').map((label) => label.text) : model.responses.length === 1 ? [model.responses[0]!.status] : [],
    tabs: dropdown ? (JSON.parse(dropdown) as { options: Array<{ label: string }> }).options.map((option) => option.label) : [],
    samples: languages?.querySelectorAll('pre').length ?? 0,
    security: html.querySelectorAll('h3').some((heading) => heading.text === t('api.security')),
  };
}

describe('every operation of @readme/oas-examples', () => {
  for (const { name, document } of corpus) {
    it(`${name}: validates, and each operation reads and renders as it is declared`, async () => {
      const definition: LoadedDefinition = { api: 'corpus', locale: 'en', file: name, document };
      expect(await validateDefinition(definition)).toEqual([]);
      listOperations(document).forEach(({ path: route, method }, index) => {
        const where = `${method} ${route}`;
        const model = operationModel('corpus', document, route, method);
        const want = declaredOperation(document, route, method, model.request?.mediaType ?? null);
        const got = shown(model);
        expect(sorted(got.parameters.map(key)), `${where} parameters`).toEqual(sorted(want.parameters.map(key)));
        expect(got.responses, `${where} responses and their headers`).toEqual(want.responses);
        expect(got.body && { properties: sorted(got.body.properties) }, `${where} request body`).toEqual(want.body && { properties: sorted(want.body.properties) });
        expect(got.security, `${where} security`).toEqual(want.security);

        // The build checks every example and parameter value the page shows: it can judge each (a wrong one is the author's to fix).
        const checks = [
          ...[...model.requestPanels.flatMap((panel) => panel.examples), ...model.responses.flatMap((response) => response.examples)].flatMap((example) => (example.check ? [example.check] : [])),
          ...model.parameters.flatMap((group) => group.checks.map((check) => ({ ...check, direction: 'request' as const }))),
        ];
        for (const check of checks) expect(() => exampleProblems(document, check.schema, check.value, check.direction), `${where} example check`).not.toThrow();

        const samples = model.requestPanels[0]!.samples;
        const labels = samples.map((sample) => sample.label);
        expect(new Set(labels).size, `${where} one tab per label`).toBe(labels.length);
        for (const authored of want.codeSamples) expect(samples.map((sample) => sample.code), `${where} x-codeSamples "${authored.label}"`).toContain(authored.source);
        const curl = samples.find((sample) => sample.label === 'cURL');
        if (!want.codeSamples.some((sample) => sample.source === curl?.code)) expect(curl?.code, `${where} server`).toContain(`'${want.server}`);

        // The page itself, for every fifth operation of each definition.
        if (index % 5 !== 0) return;
        const rendered = page(model);
        for (const parameter of want.parameters) expect(rendered.names.has(parameter.name), `${where} page: parameter ${parameter.name}`).toBe(true);
        for (const response of want.responses) for (const header of response.headers) expect(rendered.names.has(header), `${where} page: header ${header}`).toBe(true);
        for (const property of want.body?.properties ?? []) expect(rendered.names.has(property), `${where} page: body property ${property}`).toBe(true);
        expect(rendered.statuses, `${where} page: statuses`).toEqual(want.responses.map((response) => response.status));
        expect(rendered.tabs.length > 0 ? rendered.tabs : labels.slice(0, 1), `${where} page: sample tabs`).toEqual(labels);
        expect(rendered.samples, `${where} page: sample blocks`).toBe(samples.length);
        expect(rendered.security, `${where} page: security`).toBe(want.security.length > 0);
      });
      // 3.1 webhooks: what Ondapay would send, read the same way (no samples: the reader receives them).
      for (const { path: event, method } of listWebhooks(document)) {
        const model = webhookModel('corpus', document, event, method);
        const want = declaredOperation(document, event, method, model.request?.mediaType ?? null, 'webhooks');
        const got = shown(model);
        expect(sorted(got.parameters.map(key)), `webhook ${method} ${event} parameters`).toEqual(sorted(want.parameters.map(key)));
        expect(got.responses, `webhook ${method} ${event} responses`).toEqual(want.responses);
        expect(got.body && { properties: sorted(got.body.properties) }, `webhook ${method} ${event} body`).toEqual(want.body && { properties: sorted(want.body.properties) });
      }
    });
  }
});

/** A JSON pointer's token (RFC 6901). */
const token = (key: string) => key.replace(/~/g, '~0').replace(/\//g, '~1');
type Json = Record<string, unknown>;

/**
 * Three mistakes an author makes, planted in a copy of a valid definition: `info` without its
 * version, a misspelt `summry` on the first operation written in place (not behind a `$ref`), and a
 * response without its description there. Returns the pointers each must be reported at.
 */
function plantMistakes(document: Json): string[] {
  delete (document.info as Json).version;
  const pointers = ['/info'];
  for (const [route, pathItem] of Object.entries((document.paths ?? {}) as Record<string, Json>)) {
    if (typeof pathItem.$ref === 'string') continue;
    const method = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'].find((name) => typeof pathItem[name] === 'object');
    if (method === undefined) continue;
    const operation = pathItem[method] as Json;
    const at = `/paths/${token(route)}/${method}`;
    operation.summry = 'Misspelt';
    operation.responses = { ...(operation.responses as Json), '599': { content: {} } };
    pointers.push(`${at}/summry`, `${at}/responses/599`);
    break;
  }
  return pointers;
}

describe('an invalid copy of every definition of @readme/oas-examples', () => {
  for (const { name, document } of corpus) {
    it(`${name}: each planted mistake is reported at its JSON pointer, and nothing else`, async () => {
      const copy = structuredClone(document) as Json;
      const pointers = plantMistakes(copy);
      const problems = await validateDefinition({ api: 'corpus', locale: 'en', file: name, document: copy as OpenApiDocument });
      const located = problems.map((problem) => / at (\S+): /.exec(problem.message)?.[1]);
      expect(sorted(located.map(String)), problems.map((problem) => problem.message).join('\n')).toEqual(sorted(pointers));
      expect(problems.every((problem) => problem.file === name && problem.message.startsWith(`${name} is not a valid OpenAPI 3.${name[2]} document at `))).toBe(true);
    });
  }
});
