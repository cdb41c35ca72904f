import { describe, expect, it } from 'vitest';
import { fixedClock } from '../../../shared/simulator/clock';
import { createSimulator } from '../../../shared/simulator/simulator';
import { findOperation } from '../../../shared/simulator/words';
import { repositoryFacts } from '../../facts/load-facts';
import { loadSimulatorApis } from '../../simulator/load-simulator-apis';
import { exampleCredentials } from './example-credentials';

/* The credentials the check supplies where a page leaves them out: they are the ones the simulated environment issues, and a page's own stay. */

const apis = loadSimulatorApis(process.cwd(), 'es', ['api-scudo', 'token-requestor']);
const [scudo, tr] = [apis.find((api) => api.api === 'api-scudo')!, apis.find((api) => api.api === 'token-requestor')!];
const simulator = () => createSimulator({ locale: 'es', apis, facts: repositoryFacts(), clock: fixedClock('2026-11-20T14:40:00-05:00') });

describe('exampleCredentials', () => {
  it('signs an Api Scudo body the page shows without its header, and keeps a signature the page writes', async () => {
    const sim = simulator();
    const url = 'https://api-test.ondapay.dev/api-scudo/api/search';
    const request = { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"reference":"ORDER-1001"}' };
    const headers = await exampleCredentials(sim, scudo, findOperation(scudo, 'searchValidations'), request, url);
    expect(headers['X-Scudo-Signature']).toMatch(/^login=a4f0b5c8d6e1a2b3,timestamp=1795203600,signature=[0-9a-f]{64}$/);
    expect((await sim.handle({ ...request, url, headers })).status).toBe(200);
    const written = { ...request, headers: { ...request.headers, 'x-scudo-signature': 'login=a4f0b5c8d6e1a2b3,timestamp=1795203600,signature=00' } };
    expect(await exampleCredentials(sim, scudo, findOperation(scudo, 'searchValidations'), written, url)).toEqual(written.headers);
  });

  it('gives a Token Requestor call a Bearer token of its operation scope', async () => {
    const sim = simulator();
    const url = 'https://api-test.ondapay.dev/token-requestor/api/admin/sites';
    const request = { method: 'GET', headers: { authorization: 'Bearer tra_5c1e9b7d3f0a48e2b6c4d8f1a3e7b905' } };
    const headers = await exampleCredentials(sim, tr, findOperation(tr, 'listSites'), request, url);
    expect(headers.Authorization).toMatch(/^Bearer tra_[0-9a-f]{32}$/);
    expect((await sim.handle({ ...request, url, headers })).status).toBe(200);
    const tokens = await exampleCredentials(simulator(), tr, findOperation(tr, 'getTokenStatus'), { method: 'GET', headers: {} }, 'https://api-test.ondapay.dev/token-requestor/api/tokens/DNITHE382108374650138924');
    // The first token of a story is the page's own.
    expect(tokens.Authorization).toBe('Bearer tra_5c1e9b7d3f0a48e2b6c4d8f1a3e7b905');
  });
});
