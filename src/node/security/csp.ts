import { createHash } from 'node:crypto';
import { parse } from 'node-html-parser';
import type { SiteScripts } from './site-scripts';

/**
 * Each page gets a <meta> policy that names, by hash, the site's own inline scripts it holds
 * (site-scripts.ts), and no other; the server adds the header policy for what a meta tag cannot
 * say (frame-ancestors) and what cannot break a page (README, "Deploying").
 */

/** The text of every inline script of a page that a browser runs (not `src` scripts, not data blocks). */
export function inlineScripts(html: string): string[] {
  const root = parse(html, { blockTextElements: { script: true, style: true } });
  return root
    .querySelectorAll('script')
    .filter((script) => !script.hasAttribute('src') && runsAsScript(script.getAttribute('type')))
    .map((script) => script.rawText);
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

/** The text of every inline <style> of a page: the critical CSS (critical-css.ts). */
export function inlineStyles(html: string): string[] {
  const root = parse(html, { blockTextElements: { script: true, style: true } });
  return root.querySelectorAll('style').map((style) => style.rawText);
}

/** A script's CSP hash source. The HTML parser turns CR LF and lone CR into LF before the text exists, and CSP hashes that text. */
export const scriptHash = (text: string) => `'sha256-${createHash('sha256').update(text.replace(/\r\n?/g, '\n'), 'utf8').digest('base64')}'`;

/** A script as a message quotes it: its start. */
export const quoteScript = (text: string) => JSON.stringify(text.length > 60 ? `${text.slice(0, 60)}…` : text);

export interface PagePolicy {
  /** The policy's text, for the page's meta tag. */
  policy: string;
  /** Inline scripts of the page that are not the site's own: the build fails on any. */
  unknownScripts: string[];
}

/**
 * The page's policy: `default-src` and `script-src` named, the site's own inline scripts the page
 * holds allowed by hash, and its inline <style> (the critical CSS) by hash too. `style` attributes
 * (a heading's scroll margin, an image's placeholder colour, Headless UI's positions) have their
 * own directive: a hash in `style-src` would otherwise turn them all off.
 */
export function pageCsp(html: string, siteScripts: SiteScripts, extraScriptOrigins: readonly string[] = []): PagePolicy {
  const scripts = inlineScripts(html);
  const hashes = [...new Set(scripts.filter((text) => siteScripts.has(text.replace(/\r\n?/g, '\n'))).map(scriptHash))];
  const styleHashes = [...new Set(inlineStyles(html).map(scriptHash))];
  const policy = [
    "default-src 'self'",
    `script-src 'self' ${[...hashes, ...extraScriptOrigins].join(' ')}`.trim(),
    `style-src 'self' ${styleHashes.join(' ')}`.trim(),
    "style-src-attr 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    `connect-src 'self'${extraScriptOrigins.length ? ` ${extraScriptOrigins.join(' ')}` : ''}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');
  return { policy, unknownScripts: scripts.filter((text) => !siteScripts.has(text.replace(/\r\n?/g, '\n'))) };
}

/** Puts the page's policy first in <head>, before any script it governs; a page that has one already is left as it is. */
export function withCspMeta(html: string, siteScripts: SiteScripts, extraScriptOrigins: readonly string[] = []): { html: string; unknownScripts: string[] } {
  const { policy, unknownScripts } = pageCsp(html, siteScripts, extraScriptOrigins);
  if (html.includes('http-equiv="Content-Security-Policy"')) return { html, unknownScripts };
  const meta = `<meta http-equiv="Content-Security-Policy" content="${policy}"/>`;
  return { html: html.replace(/<head>/, `<head>${meta}`), unknownScripts };
}
