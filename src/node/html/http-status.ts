/** How a response status reads at a glance: success, redirect, client error, server error, other (`default`). */
export type StatusTone = 'success' | 'redirect' | 'client' | 'server' | 'other';

export function statusTone(status: string): StatusTone {
  switch (status.trim().charAt(0)) {
    case '2':
      return 'success';
    case '3':
      return 'redirect';
    case '4':
      return 'client';
    case '5':
      return 'server';
    default:
      return 'other';
  }
}

const pillTones: Record<StatusTone, string> = {
  success: 'has-checked:border-emerald-600 has-checked:bg-emerald-50 has-checked:text-emerald-800 dark:has-checked:border-emerald-500 dark:has-checked:bg-emerald-950/60 dark:has-checked:text-emerald-200',
  redirect: 'has-checked:border-sky-600 has-checked:bg-sky-50 has-checked:text-sky-800 dark:has-checked:border-sky-500 dark:has-checked:bg-sky-950/60 dark:has-checked:text-sky-200',
  client: 'has-checked:border-amber-600 has-checked:bg-amber-50 has-checked:text-amber-900 dark:has-checked:border-amber-500 dark:has-checked:bg-amber-950/60 dark:has-checked:text-amber-200',
  server: 'has-checked:border-rose-600 has-checked:bg-rose-50 has-checked:text-rose-800 dark:has-checked:border-rose-500 dark:has-checked:bg-rose-950/60 dark:has-checked:text-rose-200',
  other: 'has-checked:border-zinc-600 has-checked:bg-zinc-100 has-checked:text-zinc-900 dark:has-checked:border-zinc-400 dark:has-checked:bg-zinc-800 dark:has-checked:text-white',
};

/** A response status as a pill around its radio button, coloured by its tone once checked. */
export const statusPillClass = (status: string) =>
  `cursor-pointer rounded-full border border-zinc-200 px-3 py-1 font-mono text-xs font-semibold text-zinc-700 hover:border-zinc-400 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-primary-600 dark:border-zinc-700 dark:text-zinc-300 dark:hover:border-zinc-500 ${pillTones[statusTone(status)]}`;
