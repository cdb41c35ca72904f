import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { nodeFiles } from './node-files';
import { precompressTree } from './precompress';
import type { SiteFile } from './site-files';

function tree(files: Record<string, string>) {
  const root = mkdtempSync(path.join(tmpdir(), 'node-files-'));
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
    writeFileSync(path.join(root, name), text);
  }
  return root;
}

const body = async (file: SiteFile | undefined) => Buffer.from(await new Response(file!.body).arrayBuffer());

describe('precompressTree and nodeFiles', () => {
  it('writes Brotli and gzip beside the text files worth it, and the server sends those', async () => {
    const page = '<p>hola</p>'.repeat(200);
    const root = tree({ 'a.html': page, 'small.css': 'a{}', 'font.woff2': 'x'.repeat(4096) });
    expect((await precompressTree(root)).files).toBe(1);
    expect(existsSync(path.join(root, 'a.html.br')) && existsSync(path.join(root, 'a.html.gz'))).toBe(true);
    expect(existsSync(path.join(root, 'small.css.br')) || existsSync(path.join(root, 'font.woff2.br'))).toBe(false);

    // A marker in the file beside proves the server read it rather than compressing again.
    writeFileSync(path.join(root, 'a.html.gz'), (await import('node:zlib')).gzipSync('from beside'));
    const files = nodeFiles(root);
    expect(gunzipSync(await body(await files.get('/a.html', ['gzip']))).toString()).toBe('from beside');
    expect(brotliDecompressSync(await body(await files.get('/a.html', ['br']))).toString()).toBe(page);
    expect((await body(await files.get('/small.css', ['br']))).toString()).toBe('a{}');
    expect((await files.get('/a.html', ['br']))?.encoding).toBe('br');
    expect(await files.get('/missing.html', [])).toBeUndefined();
  });

  it('compresses a file without one beside it on its first request', async () => {
    const files = nodeFiles(tree({ 'b.js': 'let x = 1;'.repeat(300) }));
    const first = await files.get('/b.js', ['gzip']);
    expect(first?.encoding).toBe('gzip');
    expect(gunzipSync(await body(first)).toString()).toMatch(/^let x/);
  });
});
