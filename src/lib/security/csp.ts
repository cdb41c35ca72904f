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
    .filter((script) => !script.hasAttribute('src') && (script.getAttribute('type') ?? 'text/javascript').includes('javascript'))
    .map((script) => `'sha256-${createHash('sha256').update(script.rawText, 'utf8').digest('base64')}'`);
  return [...new Set(hashes)];
}

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
