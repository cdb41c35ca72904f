import type { ServeHeaderRule } from '../security/headers-file';

/**
 * The headers serve.json's rules give a site path: every matching rule's, in order (a later rule's
 * value for the same header wins). `**` matches any rest of the path; a source without it, the path
 * itself. The same file drives out/_headers for CDN hosts (headers-file.ts).
 */
export function headersForPath(rules: readonly ServeHeaderRule[], sitePath: string): Record<string, string> {
  const headers: Record<string, string> = {};
  const relative = sitePath.replace(/^\/+/, '');
  for (const rule of rules) {
    const source = rule.source.replace(/^\/+/, '');
    const matches = source === '**' || (source.endsWith('/**') ? relative.startsWith(source.slice(0, -2)) : relative === source);
    if (matches) for (const { key, value } of rule.headers) headers[key] = value;
  }
  return headers;
}
