import type { ApiDefinitions, DefinitionProblem, LoadedDefinition } from './load-definitions';
import { definitionRuleProblems } from './definition-rules';
import { openApiSchema } from './openapi-schemas';

/** The file an author opens to fix a locale's definition: the overlay for a translation, else the source. */
const fileOf = (definition: LoadedDefinition) => definition.overlayFile ?? definition.file;

/**
 * Checks one locale's definition, as written (nothing is copied, rewritten or dereferenced), in
 * two parts: OpenAPI's own JSON Schema for its version (3.0's draft-04 schema, 3.1's 2020-12
 * one), then the rules the site adds (definition-rules.ts), but only once the schema accepts it.
 * Every problem names the file to fix and the JSON pointer of the place in the definition.
 * The content check runs it, not the page build; the work is synchronous, the promise kept for its callers.
 */
export async function validateDefinition(definition: LoadedDefinition): Promise<DefinitionProblem[]> {
  const what = definition.overlayFile ? `${definition.file} with ${definition.overlayFile} applied` : definition.file;
  const document = definition.document as unknown as Record<string, unknown>;
  const openapi = typeof document.openapi === 'string' ? document.openapi : '';
  const file = fileOf(definition);
  if (!/^3\.[01]\.\d+/.test(openapi)) {
    return [{ file, message: `${what}: /openapi is ${JSON.stringify(document.openapi ?? null)}; the site reads OpenAPI 3.0.x and 3.1.x. Set /openapi to the version the definition is written in.` }];
  }
  const schema = openApiSchema(openapi);
  const schemaProblems = schema.problems(document);
  if (schemaProblems.length > 0) {
    return schemaProblems.map(({ pointer, message }) => ({
      file,
      message: `${what} is not a valid OpenAPI ${schema.version} document at ${pointer || '/'}: ${message}. Fix it there (checked with ${schema.id}).`,
    }));
  }
  return definitionRuleProblems(document).map(({ pointer, message }) => ({
    file,
    message: `${what} breaks a rule of the site at ${pointer || '/'}: ${message}.`,
  }));
}

export async function validateDefinitions(definitions: ApiDefinitions): Promise<DefinitionProblem[]> {
  const all = Object.values(definitions).flatMap((perLocale) => Object.values(perLocale));
  const problems: DefinitionProblem[] = [];
  for (const definition of all) problems.push(...(await validateDefinition(definition)));
  return problems;
}
