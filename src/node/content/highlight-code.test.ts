import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { highlightCode, styleDeclarations, withUrlBreaks } from './highlight-code';

describe('highlightCode', () => {
  it('splits Shiki output into the pre attributes and the code inside', async () => {
    const block = await highlightCode('const a = "<b>";', 'js');
    // The usual colours come as classes (code-token-classes.ts), on the block and on its tokens.
    expect(block.className).toBe('shiki');
    expect(block.style).toBe('');
    expect(block.html).toMatch(/^<code>/);
    expect(block.html).toMatch(/<span class="sk\d">/);
    expect(block.html).not.toContain('--shiki');
    expect(block.html).toContain('&#x3C;b>');
    expect(block.html).not.toContain('<pre');
  });

  it('gives the same HTML for the same code, so a page and the fragment writer agree', async () => {
    const [a, b] = await Promise.all([highlightCode('print(1)', 'python'), highlightCode('print(1)', 'python')]);
    expect(a).toEqual(b);
  });
});

describe('withUrlBreaks', () => {
  it('lets a URL wrap after its slashes, in the text only', () => {
    expect(withUrlBreaks('<span style="--a:#fff">&#x27;https://checkout-test.ondapay.dev/api/session/{requestId}&#x27;</span>')).toBe(
      '<span style="--a:#fff">&#x27;https://checkout-test.ondapay.dev/<wbr>api/<wbr>session/<wbr>{requestId}&#x27;</span>',
    );
  });

  it('leaves comments, division and a leading slash alone', () => {
    for (const html of ['<span>// note</span>', '<span>a / b</span>', '<span>/api</span>', '<span>x/</span>']) expect(withUrlBreaks(html)).toBe(html);
  });

  it('keeps the text a reader copies', async () => {
    const block = await highlightCode("curl --url 'https://checkout-test.ondapay.dev/api/session'", 'bash');
    expect(block.html).toContain('<wbr>');
    expect(block.html.replace(/<[^>]+>/g, '')).toContain('https://checkout-test.ondapay.dev/api/session');
  });
});

describe('highlightCode cache', () => {
  it('keeps each result on disk, and another process reads it instead of highlighting again', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'highlight-'));
    vi.stubEnv('HIGHLIGHT_CACHE_DIR', dir);
    vi.resetModules();
    const first = await import('./highlight-code');
    const block = await first.highlightCode('echo cached', 'bash');
    const [file] = readdirSync(dir);
    expect(file).toMatch(/^[0-9a-f]{64}\.json$/);
    expect(JSON.parse(readFileSync(path.join(dir, file!), 'utf8'))).toEqual(block);

    // A fresh module (as in another worker) takes the stored entry as it is.
    writeFileSync(path.join(dir, file!), JSON.stringify({ ...block, html: '<code>from the cache</code>' }));
    vi.resetModules();
    const second = await import('./highlight-code');
    expect((await second.highlightCode('echo cached', 'bash')).html).toBe('<code>from the cache</code>');
    // Other code, another language: another entry.
    await second.highlightCode('echo cached', 'sh');
    expect(readdirSync(dir)).toHaveLength(2);
    vi.unstubAllEnvs();
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
