import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { parseMdx } from './headings';
import { siteHighlighter } from './highlighter';
import { clearCompiledMdx, compileMdx, compileMdxTree, readCompiledMdx, writeCompiledMdx } from './mdx-compile';

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

  describe('the code left for the workers', () => {
    let repo: string;
    const snapshot = process.env.SITE_SNAPSHOT;
    beforeEach(() => {
      repo = mkdtempSync(path.join(tmpdir(), 'mdx-compile-'));
    });
    afterEach(() => {
      rmSync(repo, { recursive: true, force: true });
      if (snapshot === undefined) delete process.env.SITE_SNAPSHOT;
      else process.env.SITE_SNAPSHOT = snapshot;
    });

    it('is read back in a build, for the same page only, and never outside one', () => {
      writeCompiledMdx(page, 'return 1', repo);
      process.env.SITE_SNAPSHOT = '1';
      expect(readCompiledMdx(page, repo)).toBe('return 1');
      expect(readCompiledMdx({ ...page, body: `${page.body}\nMás texto.` }, repo)).toBeUndefined();
      expect(readCompiledMdx({ ...page, product: 'gateway' }, repo)).toBeUndefined();
      delete process.env.SITE_SNAPSHOT;
      expect(readCompiledMdx(page, repo)).toBeUndefined();
    });

    it('is gone once a new build starts', () => {
      writeCompiledMdx(page, 'return 1', repo);
      clearCompiledMdx(repo);
      process.env.SITE_SNAPSHOT = '1';
      expect(readCompiledMdx(page, repo)).toBeUndefined();
    });
  });
});
