/**
 * The looks of a code block's parts, shared by the React code blocks of guides (src/components/mdx)
 * and the HTML of the API reference (code-html.ts), so both look the same. Guides load this
 * module: the parts only the API reference has are in api-code-classes.ts.
 */

/** A code group's frame. */
export const codeGroupClass = 'my-6 overflow-hidden rounded-xl border border-zinc-200 dark:border-zinc-800';
export const codeHeaderClass = 'flex min-h-10 items-center gap-2 border-b border-zinc-200 bg-zinc-50 py-1 pr-1.5 pl-4 text-xs dark:border-zinc-800 dark:bg-zinc-900';
export const codeGroupTitleClass = 'mr-2 truncate font-medium text-zinc-700 dark:text-zinc-300';
export const copyButtonClass =
  'inline-flex shrink-0 items-center gap-1 rounded-md px-2 py-1 font-sans text-xs font-medium text-zinc-600 hover:bg-zinc-200/70 hover:text-zinc-900 dark:text-zinc-400 dark:hover:bg-zinc-700/60 dark:hover:text-white';
/** Added to Shiki's own classes on every <pre>. */
export const preClass = 'm-0 max-h-[600px] overflow-auto p-4 font-mono text-[13px] leading-6';
