import type { Root } from 'mdast';
import { describe, expect, it } from 'vitest';
import { parseMarkdown } from './markdown';
import { withoutRawHtml } from './safe-html';

/** The tree as compact text: `**x**` strong, `*x*` emphasis, `` `x` `` code, `[x](url)` link, `/` break, paragraphs on lines. */
function outline(tree: Root): string {
  const walk = (node: { type: string; value?: string; url?: string; children?: unknown[] }): string => {
    const inner = () => (node.children ?? []).map((child) => walk(child as never)).join('');
    switch (node.type) {
      case 'text': return node.value ?? '';
      case 'strong': return `**${inner()}**`;
      case 'emphasis': return `*${inner()}*`;
      case 'delete': return `~${inner()}~`;
      case 'inlineCode': return `\`${node.value}\``;
      case 'link': return `[${inner()}](${node.url})`;
      case 'break': return '/';
      case 'html': return `HTML(${node.value})`;
      case 'paragraph': return `${inner()}\n`;
      default: return inner();
    }
  };
  return walk(tree as never).trim();
}
const safe = (markdown: string) => outline(withoutRawHtml(parseMarkdown(markdown)));

const cases: Array<[string, string, string]> = [
  ['turns formatting tags into Markdown, never literal tags', 'Envía <b>siempre</b> el <i>auth</i> y <code>tranKey</code>.<br>Fin', 'Envía **siempre** el *auth* y `tranKey`./Fin'],
  ['nests formatting', 'Una <strong>x <em>y</em></strong> <del>z</del>', 'Una **x *y*** ~z~'],
  ['keeps safe links', 'Ver <a href="https://ondapay.dev/x">la guía</a> o <a href="/checkout">esta</a>', 'Ver [la guía](https://ondapay.dev/x) o [esta](/checkout)'],
  ['drops unsafe links to their text', 'Mal <a href="javascript:alert(1)">enlace</a> y <a href="//evil.example">otro</a>', 'Mal enlace y otro'],
  ['drops scripts with their content, and unknown tags keeping their text', 'Hola <script>alert(1)</script>mundo <span style="color:red">rojo</span> <img src=x onerror=alert(1)>', 'Hola mundo rojo'],
  ['drops a script block', '<script>\nalert(1)\n</script>\n\nDespués', 'Después'],
  ['reads a block of HTML as paragraphs of its text, entities decoded', '<p>Uno &amp; <b>dos</b></p><p>Tres &lt;4&gt;</p>\n\nMarkdown *sigue*', 'Uno & **dos**\nTres <4>\nMarkdown *sigue*'],
  ['reads a list block as lines', '<ul><li>a</li><li>b</li></ul>', 'a\nb'],
  ['closes tags the HTML left open, and ignores stray closing tags', '<b>abierto y </i>texto', '**abierto y texto**'],
];

describe('withoutRawHtml', () => {
  it.each(cases)('%s', (_, markdown, expected) => {
    expect(safe(markdown)).toBe(expected);
  });

  it('leaves HTML-free Markdown as it was', () => {
    const tree = parseMarkdown('Texto **fuerte** y [enlace](/x).');
    expect(outline(withoutRawHtml(tree))).toBe(outline(tree));
  });
});
