import { ruleMatches, type ServeHeaderRule } from '../security/headers-file';

/**
 * The headers serve.json's rules give a site path: every matching rule's, in order (a later rule's
 * value for the same header wins), matched as headers-file.ts matches them: `**` any rest of the
 * path, `*` one segment, `{svg,json}` any of the extensions (the strict policy for files that are not
 * pages, issue 42 P2). The same file drives out/_headers for CDN hosts (headers-file.ts).
 */
export function headersForPath(rules: readonly ServeHeaderRule[], sitePath: string): Record<string, string> {
  const headers: Record<string, string> = {};
  const relative = sitePath.replace(/^\/+/, '');
  for (const rule of rules) {
    if (ruleMatches({ ...rule, source: rule.source.replace(/^\/+/, '') }, relative)) for (const { key, value } of rule.headers) headers[key] = value;
  }
  return headers;
}
