import type { Locale } from '../i18n/locales';
import { fieldName, type SchemaProblem } from './request-validation';

/**
 * The words of the API's own messages that no example of a definition holds whole, because they
 * name the field at fault: the patterns of docs/content-guide.md ("El campo payment.reference es
 * obligatorio" / "The payment.reference field is required"). Every other message the simulator
 * writes is a definition's example (examples.ts) or a test card's (src/shared/test-cards/cards.ts).
 */
const patterns = {
  required: { es: 'El campo {field} es obligatorio', en: 'The {field} field is required' },
  format: { es: 'El campo {field} no tiene un formato válido', en: 'The field {field} does not have a valid format' },
  invalid: { es: 'El campo {field} no es válido', en: 'The field {field} is not valid' },
  notAccepted: { es: 'El campo {field} no se admite en esta operación', en: 'The field {field} is not accepted by this operation' },
  badJson: { es: 'El cuerpo de la petición no es un JSON válido', en: 'The request body is not valid JSON' },
  invalidRequest: { es: 'La petición no es válida', en: 'The request is not valid' },
} as const satisfies Record<string, Record<Locale, string>>;

export type MessagePattern = keyof typeof patterns;

export const apiMessage = (pattern: MessagePattern, locale: Locale, field = '') => patterns[pattern][locale].replace('{field}', field);

/** The API's message for the first problem of a request that does not fit its schema. */
export function problemMessage(problem: SchemaProblem, locale: Locale): string {
  const field = fieldName(problem.pointer);
  if (!field) return apiMessage('invalidRequest', locale);
  switch (problem.keyword) {
    case 'required':
      return apiMessage('required', locale, field);
    case 'format':
    case 'pattern':
    case 'minLength':
    case 'maxLength':
      return apiMessage('format', locale, field);
    case 'additionalProperties':
    case 'unevaluatedProperties':
    case 'false':
      return apiMessage('notAccepted', locale, field);
    default:
      return apiMessage('invalid', locale, field);
  }
}
