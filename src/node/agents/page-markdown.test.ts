import { describe, expect, it } from 'vitest';
import { getTranslator } from '../../shared/i18n/translate';
import { testCards } from '../../shared/test-cards/cards';
import type { SitePage } from '../../shared/site/types';
import { orderPaid, updateOrder } from '../../../tests/fixtures/agents';
import { pageMarkdown } from './page-markdown';

const page = (body: string, extra: Partial<SitePage> = {}): SitePage => ({
  locale: 'en', path: '/shop/api', href: '/en/shop/api', namespace: 'shop', kind: 'api', sourceFile: 'content/en/shop/api.mdx', sourceLocale: 'en', isIndex: false,
  untranslated: false, title: 'Orders', description: 'The orders API.', body, headings: [], navigation: [], alternates: {},
  operations: [updateOrder(), orderPaid()], ...extra,
});

describe('pageMarkdown', () => {
  it('writes each placed operation where the page places it', () => {
    const text = pageMarkdown(page('Intro.\n\n<ApiOperation path="/orders/{orderId}" method="post" />\n\n## After\n\n<ApiOperation webhook="orderPaid" />\n'), getTranslator('en'), 'https://docs.example');
    expect(text.indexOf('## Update an order')).toBeGreaterThan(text.indexOf('Intro.'));
    expect(text.indexOf('## After')).toBeGreaterThan(text.indexOf('## Update an order'));
    expect(text.indexOf('## Order paid')).toBeGreaterThan(text.indexOf('## After'));
  });

  it('drops an element whose operation the page did not read, and keeps the untranslated notice', () => {
    const t = getTranslator('en');
    const text = pageMarkdown(page('<ApiOperation path="/nowhere" method="get" />\n\nText.\n', { untranslated: true }), t, 'https://docs.example');
    expect(text).toBe(`# Orders\n\nThe orders API.\n\n> ${t('untranslated.notice')}\n\nText.\n`);
  });

  it('writes the test-card explorer as a table of every card in the page language, reasons linked to the code catalogue', () => {
    for (const locale of ['es', 'en'] as const) {
      const text = pageMarkdown(page('## Cards\n\n<TestCards />\n', { locale, kind: 'guide', operations: [] }), getTranslator(locale), 'https://docs.example');
      const rows = text.split('\n').filter((line) => line.startsWith('| `') && /\d{4}/.test(line));
      expect(rows).toHaveLength(testCards.length);
      testCards.forEach((card, index) => expect(rows[index]).toContain(`\`${card.number}\``));
      expect(text).toContain(`[\`"51"\`](${locale === 'en' ? '/en' : ''}/codes#gateway-reason-51)`);
      expect(text).toContain(locale === 'en' ? 'Insufficient funds' : 'Fondos insuficientes');
    }
  });
});
