import type { ComponentProps } from 'react';

/**
 * A link to a page of the site. A plain `<a>` that the browser follows; the site's code prefetches
 * its page when a reader reaches for it (`src/browser/runtime/site-links.ts`).
 */
export function SiteLink(props: ComponentProps<'a'> & { href: string }) {
  return <a {...props} />;
}
