'use client';

import { useEffect, useState, type ReactNode } from 'react';
import { topBarOpacity } from '@/lib/ui/scroll';

/** The sticky top bar; its background fades in over the first 72 px of scroll (spec §4). */
export function TopBarFrame({ label, children }: { label: string; children: ReactNode }) {
  const [opacity, setOpacity] = useState(0);
  useEffect(() => {
    let frame = 0;
    const update = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => setOpacity(topBarOpacity(window.scrollY)));
    };
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', update);
    };
  }, []);

  return (
    <header aria-label={label} className="sticky top-0 z-40 backdrop-blur-md" data-opacity={opacity.toFixed(2)}>
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 border-b border-zinc-200 bg-white dark:border-zinc-800 dark:bg-zinc-950"
        style={{ opacity }}
      />
      {children}
    </header>
  );
}
