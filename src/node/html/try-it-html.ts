import type { Translate } from '../../shared/i18n/translate';
import type { ApiOperationModel } from '../../shared/openapi/operation-model';
import { attributesHtml, escapeHtml } from '../../shared/ui/html';
import { TRY_IT_ATTRIBUTE, tryItValue } from '../../shared/ui/try-it-markup';

/**
 * An operation's *Try it* button (try-it-markup.ts): all the page carries of the simulated test
 * environment until a reader presses it. A webhook and a callback have none: Ondapay sends them,
 * the reader's code does not.
 */
export function tryItButtonHtml(model: ApiOperationModel, t: Translate): string {
  if (model.webhook !== undefined || !model.path.startsWith('/')) return '';
  // A short class (api.css), as for the attribute rows: every operation of the page writes it.
  const attributes = { type: 'button', class: 'api-try', 'aria-expanded': 'false', [TRY_IT_ATTRIBUTE]: tryItValue(model) };
  return `<button${attributesHtml(attributes)}>${escapeHtml(t('tryIt.button'))}</button>`;
}
