import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { largestHomeScript } from './home-script';

const fixture = (file: string) => readFileSync(new URL(`../../tests/fixtures/finished-site/${file}`, import.meta.url), 'utf8');

describe('the benchmark’s home script (P10)', () => {
  it('is the site’s code the after-paint loader requests on a finished home page', () => {
    const { client } = JSON.parse(fixture('build.json')) as { client: string };
    const out = mkdtempSync(path.join(tmpdir(), 'bench-home-'));
    writeFileSync(path.join(out, 'index.html'), fixture('index.html'));
    mkdirSync(path.dirname(path.join(out, client)), { recursive: true });
    writeFileSync(path.join(out, client), 'x'.repeat(1000));
    expect(largestHomeScript(out)).toBe(client);
  });

  it('names the page when it loads no script', () => {
    const out = mkdtempSync(path.join(tmpdir(), 'bench-home-'));
    writeFileSync(path.join(out, 'index.html'), '<html><body></body></html>');
    expect(() => largestHomeScript(out)).toThrow(/index\.html loads no script of the site/);
  });
});
