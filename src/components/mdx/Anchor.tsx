import { SiteLink } from '@/components/ui/SiteLink';
import type { ComponentProps } from 'react';

/** Site links navigate client-side; other sites open in a new tab (API descriptions do the same in markdown-html.ts). */
export function Anchor({ href = '', children, ...rest }: ComponentProps<'a'>) {
  if (href.startsWith('/') && !href.startsWith('//')) {
    return (
      <SiteLink href={href} {...rest}>
        {children}
      </SiteLink>
    );
  }
  if (href.startsWith('#')) return <a href={href} {...rest}>{children}</a>;
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" {...rest}>
      {children}
    </a>
  );
}
