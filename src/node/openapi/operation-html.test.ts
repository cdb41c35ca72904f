import { parse } from 'node-html-parser';
import { describe, expect, it } from 'vitest';
import { getTranslator } from '../../shared/i18n/translate';
import { ASIDE_ATTRIBUTE, LAZY_CODE_ATTRIBUTE, PANEL_ATTRIBUTE, PART_IDS_ATTRIBUTE, PART_SRC_ATTRIBUTE, PART_WORD_ATTRIBUTES } from '../../shared/ui/api-markup';
import { operationModel } from '../../shared/openapi/operation-model';
import { operationHtml } from './operation-html';
import type { OpenApiDocument } from '../../shared/openapi/types';

const definition: OpenApiDocument = {
  openapi: '3.1.0',
  servers: [{ url: 'https://api.example.test' }],
  paths: {
    '/refunds': {
      post: {
        summary: 'Crea un <b>reembolso</b>',
        description: 'Devuelve **parte** de un pago.',
        parameters: [{ name: 'Idempotency-Key', in: 'header', required: true, schema: { type: 'string' } }],
        requestBody: {
          required: true,
          content: {
            'application/json': {
              schema: { oneOf: [{ $ref: '#/components/schemas/Whole' }, { $ref: '#/components/schemas/Part' }] },
            },
          },
        },
        responses: {
          '201': { description: 'Creado', content: { 'application/json': { schema: { $ref: '#/components/schemas/Refund' } } } },
          '409': { description: 'Ya reembolsado' },
        },
      },
    },
  },
  components: {
    schemas: {
      Whole: { title: 'Total', type: 'object', required: ['payment'], properties: { payment: { type: 'string' } } },
      Part: { title: 'Parcial', type: 'object', required: ['payment', 'amount'], properties: { payment: { type: 'string' }, amount: { type: 'number', minimum: 1 } } },
      Refund: { type: 'object', properties: { id: { type: 'string' }, status: { type: 'string', enum: ['pending', 'done'] } } },
    },
  },
};

// Highlighting is Shiki's business (tested in highlight-code); here a block is its escaped text.
const code = (text: string) => ({ className: 'shiki', style: '', html: `<code>${text.replace(/</g, '&lt;')}</code>` });

