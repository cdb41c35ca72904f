import { describe, expect, it } from 'vitest';
import { repositoryFacts } from '../../../node/facts/load-facts';
import { loadSimulatorApis } from '../../../node/simulator/load-simulator-apis';
import { fixedClock } from '../clock';
import { createSimulator } from '../simulator';

/*
 * Token Requestor's authentication as /token-requestor/integration/authentication describes it:
 * client credentials in HTTP Basic for an access token valid 3600 seconds, then the token in
 * `Authorization: Bearer` on the other operations (the definition's 401 when it is not right).
 */

const apis = loadSimulatorApis(process.cwd(), 'es', ['token-requestor', 'api-scudo']);
const HOST = 'https://api-test.ondapay.dev/token-requestor';
const BASIC = 'Basic dHJjXzRiOGUxZjBhOWQyYzdlMzU6dHJzX1ZxN0xtMlhjOVJ0NEtwOFd6M05iNkhkMUZzNUd5MEph';
const form = { 'content-type': 'application/x-www-form-urlencoded' };

const simulatorAt = () => createSimulator({ locale: 'es', apis, clock: fixedClock('2026-11-20T14:30:00-05:00') });
type Sim = ReturnType<typeof simulatorAt>;
const call = async (sim: Sim, method: string, url: string, headers: Record<string, string>, body?: string) => {
  const response = await sim.handle({ method, url, headers, ...(body === undefined ? {} : { body }) });
  return { ...response, json: JSON.parse(response.body) as Record<string, unknown> };
};
const token = (sim: Sim, body = 'grant_type=client_credentials&scope=tokens', authorization = BASIC) => call(sim, 'POST', `${HOST}/oauth/token`, { ...form, authorization }, body);
const status = (sim: Sim, bearer: string) => call(sim, 'GET', `${HOST}/api/tokens/DNITHE382108374650138924`, { authorization: `Bearer ${bearer}` });

describe('Token Requestor OAuth and Bearer', () => {
  it('issues the page access token for the example credential, then takes it until it expires', async () => {
    const sim = simulatorAt();
    const issued = await token(sim);
    expect(issued.status).toBe(200);
    expect(issued.headers['cache-control']).toBe('no-store');
    expect(issued.json).toEqual({ access_token: 'tra_5c1e9b7d3f0a48e2b6c4d8f1a3e7b905', token_type: 'Bearer', expires_in: 3600, scope: 'tokens' });
    const again = await token(sim);
    expect(again.json.access_token).toMatch(/^tra_[0-9a-f]{32}$/);
    expect(again.json.access_token).not.toBe(issued.json.access_token);

    const authenticated = await status(sim, 'tra_5c1e9b7d3f0a48e2b6c4d8f1a3e7b905');
    expect(authenticated.status).toBe(404);
    expect(authenticated.json.status).toMatchObject({ reason: 404, message: 'El token no existe' });
    await sim.advance(3600);
    const expired = await status(sim, 'tra_5c1e9b7d3f0a48e2b6c4d8f1a3e7b905');
    expect(expired.status).toBe(401);
    expect(expired.json.status).toEqual({ status: 'FAILED', reason: 401, message: 'Token de acceso inválido o vencido', date: '2026-11-20T15:30:00-05:00' });
    expect(expired.notes).toEqual([{ kind: 'auth', message: 'expired' }]);
  });

  it('answers OAuth errors in OAuth format', async () => {
    const sim = simulatorAt();
    const wrongSecret = await token(sim, undefined, `Basic ${btoa('trc_4b8e1f0a9d2c7e35:nope')}`);
    expect(wrongSecret.status).toBe(401);
    expect(wrongSecret.json).toEqual({ error: 'invalid_client', error_description: 'Credenciales de cliente inválidas' });
    expect((await token(sim, undefined, '')).json.error).toBe('invalid_client');
    expect((await token(sim, 'grant_type=password&scope=tokens')).json).toEqual({ error: 'unsupported_grant_type', error_description: 'Solo se admite client_credentials' });
    expect((await token(sim, 'grant_type=client_credentials&scope=admin')).json).toEqual({ error: 'invalid_scope', error_description: 'La credencial no tiene ese alcance' });
    expect((await status(sim, 'tra_00000000000000000000000000000000')).status).toBe(401);
  });
});

describe('Token Requestor token limit', () => {
  it('answers 429 with Retry-After past the tokens a minute the facts allow', async () => {
    const sim = createSimulator({ locale: 'es', apis, facts: repositoryFacts(), clock: fixedClock('2026-11-20T14:30:00-05:00') });
    for (let index = 0; index < 10; index += 1) {
      expect((await token(sim)).status).toBe(200);
      await sim.advance(1);
    }
    const limited = await token(sim);
    expect(limited.status).toBe(429);
    expect(limited.json).toEqual({ error: 'too_many_requests', error_description: 'Se superó el límite de solicitudes de token' });
    expect(limited.headers['retry-after']).toBe('50');
    await sim.advance(50);
    expect((await token(sim)).status).toBe(200);
  });
});

describe('Api Scudo signed requests', () => {
  const body =
    '{"reference":"ORDER-1001","amount":{"currency":"COP","total":150000},"paymentMethod":"visa","card":{"bin":"411111","lastDigits":"1111"},"payer":{"name":"Ana","surname":"Gómez","email":"ana.gomez@example.com","documentType":"CC","document":"1040035000","mobile":"+573001234567"},"deviceSessionId":"c2f9a7e41b6d4f0e9a3b8c1d5e7f2a60","ipAddress":"203.0.113.10","userAgent":"Mozilla/5.0 (X11; Linux x86_64)"}';
  const header = 'login=a4f0b5c8d6e1a2b3,timestamp=1795203000,signature=f97513a74f40959a65ab1e7706da070f47899d6d01dd0d1566060e4a04579a4a';
  it('checks the signature before validating, and refuses a replay with the page 401', async () => {
    const sim = createSimulator({ locale: 'es', apis, clock: fixedClock('2026-11-20T14:30:01-05:00') });
    const send = () => call(sim, 'POST', 'https://api-test.ondapay.dev/api-scudo/api/validate', { 'content-type': 'application/json', 'x-scudo-signature': header }, body);
    expect((await send()).json).toMatchObject({ validationId: 77120, decision: 'ACCEPT' });
    const replay = await send();
    expect(replay.status).toBe(401);
    expect(replay.json.status).toMatchObject({ status: 'FAILED', reason: 401, message: 'Autenticación fallida 102' });
    expect(replay.notes).toEqual([{ kind: 'auth', message: 'signatureReused' }]);
  });
});
