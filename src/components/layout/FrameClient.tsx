'use client';

import { usePathname, useRouter } from 'next/navigation';
import { useEffect, useLayoutEffect } from 'react';
import { refreshFrame, startFrame } from '@/lib/ui/frame';
import { watchSiteLinks } from '@/lib/ui/site-links';

/**
 * Starts the frame's code once per page: its controls are plain markup with listeners on the
 * document (src/lib/ui/frame.ts), and the site's links are handed to Next's router (site-links.ts).
 * Renders nothing; the top bar holds it.
 */
export function FrameClient() {
  const router = useRouter();
  const pathname = usePathname();
  // In the commit that hydrates the page, before the early-input script clicks again a button
  // pressed while the page loaded (early-input-script.ts): its listener must be there by then.
  useLayoutEffect(() => startFrame(document), []);
  useEffect(() => watchSiteLinks(document, router), [router]);
  useEffect(() => refreshFrame(document), [pathname]);
  return null;
}
