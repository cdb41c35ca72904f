import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { directoryReader, urlReader } from './site-reader';

describe('directoryReader', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'site-reader-'));
  mkdirSync(path.join(root, 'en'));
  writeFileSync(path.join(root, 'en', 'checkout.md'), '# Checkout\n');
  writeFileSync(path.join(tmpdir(), 'outside-the-build.md'), 'secret');
  const reader = directoryReader(root);

  it('reads a file by its site path', async () => {
    expect(await reader.read('/en/checkout.md')).toBe('# Checkout\n');
  });

  it('answers undefined for a missing file or a folder', async () => {
    expect(await reader.read('/en/nothing.md')).toBeUndefined();
    expect(await reader.read('/en')).toBeUndefined();
  });

  it('never reads outside the build', async () => {
    for (const hostile of ['/../outside-the-build.md', '/en/%2e%2e/%2e%2e/outside-the-build.md', '..\\outside-the-build.md', '/']) {
      expect(await reader.read(hostile)).toBeUndefined();
    }
  });
});

describe('urlReader', () => {
  const asked: string[] = [];
  const fetchStub = (async (input: URL | RequestInfo) => {
    const url = String(input);
    asked.push(url);
    if (url.endsWith('/docs/llms.txt')) return new Response('# Docs');
    if (url.endsWith('/broken.md')) return new Response('oops', { status: 500 });
    return new Response('not found', { status: 404 });
  }) as typeof fetch;

  it('reads under the base URL, its path included', async () => {
    const reader = urlReader('https://example.com/docs/', fetchStub);
    expect(await reader.read('/llms.txt')).toBe('# Docs');
    expect(asked.at(-1)).toBe('https://example.com/docs/llms.txt');
    expect(reader.describe).toBe('https://example.com/docs');
  });

  it('answers undefined for a 404 and throws a clear error for other failures', async () => {
    const reader = urlReader('https://example.com/docs', fetchStub);
    expect(await reader.read('/missing.md')).toBeUndefined();
    await expect(reader.read('/broken.md')).rejects.toThrow('https://example.com/docs/broken.md answered HTTP 500.');
  });

  it('stays on the site for hostile paths and refuses a base that is not http', async () => {
    const reader = urlReader('https://example.com', fetchStub);
    await reader.read('//evil.example/x');
    expect(new URL(asked.at(-1) ?? '').host).toBe('example.com');
    expect(() => urlReader('file:///etc')).toThrow(/not an http/);
  });
});
