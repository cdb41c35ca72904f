import type { Root } from 'mdast';
import remarkGfm from 'remark-gfm';
import remarkStringify from 'remark-stringify';
import { unified } from 'unified';
import { describe, expect, it } from 'vitest';
import { getTranslator } from '../../shared/i18n/translate';
import { operationModel } from '../../shared/openapi/operation-model';
import type { OpenApiDocument } from '../../shared/openapi/types';
import { operationHtml } from '../openapi/operation-html';
import { compactOperation } from './compact-operation';
import { operationMarkdown } from './operation-markdown';

/**
 * One operation with a 2 MiB example in every place a definition can hold one (a field's example,
 * default and enum, a parameter's example, a request and a response example): every output an
 * operation goes into stays within one budget (issue 42, P6). The page once trimmed it while the
 * Markdown twin, llms-full.txt (made of the twins), agents/operations/*.json and the MCP server's
 * get_operation (both the compact JSON) carried it whole.
 */
const OPERATION_BUDGET_BYTES = 200 * 1024;
const HUGE = 'A'.repeat(2 * 1024 * 1024);

const field = { type: 'string', example: HUGE, default: HUGE, enum: [HUGE, 'b'] };
const body = { type: 'object', properties: { note: field, items: { type: 'array', items: { type: 'string' }, example: Array.from({ length: 100_000 }, (_, index) => `item-${index}`) } } };
const definition = {
  openapi: '3.1.0',
  info: { title: 'Evil', version: '1' },
  servers: [{ url: 'https://api.example' }],
  paths: {
    '/charges': {
      post: {
        summary: 'Charge',
        parameters: [{ name: 'q', in: 'query', required: true, schema: { type: 'string' }, example: HUGE }],
        requestBody: { content: { 'application/json': { schema: body, example: { note: HUGE, items: ['x'] } } } },
        responses: { '200': { description: 'OK', content: { 'application/json': { schema: body, example: { note: HUGE } } } } },
      },
    },
  },
} as unknown as OpenApiDocument;

const t = getTranslator('en');
const bytes = (text: string) => Buffer.byteLength(text);
const code = (text: string) => ({ className: 'shiki', style: '', html: `<code>${text.replace(/</g, '&lt;')}</code>` });

describe('an operation’s outputs with huge examples (P6)', () => {
  const model = operationModel('evil', definition, '/charges', 'post');
  const compact = compactOperation(model, '/evil/api', 'https://docs.example');

  it('stays within the budget as compact JSON (agents/operations, MCP get_operation)', () => {
    expect(bytes(JSON.stringify(compact))).toBeLessThan(OPERATION_BUDGET_BYTES);
  });

  it('stays within the budget as Markdown (the twin, llms-full.txt)', () => {
    const markdown = String(unified().use(remarkGfm).use(remarkStringify).stringify({ type: 'root', children: operationMarkdown(compact, t) } as Root));
    expect(bytes(markdown)).toBeLessThan(OPERATION_BUDGET_BYTES);
    // It says the value goes on, and points at the whole example.
    expect(markdown).toContain(`${'A'.repeat(100)}`);
    expect(markdown).toMatch(/A…/);
  });

  it('stays within the budget as the page’s HTML, its deferred panels included', () => {
    const { html, parts } = operationHtml(model, t, code, { deferPanels: true });
    expect(bytes(html) + [...parts.values()].reduce((sum, part) => sum + bytes(part), 0)).toBeLessThan(OPERATION_BUDGET_BYTES);
  });

  it('keeps the whole example as a download for whoever needs it', () => {
    expect(compact.request?.examples?.[0]?.fullExample).toMatch(/^https:\/\/docs\.example\/code\/[\w-]+\.json$/);
  });
});
