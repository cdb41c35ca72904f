import { describe, expect, it } from 'vitest';
import { authReplacements, hasAuthLiterals, hostReplacements, replaceInSegments, rewriteSample } from './sample-credentials';

const replaceAll = (text: string, replacements: Map<string, string>) => replaceInSegments([text], replacements)[0]!;

const mine = { login: 'MYLOGIN', tranKey: 'MYTRANKEY=', nonce: 'MYNONCE==', seed: '2026-11-25T10:00:00-05:00' };
const original = { login: 'a4f0b5c8d6e1a2b3', tranKey: 'aFQOoyipqw4fSdQzAJYfH2zozgcWOr+eIVdQ2of8YBE=', nonce: 'gxrZ3cMdOHAiye+Qkeh+IQ==', seed: '2026-11-20T14:31:05-05:00' };

const samples: [string, string][] = [
  ['JSON', `{"auth": {"login": "${original.login}", "tranKey": "${original.tranKey}", "nonce": "${original.nonce}", "seed": "${original.seed}"}}`],
  ['curl', `curl -X POST https://checkout.ondapay.dev/api/session \\\n  -d '{"auth":{"login":"${original.login}","tranKey":"${original.tranKey}","nonce":"${original.nonce}","seed":"${original.seed}"}}'`],
  ['JavaScript', `const body = {\n  auth: {\n    login: '${original.login}',\n    tranKey: '${original.tranKey}',\n    nonce: '${original.nonce}',\n    seed: '${original.seed}',\n  },\n};`],
  ['PHP', `$body = [\n  'auth' => [\n    'login' => '${original.login}',\n    'tranKey' => '${original.tranKey}',\n    'nonce' => '${original.nonce}',\n    'seed' => '${original.seed}',\n  ],\n];`],
  ['Python', `body = {"auth": {"login": "${original.login}", "tranKey": "${original.tranKey}", "nonce": "${original.nonce}", "seed": "${original.seed}"}}`],
  ['escaped JSON in a string', `String body = "{\\"auth\\":{\\"login\\":\\"${original.login}\\",\\"tranKey\\":\\"${original.tranKey}\\",\\"nonce\\":\\"${original.nonce}\\",\\"seed\\":\\"${original.seed}\\"}}";`],
];

describe('authReplacements', () => {
  it.each(samples)('replaces every auth value of the %s sample', (_name, code) => {
    const rewritten = replaceAll(code, authReplacements(code, mine));
    for (const value of Object.values(original)) expect(rewritten).not.toContain(value);
    for (const value of Object.values(mine)) expect(rewritten).toContain(value);
  });

  it('leaves code that reads variables alone', () => {
    const code = "const auth = { login: process.env.ONDAPAY_LOGIN, tranKey, nonce: nonce.toString('base64'), seed };";
    expect(hasAuthLiterals(code)).toBe(false);
    expect(authReplacements(code, mine).size).toBe(0);
  });

  it('leaves a response that only names a login (no tranKey) alone', () => {
    expect(authReplacements('{"credentials": {"login": "a4f0b5c8d6e1a2b3"}}', mine).size).toBe(0);
  });
});

describe('hostReplacements', () => {
  it('turns each production host into its test host', () => {
    const code = 'https://checkout.ondapay.dev/api/session https://api.ondapay.dev/core/x https://3dss.ondapay.dev';
    expect(replaceAll(code, hostReplacements(code))).toBe('https://checkout-test.ondapay.dev/api/session https://api-test.ondapay.dev/core/x https://3dss-test.ondapay.dev');
  });
  it('leaves test hosts and other hosts alone', () => {
    expect(hostReplacements('https://checkout-test.ondapay.dev https://tienda-andina.example.com https://checkout.ondapay.dev.evil.example').size).toBe(0);
  });
});

describe('replaceInSegments', () => {
  it('replaces a value split across segments, writing it where it starts', () => {
    const segments = ['"tranKey": "', '1kn4iPF0MTeAoMBw5b2e34Rw+NVf/', 'ca5GqkY1aqYDns=', '"'];
    const out = replaceInSegments(segments, new Map([['1kn4iPF0MTeAoMBw5b2e34Rw+NVf/ca5GqkY1aqYDns=', 'MINE=']]));
    expect(out).toEqual(['"tranKey": "', 'MINE=', '', '"']);
  });
  it('keeps segments without matches as they are and replaces every occurrence', () => {
    expect(replaceInSegments(['ab', 'c ab', 'c'], new Map([['abc', 'X']]))).toEqual(['X', ' X', '']);
  });
  it('prefers the longest key where two overlap', () => {
    expect(replaceInSegments(['https://api.ondapay.dev/x'], new Map([['api', 'Z'], ['https://api.ondapay.dev', 'T']]))).toEqual(['T/x']);
  });
});

describe('rewriteSample', () => {
  it('puts the reader’s values and the test host in a sample that sends auth to production', () => {
    const code = `curl https://gateway.ondapay.dev/api/process -d '{"auth":{"login":"${original.login}","tranKey":"${original.tranKey}","nonce":"${original.nonce}","seed":"${original.seed}"}}'`;
    const [rewritten] = rewriteSample([code], mine)!;
    expect(rewritten).toContain('https://gateway-test.ondapay.dev/api/process');
    expect(rewritten).not.toContain('https://gateway.ondapay.dev');
    expect(rewritten).toContain(`"login":"${mine.login}"`);
  });
  it('leaves a sample without auth alone, production host included', () => {
    expect(rewriteSample(['GET https://api.ondapay.dev/core/sites'], mine)).toBeUndefined();
  });
});
