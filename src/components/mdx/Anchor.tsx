import type { ComponentProps } from 'react';

/**
 * A page of the site or a place on this page stays in the tab (the router takes a site link's click,
 * src/lib/ui/site-links.ts); other sites open in a new tab (API descriptions do the same in
 * markdown-html.ts).
 */
export function Anchor({ href = '', children, ...rest }: ComponentProps<'a'>) {
  const here = (href.startsWith('/') && !href.startsWith('//')) || href.startsWith('#');
  return here ? (
    <a href={href} {...rest}>
      {children}
    </a>
  ) : (
    <a href={href} target="_blank" rel="noopener noreferrer" {...rest}>
      {children}
    </a>
  );
}
