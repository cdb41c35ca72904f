import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { ServeHeaderRule } from '../security/headers-file';
import { headersForPath } from './header-rules';

const rules = (JSON.parse(readFileSync('serve.json', 'utf8')) as { headers: ServeHeaderRule[] }).headers;

describe('headersForPath', () => {
  it('gives hashed assets a year of immutable caching, and every path the hardening headers', () => {
    const asset = headersForPath(rules, '/_next/static/chunks/a.js');
    expect(asset['Cache-Control']).toBe('public, max-age=31536000, immutable');
    expect(asset['X-Content-Type-Options']).toBe('nosniff');
    const page = headersForPath(rules, '/en/checkout');
    expect(page['Cache-Control']).toBeUndefined();
    expect(page['Content-Security-Policy']).toContain("frame-ancestors 'none'");
  });

  it('matches a folder rule only under that folder', () => {
    const folder: ServeHeaderRule[] = [{ source: 'code/**', headers: [{ key: 'X-A', value: '1' }] }];
    expect(headersForPath(folder, '/code/x.js')).toEqual({ 'X-A': '1' });
    expect(headersForPath(folder, '/codex.js')).toEqual({});
  });

  it('gives a file that is not a page the policy that forbids scripts, by its extension, and a page its own (issue 42, P2)', () => {
    expect(headersForPath(rules, '/images/checkout/flow-es.svg')['Content-Security-Policy']).toMatch(/default-src 'none'.*sandbox/);
    expect(headersForPath(rules, '/llms.txt')['Content-Security-Policy']).toMatch(/sandbox/);
    expect(headersForPath(rules, '/checkout/create-session')['Content-Security-Policy']).not.toMatch(/sandbox/);
    expect(headersForPath(rules, '/checkout/create-session')['Strict-Transport-Security']).toMatch(/^max-age=/);
  });
});
