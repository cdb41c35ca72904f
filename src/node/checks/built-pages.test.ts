import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { builtPages } from './built-pages';

describe('builtPages', () => {
  it('lists every HTML page with its URL, skips _next and marks the not-found pages', () => {
    const out = mkdtempSync(path.join(tmpdir(), 'built-pages-'));
    for (const file of ['index.html', 'en.html', 'checkout/create-session.html', 'en/checkout/index.html', '404.html', '_not-found.html', '_next/static/x.html', 'search/es.json']) {
      mkdirSync(path.dirname(path.join(out, file)), { recursive: true });
      writeFileSync(path.join(out, file), '');
    }
    expect(builtPages(out).map(({ url, notFound }) => [url, notFound])).toEqual([
      ['/404', true],
      ['/_not-found', true],
      ['/checkout/create-session', false],
      ['/en', false],
      ['/en/checkout', false],
      ['/', false],
    ]);
  });
});
