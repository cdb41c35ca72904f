import { evaluate } from '@mdx-js/mdx';
import { renderToStaticMarkup } from 'react-dom/server';
import * as runtime from 'react/jsx-runtime';
import remarkGfm from 'remark-gfm';
import { describe, expect, it } from 'vitest';
import { cellLabels, rehypeReadableTables } from './rehype-readable-tables';

async function render(source: string): Promise<string> {
  const { default: Content } = await evaluate(source, { ...runtime, remarkPlugins: [remarkGfm], rehypePlugins: [rehypeReadableTables] });
  return renderToStaticMarkup(runtime.jsx(Content, {}));
}

describe('rehypeReadableTables', () => {
  it('puts a <wbr> after the dots of inline code, and none inside code blocks', async () => {
    const html = await render('Usa `payment.reference` y `4111 1111 1111 1111` en `https://checkout-test.ondapay.dev`, con `Retry-After`.\n\n```js\nconst a = payment.reference;\n```\n');
    expect(html).toContain('<code>payment.<wbr/>reference</code>');
    expect(html).toContain('<code class="whitespace-nowrap">4111 1111 1111 1111</code>');
    expect(html).toContain('<code>https://checkout-test.<wbr/>ondapay.<wbr/>dev</code>');
    expect(html).toContain('<code>Retry-After</code>');
    expect(html).toContain('const a = payment.reference;');
  });

  it('gives each body cell but the first its column name, for the narrow-screen cards', async () => {
    const html = await render(
      [
        '| Campo | Tipo | Descripción |',
        '|---|---|---|',
        '| `payment.reference` | string | Tu identificador del pedido. |',
        '| `expiration` |  | Fecha ISO 8601. |',
      ].join('\n'),
    );
    expect(html).toContain('<th>Campo</th><th>Tipo</th><th>Descripción</th>');
    expect(html).toContain('<tr><td><code>payment.<wbr/>reference</code></td><td data-label="Tipo">string</td><td data-label="Descripción">Tu identificador del pedido.</td></tr>');
    expect(html).toContain('<td data-label="Tipo"></td>');
  });
});

describe('cellLabels', () => {
  it('labels every column but the first, and none without a header text', () => {
    expect(cellLabels(['Campo', ' Tipo ', '', 'Descripción'])).toEqual([undefined, 'Tipo', undefined, 'Descripción']);
  });
});
