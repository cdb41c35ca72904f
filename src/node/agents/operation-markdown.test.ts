import type { Root } from 'mdast';
import remarkGfm from 'remark-gfm';
import remarkStringify from 'remark-stringify';
import { unified } from 'unified';
import { describe, expect, it } from 'vitest';
import { getTranslator } from '../../shared/i18n/translate';
import { compactOperation } from './compact-operation';
import { orderPaid, updateOrder } from '../../../tests/fixtures/agents';
import { operationMarkdown } from './operation-markdown';

const t = getTranslator('en');
const markdown = (nodes: ReturnType<typeof operationMarkdown>) => String(unified().use(remarkGfm).use(remarkStringify, { bullet: '-', fences: true }).stringify({ type: 'root', children: nodes } as Root));

describe('operationMarkdown', () => {
  const text = markdown(operationMarkdown(compactOperation(updateOrder(), '/shop/api', 'https://docs.example'), t));

  it('heads the operation with its title at the page’s level, then its method and path', () => {
    expect(text.startsWith('## Update an order\n\n`POST /orders/{orderId}`\n\nChanges an **order**.')).toBe(true);
  });

  it('lists parameters and body fields with their badges, facts and nested fields', () => {
    expect(text).toContain(`**${t('api.parameters.path')}**`);
    expect(text).toContain(`- \`orderId\` (integer, ${t('badge.required')}): The order.`);
    expect(text).toMatch(/- `amount` \(object, REQUIRED\)\n\s+- `total` \(number, REQUIRED\)/);
    expect(text).toContain(`${t('api.fact.enum')}: \`COP\`, \`USD\``);
    expect(text).toContain(t('api.circular', { name: 'Node' }));
  });

  it('keeps a description’s own headings from breaking the page’s outline', () => {
    expect(text).not.toMatch(/^#+ Not a heading/m);
    expect(text).toContain('**Not a heading of the page**');
  });

  it('writes a description\'s raw HTML as Markdown and a link outside the allow-list as its text, as the page does (P5)', () => {
    const hostile = { ...compactOperation(updateOrder(), '/shop/api', 'https://docs.example'), description: "Mira [x](javascript:alert('oplink')) y <a href=\"javascript:alert(2)\">y</a> <b>z</b> <script>robar()</script> [ok](/shop)" };
    const written = markdown(operationMarkdown(hostile, t));
    expect(written).toContain('Mira x y y **z**  [ok](/shop)');
    expect(written).not.toMatch(/javascript:|<script|<a /i);
  });

  it('shows the examples, the request sample and every response', () => {
    expect(text).toContain('```json\n{\n  "amount"');
    expect(text).toContain(`**${t('api.samples')}**`);
    expect(text).toContain('https://api-test.example/orders/42');
    expect(text).toContain(`**${t('api.responses')}**`);
    expect(text).toMatch(/\*\*404\*\*\n\nNo such order/);
  });

  it('shows a webhook by its name, with its signature', () => {
    const webhook = markdown(operationMarkdown(compactOperation(orderPaid(), '/shop/api', 'https://docs.example'), t));
    expect(webhook).toContain(`\`${t('api.webhook')} orderPaid\``);
    expect(webhook).toContain('`SHA-256(orderId + secretKey)`');
  });
});
