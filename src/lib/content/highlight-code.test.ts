import { describe, expect, it } from 'vitest';
import { highlightCode, styleDeclarations } from './highlight-code';

describe('highlightCode', () => {
  it('splits Shiki output into the pre attributes and the code inside', async () => {
    const block = await highlightCode('const a = "<b>";', 'js');
    expect(block.className).toContain('shiki');
    expect(block.style).toContain('--shiki-dark-bg');
    expect(block.html).toMatch(/^<code>/);
    expect(block.html).toContain('&#x3C;b>');
    expect(block.html).not.toContain('<pre');
  });

  it('gives the same HTML for the same code, so a page and the fragment writer agree', async () => {
    const [a, b] = await Promise.all([highlightCode('print(1)', 'python'), highlightCode('print(1)', 'python')]);
    expect(a).toEqual(b);
  });
});

describe('styleDeclarations', () => {
  it('reads each declaration, keeping colons inside values', () => {
    expect(styleDeclarations('--shiki-light:#24292e; --shiki-dark:#e1e4e8;background:url(a:b)')).toEqual({
      '--shiki-light': '#24292e',
      '--shiki-dark': '#e1e4e8',
      background: 'url(a:b)',
    });
  });
});
