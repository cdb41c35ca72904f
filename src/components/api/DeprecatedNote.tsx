import { Callout } from '../mdx/Callout';

/** Spec §8: a deprecated operation or response shows the warning note 'Versión Obsoleta' / 'Deprecated Version'. */
export function DeprecatedNote({ label, text }: { label: string; text: string }) {
  return (
    <Callout type="warning" label={label}>
      <p>{text}</p>
    </Callout>
  );
}

/** The same words on a deprecated field, as a badge beside its name. */
export function DeprecatedBadge({ label }: { label: string }) {
  return (
    <span className="rounded-md bg-amber-50 px-1.5 py-0.5 text-[10px] font-bold tracking-wide text-amber-800 uppercase ring-1 ring-amber-300 ring-inset dark:bg-amber-950/60 dark:text-amber-300 dark:ring-amber-800">
      {label}
    </span>
  );
}
