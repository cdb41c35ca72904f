import Link from 'next/link';
import type { ComponentProps } from 'react';

/**
 * A link to a page of the site: navigated client-side, prefetched when a reader reaches for it
 * (`src/lib/ui/link-intent.ts`, wired by the top bar) rather than when it scrolls into view.
 */
export function SiteLink(props: ComponentProps<typeof Link>) {
  return <Link prefetch={false} {...props} />;
}
