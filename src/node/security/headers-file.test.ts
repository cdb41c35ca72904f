import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import Ajv from 'ajv';
import { describe, expect, it } from 'vitest';
import { expandBraces, filesWithoutStrictPolicy, forbidsScripts, ruleMatches, toHeadersFile, type ServeHeaderRule } from './headers-file';

// The schema serve itself checks its configuration with (serve's build/main.js), from serve's own dependency.
const serveSchema = createRequire(import.meta.url)('@zeit/schemas/deployment/config-static.js') as object;

const rules = (JSON.parse(readFileSync('serve.json', 'utf8')) as { headers: ServeHeaderRule[] }).headers;
const headersFor = (file: string) => Object.fromEntries(rules.filter((rule) => ruleMatches(rule, file)).flatMap((rule) => rule.headers.map((h) => [h.key, h.value])));

describe('toHeadersFile', () => {
  it('writes serve.json rules in the _headers format', () => {
    expect(
      toHeadersFile([
        { source: '_next/static/**', headers: [{ key: 'Cache-Control', value: 'public, max-age=31536000, immutable' }] },
        { source: '**', headers: [{ key: 'X-Content-Type-Options', value: 'nosniff' }, { key: 'Referrer-Policy', value: 'no-referrer' }] },
      ]),
    ).toBe('/_next/static/*\n  Cache-Control: public, max-age=31536000, immutable\n\n/*\n  X-Content-Type-Options: nosniff\n  Referrer-Policy: no-referrer\n');
  });

  it('writes a rule by extensions as one block per extension, with one wildcard each', () => {
    expect(expandBraces('**/*.{svg,json}')).toEqual(['**/*.svg', '**/*.json']);
    expect(toHeadersFile([{ source: '**/*.{svg,json}', headers: [{ key: 'A', value: 'b' }] }])).toBe('/*.svg\n  A: b\n\n/*.json\n  A: b\n');
  });
});

describe('the project’s serve.json', () => {
  it('is a configuration serve accepts: it refuses the whole file, and the server does not start, on one rule it rejects', () => {
    const validate = new Ajv({ allowUnionTypes: true, strict: false }).compile(serveSchema);
    const config = JSON.parse(readFileSync('serve.json', 'utf8')) as unknown;
    expect(validate(config), JSON.stringify(validate.errors)).toBe(true);
  });

  it('sends the hardening headers and HSTS on every path (P4)', () => {
    const everywhere = headersFor('checkout/create-session.html');
    expect(everywhere['Content-Security-Policy']).toContain("frame-ancestors 'none'");
    expect(everywhere['X-Content-Type-Options']).toBe('nosniff');
    expect(everywhere['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
    expect(everywhere['Strict-Transport-Security']).toMatch(/^max-age=\d{8,}/);
    expect(headersFor('images/checkout/flow-es.svg')['Strict-Transport-Security']).toBe(everywhere['Strict-Transport-Security']);
  });

  it('gives pages a header policy that cannot block their inline scripts: no default-src or script-src, which would intersect with the page’s hashes', () => {
    const policy = headersFor('checkout/create-session.html')['Content-Security-Policy']!;
    expect(policy).not.toMatch(/(?:^|;\s*)(?:default-src|script-src|script-src-elem)\s/);
    expect(policy).toContain("script-src-attr 'none'");
  });

  it('gives every file that is not a page a policy that forbids scripts (P2)', () => {
    for (const file of ['images/checkout/flow-es.svg', 'search/es.json', 'llms.txt', 'index.md', 'checkout/api/changelog.atom', 'sitemap.xml', 'openapi/checkout/es/openapi.yaml', 'code/abc.txt', 'client/site-X.js', 'favicon.ico']) {
      expect(forbidsScripts(headersFor(file)['Content-Security-Policy'] ?? ''), file).toBe(true);
    }
    expect(filesWithoutStrictPolicy(['index.html', 'a/b.svg', 'x.json', '_headers', '_redirects', 'odd.bin'], rules)).toEqual(['odd.bin']);
  });

  it('reads a policy that forbids scripts', () => {
    expect(forbidsScripts("default-src 'none'; style-src 'unsafe-inline'; sandbox")).toBe(true);
    expect(forbidsScripts("default-src 'none'; sandbox allow-scripts")).toBe(false);
    expect(forbidsScripts("default-src 'self'; sandbox")).toBe(false);
  });
});
