'use client';

import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { watchSiteLinks } from '@/lib/ui/site-links';

/**
 * Wires every link of the site to Next's router once per page (site-links.ts): the links
 * themselves stay plain `<a>` elements with nothing to hydrate. Renders nothing; the top bar holds it.
 */
export function SiteLinks() {
  const router = useRouter();
  useEffect(() => watchSiteLinks(document, router), [router]);
  return null;
}
