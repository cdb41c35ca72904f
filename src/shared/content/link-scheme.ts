/**
 * The one list of what a link on this site may point at, wherever the link comes from: an MDX page
 * (Markdown links and components' href, refused by the content check), an API definition's
 * descriptions (Markdown or raw HTML) and everything the build writes from them (pages, Markdown
 * twins, the Atom feeds, llms files), where a link to anything else is dropped and its text kept.
 * Allowed: http, https, mailto and tel addresses, and links with no scheme at all (a page of the
 * site, `/checkout/…`, a place on the page, `#…`, a relative path). Everything else is refused,
 * `javascript:`, `data:` and `vbscript:` above all, and so are `//host/…` and `/\host/…`, which
 * leave the site without saying so (write `https://host/…`).
 */
export const ALLOWED_LINK_SCHEMES = ['http', 'https', 'mailto', 'tel'] as const;

const allowed = new Set<string>(ALLOWED_LINK_SCHEMES);

/**
 * The href as a browser reads it before it looks for the scheme: tabs and line breaks anywhere
 * are dropped, and control characters and spaces around it trimmed (URL Standard), so
 * `java\tscript:` and ` javascript:` are `javascript:` too.
 */
const normalized = (href: string) => href.replace(/[\t\n\r]/g, '').replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, '');

/** The scheme a browser would follow (`javascript`), lower-case; none for a site path, a fragment or a relative path. */
export function linkScheme(href: string): string | undefined {
  return /^([a-z][a-z\d+.-]*):/i.exec(normalized(href))?.[1]?.toLowerCase();
}

/** Whether the site may write this link (see the top of this file). */
export function isAllowedHref(href: string): boolean {
  const url = normalized(href);
  // `//host` and `/\host`: another site, by the page's own scheme.
  if (/^[/\\]{2}/.test(url)) return false;
  const scheme = linkScheme(url);
  return scheme === undefined || allowed.has(scheme);
}

/** What an author writes instead, for the content check's messages. */
export const ALLOWED_LINKS_HINT = 'Link to a page of the site (/checkout/…), a heading (#…), or an https://, mailto: or tel: address';
