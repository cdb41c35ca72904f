'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';

/** Spec §2: any route or hash change closes an open overlay. */
export function useCloseOnNavigation(close: () => void) {
  const pathname = usePathname();
  const [seenPath, setSeenPath] = useState(pathname);
  if (seenPath !== pathname) {
    // Adjusting state while rendering, as React recommends, rather than in an effect.
    setSeenPath(pathname);
    close();
  }
  const latest = useRef(close);
  useEffect(() => {
    latest.current = close;
  });
  useEffect(() => {
    const onHashChange = () => latest.current();
    window.addEventListener('hashchange', onHashChange);
    return () => window.removeEventListener('hashchange', onHashChange);
  }, []);
}
