import type { SimApi, SimOperation } from '../../../shared/simulator/api-data';
import { operationScheme } from '../../../shared/simulator/auth/security';
import { exampleSite } from '../../../shared/simulator/site';
import type { Simulator } from '../../../shared/simulator/simulator';
import { scopeOf } from '../../../shared/simulator/token-requestor/token-requestor-model';
import { checkScudoSignature } from '../../../shared/toolkit/signature-check';

/**
 * The credentials the check puts in where a page leaves them to the reader and the simulated
 * environment can issue them: Api Scudo's `X-Scudo-Signature` (the example site's login and secret,
 * at the example's instant) on a body the page shows without it, and Token Requestor's Bearer token
 * of the operation's scope (the example credential's for `tokens`, the account manager's `admin` or
 * `consumer` one otherwise), issued in the page's own story. A page that writes its credentials out
 * (a Basic header, a signature) keeps them, so a wrong one still fails.
 */

const headerIn = (headers: Readonly<Record<string, string>>, name: string) => Object.entries(headers).find(([key]) => key.toLowerCase() === name)?.[1];
const withoutHeader = (headers: Readonly<Record<string, string>>, name: string) => Object.fromEntries(Object.entries(headers).filter(([key]) => key.toLowerCase() !== name));

/** The pages' example `tokens` credential (`trc_4b8e1f0a9d2c7e35`), as its Basic header. */
const EXAMPLE_BASIC = 'Basic dHJjXzRiOGUxZjBhOWQyYzdlMzU6dHJzX1ZxN0xtMlhjOVJ0NEtwOFd6M05iNkhkMUZzNUd5MEph';

async function bearerFor(sim: Simulator, url: string, scope: string): Promise<string | undefined> {
  let basic = EXAMPLE_BASIC;
  if (scope !== 'tokens') {
    const given = await sim.act('token-requestor', 'credential', { scope });
    if (!given.ok) return undefined;
    const { clientId, clientSecret } = given.value as { clientId: string; clientSecret: string };
    basic = `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}`;
  }
  const tokenUrl = url.replace(/(\/token-requestor)\/.*$/, '$1/oauth/token');
  const answer = await sim.handle({ method: 'POST', url: tokenUrl, headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: basic }, body: `grant_type=client_credentials&scope=${scope}` });
  const token: unknown = answer.status === 200 ? (JSON.parse(answer.body) as { access_token?: unknown }).access_token : undefined;
  return typeof token === 'string' ? token : undefined;
}

export async function exampleCredentials(sim: Simulator, api: SimApi, operation: SimOperation, request: { method: string; headers: Readonly<Record<string, string>>; body?: string }, url: string): Promise<Record<string, string>> {
  const headers = { ...request.headers };
  const scheme = operationScheme(api, operation);
  if (api.api === 'api-scudo' && scheme === 'scudoSignature' && headerIn(headers, 'x-scudo-signature') === undefined) {
    const draft = `login=${exampleSite.login},timestamp=${Math.floor(sim.clock.now().getTime() / 1000)},signature=00`;
    const check = await checkScudoSignature({ method: request.method, path: new URL(url).pathname, body: request.body ?? '', header: draft, secretKey: exampleSite.secretKey }, sim.clock.now());
    return check.kind === 'malformed' ? headers : { ...headers, 'X-Scudo-Signature': draft.replace(/00$/, check.expected) };
  }
  const scope = operation.operationId ? scopeOf(operation.operationId) : undefined;
  const authorization = headerIn(headers, 'authorization');
  if (api.api === 'token-requestor' && scheme === 'bearer' && scope && (authorization === undefined || /^bearer\s/i.test(authorization))) {
    const token = await bearerFor(sim, url, scope);
    return token ? { ...withoutHeader(headers, 'authorization'), Authorization: `Bearer ${token}` } : headers;
  }
  return headers;
}
