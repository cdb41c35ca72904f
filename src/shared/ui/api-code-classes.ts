/** The looks of the parts of code blocks only the API reference has (code-html.ts, lazy-code.ts); the shared ones are in code-classes.ts. */

/** A group of named examples. */
export const codeExamplesClass = 'not-prose my-4 overflow-hidden rounded-xl border border-zinc-200 dark:border-zinc-800';
export const codeExamplesTitleClass = 'shrink-0 font-medium text-zinc-700 dark:text-zinc-300';
/** The name of a lone example, where a group of several has a dropdown. */
export const codeExampleLabelClass = 'min-w-0 truncate text-zinc-500 dark:text-zinc-400';
/** What a block waiting for its code says, and what it says when the code did not come. */
export const codeLoadingClass = 'font-sans text-zinc-500 dark:text-zinc-400';
export const codeLoadFailedClass = 'font-sans whitespace-normal text-zinc-700 dark:text-zinc-300';
export const codeRetryClass = 'font-medium text-primary-700 underline dark:text-primary-300';
