import type { ComponentProps } from 'react';

/**
 * A link to a page of the site. A plain `<a>`, nothing to hydrate: the router takes its click and
 * prefetches its page when a reader reaches for it (`src/lib/ui/site-links.ts`, wired by `FrameClient` in the top bar).
 */
export function SiteLink(props: ComponentProps<'a'> & { href: string }) {
  return <a {...props} />;
}
