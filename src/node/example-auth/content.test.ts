import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { EXAMPLE_SECRETS, SCOPED_EXAMPLE_SECRETS } from '../../shared/auth/example-secrets';
import { describeFinding, scanExampleAuth } from './scan';

/**
 * A reader who takes an example's `auth` object and the example secret of its login (content guide,
 * *Auth example values*) gets the example's tranKey: in every OpenAPI definition and overlay and in
 * every code block of every page, in both languages. `npm run fix:example-auth` rewrites the ones
 * that are wrong.
 */
describe('example auth objects', () => {
  const scan = scanExampleAuth(process.cwd());

  it('compute every tranKey with the example secret of their login', () => {
    expect(scan.findings.map(describeFinding), 'run `npm run fix:example-auth`').toEqual([]);
  });

  it('are found in definitions and in pages of both languages', () => {
    const count = (prefix: string) => scan.checked.filter(({ file }) => file.startsWith(prefix)).reduce((sum, { count }) => sum + count, 0);
    expect(count('openapi/')).toBeGreaterThan(0);
    expect(count('content/es/')).toBeGreaterThan(0);
    expect(count('content/en/')).toBeGreaterThan(0);
  });

  it('use secrets the content guide names, and the guide names where they live', () => {
    const guide = readFileSync('docs/content-guide.md', 'utf8');
    const values = ['src/shared/auth/example-secrets.ts', ...[...EXAMPLE_SECRETS, ...SCOPED_EXAMPLE_SECRETS].flatMap((secret) => [secret.login, secret.secretKey])];
    expect(values.filter((value) => !guide.includes(value))).toEqual([]);
  });
});
