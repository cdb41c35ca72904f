import type { Locale } from '../i18n/locales';
import type { RawObject } from '../openapi/raw';
import type { SimOperation } from '../simulator/api-data';
import { problemMessage } from '../simulator/api-messages';
import { formMedia, jsonMedia } from '../simulator/examples';
import { schemaProblems } from '../simulator/request-validation';

/**
 * What *Try it* says about the body as the reader types: not JSON, or each problem with the
 * operation's schema at its JSON pointer, in the words the simulator (and the API) answer with.
 * The same validator the simulator runs (request-validation.ts), so what it flags here is what a
 * send would answer 400 for.
 */
export type BodyCheck = { kind: 'empty' } | { kind: 'form' } | { kind: 'badJson'; message: string } | { kind: 'problems'; problems: Array<{ pointer: string; message: string }> } | { kind: 'valid' };

export function checkBody(document: RawObject, operation: SimOperation, text: string, locale: Locale): BodyCheck {
  if (text.trim() === '') return { kind: 'empty' };
  // A form body (OAuth's `/oauth/token`) is not JSON; its handler checks it in OAuth's own words.
  if (!jsonMedia(document, operation.operation.requestBody) && formMedia(document, operation.operation.requestBody)) return { kind: 'form' };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return { kind: 'badJson', message: error instanceof Error ? error.message : String(error) };
  }
  const problems = schemaProblems(document, jsonMedia(document, operation.operation.requestBody)?.schema, value);
  if (problems.length === 0) return { kind: 'valid' };
  return { kind: 'problems', problems: problems.map((problem) => ({ pointer: problem.pointer || '/', message: problemMessage(problem, locale) })) };
}
