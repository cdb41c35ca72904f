import { createHash } from 'node:crypto';
import { parse } from 'node-html-parser';

/**
 * Next's static export runs inline scripts (the RSC payload, our theme script), so
 * the only strict policy is one that names each of them by hash. Each page gets a
 * <meta> policy for its own scripts; the server adds the header policy for what a
 * meta tag cannot say (frame-ancestors).
 */
export function inlineScriptHashes(html: string): string[] {
  const root = parse(html, { blockTextElements: { script: true, style: true } });
  const hashes = root
    .querySelectorAll('script')
    .filter((script) => !script.hasAttribute('src') && runsAsScript(script.getAttribute('type')))
    .map((script) => scriptHash(script.rawText));
  return [...new Set(hashes)];
}

// HTML's JavaScript MIME types, and the other types a browser runs from a script element: CSP
// governs each of them inline. Any other type (application/ld+json) is data and needs no hash.
const JAVASCRIPT_TYPES = new Set(['application/ecmascript', 'application/javascript', 'application/x-ecmascript', 'application/x-javascript', 'text/ecmascript', 'text/javascript', 'text/javascript1.0', 'text/javascript1.1', 'text/javascript1.2', 'text/javascript1.3', 'text/javascript1.4', 'text/javascript1.5', 'text/jscript', 'text/livescript', 'text/x-ecmascript', 'text/x-javascript']);
const OTHER_RUN_TYPES = new Set(['module', 'importmap', 'speculationrules']);

/** Whether a browser runs a script element with this `type` attribute (a missing or empty type is JavaScript). */
export function runsAsScript(type: string | undefined): boolean {
  const essence = type?.trim().toLowerCase() ?? '';
  return essence === '' || JAVASCRIPT_TYPES.has(essence) || OTHER_RUN_TYPES.has(essence);
}

/** A script's CSP hash source. The HTML parser turns CR LF and lone CR into LF before the text exists, and CSP hashes that text. */
export const scriptHash = (text: string) => `'sha256-${createHash('sha256').update(text.replace(/\r\n?/g, '\n'), 'utf8').digest('base64')}'`;

export function pageCsp(html: string, extraScriptOrigins: readonly string[] = []): string {
  return [
    "default-src 'self'",
    `script-src 'self' ${[...inlineScriptHashes(html), ...extraScriptOrigins].join(' ')}`.trim(),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    `connect-src 'self'${extraScriptOrigins.length ? ` ${extraScriptOrigins.join(' ')}` : ''}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');
}

/** Puts the page's policy first in <head>, before any script it governs. */
export function withCspMeta(html: string, extraScriptOrigins: readonly string[] = []): string {
  if (html.includes('http-equiv="Content-Security-Policy"')) return html;
  const meta = `<meta http-equiv="Content-Security-Policy" content="${pageCsp(html, extraScriptOrigins)}"/>`;
  return html.replace(/<head>/, `<head>${meta}`);
}
