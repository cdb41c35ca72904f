import { useId, type ReactNode } from 'react';
import { FRAME_ATTRIBUTES } from '@/shared/ui/frame-markup';

/** A navigation group: open (active) or closed; the button flips it (spec §4), run by src/browser/runtime/disclosures.ts. */
export function SidebarGroup({ title, toggleLabel, chevron, children }: { title: string; toggleLabel: string; chevron: ReactNode; children: ReactNode }) {
  const panelId = useId();
  return (
    <li className="mb-6">
      <button
        type="button"
        aria-expanded="true"
        aria-controls={panelId}
        data-open=""
        aria-label={toggleLabel}
        className="group flex w-full items-center justify-between rounded-md py-1 text-left text-xs font-semibold tracking-wide text-zinc-900 uppercase dark:text-white"
        {...{ [FRAME_ATTRIBUTES.disclosure]: '' }}
      >
        <span aria-hidden="true">{title}</span>
        {chevron}
      </button>
      <ul id={panelId} className="mt-2 space-y-0.5 border-l border-zinc-200 dark:border-zinc-800">
        {children}
      </ul>
    </li>
  );
}
