import { Languages } from 'lucide-react';

/** Shown on an English URL whose page is not written in English yet (spec §2). */
export function UntranslatedNotice({ text }: { text: string }) {
  return (
    <p role="note" className="mb-8 flex items-start gap-3 rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950 dark:border-amber-700/60 dark:bg-amber-950/40 dark:text-amber-100">
      <Languages className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <span lang="en">{text}</span>
    </p>
  );
}
