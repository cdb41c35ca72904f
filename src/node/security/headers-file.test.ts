import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { toHeadersFile, type ServeHeaderRule } from './headers-file';

describe('toHeadersFile', () => {
  it('writes serve.json rules in the _headers format', () => {
    expect(
      toHeadersFile([
        { source: '_next/static/**', headers: [{ key: 'Cache-Control', value: 'public, max-age=31536000, immutable' }] },
        { source: '**', headers: [{ key: 'X-Content-Type-Options', value: 'nosniff' }, { key: 'Referrer-Policy', value: 'no-referrer' }] },
      ]),
    ).toBe('/_next/static/*\n  Cache-Control: public, max-age=31536000, immutable\n\n/*\n  X-Content-Type-Options: nosniff\n  Referrer-Policy: no-referrer\n');
  });

  it('the project’s serve.json sends the hardening headers on every path', () => {
    const rules = (JSON.parse(readFileSync('serve.json', 'utf8')) as { headers: ServeHeaderRule[] }).headers;
    const everywhere = Object.fromEntries(rules.find((rule) => rule.source === '**')?.headers.map((h) => [h.key, h.value]) ?? []);
    expect(everywhere['Content-Security-Policy']).toContain("frame-ancestors 'none'");
    expect(everywhere['X-Content-Type-Options']).toBe('nosniff');
    expect(everywhere['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
  });
});
