import { describe, expect, it } from 'vitest';
import { getTranslator } from '../../shared/i18n/translate';
import type { ApiOperationModel } from '../../shared/openapi/operation-model';
import { parseTryItValue } from '../../shared/ui/try-it-markup';
import { tryItButtonHtml } from './try-it-html';

const model = (extra: Partial<ApiOperationModel>) => ({ api: 'checkout', method: 'POST', path: '/api/session/{requestId}', ...extra }) as ApiOperationModel;

describe('tryItButtonHtml', () => {
  it('writes one button naming the operation, collapsed, in the page’s language', () => {
    const html = tryItButtonHtml(model({}), getTranslator('en'));
    expect(html).toBe('<button type="button" class="api-try" aria-expanded="false" data-try-it="checkout POST /api/session/{requestId}">Try it</button>');
    expect(parseTryItValue(/data-try-it="([^"]+)"/.exec(html)?.[1])).toEqual({ api: 'checkout', method: 'POST', path: '/api/session/{requestId}' });
    expect(tryItButtonHtml(model({}), getTranslator('es'))).toContain('>Probar</button>');
  });

  it('writes none for a webhook, which Ondapay sends', () => {
    expect(tryItButtonHtml(model({ webhook: 'sessionUpdated', path: 'sessionUpdated' }), getTranslator('en'))).toBe('');
  });
});
