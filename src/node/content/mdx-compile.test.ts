import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
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

  it('compiles no page with code in it, even one the content check has not seen', async () => {
    const highlighter = await siteHighlighter();
    for (const body of ['{process.env.HOME}\n', 'export const a = 1\n', '<Note title={process.cwd()}>x</Note>\n', 'Texto {<script dangerouslySetInnerHTML={{__html: "x"}} />}\n']) {
      expect(() => compileMdx({ ...page, body }, highlighter), body).toThrow(/could not compile MDX: line 1: .*runs code when the page is built/);
    }
    expect(compileMdx({ ...page, body: '{/* Una nota para autores */}\n\nTexto.\n' }, highlighter)).toContain('Texto.');
  });

  it('reads image sizes from public/ only, naming the file and the image (P8)', async () => {
    const highlighter = await siteHighlighter();
    expect(compileMdx({ ...page, body: '![Flujo](/images/checkout/flow-es.svg)\n' }, highlighter)).toMatch(/width: "960"/);
    expect(() => compileMdx({ ...page, body: '![x](/../../../../etc/passwd)\n' }, highlighter)).toThrow('content/es/checkout/create-session.mdx: could not compile MDX: content/es/checkout/create-session.mdx: image /../../../../etc/passwd is outside public/.');
    expect(() => compileMdx({ ...page, body: '![x](/images/%2e%2e/%2e%2e/package.json)\n' }, highlighter)).toThrow(/image \/images\/%2e%2e\/%2e%2e\/package\.json is outside public\//);
    expect(() => compileMdx({ ...page, body: '![x](/images/no-such.png)\n' }, highlighter)).toThrow(/image \/images\/no-such\.png is not in public\//);
    const repo = mkdtempSync(path.join(tmpdir(), 'mdx-image-'));
    mkdirSync(path.join(repo, 'public'));
    writeFileSync(path.join(repo, 'public/notes.png'), 'not an image');
    expect(() => compileMdx({ ...page, body: '![x](/notes.png)\n' }, highlighter, repo)).toThrow(/image \/notes\.png is not an image the build can read/);
  });
});
