/**
 * The files `next build` writes for its client, which no page of this site uses (no page starts
 * Next's client, scripts-after-paint.ts): its JavaScript chunks (the stylesheet and fonts beside
 * them stay), a page's React payload (`checkout/session.txt` beside `checkout/session.html`) and the
 * route segments its router prefetches (`checkout/session/__next._tree.txt`). Together some 136 MB
 * of the output that a host would serve to nobody.
 */
export function isNextClientFile(relativePath: string, exists: (relativePath: string) => boolean): boolean {
  const path = relativePath.split('\\').join('/');
  if (path.startsWith('_next/static/chunks/')) return /\.js(?:\.map)?$/.test(path);
  const name = path.slice(path.lastIndexOf('/') + 1);
  if (name.startsWith('__next.') && name.endsWith('.txt')) return true;
  return path.endsWith('.txt') && !path.startsWith('code/') && exists(`${path.slice(0, -'.txt'.length)}.html`);
}
