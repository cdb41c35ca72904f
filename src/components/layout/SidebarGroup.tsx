'use client';

import { Disclosure, DisclosureButton, DisclosurePanel } from '@headlessui/react';
import { ChevronDown } from 'lucide-react';
import type { ReactNode } from 'react';

/** A navigation group: open (active) or closed; the button flips it (spec §4). */
export function SidebarGroup({ title, toggleLabel, children }: { title: string; toggleLabel: string; children: ReactNode }) {
  return (
    <Disclosure as="li" defaultOpen className="mb-6">
      <DisclosureButton
        aria-label={toggleLabel}
        className="group flex w-full items-center justify-between rounded-md py-1 text-left text-xs font-semibold tracking-wide text-zinc-900 uppercase dark:text-white"
      >
        <span aria-hidden="true">{title}</span>
        <ChevronDown className="size-4 text-zinc-500 transition-transform group-data-open:rotate-0 -rotate-90" aria-hidden="true" />
      </DisclosureButton>
      <DisclosurePanel as="ul" className="mt-2 space-y-0.5 border-l border-zinc-200 dark:border-zinc-800">
        {children}
      </DisclosurePanel>
    </Disclosure>
  );
}
