/** HTTP method badge colours (spec §9): get primary, post sky, put amber, delete rose; any other method gets its own. */
export type MethodTone = 'primary' | 'sky' | 'amber' | 'rose' | 'violet' | 'zinc';

export function methodTone(method: string): MethodTone {
  switch (method.toLowerCase()) {
    case 'get':
      return 'primary';
    case 'post':
      return 'sky';
    case 'put':
      return 'amber';
    case 'delete':
      return 'rose';
    case 'patch':
      return 'violet';
    default:
      return 'zinc';
  }
}

const toneClasses: Record<MethodTone, string> = {
  primary: 'bg-primary-100 text-primary-800 ring-primary-200 dark:bg-primary-950 dark:text-primary-200 dark:ring-primary-800',
  sky: 'bg-sky-100 text-sky-800 ring-sky-200 dark:bg-sky-950 dark:text-sky-200 dark:ring-sky-800',
  amber: 'bg-amber-100 text-amber-900 ring-amber-200 dark:bg-amber-950 dark:text-amber-200 dark:ring-amber-800',
  rose: 'bg-rose-100 text-rose-800 ring-rose-200 dark:bg-rose-950 dark:text-rose-200 dark:ring-rose-800',
  violet: 'bg-violet-100 text-violet-800 ring-violet-200 dark:bg-violet-950 dark:text-violet-200 dark:ring-violet-800',
  zinc: 'bg-zinc-100 text-zinc-800 ring-zinc-200 dark:bg-zinc-800 dark:text-zinc-200 dark:ring-zinc-700',
};

/** The classes of a method badge (MethodBadge, and the API reference's HTML). */
export const methodBadgeClass = (method: string) =>
  `inline-flex items-center rounded-md px-1.5 py-0.5 font-mono text-[11px] leading-4 font-bold uppercase ring-1 ring-inset ${toneClasses[methodTone(method)]}`;
