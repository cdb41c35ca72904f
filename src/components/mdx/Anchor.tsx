import type { ComponentProps } from 'react';
import { isAllowedHref } from '@/shared/content/link-scheme';
import { NEW_TAB_ATTRIBUTES, staysInTab } from '@/shared/content/link-target';

/**
 * A page of the site or a place on this page stays in the tab (the router takes a site link's click,
 * src/browser/runtime/site-links.ts); other sites open in a new tab. A link outside the site's
 * allow-list (link-scheme.ts) is its text only: the content check refuses one before it gets here.
 */
export function Anchor({ href = '', children, ...rest }: ComponentProps<'a'>) {
  if (!isAllowedHref(href)) return <>{children}</>;
  return (
    <a href={href} {...(staysInTab(href) ? {} : NEW_TAB_ATTRIBUTES)} {...rest}>
      {children}
    </a>
  );
}
