import { describe, expect, it } from 'vitest';
import { loadSimulatorApis } from '../../../node/simulator/load-simulator-apis';
import { NonceMemory } from '../body-auth';
import { findOperation } from '../words';
import { exampleSite } from '../site';
import { checkBearer, checkScudo, readBasic } from './header-auth';
import { operationScheme } from './security';
import { TokenStore } from './token-store';

/** The worked example of /api-scudo/signature (content guide, Api Scudo). */
const scudoBody =
  '{"reference":"ORDER-1001","amount":{"currency":"COP","total":150000},"paymentMethod":"visa","card":{"bin":"411111","lastDigits":"1111"},"payer":{"name":"Ana","surname":"Gómez","email":"ana.gomez@example.com","documentType":"CC","document":"1040035000","mobile":"+573001234567"},"deviceSessionId":"c2f9a7e41b6d4f0e9a3b8c1d5e7f2a60","ipAddress":"203.0.113.10","userAgent":"Mozilla/5.0 (X11; Linux x86_64)"}';
const scudoHeader = 'login=a4f0b5c8d6e1a2b3,timestamp=1795203000,signature=f97513a74f40959a65ab1e7706da070f47899d6d01dd0d1566060e4a04579a4a';
const at = (seconds: number) => new Date(seconds * 1000);

describe('operationScheme', () => {
  const apis = loadSimulatorApis(process.cwd(), 'es', ['token-requestor', 'api-scudo', 'three-d-s-server', 'gateway']);
  const scheme = (api: string, operationId: string) => {
    const found = apis.find((candidate) => candidate.api === api)!;
    return operationScheme(found, findOperation(found, operationId));
  };
  it('reads each operation security from its definition', () => {
    expect(scheme('token-requestor', 'getAccessToken')).toBe('basic');
    expect(scheme('token-requestor', 'enrollCard')).toBe('bearer');
    expect(scheme('three-d-s-server', 'createSession')).toBe('bearer');
    expect(scheme('api-scudo', 'validateTransaction')).toBe('scudoSignature');
    expect(scheme('gateway', 'process')).toBe('bodyAuth');
  });
});

describe('checkScudo', () => {
  const request = { method: 'POST', path: '/api-scudo/api/validate', body: scudoBody, header: scudoHeader };
  it('accepts the page worked signature once, within 300 seconds of its timestamp', async () => {
    const used = new NonceMemory();
    expect(await checkScudo(request, [exampleSite], at(1795203000 + 300), used)).toMatchObject({ ok: true, site: exampleSite });
    expect(await checkScudo(request, [exampleSite], at(1795203001), used)).toEqual({ ok: false, failure: 'signatureReused' });
  });

  it('names what failed', async () => {
    const now = at(1795203001);
    const check = (change: Partial<typeof request>) => checkScudo({ ...request, ...change }, [exampleSite], now, new NonceMemory());
    expect(await check({ header: undefined })).toEqual({ ok: false, failure: 'malformed' });
    expect(await check({ header: scudoHeader.replace('a4f0b5c8d6e1a2b3', '0000000000000000') })).toEqual({ ok: false, failure: 'unknownLogin' });
    expect(await check({ body: scudoBody.replace('150000', '150001') })).toEqual({ ok: false, failure: 'wrongSignature' });
    expect(await checkScudo(request, [exampleSite], at(1795203000 + 301), new NonceMemory())).toMatchObject({ ok: false, failure: 'timestampOutside' });
  });
});

describe('readBasic and checkBearer', () => {
  it('reads the Token Requestor page Basic header', () => {
    expect(readBasic('Basic dHJjXzRiOGUxZjBhOWQyYzdlMzU6dHJzX1ZxN0xtMlhjOVJ0NEtwOFd6M05iNkhkMUZzNUd5MEph')).toEqual({ user: 'trc_4b8e1f0a9d2c7e35', password: 'trs_Vq7Lm2Xc9Rt4Kp8Wz3Nb6Hd1Fs5Gy0Ja' });
    expect(readBasic('Bearer x')).toBeUndefined();
    expect(readBasic('Basic bm9jb2xvbg==')).toBeUndefined();
  });

  it('takes a token of its own API until it expires or is revoked', () => {
    const tokens = new TokenStore();
    tokens.add({ api: 'token-requestor', token: 'tra_1', site: exampleSite, issuedAt: 0, expiresAt: 3600_000 });
    expect(checkBearer('Bearer tra_1', 'token-requestor', tokens, new Date(3599_000))).toMatchObject({ ok: true });
    expect(checkBearer('Bearer tra_1', 'token-requestor', tokens, new Date(3600_000))).toEqual({ ok: false, failure: 'expired' });
    expect(checkBearer('Bearer tra_1', 'three-d-s-server', tokens, new Date(0))).toEqual({ ok: false, failure: 'otherApi' });
    expect(checkBearer(undefined, 'token-requestor', tokens, new Date(0))).toEqual({ ok: false, failure: 'noToken' });
    expect(checkBearer('Bearer tra_2', 'token-requestor', tokens, new Date(0))).toEqual({ ok: false, failure: 'unknownToken' });
  });
});
