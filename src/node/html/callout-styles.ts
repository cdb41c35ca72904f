/** A callout's kinds and looks, shared by the Callout component and the API reference's HTML (its deprecation notes). */
export type CalloutType = 'note' | 'info' | 'warning' | 'error';

export const calloutStyles: Record<CalloutType, { icon: string; box: string; iconColor: string }> = {
  note: { icon: 'notebook-pen', box: 'border-zinc-300 bg-zinc-50 dark:border-zinc-700 dark:bg-zinc-900/60', iconColor: 'text-zinc-600 dark:text-zinc-400' },
  info: { icon: 'info', box: 'border-sky-300 bg-sky-50 dark:border-sky-800 dark:bg-sky-950/40', iconColor: 'text-sky-700 dark:text-sky-300' },
  warning: { icon: 'triangle-alert', box: 'border-amber-300 bg-amber-50 dark:border-amber-800 dark:bg-amber-950/40', iconColor: 'text-amber-700 dark:text-amber-300' },
  error: { icon: 'circle-alert', box: 'border-rose-300 bg-rose-50 dark:border-rose-800 dark:bg-rose-950/40', iconColor: 'text-rose-700 dark:text-rose-300' },
};

export const calloutClasses = {
  /** A note, not a landmark (role="note"): a page with several warnings would repeat the same region name. */
  frame: 'my-6 flex gap-3 rounded-xl border px-4 py-3 text-sm leading-6',
  icon: 'mt-1 size-4 shrink-0',
  body: 'min-w-0 [&>:first-child]:mt-0 [&>:last-child]:mb-0 [&_p]:my-2',
  title: 'font-semibold text-zinc-900 dark:text-white',
} as const;
