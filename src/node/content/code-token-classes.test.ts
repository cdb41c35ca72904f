import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CODE_LANGUAGES } from '../../shared/content/code-languages';
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

type HastNode = { type: string; tagName?: string; value?: string; properties?: Record<string, unknown>; children?: HastNode[] };

/** Each visible character of a block with the token class that colours it (the block's own colour: sk0). */
function colouredCharacters(node: HastNode, colour = 'sk0', out: string[] = []): string[] {
  if (node.type === 'text') {
    for (const character of node.value ?? '') if (!/\s/.test(character)) out.push(`${character}:${colour}`);
    return out;
  }
  const own = String(node.properties?.class ?? node.properties?.className ?? '')
    .split(/[\s,]+/)
    .find((name) => /^sk\d+$/.test(name));
  for (const child of node.children ?? []) colouredCharacters(child, own ?? colour, out);
  return out;
}

const countElements = (node: HastNode): number => (node.type === 'element' ? 1 : 0) + (node.children ?? []).reduce((sum, child) => sum + countElements(child), 0);

describe('fewest token elements', () => {
  it('draws every character of every site language in the same colour with fewer elements, and keeps the text', async () => {
    const highlighter = await siteHighlighter();
    // The same classes, but each token and line left in its own element.
    const unmerged = { ...tokenClasses, pre: undefined };
    for (const lang of CODE_LANGUAGES) {
      const options = { lang, themes: CODE_THEMES, defaultColor: false as const, tokenizeTimeLimit: TOKENIZE_TIME_LIMIT };
      const before = highlighter.codeToHast(SAMPLE, { ...options, transformers: [unmerged] }) as HastNode;
      const after = highlighter.codeToHast(SAMPLE, { ...options, transformers: [tokenClasses] }) as HastNode;
      expect(colouredCharacters(after), lang).toEqual(colouredCharacters(before));
      expect(countElements(after), lang).toBeLessThan(countElements(before));
      const html = highlighter.codeToHtml(SAMPLE, { ...options, transformers: [tokenClasses] });
      expect(html, lang).not.toContain('class="line"');
      expect(html, lang).not.toContain('class="sk0"');
      const text = (node: HastNode): string => (node.type === 'text' ? (node.value ?? '') : (node.children ?? []).map(text).join(''));
      expect(text(after), lang).toBe(SAMPLE);
    }
  });

  it('joins neighbours of one colour across the spaces between them, and leaves spaces uncoloured', async () => {
    const highlighter = await siteHighlighter();
    const html = highlighter.codeToHtml('curl --request POST --url https://example.com', { lang: 'bash', themes: CODE_THEMES, defaultColor: false, transformers: [tokenClasses] });
    expect(html).not.toMatch(/<span class="sk\d+">\s+<\/span>/);
    const spans = [...html.matchAll(/<span class="(sk\d+)">/g)].map((match) => match[1]);
    for (let index = 1; index < spans.length; index++) expect(spans[index], html).not.toBe(spans[index - 1]);
  });
});
