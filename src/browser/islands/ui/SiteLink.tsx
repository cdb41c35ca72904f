import type { ComponentProps } from 'react';
import { isAllowedHref } from '@/shared/content/link-scheme';

/**
 * A link to a page of the site. A plain `<a>` that the browser follows; the site's code prefetches
 * its page when a reader reaches for it (`src/browser/runtime/site-links.ts`). An href outside the
 * site's allow-list (link-scheme.ts: a `javascript:` URL) is dropped, leaving the text; the content
 * check refuses one in a page before it gets here.
 */
export function SiteLink({ href, ...props }: ComponentProps<'a'> & { href: string }) {
  return <a {...props} {...(isAllowedHref(href) ? { href } : {})} />;
}
