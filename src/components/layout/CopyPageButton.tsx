'use client';

import { PAGE_COPIED_MS } from '@/lib/ui/timing';
import type { CopyIcons } from '../ui/copy-icon-types';
import { useCopyFeedback } from '../ui/use-copy-feedback';

/**
 * Copies the page's Markdown twin, for an editor or an AI assistant: "Copied!" for 500 ms (spec §4).
 * Its classes come from the server (DocsPage), shared with the link beside it.
 */
export function CopyPageButton({ markdownHref, labels, className }: { markdownHref: string; labels: { copy: string; copied: string; failed: string; action: string; icons: CopyIcons }; className: string }) {
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
      className={className}
    >
      {labels.icons[state]}
      <span aria-live="polite">{labels[state]}</span>
    </button>
  );
}
