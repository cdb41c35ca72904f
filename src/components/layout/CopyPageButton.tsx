'use client';

import { PAGE_COPIED_MS } from '@/lib/ui/timing';
import type { CopyIcons } from '../ui/copy-icon-types';
import { useCopyFeedback } from '../ui/use-copy-feedback';

/** Copies the page's Markdown twin, for an editor or an AI assistant: "Copied!" for 500 ms (spec §4). */
export function CopyPageButton({ markdownHref, labels }: { markdownHref: string; labels: { copy: string; copied: string; failed: string; action: string; icons: CopyIcons } }) {
  const [state, copy] = useCopyFeedback(PAGE_COPIED_MS);
  const onClick = () =>
    void copy(async () => {
      const response = await fetch(markdownHref);
      if (!response.ok) throw new Error(`${markdownHref}: ${response.status}`);
      return new Blob([await response.text()], { type: 'text/plain' });
    });
  return (
    <button
      type="button"
      onClick={onClick}
      title={labels.action}
      className="inline-flex items-center gap-1.5 rounded-lg border border-zinc-200 px-2.5 py-1 text-xs font-medium text-zinc-700 hover:border-zinc-300 hover:text-zinc-900 dark:border-zinc-700 dark:text-zinc-300 dark:hover:border-zinc-600 dark:hover:text-white"
    >
      {labels.icons[state]}
      <span aria-live="polite">{labels[state]}</span>
    </button>
  );
}
