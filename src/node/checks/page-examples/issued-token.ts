import { isObject } from '../../../shared/openapi/raw';
import type { SimApi, SimOperation } from '../../../shared/simulator/api-data';
import { credentialVariable } from '../../../shared/simulator/auth/security';
import type { Simulator } from '../../../shared/simulator/simulator';

/**
 * A page writes its Bearer token as a shell variable (`Authorization: Bearer $ONDAPAY_ACS_TOKEN`).
 * Where the operation's security scheme names that variable (`x-credential-variable`), the check
 * sends the token the simulated environment hands out instead (the model's action `token`, the
 * account manager's), so the request is judged as the reader's code would send it. Other headers,
 * and a token written out, are left as the page writes them.
 */
export async function withIssuedToken(sim: Simulator, api: SimApi, operation: SimOperation, headers: Readonly<Record<string, string>>): Promise<Record<string, string>> {
  const variable = credentialVariable(api, operation);
  const entry = Object.entries(headers).find(([name]) => name.toLowerCase() === 'authorization');
  if (!variable || !entry || !new RegExp(`^Bearer\\s+\\$(\\{${variable}\\}|${variable})\\s*$`, 'i').test(entry[1])) return { ...headers };
  const issued = await sim.act(api.api, 'token', {});
  if (!issued.ok || !isObject(issued.value) || typeof issued.value.token !== 'string') return { ...headers };
  return { ...headers, [entry[0]]: `Bearer ${issued.value.token}` };
}
