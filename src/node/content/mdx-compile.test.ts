import { describe, expect, it } from 'vitest';
import { parseMdx } from '../../shared/content/headings';
import { siteHighlighter } from './highlighter';
import { compileMdx, compileMdxTree } from './mdx-compile';

const page = {
  body: '## Crea una sesión\n\nEnvía `POST /api/session`.\n\n| Campo | Tipo |\n| --- | --- |\n| `amount` | número |\n\n<Callout>Usa el entorno de pruebas.</Callout>\n\n```json title="Solicitud"\n{ "amount": 1000 }\n```\n',
  file: 'content/es/checkout/create-session.mdx',
  product: 'checkout',
};

describe('compiling a page for the prerender', () => {
  it('gives the same code from the checked tree as from the text', async () => {
    const highlighter = await siteHighlighter();
    const code = compileMdx(page, highlighter);
    expect(compileMdxTree(parseMdx(page.body), page, highlighter)).toBe(code);
    // The heading gets its id, the code its colours and label, the component stays a component.
    expect(code).toContain('"crea-una-sesión"');
    expect(code).toContain('data-language');
    expect(code).toContain('Callout');
  });

  it('names the file when a page does not compile', async () => {
    const highlighter = await siteHighlighter();
    expect(() => compileMdx({ ...page, body: '<Callout>' }, highlighter)).toThrow(/^content\/es\/checkout\/create-session\.mdx: could not compile MDX/);
  });
});
