import type { ReactNode } from 'react';
import { copyButtonAttributes, type CopyWords } from '@/node/html/copy-button';

export interface CopyLabels extends CopyWords {
  /** The button's copy icon, drawn on the server; the browser swaps in the outcome's (copy-icons.ts). */
  icon: ReactNode;
}

/**
 * A copy button, run by src/browser/runtime/copy-code.ts: a code block's copies the code its block shows
 * ("Copied!" for 1 s); with `page`, it copies the page's Markdown twin ("Copied!" for 500 ms), in
 * the classes of the page's actions (spec §4).
 */
export function CopyButton({ labels, page }: { labels: CopyLabels; page?: { href: string; className: string } }) {
  const { class: className, ...attributes } = copyButtonAttributes(labels, page && { page: page.href, className: page.className });
  return (
    <button {...attributes} className={className}>
      {labels.icon}
      <span aria-live="polite">{labels.copy}</span>
    </button>
  );
}
