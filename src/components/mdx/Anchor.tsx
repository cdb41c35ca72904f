import type { ComponentProps } from 'react';
import { NEW_TAB_ATTRIBUTES, staysInTab } from '@/shared/content/link-target';

/**
 * A page of the site or a place on this page stays in the tab (the router takes a site link's click,
 * src/browser/runtime/site-links.ts); other sites open in a new tab.
 */
export function Anchor({ href = '', children, ...rest }: ComponentProps<'a'>) {
  return (
    <a href={href} {...(staysInTab(href) ? {} : NEW_TAB_ATTRIBUTES)} {...rest}>
      {children}
    </a>
  );
}
