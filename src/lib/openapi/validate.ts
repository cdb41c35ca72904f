import { validate } from '@readme/openapi-parser';
import { cloneJson } from './overlay';
import type { ApiDefinitions, DefinitionProblem, LoadedDefinition } from './load-definitions';

/** How many validation errors a problem lists before "and N more". */
const SHOWN_ERRORS = 5;

/** The file an author opens to fix a locale's definition: the overlay for a translation, else the source. */
const fileOf = (definition: LoadedDefinition) => definition.overlayFile ?? definition.file;

/**
 * Checks one locale's definition against the OpenAPI schema (@readme/openapi-parser). Async,
 * so the content check runs it rather than the page build (which reads definitions synchronously).
 */
export async function validateDefinition(definition: LoadedDefinition): Promise<DefinitionProblem[]> {
  const what = definition.overlayFile ? `${definition.file} with ${definition.overlayFile} applied` : definition.file;
  try {
    // The parser may dereference in place: it gets a copy, never the object pages read.
    const result = await validate(cloneJson(definition.document) as never, { validate: { errors: { colorize: false } } });
    if (result.valid) return [];
    const messages = result.errors.map((error) => error.message.split('\n')[0]?.trim() ?? '');
    const more = messages.length > SHOWN_ERRORS ? ` (and ${messages.length - SHOWN_ERRORS} more)` : '';
    return [
      {
        file: fileOf(definition),
        message: `${what} is not a valid OpenAPI document: ${messages.slice(0, SHOWN_ERRORS).join('; ')}${more}. Fix the definition so it validates.`,
      },
    ];
  } catch (error) {
    return [{ file: fileOf(definition), message: `${what} could not be validated: ${(error as Error).message.split('\n')[0]}` }];
  }
}

export async function validateDefinitions(definitions: ApiDefinitions): Promise<DefinitionProblem[]> {
  const all = Object.values(definitions).flatMap((perLocale) => Object.values(perLocale));
  return (await Promise.all(all.map(validateDefinition))).flat();
}
