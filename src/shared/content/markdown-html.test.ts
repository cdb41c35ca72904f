import { describe, expect, it } from 'vitest';
import { parseMarkdown } from './markdown';
import { markdownHtml, markdownNodesHtml } from './markdown-html';

describe('markdownHtml links', () => {
  it('keeps site pages and this page in the tab, and sends other sites (protocol-relative too) to a new one', () => {
    expect(markdownHtml('[a](/checkout) [b](#top) [c](https://example.com) [d](//example.com/x)')).toBe(
      '<p><a href="/checkout">a</a> <a href="#top">b</a> <a href="https://example.com" target="_blank" rel="noopener noreferrer">c</a> <a href="//example.com/x" target="_blank" rel="noopener noreferrer">d</a></p>',
    );
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

  it('leaves the nodes it was given unchanged, and raw HTML out', () => {
    const nodes = parseMarkdown('[a](/a) <script>alert(1)</script>\n').children;
    const html = markdownNodesHtml(nodes, 'https://docs.example');
    expect(JSON.stringify(nodes)).toContain('"url":"/a"');
    expect(html).not.toContain('<script');
  });
});
