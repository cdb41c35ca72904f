import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CODE_LANGUAGES } from './code-languages';
import { CODE_THEMES, TOKENIZE_TIME_LIMIT } from './code-themes';
import { PRE_STYLE, TOKEN_CLASSES, tokenClasses } from './code-token-classes';
import { siteHighlighter } from './highlighter';

/** A bit of every kind of token: comments, strings, numbers, keywords, calls, tags, keys, diff lines. */
const SAMPLE = [
  '// a comment',
  '# another comment',
  '/* a block */',
  'import { a } from "module";',
  'const total = price * 1.19 + 42; let ok = true, none = null;',
  'function pay(order, $amount) { return this.client.post(`/api/${order.id}`, { amount: $amount }); }',
  'class Payment extends Base implements Charge { public static int Count = 0; }',
  'def refund(self, reference: str) -> dict: pass',
  '<payment status="APPROVED">ok</payment>',
  'key: "value"',
  '[section]',
  'SELECT id FROM payments WHERE status = \'APPROVED\';',
  'curl --request POST --url https://example.com -H "Authorization: Bearer $TOKEN"',
  '- removed line',
  '+ added line',
  '@@ -1,2 +1,2 @@',
  'query { payment(id: 1) { status } }',
].join('\n');

describe('tokenClasses', () => {
  it('leaves no colour style on any token of any language the site highlights', async () => {
    const highlighter = await siteHighlighter();
    const left = new Map<string, string[]>();
    for (const lang of CODE_LANGUAGES) {
      const html = highlighter.codeToHtml(SAMPLE, { lang, themes: CODE_THEMES, defaultColor: false, tokenizeTimeLimit: TOKENIZE_TIME_LIMIT, transformers: [tokenClasses] });
      expect(html.startsWith('<pre class="shiki"')).toBe(true);
      // Bold and italic tokens (a few in Markdown-like grammars) keep their style: they carry more than colours.
      for (const [, style] of html.matchAll(/<span style="([^"]*)"/g)) if (style && !/font-(weight|style)/.test(style)) left.set(style, [...(left.get(style) ?? []), lang]);
    }
    expect(Object.fromEntries(left)).toEqual({});
  });

  it('has a rule in site.css for the block and for every token class, with the same colours', () => {
    const css = readFileSync(path.join(process.cwd(), 'src', 'styles', 'site.css'), 'utf8');
    const rules = new Map([...css.matchAll(/\.(sk\d+|shiki) \{([^}]*)\}/g)].map(([, name, body]) => [name, (body ?? '').replace(/\s+/g, '').replace(/;$/, '')]));
    expect(rules.get('shiki')).toBe(PRE_STYLE);
    for (const [style, name] of Object.entries(TOKEN_CLASSES)) expect(rules.get(name), name).toBe(style);
    expect([...rules.keys()].filter((name) => name !== 'shiki').sort()).toEqual(Object.values(TOKEN_CLASSES).sort());
  });
});
