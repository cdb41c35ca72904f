import { isObject, type RawObject, stringOf } from './raw';

/** A Server Object's URL with its variables' defaults filled in; undefined when `server` is not one. */
function serverUrl(server: unknown): string | undefined {
  if (!isObject(server)) return undefined;
  const url = stringOf(server.url);
  if (url === undefined) return undefined;
  const variables = isObject(server.variables) ? server.variables : {};
  return url.replace(/\{([^}]+)\}/g, (match, name: string) => {
    const variable = variables[name];
    return isObject(variable) && variable.default !== undefined ? String(variable.default) : match;
  });
}

/** The first usable server of a `servers` list (the test environment, by the content guide's convention). */
function firstServer(servers: unknown): string | undefined {
  if (!Array.isArray(servers)) return undefined;
  for (const server of servers) {
    const url = serverUrl(server);
    if (url !== undefined) return url;
  }
  return undefined;
}

/**
 * Where a call goes: the operation's `servers`, else its path item's, else the document's (the
 * more specific list replaces the others, as OpenAPI says), without a trailing slash. Empty when
 * nobody names a server.
 */
export function serverUrlFor(definition: object, pathItem?: RawObject, operation?: RawObject): string {
  const url = firstServer(operation?.servers) ?? firstServer(pathItem?.servers) ?? firstServer((definition as RawObject).servers) ?? '';
  return url.replace(/\/+$/, '');
}
