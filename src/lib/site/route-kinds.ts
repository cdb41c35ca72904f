/**
 * Namespaces whose `/<namespace>/api/…` pages have their own route files
 * (`src/app/(es)/<namespace>/api/[...slug]` and `src/app/(en)/en/<namespace>/api/[...slug]`), so
 * guide pages do not download the API reference's client code. Add a namespace here together
 * with its two route folders when it gets an API tab.
 */
export const apiRouteNamespaces: readonly string[] = ['checkout'];

/** The namespace whose API route serves a page path (`/checkout/api/reference/session`), if any. */
export function apiRouteNamespace(path: string): string | undefined {
  const [, namespace, api] = path.split('/');
  return namespace && api === 'api' && apiRouteNamespaces.includes(namespace) ? namespace : undefined;
}

/** Why a page with `<ApiOperation>` cannot be built where it is, or undefined when it can. */
export function apiRouteProblem(path: string, namespace: string): string | undefined {
  if (apiRouteNamespace(path)) return undefined;
  if (path.split('/')[2] !== 'api') {
    return `uses <ApiOperation> but is not under /${namespace}/api/. Move API reference pages into the namespace's API tab (content/<locale>/${namespace}/api/…).`;
  }
  return `uses <ApiOperation>, but namespace "${namespace}" has no API route yet. Add "${namespace}" to apiRouteNamespaces in src/lib/site/route-kinds.ts and copy src/app/(es)/checkout/api and src/app/(en)/en/checkout/api to ${namespace}/api.`;
}
