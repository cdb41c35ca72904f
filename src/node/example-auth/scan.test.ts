import { describe, expect, it } from 'vitest';
import { rewriteTranKeys } from './rewrite';
import { scanMdx, scanYaml } from './scan';

const right = 'fhEcMkl++Ap906Q0GqBEMDDXHEWBCDJemGzZGhggaIM=';
const wrong = 'yTXwS+ZrA8Zhu7ZYR1A4gSTU+qlLE4AEZ9DnzNkMKbQ=';
const auth = (tranKey: string, login = 'a4f0b5c8d6e1a2b3') => ({ login, tranKey, nonce: 'orIBvRQIfVyv8by6HYr1Vg==', seed: '2026-11-20T14:30:00-05:00' });

describe('scanYaml', () => {
  const yaml = `paths:\n  /api/session:\n    post:\n      examples:\n        ok:\n          value:\n            auth:\n              login: a4f0b5c8d6e1a2b3\n              tranKey: ${right}\n              nonce: orIBvRQIfVyv8by6HYr1Vg==\n              seed: '2026-11-20T14:30:00-05:00'\n        bad:\n          value:\n            auth: { login: a4f0b5c8d6e1a2b3, tranKey: "${wrong}", nonce: orIBvRQIfVyv8by6HYr1Vg==, seed: '2026-11-20T14:30:00-05:00' }\n`;

  it('names the example by JSON pointer and line, with the expected tranKey', () => {
    const findings = scanYaml('openapi/x/openapi.yaml', yaml);
    expect(findings.count).toBe(2);
    expect(findings).toHaveLength(1);
    expect(findings[0]).toMatchObject({ where: '/paths/~1api~1session/post/examples/bad/value/auth (line 14)', expected: right });
  });

  it('rewrites the string value only, keeping quotes and layout', () => {
    const fixed = rewriteTranKeys(yaml, scanYaml('openapi/x/openapi.yaml', yaml));
    expect(fixed).toBe(yaml.replace(`"${wrong}"`, `"${right}"`));
    expect(scanYaml('openapi/x/openapi.yaml', fixed)).toHaveLength(0);
  });
});

describe('scanMdx', () => {
  const block = (tranKey: string, login?: string) => '```json\n' + JSON.stringify({ auth: auth(tranKey, login) }, null, 2) + '\n```\n';
  const page = `---\ntitle: Test\n---\n\n# Test\n\n${block(right)}\n<CodeGroup>\n\n${block(wrong)}\n</CodeGroup>\n\n${block(right, '1111222233334444')}`;

  it('names the page and line of each wrong tranKey, and a login without a secret', () => {
    const findings = scanMdx('content/es/x.mdx', page);
    expect(findings.count).toBe(3);
    expect(findings.map(({ where, expected, problem }) => ({ where, expected, problem: problem?.slice(0, 24) }))).toEqual([
      { where: 'line 24', expected: right, problem: undefined },
      { where: 'line 37', expected: undefined, problem: 'login "1111222233334444"' },
    ]);
    expect(page.split('\n')[23]).toContain(wrong);
  });

  it('rewrites only the wrong value', () => {
    const fixed = rewriteTranKeys(page, scanMdx('content/es/x.mdx', page));
    expect(fixed).toBe(page.replace(wrong, right));
  });
});

describe('rewriteTranKeys', () => {
  it('refuses to write where the file no longer holds the old value', () => {
    const finding = { file: 'f', where: 'line 1', auth: auth(wrong), expected: right, start: 0, end: wrong.length };
    expect(() => rewriteTranKeys('something else entirely, long enough', [finding])).toThrow(/expected/);
  });
});
