'use client';

import type { ReactNode } from 'react';
import { useDisclosure } from '../ui/use-disclosure';

/** A navigation group: open (active) or closed; the button flips it (spec §4). */
export function SidebarGroup({ title, toggleLabel, chevron, children }: { title: string; toggleLabel: string; chevron: ReactNode; children: ReactNode }) {
  const { open, buttonProps, panelProps } = useDisclosure(true);
  return (
    <li className="mb-6">
      <button
        {...buttonProps}
        aria-label={toggleLabel}
        className="group flex w-full items-center justify-between rounded-md py-1 text-left text-xs font-semibold tracking-wide text-zinc-900 uppercase dark:text-white"
      >
        <span aria-hidden="true">{title}</span>
        {chevron}
      </button>
      {open ? (
        <ul {...panelProps} className="mt-2 space-y-0.5 border-l border-zinc-200 dark:border-zinc-800">
          {children}
        </ul>
      ) : null}
    </li>
  );
}
