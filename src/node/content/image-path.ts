/**
 * Where a page's image may come from: a file under public/, written as its path from there
 * (`/images/checkout/flow-es.svg`). Not another site (the page's policy would block it, and the
 * page would depend on a server it does not control), not a `data:` URL, and not a path that climbs
 * out of public/ (`/../../x`), which would make the build read a file outside the site.
 * Says what is wrong, or nothing.
 */
export function publicImageProblem(src: string): string | undefined {
  if (!src.startsWith('/') || src.startsWith('//') || src.startsWith('/\\')) {
    return `image ${src.slice(0, 100)} is not a file of the site. Put the file under public/images/ and write its path from there: ![…](/images/…).`;
  }
  let decoded = src;
  try {
    decoded = decodeURIComponent(src);
  } catch {
    return `image ${src.slice(0, 100)} has a malformed %-escape in its path. Write the path as the file is named under public/.`;
  }
  if (decoded.split(/[/\\]/).some((segment) => segment === '..')) {
    return `image ${src.slice(0, 100)} is outside public/. Put the file under public/images/ and write its path from there: ![…](/images/…).`;
  }
  return undefined;
}
