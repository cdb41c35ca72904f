/**
 * What a request's URL path names in the built site, or why it names nothing. The path is decoded
 * once, strictly: a malformed escape, a NUL, a backslash or a `.`/`..` segment (in any encoding) is
 * a malformed request (400), never a file. Files a host reads as its configuration (`_headers`,
 * `_redirects`), dot-files and the build's precompressed forms (`page.html.br`, sent only by
 * negotiation, and absent from the Workers assets) are not part of the site (404).
 */
export type RequestPath = { kind: 'path'; path: string } | { kind: 'malformed' } | { kind: 'hidden' };

/** Longer paths are no page of the site: refused before any work. */
export const MAX_PATH_BYTES = 2048;

const HOST_FILES = new Set(['_headers', '_redirects', '_routes.json', '.assetsignore']);

export function requestPath(rawPathname: string): RequestPath {
  if (rawPathname.length > MAX_PATH_BYTES || !rawPathname.startsWith('/')) return { kind: 'malformed' };
  let decoded: string;
  try {
    decoded = decodeURIComponent(rawPathname);
  } catch {
    return { kind: 'malformed' };
  }
  // A decoded `%` that still spells an escape was encoded twice: a traversal trick, not a page name.
  if (/[\0\\]/.test(decoded) || /%[0-9a-f]{2}/i.test(decoded)) return { kind: 'malformed' };
  const segments = decoded.split('/').slice(1);
  if (segments.some((segment) => segment === '.' || segment === '..')) return { kind: 'malformed' };
  if (segments.some((segment, index) => (segment.startsWith('.') && !(index === 0 && segment === '.well-known')) || HOST_FILES.has(segment))) return { kind: 'hidden' };
  if (/\.(br|gz)$/.test(decoded)) return { kind: 'hidden' };
  return { kind: 'path', path: decoded };
}
