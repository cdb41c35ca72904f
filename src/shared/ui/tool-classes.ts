/** Shared looks of the tools' forms, for the server's markup and for what the toolkit draws (src/browser/toolkit/). */
export const toolClasses = {
  panel: 'not-prose my-6 rounded-xl border border-zinc-200 p-4 text-sm dark:border-zinc-800',
  label: 'block text-sm font-medium text-zinc-800 dark:text-zinc-200',
  input:
    'mt-1 block w-full rounded-lg border border-zinc-300 bg-white px-3 py-2 font-mono text-sm text-zinc-900 focus:border-primary-600 focus:outline-none focus:ring-2 focus:ring-primary-600/30 dark:border-zinc-700 dark:bg-zinc-900 dark:text-zinc-100',
  primary:
    'inline-flex items-center rounded-lg bg-primary-700 px-3 py-2 text-sm font-semibold text-white hover:bg-primary-800 focus:outline-none focus-visible:ring-2 focus-visible:ring-primary-600 focus-visible:ring-offset-2 dark:bg-primary-400 dark:text-zinc-950 dark:hover:bg-primary-300',
  secondary:
    'inline-flex items-center rounded-lg border border-zinc-300 px-3 py-2 text-sm font-medium text-zinc-800 hover:bg-zinc-100 dark:border-zinc-700 dark:text-zinc-200 dark:hover:bg-zinc-800',
  output: 'block break-all rounded-md bg-zinc-100 px-2 py-1 font-mono text-xs text-zinc-900 dark:bg-zinc-800 dark:text-zinc-100',
} as const;
