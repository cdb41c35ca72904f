/** serve.json's header rules, the source of truth for `npm start`. */
export interface ServeHeaderRule {
  source: string;
  headers: Array<{ key: string; value: string }>;
}

/**
 * The same rules in the `_headers` format that Netlify and Cloudflare Pages read,
 * so a CDN deployment sends exactly what the local server sends.
 */
export function toHeadersFile(rules: readonly ServeHeaderRule[]): string {
  return rules
    .map((rule) => {
      const path = `/${rule.source.replace(/\*\*$/, '*').replace(/^\/+/, '')}`;
      return [path, ...rule.headers.map((header) => `  ${header.key}: ${header.value}`)].join('\n');
    })
    .join('\n\n')
    .concat('\n');
}
