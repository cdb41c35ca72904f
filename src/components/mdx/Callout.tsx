import { CircleAlert, Info as InfoIcon, NotebookPen, TriangleAlert, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

export type CalloutType = 'note' | 'info' | 'warning' | 'error';

const styles: Record<CalloutType, { icon: LucideIcon; box: string; iconColor: string }> = {
  note: { icon: NotebookPen, box: 'border-zinc-300 bg-zinc-50 dark:border-zinc-700 dark:bg-zinc-900/60', iconColor: 'text-zinc-600 dark:text-zinc-400' },
  info: { icon: InfoIcon, box: 'border-sky-300 bg-sky-50 dark:border-sky-800 dark:bg-sky-950/40', iconColor: 'text-sky-700 dark:text-sky-300' },
  warning: { icon: TriangleAlert, box: 'border-amber-300 bg-amber-50 dark:border-amber-800 dark:bg-amber-950/40', iconColor: 'text-amber-700 dark:text-amber-300' },
  error: { icon: CircleAlert, box: 'border-rose-300 bg-rose-50 dark:border-rose-800 dark:bg-rose-950/40', iconColor: 'text-rose-700 dark:text-rose-300' },
};

/** A highlighted aside: note, info, warning or error. Its label is the first thing read. */
export function Callout({ type = 'note', title, label, children }: { type?: CalloutType; title?: string; label: string; children: ReactNode }) {
  const { icon: Icon, box, iconColor } = styles[type];
  return (
    // A note, not a landmark: a page with several warnings would repeat the same region name.
    <div role="note" className={`my-6 flex gap-3 rounded-xl border px-4 py-3 text-sm leading-6 ${box}`}>
      <Icon className={`mt-1 size-4 shrink-0 ${iconColor}`} aria-hidden="true" />
      <div className="min-w-0 [&>:first-child]:mt-0 [&>:last-child]:mb-0 [&_p]:my-2">
        <p className="font-semibold text-zinc-900 dark:text-white">{title ?? label}</p>
        {children}
      </div>
    </div>
  );
}