describe('operationHtml', () => {
  const t = getTranslator('es');
  const { html, parts } = operationHtml(operationModel('refunds', definition, '/refunds', 'post'), t, code);
  const document = parse(`<section>${html}</section>`);

  it('opens with the heading: title as text, an anchor to itself, the method and path', () => {
    const heading = document.querySelector('h2')!;
    expect(heading.id).toBe('post-refunds');
    expect(heading.text).toContain('Crea un <b>reembolso</b>');
    expect(heading.querySelector('b')).toBeNull();
    expect(heading.querySelector('a')!.getAttribute('href')).toBe('#post-refunds');
    expect(heading.text).toContain('POST');
    expect(heading.text).toContain('/refunds');
  });

  it('writes the description as Markdown and the header parameters as attribute rows', () => {
    expect(document.querySelector('strong')!.text).toBe('parte');
    const headers = document.querySelectorAll('h3').find((h) => h.text === t('api.parameters.header'));
    expect(headers).toBeDefined();
    expect(headers!.parentNode!.querySelector('.api-attrs')!.text).toContain('Idempotency-Key');
  });

  it('puts every variant and status in the page, the first shown and the others hidden', () => {
    expect(parts.size).toBe(0);
    const panels = document.querySelectorAll(`[${PANEL_ATTRIBUTE}]`);
    // Two request variants, then two statuses.
    expect(panels.map((panel) => panel.hasAttribute('hidden'))).toEqual([false, true, false, true]);
    expect(panels[1]!.text).toContain('amount');
    expect(panels[3]!.text).toContain(t('api.noBody'));
    const radios = document.querySelectorAll('input[type="radio"]');
    expect(radios.map((radio) => [radio.getAttribute('value'), radio.hasAttribute('checked')])).toEqual([
      ['0', true],
      ['1', false],
    ]);
    expect(radios[0]!.closest('[role="radiogroup"]')!.getAttribute('aria-label')).toBe(t('api.status'));
  });

  it('writes the first sample and the first example of the first panel in the page, and fetches the others when shown', () => {
    const asides = document.querySelectorAll(`[${ASIDE_ATTRIBUTE}]`);
    const inPage = (aside: (typeof asides)[number]) => aside.querySelectorAll('pre').filter((pre) => !pre.hasAttribute(LAZY_CODE_ATTRIBUTE));
    const [sample, example] = inPage(asides[0]!);
    expect(sample!.text).toContain('curl');
    expect(example!.text).toContain('payment');
    expect(inPage(asides[0]!)).toHaveLength(2);
    expect(asides[0]!.querySelectorAll('pre').length).toBeGreaterThan(2);
    expect(inPage(asides[1]!)).toHaveLength(0);
    const fetched = document.querySelectorAll(`pre[${LAZY_CODE_ATTRIBUTE}]`);
    expect(fetched.every((pre) => /^\/code\/[\w-]+\.txt$/.test(pre.getAttribute(LAZY_CODE_ATTRIBUTE)!) && pre.getAttribute('aria-busy') === 'true')).toBe(true);
  });

  it('speaks the page language in every label', () => {
    const english = operationHtml(operationModel('refunds', definition, '/refunds', 'post'), getTranslator('en'), code).html;
    expect(english).toContain(getTranslator('en')('api.responses'));
    expect(english).not.toContain(t('api.responses'));
  });

  describe('with the panels not shown first as parts (a build)', () => {
    const deferred = operationHtml(operationModel('refunds', definition, '/refunds', 'post'), t, code, { deferPanels: true });
    const page = parse(`<section>${deferred.html}</section>`);

    it('leaves each hidden panel and aside empty, with the address of its HTML and the ids in it', () => {
      const hidden = page.querySelectorAll('[hidden]').filter((element) => element.hasAttribute(PANEL_ATTRIBUTE) || element.hasAttribute(ASIDE_ATTRIBUTE));
      expect(hidden).toHaveLength(4);
      for (const part of hidden) {
        expect(part.childNodes).toHaveLength(0);
        expect(deferred.parts.get(part.getAttribute(PART_SRC_ATTRIBUTE)!)).toBeDefined();
      }
      const [variant, , status] = hidden;
      expect(deferred.parts.get(variant!.getAttribute(PART_SRC_ATTRIBUTE)!)).toContain('amount');
      expect(variant!.getAttribute(PART_IDS_ATTRIBUTE)!.split(' ')).toContain(parse(deferred.parts.get(variant!.getAttribute(PART_SRC_ATTRIBUTE)!)!).querySelector('[id]')!.id);
      expect(deferred.parts.get(status!.getAttribute(PART_SRC_ATTRIBUTE)!)).toContain(t('api.noBody'));
    });

    it('keeps the first panels whole, and what a part says while it loads on its switch', () => {
      expect(page.querySelector(`[${PANEL_ATTRIBUTE}="0"]`)!.text).toContain('payment');
      const root = page.querySelector(`[${PART_SRC_ATTRIBUTE}]`)!.closest('[data-switch]')!;
      expect(root.getAttribute(PART_WORD_ATTRIBUTES.loading)).toBe(t('api.partLoading'));
      expect(root.getAttribute(PART_WORD_ATTRIBUTES.failed)).toBe(t('api.partFailed'));
    });

    it('writes the same operation otherwise: the page and its parts hold what the whole page held', () => {
      const text = (html: string) => parse(html).text.replace(/\s+/g, '');
      expect(text(deferred.html + [...deferred.parts.values()].join('')).length).toBe(text(html).length);
    });
  });
});
