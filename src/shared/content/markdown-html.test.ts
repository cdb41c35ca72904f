import { describe, expect, it } from 'vitest';
import { parseMarkdown } from './markdown';
import { markdownHtml, markdownNodesHtml } from './markdown-html';

describe('markdownHtml links', () => {
  it('keeps site pages and this page in the tab, and sends other sites to a new one', () => {
    expect(markdownHtml('[a](/checkout) [b](#top) [c](https://example.com) [d](mailto:a@b.example)')).toBe(
      '<p><a href="/checkout">a</a> <a href="#top">b</a> <a href="https://example.com" target="_blank" rel="noopener noreferrer">c</a> <a href="mailto:a@b.example" target="_blank" rel="noopener noreferrer">d</a></p>',
    );
  });

  it('writes a link outside the allow-list as its text: javascript:, data:, protocol-relative, in Markdown, references and raw HTML (P5)', () => {
    const html = markdownHtml("[x](javascript:alert('oplink')) [y](JaVaScRiPt:alert(1)) [z](data:text/html,a) [w](//evil.example) [r][e] <a href=\"javascript:alert(2)\">h</a>\n\n[e]: vbscript:x");
    expect(html).toBe('<p>x y z w r h</p>');
  });
});

describe('markdownNodesHtml', () => {
  it('renders nodes with site paths made absolute, other links left alone', () => {
    const nodes = parseMarkdown('See [refunds](/checkout/refund), [the spec](https://example.com/x) and [above](#top).\n').children;
    const html = markdownNodesHtml(nodes, 'https://docs.example');
    expect(html).toContain('href="https://docs.example/checkout/refund"');
    expect(html).toContain('href="https://example.com/x"');
    expect(html).toContain('href="#top"');
  });

  it('writes a javascript: link as its text in a feed entry too', () => {
    expect(markdownNodesHtml(parseMarkdown('[x](javascript:alert(1))\n').children, 'https://docs.example')).toBe('<p>x</p>');
  });

  it('leaves the nodes it was given unchanged, and raw HTML out', () => {
    const nodes = parseMarkdown('[a](/a) <script>alert(1)</script>\n').children;
    const html = markdownNodesHtml(nodes, 'https://docs.example');
    expect(JSON.stringify(nodes)).toContain('"url":"/a"');
    expect(html).not.toContain('<script');
  });
});
