import { describe, expect, it } from 'vitest';
import { parseMarkdown } from './markdown';
import { markdownNodesHtml } from './markdown-html';

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
