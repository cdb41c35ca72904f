import { describe, expect, it } from 'vitest';
import { loadSimulatorApis } from '../../node/simulator/load-simulator-apis';
import { readBasic } from '../simulator/auth/header-auth';
import { findOperation } from '../simulator/words';
import { basicAuthorization, headerCredential, setHeaderLine } from './header-credentials';

/* Which credential Try it writes in a request's headers, from the operation's security in its definition. */

const apis = loadSimulatorApis(process.cwd(), 'es', ['token-requestor', 'three-d-s-server', 'acs', 'api-scudo', 'checkout']);
const api = (name: string) => apis.find((candidate) => candidate.api === name)!;

describe('headerCredential', () => {
  it('reads the scheme of each operation: Basic for /oauth/token, then Bearer; Bearer for the 3DS Server and the ACS; the signature for Api Scudo', () => {
    expect(headerCredential(api('token-requestor'), findOperation(api('token-requestor'), 'getAccessToken'))).toEqual({ kind: 'basic', api: 'token-requestor' });
    expect(headerCredential(api('token-requestor'), findOperation(api('token-requestor'), 'createCredential'))).toEqual({ kind: 'bearer', api: 'token-requestor' });
    expect(headerCredential(api('three-d-s-server'), findOperation(api('three-d-s-server'), 'createSession'))).toEqual({ kind: 'bearer', api: 'three-d-s-server' });
    expect(headerCredential(api('acs'), findOperation(api('acs'), 'registerCard'))).toEqual({ kind: 'bearer', api: 'acs' });
    expect(headerCredential(api('api-scudo'), findOperation(api('api-scudo'), 'validateTransaction'))).toEqual({ kind: 'scudo' });
    expect(headerCredential(api('checkout'), findOperation(api('checkout'), 'createSession'))).toEqual({ kind: 'none' });
  });
});

describe('basicAuthorization', () => {
  it('writes RFC 7617 Basic, which the simulator reads back', () => {
    expect(basicAuthorization('trc_4b8e1f0a9d2c7e35', 'sécret:1')).toMatch(/^Basic [A-Za-z0-9+/=]+$/);
    expect(readBasic(basicAuthorization('trc_4b8e1f0a9d2c7e35', 'sécret:1'))).toEqual({ user: 'trc_4b8e1f0a9d2c7e35', password: 'sécret:1' });
  });
});

describe('setHeaderLine', () => {
  it('replaces the header where it is, in any case, or adds it at the end', () => {
    expect(setHeaderLine('Content-Type: application/json\nauthorization: Bearer old', 'Authorization', 'Bearer new')).toBe('Content-Type: application/json\nAuthorization: Bearer new');
    expect(setHeaderLine('Content-Type: application/json\n', 'X-Scudo-Signature', 'login=a,timestamp=1,signature=f')).toBe('Content-Type: application/json\nX-Scudo-Signature: login=a,timestamp=1,signature=f');
    expect(setHeaderLine('', 'Authorization', 'Basic eA==')).toBe('Authorization: Basic eA==');
  });
});
