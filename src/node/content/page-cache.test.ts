import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { parseMdx } from '../../shared/content/headings';
import { clearPageCache, readCompiledMdx, readPageTree, writeCompiledMdx, writePageTree } from './page-cache';

const page = { body: '## Reembolsos\n\nUn reembolso devuelve el pago.\n', file: 'content/es/checkout/refunds.mdx', product: 'checkout' };

describe('what the content check leaves for the later steps', () => {
  let repo: string;
  const snapshot = process.env.SITE_SNAPSHOT;
  beforeEach(() => {
    repo = mkdtempSync(path.join(tmpdir(), 'page-cache-'));
    process.env.SITE_SNAPSHOT = '1';
  });
  afterEach(() => {
    rmSync(repo, { recursive: true, force: true });
    if (snapshot === undefined) delete process.env.SITE_SNAPSHOT;
    else process.env.SITE_SNAPSHOT = snapshot;
  });

  it('gives a page its own code and tree back, and nothing for another text or product', () => {
    const tree = parseMdx(page.body);
    writeCompiledMdx(page, 'return 1', repo);
    writePageTree(page, tree, repo);
    expect(readCompiledMdx(page, repo)).toBe('return 1');
    expect(readPageTree(page, repo)).toEqual(tree);
    expect(readCompiledMdx({ ...page, body: `${page.body}\nMás texto.` }, repo)).toBeUndefined();
    expect(readPageTree({ ...page, product: 'gateway' }, repo)).toBeUndefined();
  });

  it('is read in a build only: next dev and tests work from the text', () => {
    writeCompiledMdx(page, 'return 1', repo);
    delete process.env.SITE_SNAPSHOT;
    expect(readCompiledMdx(page, repo)).toBeUndefined();
  });

  it('is gone once a new check starts', () => {
    writeCompiledMdx(page, 'return 1', repo);
    clearPageCache(repo);
    expect(readCompiledMdx(page, repo)).toBeUndefined();
  });
});
