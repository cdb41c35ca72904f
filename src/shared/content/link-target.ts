/**
 * Whether a link stays in the reader's tab: a page of this site (`/checkout/…`) or a place on this
 * page (`#…`). Anything else, another site or a protocol-relative `//host/…`, opens in a new tab.
 * One rule for MDX links (the Anchor component) and API descriptions (markdown-html.ts).
 */
export function staysInTab(href: string): boolean {
  return (href.startsWith('/') && !href.startsWith('//')) || href.startsWith('#');
}

/** The attributes a link that leaves the site carries. */
export const NEW_TAB_ATTRIBUTES = { target: '_blank', rel: 'noopener noreferrer' } as const;
