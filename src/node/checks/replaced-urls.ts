/*
 * The site replaces an older one whose URLs are in bookmarks, search engines and integrators'
 * code comments. Each of them (the list has both locales: Spanish at the root, English under
 * /en) must still land on a page: the page itself or a redirect the manifests declare.
 */

/** The old paths of `list`, one per line; blank lines and `#` comments are skipped. */
export function parseUrlList(list: string): string[] {
  return list
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line.startsWith('/'));
}

/** Each old URL that is neither a built page nor a redirect to one. */
export function unresolvedOldUrls(oldUrls: readonly string[], pages: ReadonlySet<string>, redirects: ReadonlyMap<string, string>): string[] {
  const lands = (url: string) => pages.has(url) || pages.has(redirects.get(url) ?? '');
  return oldUrls.filter((url) => !lands(url));
}
