import type { ApiDefinitions } from '../openapi/load-definitions';
import { exampleProblems } from '../../shared/openapi/example-check';
import type { ApiOperationModel, ExampleModel } from '../../shared/openapi/operation-model';
import type { Problem, SitePage } from '../../shared/site/types';

export interface CheckedExamples {
  /** How many examples were validated (every JSON example a page shows, given or generated). */
  checked: number;
  problems: Problem[];
}

function examplesOf(model: ApiOperationModel): Array<{ where: string; example: ExampleModel }> {
  const name = model.webhook === undefined ? `${model.method} ${model.path}` : `webhook ${model.webhook}`;
  return [
    ...model.requestPanels.flatMap((panel) => panel.examples.map((example) => ({ where: `${name} request${panel.schema?.title ? ` (${panel.schema.title})` : ''}${example.label ? ` example "${example.label}"` : ''}`, example }))),
    ...model.responses.flatMap((response) => response.examples.map((example) => ({ where: `${name} response ${response.status}${example.label ? ` example "${example.label}"` : ''}`, example }))),
    ...model.callbacks.flatMap(examplesOf),
  ];
}

/** The parameter values a page shows or sends in its samples (and its callbacks'). */
function parameterValuesOf(model: ApiOperationModel): Array<{ where: string; value: unknown; schema: unknown }> {
  const name = model.webhook === undefined ? `${model.method} ${model.path}` : `webhook ${model.webhook}`;
  return [
    ...model.parameters.flatMap((group) => group.checks.map((check) => ({ where: `${name} ${group.location} parameter ${check.name}`, value: check.value, schema: check.schema }))),
    ...model.callbacks.flatMap(parameterValuesOf),
  ];
}

/**
 * Every example the API pages show (bodies and parameter values), validated against its schema with a JSON Schema validator:
 * an author's example that contradicts the schema, or a generated one that breaks a constraint,
 * fails the build with the definition, the example and the JSON pointer of each problem.
 */
export function apiExampleProblems(pages: readonly SitePage[], apis: ApiDefinitions): CheckedExamples {
  const problems: Problem[] = [];
  let checked = 0;
  for (const page of pages) {
    if (page.untranslated) continue;
    for (const model of page.operations ?? []) {
      const definition = apis[model.api]?.[page.locale];
      if (!definition) continue;
      const values = [
        ...parameterValuesOf(model).map((check) => ({ ...check, direction: 'request' as const })),
        ...examplesOf(model).flatMap(({ where, example }) => (example.check ? [{ where, ...example.check }] : [])),
      ];
      for (const { where, value, schema, direction } of values) {
        checked += 1;
        const found = exampleProblems(definition.document, schema, value, direction);
        if (found.length > 0) {
          problems.push({ file: definition.overlayFile ?? definition.file, message: `${where} does not fit its schema: ${found.join('; ')}. Fix the example or the schema.` });
        }
      }
    }
  }
  return { checked, problems };
}
