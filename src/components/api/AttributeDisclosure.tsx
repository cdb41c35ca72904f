'use client';

import type { ReactNode } from 'react';
import { islandRoot } from '@/lib/ui/islands';
import { useDisclosure } from '../ui/use-disclosure';

/**
 * Nested attributes behind a button (spec §4: open or closed). The rows are rendered on the server;
 * a closed panel stays out of the HTML, so deep schemas do not weigh on the page until a reader opens them.
 */
export function AttributeDisclosure({ showLabel, hideLabel, chevron, children }: { showLabel: string; hideLabel: string; chevron: ReactNode; children: ReactNode }) {
  const { open, buttonProps, panelProps } = useDisclosure();
  return (
    <div {...islandRoot} className="mt-2">
      <button
        {...buttonProps}
        className="group inline-flex items-center gap-1 rounded-full border border-zinc-200 py-0.5 pr-3 pl-2 text-xs font-medium text-zinc-700 hover:border-zinc-300 hover:text-zinc-900 dark:border-zinc-700 dark:text-zinc-300 dark:hover:border-zinc-600 dark:hover:text-white"
      >
        {chevron}
        {open ? hideLabel : showLabel}
      </button>
      {open ? (
        <div {...panelProps} className="mt-2 rounded-xl border border-zinc-200 px-4 dark:border-zinc-800">
          {children}
        </div>
      ) : null}
    </div>
  );
}
