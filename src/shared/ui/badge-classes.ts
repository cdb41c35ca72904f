/**
 * Class lists of the small labels beside a field's name, shared by the React components (a guide's
 * fields) and by the HTML of the API reference's attribute rows (src/shared/openapi/attribute-html.ts),
 * so both look the same.
 */
export const badgeClass = {
  required: 'rounded-md bg-rose-50 px-1.5 py-0.5 text-[10px] font-bold tracking-wide text-rose-700 ring-1 ring-rose-200 ring-inset dark:bg-rose-950/60 dark:text-rose-300 dark:ring-rose-800',
  conditional: 'rounded-md bg-amber-50 px-1.5 py-0.5 text-[10px] font-bold tracking-wide text-amber-800 ring-1 ring-amber-200 ring-inset dark:bg-amber-950/60 dark:text-amber-300 dark:ring-amber-800',
  deprecated: 'rounded-md bg-amber-50 px-1.5 py-0.5 text-[10px] font-bold tracking-wide text-amber-800 uppercase ring-1 ring-amber-300 ring-inset dark:bg-amber-950/60 dark:text-amber-300 dark:ring-amber-800',
} as const;

/** The pill that shows or hides a row's nested attributes (a <summary>; api.css turns its chevron and swaps its label). */
export const disclosureToggleClass =
  'inline-flex w-fit cursor-pointer list-none items-center gap-1 rounded-full border border-zinc-200 py-0.5 pr-3 pl-2 text-xs font-medium text-zinc-700 hover:border-zinc-300 hover:text-zinc-900 dark:border-zinc-700 dark:text-zinc-300 dark:hover:border-zinc-600 dark:hover:text-white';

/** The box the nested attributes open in. */
export const disclosurePanelClass = 'mt-2 rounded-xl border border-zinc-200 px-4 dark:border-zinc-800';
