import { describe, expect, it } from 'vitest';
import { markdownHtml } from '../../shared/content/markdown-html';
import { getTranslator } from '../../shared/i18n/translate';
import { attributeFragments, withAttributeFragments } from './attribute-fragments';
import { attributeHtmlLabels, attributeListHtml } from '../../shared/openapi/attribute-html';
import { attributeRows } from '../../shared/openapi/attributes';
import { loadFixture } from '../../../tests/fixtures/openapi/load-fixture';
import { operationModel } from '../../shared/openapi/operation-model';
import { readSchema } from '../../shared/openapi/schema';

const labels = attributeHtmlLabels(getTranslator('es'));

describe('markdownHtml', () => {
  it('writes a description as the page does, escaped, with external links in a new tab', () => {
    expect(markdownHtml('Usa `a<b>` y **[la guía](/checkout)** o [otro](https://example.com).')).toBe(
      '<p>Usa <code>a&lt;b&gt;</code> y <strong><a href="/checkout">la guía</a></strong> o <a href="https://example.com" target="_blank" rel="noopener noreferrer">otro</a>.</p>',
    );
    expect(markdownHtml('- uno\n- dos\n\n```\nx < 1\n```')).toBe('<ul><li>uno</li><li>dos</li></ul><pre class="overflow-auto rounded-lg bg-zinc-100 p-3 font-mono text-[13px] dark:bg-zinc-900"><code>x &lt; 1</code></pre>');
    expect(markdownHtml('Hola <script>alert(1)</script><b>sí</b>')).toBe('<p>Hola <strong>sí</strong></p>');
  });

  it('writes inline code and tables as the page components do: breaks in dotted names, cells labelled by column', () => {
    expect(markdownHtml('Lee `payment.status` o `150000 COP`.')).toBe('<p>Lee <code>payment.<wbr/>status</code> o <code class="whitespace-nowrap">150000 COP</code>.</p>');
    expect(markdownHtml('| Campo | Uso |\n| --- | --- |\n| `a` | Monto |')).toBe(
      '<div class="table-wrap" tabindex="0"><table><thead><tr><th>Campo</th><th>Uso</th></tr></thead><tbody><tr><td><code>a</code></td><td data-label="Uso">Monto</td></tr></tbody></table></div>',
    );
  });
});

describe('attributeListHtml', () => {
  const definition = {
    components: {
      schemas: {
        Payer: {
          type: 'object',
          required: ['name'],
          'x-conditional': ['document'],
          properties: {
            name: { type: 'string', description: 'Nombre <b>completo</b>.', maxLength: 60 },
            document: { type: 'string', enum: ['CC', 'CE'] },
            address: { type: 'object', deprecated: true, properties: { city: { type: 'string' } } },
          },
        },
      },
    },
  };
  const rows = attributeRows(readSchema(definition, { $ref: '#/components/schemas/Payer' }), { rootId: 'payer' });

  it('writes each row like the page: name, type, badges, description and facts; deeper rows behind native toggles', () => {
    const html = attributeListHtml(rows, labels);
    expect(html.startsWith('<ul class="api-attrs"><li id="payer-name" class="api-attr"><div class="api-attr-head"><code class="api-attr-name">name</code><span class="api-attr-type">string</span><span class="rounded-md bg-rose-50')).toBe(true);
    expect(html).toContain('<div class="api-attr-desc"><p>Nombre <strong>completo</strong>.</p></div><p class="api-facts"><span>Longitud máxima: <b>60</b></span><span>Admite null: <b>No</b></span></p>');
    expect(html).toContain('>CONDITIONAL</span>');
    expect(html).toContain('<span>Valores posibles: <b><span><code>CC</code></span><span> <code>CE</code></span></b></span>');
    expect(html).toContain('>Versión Obsoleta</span>');
    expect(html).toMatch(
      /<details class="api-toggle mt-2"><summary class="[^"]*"><svg [^>]*>.*<\/svg><span class="api-show">Mostrar atributos de address<\/span><span class="api-hide">Ocultar atributos de address<\/span><\/summary><div class="[^"]*"><ul class="api-attrs"><li class="api-attr"><div class="api-attr-head"><code class="api-attr-name">city<\/code>/,
    );
  });

  it('leaves the rows of a toggle with a fragment out, for the page to fetch from its address', () => {
    const html = attributeListHtml(withAttributeFragmentsOf(rows), labels);
    expect(html).toMatch(/<details class="api-toggle mt-2" data-code-src="\/code\/[\w-]{20}\.txt"><summary class="[^"]*">.*Mostrar atributos de address.*<\/summary><div class="[^"]*"><\/div><\/details>/);
    expect(html).not.toContain('city');
  });
});

/** Top-level rows as a page gets them: each toggle's rows as a fragment. */
function withAttributeFragmentsOf(rows: ReturnType<typeof attributeRows>) {
  const model = operationModel('pets', loadFixture('webhooks.yaml'), '/api/session', 'post');
  const panel = { rootId: 'payer', attributes: rows, deprecated: false };
  return withAttributeFragments({ ...model, parameters: [], callbacks: [], responses: [], requestPanels: [{ schema: panel, samples: [], examples: [] }] }, labels).requestPanels[0]?.schema?.attributes ?? [];
}

describe('withAttributeFragments', () => {
  const model = withAttributeFragments(operationModel('pets', loadFixture('webhooks.yaml'), '/api/session', 'post'), labels);

  it('gives each top-level row with nested rows a fragment, content-addressed, and lists every one to write', () => {
    const [status] = model.callbacks[0]?.requestPanels[0]?.schema?.attributes.filter((row) => row.name === 'status') ?? [];
    expect(status?.fragment?.href).toMatch(/^\/code\/[\w-]{20}\.txt$/);
    expect(status?.fragment?.html).toContain('<code class="api-attr-name">date</code>');
    // Nested rows stay in the model for search and checks.
    expect(status?.children.map((row) => row.name)).toEqual(['status', 'date']);
    expect(attributeFragments(model)).toEqual([status?.fragment]);
    expect(withAttributeFragments(operationModel('pets', loadFixture('webhooks.yaml'), '/api/session', 'post'), labels).callbacks[0]?.requestPanels[0]?.schema?.attributes[3]?.fragment).toEqual(status?.fragment);
  });
});
