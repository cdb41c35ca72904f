import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { EXAMPLE_SECRETS } from '../../shared/auth/example-secrets';
import { expectedSignature, findSignedBodies, SIGNATURE_RULES } from '../../shared/auth/example-signature';
import { exampleFiles } from './scan';
import { jsonOfCode, scanExampleSignatures } from './signatures';

describe('jsonOfCode', () => {
  it('reads a JSON block, an HTTP body and a curl body', () => {
    expect(jsonOfCode('json', '{"a": 1}')).toEqual({ a: 1 });
    expect(jsonOfCode('http', 'POST /x HTTP/1.1\nContent-Type: application/json\n\n{"a": 2}')).toEqual({ a: 2 });
    expect(jsonOfCode('bash', `curl -X POST https://x \\\n  -d '{"a": 3}'`)).toEqual({ a: 3 });
    expect(jsonOfCode('json', '{ "a": … }')).toBeUndefined();
  });
});

/**
 * Every notification signature in the examples that follows one of the content guide's
 * `SHA(fields + secretKey)` rules is the one the example site's secret gives.
 */
describe('example notification signatures', () => {
  it('are computed with the example secret', () => {
    const { checked, findings } = scanExampleSignatures(process.cwd());
    expect(findings.map((finding) => `${finding.file} ${finding.where}: ${finding.rule}: "${finding.signature}" should be "${finding.expected}"`)).toEqual([]);
    expect(checked).toBeGreaterThan(0);
  });

  it('use every rule at least once in the definitions', () => {
    const used = new Set(
      exampleFiles(process.cwd())
        .filter((file) => file.endsWith('.yaml'))
        .flatMap((file) => findSignedBodies(parse(readFileSync(file, 'utf8'))).map(({ body }) => expectedSignature(body, EXAMPLE_SECRETS[0]?.secretKey ?? '')?.rule)),
    );
    expect(SIGNATURE_RULES.map((rule) => rule.name).filter((name) => !used.has(name))).toEqual([]);
  });
});
