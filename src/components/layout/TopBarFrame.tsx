import type { ReactNode } from 'react';
import { FRAME_ATTRIBUTES } from '@/shared/ui/frame-markup';

/** The sticky top bar; its background fades in over the first 72 px of scroll (spec §4), run by src/browser/runtime/top-bar-fade.ts. */
export function TopBarFrame({ label, children }: { label: string; children: ReactNode }) {
  return (
    <header aria-label={label} className="sticky top-0 z-40 backdrop-blur-md" data-opacity="0.00" {...{ [FRAME_ATTRIBUTES.topBar]: '' }}>
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 border-b border-zinc-200 bg-white dark:border-zinc-800 dark:bg-zinc-950"
        style={{ opacity: 0 }}
        {...{ [FRAME_ATTRIBUTES.topBarBackdrop]: '' }}
      />
      {children}
    </header>
  );
}
