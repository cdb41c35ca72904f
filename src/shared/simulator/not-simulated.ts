import type { Locale } from '../i18n/locales';
import { jsonAnswer } from './answers';

/**
 * The simulator's honest answer to what it does not model: HTTP 501 and a body that is visibly
 * the simulator's (`simulator.notSimulated`), never a made-up answer of the API.
 */
const words = {
  es: (what: string, field?: string) => `El simulador aún no modela ${what}${field ? ` con ${field}` : ''}. Pruébalo en el ambiente de pruebas real.`,
  en: (what: string, field?: string) => `The simulator does not model ${what}${field ? ` with ${field}` : ''} yet. Try it in the real test environment.`,
} as const satisfies Record<Locale, (what: string, field?: string) => string>;

export function notSimulated(locale: Locale, what: string, field?: string) {
  const message = words[locale](what, field);
  return jsonAnswer(501, { simulator: { notSimulated: what, ...(field ? { field } : {}), message } }, [{ kind: 'notSimulated', message }]);
}

/** Said beside a `PENDING` session's status: the pages give no reason or message for an open session. */
const openSession = {
  es: 'Las páginas no documentan el motivo ni el mensaje de una sesión abierta: el simulador responde "00" con las palabras de una petición aceptada.',
  en: 'The pages do not document the reason or message of an open session: the simulator answers "00" with the words of an accepted request.',
} as const satisfies Record<Locale, string>;

export const openSessionNote = (locale: Locale) => ({ kind: 'notSimulated' as const, message: openSession[locale] });
