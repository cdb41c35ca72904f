import { describe, expect, it } from 'vitest';
import { repositoryFacts } from '../../node/facts/load-facts';
import { loadSimulatorApis } from '../../node/simulator/load-simulator-apis';
import { readBasic } from '../simulator/auth/header-auth';
import { fixedClock } from '../simulator/clock';
import { createSimulator } from '../simulator/simulator';
import { exampleSite } from '../simulator/site';
import { exampleClients } from '../simulator/token-requestor/oauth-model';
import { handedCredentials } from './handed-credentials';

/* What the simulated environment hands out for header-authenticated APIs (Try it's page environment, the MCP tool). */
const apis = loadSimulatorApis(process.cwd(), 'es', ['token-requestor', 'three-d-s-server', 'acs']);
const byName = new Map(apis.map((api) => [api.api, api]));
const setUp = () => {
  const simulator = createSimulator({ locale: 'es', apis, facts: repositoryFacts(), clock: fixedClock('2026-11-20T14:30:01-05:00') });
  const remembered = new Map<string, string>();
  return { simulator, remembered, handed: handedCredentials(simulator, byName, remembered) };
};

describe('handedCredentials', () => {
  it("gives Basic with the example OAuth client, and a Token Requestor access token: the one remembered, else one asked for", async () => {
    const { simulator, remembered, handed } = setUp();
    const client = exampleClients(byName.get('token-requestor')!, exampleSite)[0]!;
    expect(handed.basic()).toEqual({ authorization: expect.stringMatching(/^Basic /), clientId: client.clientId });
    expect(readBasic(handed.basic()!.authorization)).toEqual({ user: client.clientId, password: client.clientSecret });
    const asked = await handed.bearer('token-requestor');
    expect(asked).toMatch(/\S{10,}/);
    expect(simulator.events.filter((event) => event.kind === 'request')).toHaveLength(1);
    remembered.set('access_token', 'from-an-earlier-answer');
    expect(await handed.bearer('token-requestor')).toBe('from-an-earlier-answer');
  });

  it("hands out the 3DS Server's and the ACS's account-manager token once, and none for an API without one", async () => {
    const { simulator, handed } = setUp();
    const first = await handed.bearer('three-d-s-server');
    expect(first).toMatch(/^3dss_test_/);
    expect(await handed.bearer('three-d-s-server')).toBe(first);
    expect(await handed.bearer('acs')).toMatch(/^acs_test_/);
    expect(simulator.events.filter((event) => event.kind === 'action')).toHaveLength(2);
    expect(await handed.bearer('sdks')).toBeUndefined();
  });
});
