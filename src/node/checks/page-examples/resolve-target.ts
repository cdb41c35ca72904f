import { operationsOf, routeRequest, type SimApi, type SimOperation } from '../../../shared/simulator/api-data';
import type { PageRequest } from './extract-page';

/** The APIs a bare path (a JSON block's `label`) is tried on after the page's own product's. */
const ORDER = ['checkout', 'gateway'];

/** The operation a request targets: a full URL routes as the simulator routes it; a path is tried on the page's product's API first. */
export function resolveTarget(request: Pick<PageRequest, 'file' | 'method' | 'target'>, apis: readonly SimApi[]): { url: string; operation: SimOperation; params: Record<string, string> } | { problem: string } | 'no-definition' | undefined {
  const all = apis.flatMap((api) => operationsOf(api));
  if (/^https?:\/\//.test(request.target)) {
    const route = routeRequest(all, request.method, request.target);
    if (route.kind === 'operation') return { url: request.target, operation: route.operation, params: route.params };
    // The merchant's own server (a microsite's lookup service): not Ondapay's to answer.
    if (!/\.ondapay\.dev$/.test(new URL(request.target).hostname)) return undefined;
    if (route.kind === 'unknownHost' || (route.kind === 'unknownPath' && !all.some((operation) => request.target.startsWith(`${operation.server}/`)))) return 'no-definition';
    if (route.kind === 'unknownPath') return { problem: `no operation of the definitions has the path ${route.path}` };
    return { problem: `${request.method} is not a method of ${request.target} (the definition allows ${route.allowed.join(', ')})` };
  }
  const product = request.file.split('/')[2] ?? '';
  const rank = (api: string) => (api === product ? 0 : ORDER.includes(api) ? 1 + ORDER.indexOf(api) : 10);
  for (const api of [...apis].sort((a, b) => rank(a.api) - rank(b.api) || a.api.localeCompare(b.api))) {
    const operations = operationsOf(api);
    const servers = [...new Set(operations.flatMap((operation) => [operation.server, new URL(operation.server).origin]))];
    for (const server of servers) {
      const url = `${server}${request.target}`;
      const route = routeRequest(operations, request.method, url);
      if (route.kind === 'operation') return { url, operation: route.operation, params: route.params };
    }
  }
  return undefined;
}
