import { describe, expect, it } from 'vitest';
import { mdxToMarkdown } from './to-markdown';

const labels = { note: 'Nota', info: 'Información', warning: 'Advertencia', error: 'Error', required: 'REQUIRED', conditional: 'CONDITIONAL' };
const md = (body: string, notice?: string) => mdxToMarkdown({ title: 'Título', description: 'Descripción.', body, notice }, labels);

describe('mdxToMarkdown', () => {
  it('starts with the title and description and keeps plain Markdown', () => {
    expect(md('Intro con `code` y [enlace](/checkout).\n\n## Sección\n\n| a | b |\n| - | - |\n| 1 | 2 |\n')).toBe(
      '# Título\n\nDescripción.\n\nIntro con `code` y [enlace](/checkout).\n\n## Sección\n\n| a | b |\n| - | - |\n| 1 | 2 |\n',
    );
  });

  it('writes a link outside the allow-list as its text, wherever it slipped in', () => {
    expect(md('[x](javascript:alert(1)) y [z](/checkout)\n')).toBe('# Título\n\nDescripción.\n\nx y [z](/checkout)\n');
  });

  it('turns callouts into labelled blockquotes and unwraps code groups', () => {
    expect(md('<Warning>\n\nNo uses tarjetas reales.\n\n</Warning>\n\n<CodeGroup>\n\n```js\na()\n```\n\n```php\nb();\n```\n\n</CodeGroup>\n')).toBe(
      '# Título\n\nDescripción.\n\n> **Advertencia:**\n>\n> No uses tarjetas reales.\n\n```js\na()\n```\n\n```php\nb();\n```\n',
    );
  });

  it('turns steps into a numbered list, cards into links and properties into a field list', () => {
    const out = md(
      [
        '<Steps>', '<Step title="Crea la sesión">', '', 'Llama a la API.', '', '</Step>', '<Step title="Redirige">', '', 'Usa processUrl.', '', '</Step>', '</Steps>', '',
        '<Cards>', '<Card title="Autenticación" href="/checkout/authentication">Cómo firmar.</Card>', '</Cards>', '',
        '<Properties>', '<Property name="returnUrl" type="string" required>A dónde vuelve.</Property>', '</Properties>',
      ].join('\n'),
    );
    expect(out).toContain('1. **Crea la sesión**\n\n   Llama a la API.\n\n2. **Redirige**\n\n   Usa processUrl.');
    expect(out).toContain('- [Autenticación](/checkout/authentication): Cómo firmar.');
    // Two lists in a row get different bullets, as Markdown needs to keep them apart.
    expect(out).toMatch(/[-*] `returnUrl` \(string, REQUIRED\): A dónde vuelve\./);
  });

  it('adds the untranslated notice and keeps tab titles', () => {
    const out = md('<Tabs>\n<Tab title="Android" slug="android">\n\nKotlin.\n\n</Tab>\n</Tabs>\n', 'A NOTICE: not in English.');
    expect(out).toContain('> A NOTICE: not in English.\n\n**Android**\n\nKotlin.');
  });
});
