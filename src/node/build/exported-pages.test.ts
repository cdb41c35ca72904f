import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { exportedPagesMissing, missingPages } from './exported-pages';

describe('exported pages', () => {
  const dirs: string[] = [];
  afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));
  const out = (files: string[]) => {
    const dir = mkdtempSync(path.join(tmpdir(), 'exported-'));
    dirs.push(dir);
    for (const file of files) {
      mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      writeFileSync(path.join(dir, file), '<!doctype html>');
    }
    return dir;
  };

  it('lists the pages the export lacks, in the order of the site', () => {
    expect(missingPages(['/', '/checkout', '/en/checkout'], ['/en/checkout', '/'])).toEqual(['/checkout']);
  });

  it('passes a complete export and names what an incomplete one lacks', () => {
    const complete = out(['index.html', 'checkout.html', 'en/checkout.html', '404.html']);
    expect(exportedPagesMissing(['/', '/checkout', '/en/checkout'], complete)).toBeUndefined();
    const empty = out(['_next/static/chunk.js']);
    expect(exportedPagesMissing(['/', '/checkout'], empty)).toBe(`next build exported 0 of the site's 2 pages into ${empty}/; missing: /, /checkout. Run npm run build again from a clean .next/ (rm -rf .next).`);
    expect(exportedPagesMissing(['/'], path.join(empty, 'nowhere'))).toMatch(/wrote no .*nowhere\/ folder/);
  });
});
