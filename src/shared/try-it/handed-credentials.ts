import { isObject } from '../openapi/raw';
import { operationsOf, type SimApi } from '../simulator/api-data';
import type { Simulator } from '../simulator/simulator';
import { exampleSite, type SimSite } from '../simulator/site';
import { exampleClients } from '../simulator/token-requestor/oauth-model';
import { parseJsonSafely } from '../text/safe-decode';
import { basicAuthorization } from './header-credentials';

/**
 * The header credentials a simulated environment hands out, as the pages describe them: Token
 * Requestor's example OAuth credential as `Authorization: Basic …`, and a Bearer token per API
 * (the account manager's first token of the 3DS Server or the ACS, the model's action `token`; a
 * Token Requestor access token, the one an earlier `/oauth/token` answered or one asked for now).
 * Try it's page environment and the MCP tool `run_simulation` write the same headers from it.
 */
export interface HandedCredentials {
  /** Token Requestor's example OAuth credential, as `Authorization: Basic …`, and its `clientId`. */
  basic(): { authorization: string; clientId: string } | undefined;
  /** A Bearer token the environment hands out for `api`, or undefined (the PIN pad's: none). */
  bearer(api: string): Promise<string | undefined>;
}

export function handedCredentials(simulator: Simulator, apis: ReadonlyMap<string, SimApi>, remembered: ReadonlyMap<string, string>, site: SimSite = exampleSite): HandedCredentials {
  const tokenRequestor = apis.get('token-requestor');
  // The example credential is read from the definition's `createCredential` example; a definition without it gives none.
  let client: ReturnType<typeof exampleClients>[number] | undefined;
  try {
    client = tokenRequestor ? exampleClients(tokenRequestor, site)[0] : undefined;
  } catch {
    client = undefined;
  }
  const basic = () => (client ? { authorization: basicAuthorization(client.clientId, client.clientSecret), clientId: client.clientId } : undefined);
  const handedOut = new Map<string, Promise<string | undefined>>();
  const bearer = async (api: string): Promise<string | undefined> => {
    // The 3DS Server's and the ACS's first token is the account manager's: the model's action `token` hands it out, once per environment.
    if (api !== 'token-requestor') {
      if (!handedOut.has(api)) handedOut.set(api, simulator.act(api, 'token', {}).then((result) => (result.ok && isObject(result.value) && typeof result.value.token === 'string' ? result.value.token : undefined)));
      return handedOut.get(api)!;
    }
    // Token Requestor: the access token an earlier /oauth/token answered, else one asked for now with the example credential.
    const known = remembered.get('access_token');
    if (known) return known;
    const credential = basic();
    const server = tokenRequestor && operationsOf(tokenRequestor).find((operation) => operation.operationId === 'getAccessToken');
    if (!credential || !server || !client) return undefined;
    const answer = await simulator.handle({ method: 'POST', url: `${server.server}${server.path}`, headers: { authorization: credential.authorization, 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ grant_type: 'client_credentials', scope: client.scope }).toString() });
    const value = parseJsonSafely(answer.body);
    return isObject(value) && typeof value.access_token === 'string' ? value.access_token : undefined;
  };
  return { basic, bearer };
}
