import { describe, expect, it } from 'vitest';
import { checkExampleAuth, exampleTranKey, findAuthLiterals, findAuthObjects, nonceBytes } from './example-auth';

// The worked example of the content guide (Auth example values, /checkout/authentication).
const secret = '9d4e1b7a2c8f5036e1b4d7a0c3f69e52';
const auth = { login: 'a4f0b5c8d6e1a2b3', tranKey: 'fhEcMkl++Ap906Q0GqBEMDDXHEWBCDJemGzZGhggaIM=', nonce: 'orIBvRQIfVyv8by6HYr1Vg==', seed: '2026-11-20T14:30:00-05:00' };

describe('exampleTranKey', () => {
  it('hashes the raw nonce, then the seed and the secret', () => {
    const nonce = nonceBytes(auth.nonce);
    if ('problem' in nonce) throw new Error(nonce.problem);
    expect(exampleTranKey(nonce, auth.seed, secret)).toBe(auth.tranKey);
  });
});

describe('nonceBytes', () => {
  it('takes Base64 of 16 bytes only', () => {
    expect(nonceBytes('orIBvRQIfVyv8by6HYr1Vg==')).toHaveLength(16);
    expect(nonceBytes('b3JJQnZS')).toEqual({ problem: 'nonce "b3JJQnZS" holds 6 bytes, not 16' });
    expect(nonceBytes('not base64!')).toHaveProperty('problem');
  });
});

describe('checkExampleAuth', () => {
  it('says whether the example secret gives the tranKey, and which one it gives', () => {
    expect(checkExampleAuth(auth, secret)).toEqual({ kind: 'match' });
    expect(checkExampleAuth({ ...auth, tranKey: 'yTXwS+ZrA8Zhu7ZYR1A4gSTU+qlLE4AEZ9DnzNkMKbQ=' }, secret)).toEqual({ kind: 'wrong', expected: auth.tranKey });
    expect(checkExampleAuth({ ...auth, nonce: 'abc' }, secret)).toHaveProperty('kind', 'problem');
  });
});

describe('findAuthObjects', () => {
  it('finds auth objects at any depth with their JSON pointer', () => {
    const found = findAuthObjects({ examples: { 'a/b': { value: { auth, locale: 'es_CO' } } }, list: [{ auth: { ...auth, seed: 'x' } }] });
    expect(found.map((item) => [item.pointer, item.seed])).toEqual([
      ['/examples/a~1b/value/auth', auth.seed],
      ['/list/0/auth', 'x'],
    ]);
    expect(found[1]?.tranKeyPath).toEqual(['list', 0, 'auth', 'tranKey']);
  });

  it('finds an object schema whose four properties give examples', () => {
    const schema = { properties: { login: { examples: [auth.login] }, tranKey: { example: auth.tranKey }, nonce: { examples: [auth.nonce] }, seed: { examples: [auth.seed] } } };
    const [found] = findAuthObjects({ components: { schemas: { Auth: schema } } });
    expect(found).toMatchObject({ pointer: '/components/schemas/Auth/properties', tranKeyPath: ['components', 'schemas', 'Auth', 'properties', 'tranKey', 'example'], tranKey: auth.tranKey });
  });

  it('leaves objects that miss a field', () => {
    expect(findAuthObjects({ auth: { login: auth.login, tranKey: auth.tranKey } })).toEqual([]);
  });
});

describe('findAuthLiterals', () => {
  it('finds literals in curl JSON, PHP and Python, with where the tranKey value is', () => {
    const curl = `curl -d '{"auth": {"login": "${auth.login}", "tranKey": "${auth.tranKey}", "nonce": "${auth.nonce}", "seed": "${auth.seed}"}}'`;
    const php = `'auth' => ['login' => '${auth.login}', 'tranKey' => 'T1', 'nonce' => '${auth.nonce}', 'seed' => '${auth.seed}'],\n'auth' => ['login' => 'L2', 'tranKey' => 'T2', 'nonce' => 'N2', 'seed' => 'S2']`;
    const [found] = findAuthLiterals(curl);
    expect(found).toMatchObject(auth);
    expect(curl.slice(found?.tranKeyStart, found?.tranKeyEnd)).toBe(auth.tranKey);
    expect(findAuthLiterals(php).map((item) => [item.login, item.tranKey, php.slice(item.tranKeyStart, item.tranKeyEnd)])).toEqual([
      [auth.login, 'T1', 'T1'],
      ['L2', 'T2', 'T2'],
    ]);
  });

  it('skips code that reads a variable for a field', () => {
    expect(findAuthLiterals(`const auth = { login: process.env.ONDAPAY_LOGIN, tranKey: '${auth.tranKey}', nonce: '${auth.nonce}', seed: '${auth.seed}' };`)).toEqual([]);
  });
});
