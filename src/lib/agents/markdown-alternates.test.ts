import { describe, expect, it } from 'vitest';
import { markdownAlternateProblems } from './markdown-alternates';

const html = (...hrefs: string[]) => `<html><head>${hrefs.map((href) => `<link rel="alternate" type="text/markdown" href="${href}">`).join('')}<link rel="alternate" hreflang="en" href="/en"></head><body></body></html>`;
const exists = (path: string) => ['/index.md', '/en/checkout.md'].includes(path);

describe('markdownAlternateProblems', () => {
  it('accepts one link to the page’s own twin, absolute or not', () => {
    expect(markdownAlternateProblems({ url: '/', html: html('https://docs.example/index.md') }, exists)).toEqual([]);
    expect(markdownAlternateProblems({ url: '/en/checkout', html: html('/en/checkout.md') }, exists)).toEqual([]);
  });

  it('finds a page without one, or with two', () => {
    expect(markdownAlternateProblems({ url: '/', html: html() }, exists)[0]).toMatch(/0 Markdown twins/);
    expect(markdownAlternateProblems({ url: '/', html: html('/index.md', '/index.md') }, exists)[0]).toMatch(/2 Markdown twins/);
  });

  it('finds a link to another page’s twin, or to a twin the build did not write', () => {
    expect(markdownAlternateProblems({ url: '/en/checkout', html: html('/checkout.md') }, exists)).toEqual(['declares its Markdown twin as /checkout.md; it is /en/checkout.md.']);
    expect(markdownAlternateProblems({ url: '/en/gateway', html: html('/en/gateway.md') }, exists)).toEqual(['declares its Markdown twin /en/gateway.md, which the build did not write.']);
  });
});
